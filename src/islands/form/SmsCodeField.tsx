import { useState } from 'react';
import FormField from './FormField';
import type { FormView } from './useForm';
import type { ApiOptions } from '../../lib/request/api';
import { requestSmsCode } from '../../lib/account/sms-code';
import { SMS_RESEND_SECONDS } from '../../lib/site/config';
import { type SmsPurpose } from '../../lib/shared/contract';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import { maskPhone } from '../../lib/shared/phone';
import { waitInWords } from '../../lib/shared/wait-in-words';

interface SmsCodeFieldProps {
  /** A form with the fields `mobile` and `code`. */
  form: FormView<'mobile' | 'code'>;
  /** The resend countdown (`useCountdown`), kept by the page so that it outlives this field. */
  countdown: { remaining: number; start: (seconds: number) => void };
  purpose: SmsPurpose;
  /** How the sending request reports a failure beside the field's own message. */
  requestOptions: ApiOptions;
}

/** Where a send is: idle, solving the security check, or waiting for the server's answer. */
type Phase = 'idle' | 'verifying' | 'sending';

/** Said to screen readers while the check runs and once the code is out (the hint shows the rest). */
const ANNOUNCED: Record<'verifying' | 'sent', string> = {
  verifying: '正在进行安全验证，请稍候',
  sent: '安全验证已通过，验证码已发出',
};
/** What sighted users read under the field while the check runs. */
const VERIFYING_HINT = '安全验证由浏览器自动完成，无需拖动滑块，不收集个人信息';
const BUTTON_TEXT: Record<Phase, string> = {
  idle: '获取验证码',
  verifying: '安全验证中...',
  sending: '发送中...',
};

/**
 * The code field with its 获取验证码 button: checks the mobile, completes the portal's security check
 * (a proof of work solved in this browser: no slider, nothing to drag, usable from the keyboard and
 * announced to screen readers), sends the code, then counts down to the next allowed send. A refusal
 * goes under the field the server names; the hint says where the code went while that number is typed.
 */
export default function SmsCodeField({ form, countdown, purpose, requestOptions }: SmsCodeFieldProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [sentTo, setSentTo] = useState('');

  async function sendCode() {
    if (!form.store.checkField('mobile')) return;
    const mobile = form.state.values.mobile.trim();
    setPhase('verifying');
    try {
      const result = await requestSmsCode({ mobile, purpose }, requestOptions, () => setPhase('sending'));
      countdown.start(result.cooldownSeconds > 0 ? result.cooldownSeconds : SMS_RESEND_SECONDS);
      setSentTo(mobile);
    } catch (error) {
      // A refused send (cooldown, limits, the security check) is about the number; the form's own
      // codes are for its submit.
      form.store.report(error, {
        [ErrorCodes.tooManyAttempts]: 'mobile',
        [ErrorCodes.challengeMissing]: 'mobile',
        [ErrorCodes.challengeSpent]: 'mobile',
      });
    } finally {
      setPhase('idle');
    }
  }

  const waiting = countdown.remaining > 0;
  const sent = sentTo !== '' && sentTo === form.state.values.mobile.trim();
  const hint =
    phase === 'verifying'
      ? VERIFYING_HINT
      : sent
        ? `验证码已发送至 ${maskPhone(sentTo)}，10分钟内有效`
        : undefined;
  return (
    <FormField
      form={form}
      name="code"
      hint={hint}
      addon={
        <>
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={!form.ready || phase !== 'idle' || waiting}
            aria-busy={phase !== 'idle'}
            className="h-10 w-36 shrink-0 rounded-md border border-primary text-sm text-primary-active hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            {waiting ? `${waitInWords(countdown.remaining)}后重新获取` : BUTTON_TEXT[phase]}
          </button>
          <span role="status" className="sr-only">
            {phase === 'verifying' ? ANNOUNCED.verifying : sent ? ANNOUNCED.sent : ''}
          </span>
        </>
      }
    />
  );
}
