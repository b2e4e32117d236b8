import { useState, type SubmitEvent } from 'react';
import FormAlert from './FormAlert';
import PasswordStrength from './PasswordStrength';
import SubmitButton from './SubmitButton';
import TextField from './TextField';
import { formErrorText } from './formError';
import { resetPassword } from '../lib/api';
import { ErrorCodes } from '../lib/contract';
import { RequestError } from '../lib/errors';
import { validateConfirmPassword, validatePassword } from '../lib/validation';

interface ResetPasswordStepProps {
  mobile: string;
  code: string;
  onBack: () => void;
  /** The server refused the SMS code: the first step shows the message. */
  onCodeRejected: (message: string) => void;
  onDone: () => void;
}

interface FieldErrors {
  password: string | null;
  confirm: string | null;
}

export default function ResetPasswordStep({
  mobile,
  code,
  onBack,
  onCodeRejected,
  onDone,
}: ResetPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ password: null, confirm: null });
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {
      password: validatePassword(password, '新密码'),
      confirm: validateConfirmPassword(confirm, password, '确认新密码'),
    };
    setErrors(found);
    setServerError('');
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await resetPassword(
        { mobile: mobile.trim(), code: code.trim(), newPassword: password },
        { skipErrorHandler: true },
      );
      onDone();
    } catch (error) {
      setBusy(false);
      const message = formErrorText(error, '密码重置失败，请稍后重试');
      if (error instanceof RequestError && error.errorCode === ErrorCodes.smsCodeInvalid)
        onCodeRejected(message);
      else setServerError(message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <TextField
        id="reset-password"
        label="新密码"
        type="password"
        autoComplete="new-password"
        placeholder="请输入新密码"
        value={password}
        error={errors.password}
        hint={<PasswordStrength password={password} />}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: null }));
        }}
      />
      <TextField
        id="reset-confirm"
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setErrors((current) => ({ ...current, confirm: null }));
        }}
      />
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onBack}
          className="h-10 w-28 shrink-0 rounded-md border border-gray-300 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          上一步
        </button>
        <SubmitButton busy={busy} busyText="提交中...">
          确认修改
        </SubmitButton>
      </div>
    </form>
  );
}
