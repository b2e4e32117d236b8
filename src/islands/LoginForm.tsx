import '../stores/request-effects';
import { useEffect, useState, type SubmitEvent } from 'react';
import FormAlert from './FormAlert';
import SubmitButton from './SubmitButton';
import TextField from './TextField';
import { formErrorText } from './formError';
import { login } from '../lib/api';
import { safeRedirect } from '../lib/redirect';
import { withBase } from '../lib/routes';
import { required } from '../lib/validation';
import { loginWith } from '../stores/session';

interface FieldErrors {
  account: string | null;
  password: string | null;
}

const noErrors: FieldErrors = { account: null, password: null };

const STORAGE_REFUSED_TEXT =
  '浏览器拒绝保存登录状态（可能处于无痕浏览模式，或存储空间已满），无法登录。请关闭无痕模式或清理浏览器存储后重试。';

/** Account and password login; the server's refusal is shown in the form, not as a toast. */
export default function LoginForm() {
  const [ready, setReady] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => setReady(true), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {
      account: required('账号', account.trim()),
      password: required('密码', password),
    };
    setErrors(found);
    setServerError('');
    if (found.account || found.password) return;
    setBusy(true);
    try {
      const result = await login({ account: account.trim(), password }, { skipErrorHandler: true });
      if (!loginWith(result)) {
        setServerError(STORAGE_REFUSED_TEXT);
        setBusy(false);
        return;
      }
      const base = import.meta.env.BASE_URL;
      const target = new URLSearchParams(window.location.search).get('redirect');
      window.location.assign(safeRedirect(target, window.location.origin, base));
    } catch (error) {
      setServerError(formErrorText(error, '登录失败，请稍后重试'));
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="login-title"
      className="flex flex-col gap-4"
    >
      <FormAlert message={serverError} />
      <TextField
        id="login-account"
        label="账号"
        name="account"
        autoComplete="username"
        placeholder="请输入账号"
        value={account}
        error={errors.account}
        onChange={(event) => {
          setAccount(event.target.value);
          setErrors((current) => ({ ...current, account: null }));
        }}
      />
      <TextField
        id="login-password"
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: null }));
        }}
      />
      <div className="flex justify-end text-sm">
        <a
          href={withBase(import.meta.env.BASE_URL, '/login/forgotPassword')}
          className="text-primary hover:underline"
        >
          忘记密码
        </a>
      </div>
      <SubmitButton busy={busy} busyText="登录中..." ready={ready}>
        登录
      </SubmitButton>
    </form>
  );
}
