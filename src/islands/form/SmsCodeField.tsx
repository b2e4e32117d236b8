import { useState } from 'react';
import FormField from './FormField';
import type { FormView } from './useForm';
import { sendSmsCode, type ApiOptions } from '../../lib/api';
import { SMS_RESEND_SECONDS } from '../../lib/config';
import { ErrorCodes, type SmsPurpose } from '../../lib/contract';
import { maskPhone } from '../../lib/phone';

interface SmsCodeFieldProps {
  /** A form with the fields `mobile` and `code`. */
  form: FormView<'mobile' | 'code'>;
  /** The resend countdown (`useCountdown`), kept by the page so that it outlives this field. */
  countdown: { remaining: number; start: (seconds: number) => void };
  purpose: SmsPurpose;
  /** How the sending request reports a failure beside the field's own message. */
  requestOptions: ApiOptions;
}

/**
 * The code field with its 获取验证码 button: checks the mobile, sends the code to it, then counts
 * down to the next allowed send. A refusal (a wrong number, a resend inside the cooldown) goes under
 * the field the server names; the hint says where the code went while that number is still typed.
 */
export default function SmsCodeField({ form, countdown, purpose, requestOptions }: SmsCodeFieldProps) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');

  async function sendCode() {
    if (!form.store.checkField('mobile')) return;
    const mobile = form.state.values.mobile.trim();
    setSending(true);
    try {
      const result = await sendSmsCode({ mobile, purpose }, requestOptions);
      countdown.start(result.cooldownSeconds > 0 ? result.cooldownSeconds : SMS_RESEND_SECONDS);
      setSentTo(mobile);
    } catch (error) {
      // A refused send (cooldown, limits: 10004) is about the number; the form's own codes are for its submit.
      form.store.report(error, { [ErrorCodes.tooManyAttempts]: 'mobile' });
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.remaining > 0;
  const sent = sentTo !== '' && sentTo === form.state.values.mobile.trim();
  return (
    <FormField
      form={form}
      name="code"
      hint={sent ? `验证码已发送至 ${maskPhone(sentTo)}，10分钟内有效` : undefined}
      addon={
        <button
          type="button"
          onClick={() => void sendCode()}
          disabled={!form.ready || sending || waiting}
          className="h-10 w-36 shrink-0 rounded-md border border-primary text-sm text-primary-active hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500 disabled:hover:bg-transparent"
        >
          {waiting ? `${countdown.remaining}秒后重新获取` : sending ? '发送中...' : '获取验证码'}
        </button>
      }
    />
  );
}
