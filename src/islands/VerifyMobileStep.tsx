import { useState, type SubmitEvent } from 'react';
import FormAlert from './FormAlert';
import SubmitButton from './SubmitButton';
import TextField from './TextField';
import { formErrorText } from './formError';
import { sendSmsCode } from '../lib/api';
import { SMS_RESEND_SECONDS } from '../lib/config';
import { validateMobile, validateSmsCode } from '../lib/validation';

interface VerifyMobileStepProps {
  ready: boolean;
  mobile: string;
  code: string;
  /** Set when the server refused the code at the last step. */
  codeError: string;
  countdown: { remaining: number; start: (seconds: number) => void };
  onMobileChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onNext: () => void;
}

export default function VerifyMobileStep(props: VerifyMobileStepProps) {
  const { mobile, code, countdown } = props;
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeFormatError, setCodeFormatError] = useState<string | null>(null);
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    const problem = validateMobile(mobile.trim());
    setMobileError(problem);
    setServerError('');
    if (problem) return;
    setSending(true);
    try {
      const result = await sendSmsCode(
        { mobile: mobile.trim(), purpose: 'reset' },
        { skipErrorHandler: true },
      );
      countdown.start(result.cooldownSeconds > 0 ? result.cooldownSeconds : SMS_RESEND_SECONDS);
      setSent(true);
    } catch (error) {
      setServerError(formErrorText(error, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  }

  function next(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const foundMobile = validateMobile(mobile.trim());
    const foundCode = validateSmsCode(code.trim());
    setMobileError(foundMobile);
    setCodeFormatError(foundCode);
    if (!foundMobile && !foundCode) props.onNext();
  }

  const waiting = countdown.remaining > 0;
  return (
    <form noValidate onSubmit={next} className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <TextField
        id="forgot-mobile"
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入注册时绑定的手机号"
        value={mobile}
        error={mobileError}
        onChange={(event) => {
          setMobileError(null);
          props.onMobileChange(event.target.value.replace(/\D/g, ''));
        }}
      />
      <TextField
        id="forgot-code"
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入6位验证码"
        value={code}
        error={codeFormatError ?? (props.codeError || null)}
        hint={sent ? '验证码已发送，10分钟内有效' : undefined}
        onChange={(event) => {
          setCodeFormatError(null);
          props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6));
        }}
        addon={
          <button
            type="button"
            onClick={sendCode}
            disabled={!props.ready || sending || waiting}
            className="h-10 w-36 shrink-0 rounded-md border border-primary text-sm text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400 disabled:hover:bg-transparent"
          >
            {waiting ? `${countdown.remaining}秒后重新获取` : sending ? '发送中...' : '获取验证码'}
          </button>
        }
      />
      <SubmitButton busy={false} busyText="" ready={props.ready}>
        下一步
      </SubmitButton>
    </form>
  );
}
