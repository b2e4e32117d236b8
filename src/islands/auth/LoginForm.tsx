import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import Form from '../form/Form';
import FormField from '../form/FormField';
import { useForm } from '../form/useForm';
import { login } from '../../lib/account/api';
import type { FieldSpecs } from '../../lib/form/form';
import { FormRefusal } from '../../lib/form/form-error';
import { safeRedirect } from '../../lib/site/redirect';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, withBase } from '../../lib/shared/routes';
import { loginRules } from '../../lib/shared/rules/account';
import { loginWith } from '../../stores/shell/session';

const fields = {
  account: {
    label: '账号或手机号',
    rule: loginRules.shape.account,
    autoComplete: 'username',
    placeholder: '请输入账号或绑定的手机号',
  },
  password: {
    label: '密码',
    kind: 'password',
    rule: loginRules.shape.password,
    autoComplete: 'current-password',
    placeholder: '请输入密码',
  },
} satisfies FieldSpecs<'account' | 'password'>;

const STORAGE_REFUSED_TEXT =
  '浏览器拒绝保存登录状态（可能处于无痕浏览模式，或存储空间已满），无法登录。请关闭无痕模式或清理浏览器存储后重试。';

async function send(values: { account: string; password: string }): Promise<void> {
  const result = await login(
    { account: values.account.trim(), password: values.password },
    { skipErrorHandler: true },
  );
  if (!loginWith(result)) throw new FormRefusal(STORAGE_REFUSED_TEXT);
}

/** Account and password login; the server's refusal is shown in the form, not as a toast. */
export default function LoginForm() {
  const form = useForm('login', { fields, failureText: '登录失败，请稍后重试' });
  const registerPage = withBase(import.meta.env.BASE_URL, REGISTER_PATH);
  // Registering instead keeps where the user was going (known only in the browser).
  const [registerHref, setRegisterHref] = useState(registerPage);
  useEffect(() => {
    const target = new URLSearchParams(window.location.search).get('redirect');
    if (target) setRegisterHref(`${registerPage}?${new URLSearchParams({ redirect: target }).toString()}`);
  }, [registerPage]);

  function leave() {
    const target = new URLSearchParams(window.location.search).get('redirect');
    window.location.assign(safeRedirect(target, window.location.origin, import.meta.env.BASE_URL));
  }

  return (
    <Form
      form={form}
      send={send}
      onDone={leave}
      labelledBy="login-title"
      reserveAlert="欢迎使用物流信息门户"
      busyWhenDone
      submitText="登录"
      busyText="登录中..."
    >
      <FormField form={form} name="account" />
      <FormField form={form} name="password" />
      <div className="flex justify-between text-sm">
        <a href={registerHref} className="text-primary hover:underline">
          注册账号
        </a>
        <a
          href={withBase(import.meta.env.BASE_URL, FORGOT_PASSWORD_PATH)}
          className="text-primary hover:underline"
        >
          忘记密码
        </a>
      </div>
    </Form>
  );
}
