import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import FormField from '../form/FormField';
import { useForm } from '../form/useForm';
import { login } from '../../lib/account/api';
import type { FieldSpecs } from '../../lib/form/form';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, withBase } from '../../lib/shared/routes';
import PortalLink from '../shared/PortalLink';
import { loginRules } from '../../lib/shared/rules/account';
import EntryForm, { type EntryTexts } from './parts/EntryForm';

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

const TEXTS: EntryTexts = {
  subtitle: '欢迎使用物流信息门户',
  submit: '登录',
  busy: '登录中...',
  storageRefused:
    '浏览器拒绝保存登录状态（可能处于无痕浏览模式，或存储空间已满），无法登录。请关闭无痕模式或清理浏览器存储后重试。',
};

const send = (values: { account: string; password: string }) =>
  login({ account: values.account.trim(), password: values.password }, { skipErrorHandler: true });

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

  return (
    <EntryForm form={form} send={send} texts={TEXTS}>
      <FormField form={form} name="account" />
      <FormField form={form} name="password" />
      <div className="flex justify-between text-sm">
        <a href={registerHref} className="text-primary hover:underline">
          注册账号
        </a>
        <PortalLink to={FORGOT_PASSWORD_PATH} className="text-primary hover:underline">
          忘记密码
        </PortalLink>
      </div>
    </EntryForm>
  );
}
