import { useState } from 'react';
import Form from './form/Form';
import FormField from './form/FormField';
import type { FormView } from './form/useForm';
import { sendSmsCode } from '../lib/api';
import { SMS_RESEND_SECONDS } from '../lib/config';
import type { FieldSpecs } from '../lib/form';
import { passwordResetRules } from '../lib/rules/account';

type Name = 'mobile' | 'code';

/** The first step of password recovery: the account's mobile and the SMS code sent to it. */
export const verifyFields = {
  mobile: {
    label: '手机号',
    kind: 'tel',
    rule: passwordResetRules.shape.mobile,
    autoComplete: 'tel',
    maxLength: 11,
    placeholder: '请输入注册时绑定的手机号',
    accept: (value) => value.replace(/\D/g, ''),
  },
  code: {
    label: '验证码',
    kind: 'code',
    rule: passwordResetRules.shape.code,
    maxLength: 6,
    placeholder: '请输入6位验证码',
    accept: (value) => value.replace(/\D/g, '').slice(0, 6),
  },
} satisfies FieldSpecs<Name>;

interface VerifyMobileStepProps {
  /** Kept by the page, so that coming back to this step finds what was typed. */
  form: FormView<Name>;
  countdown: { remaining: number; start: (seconds: number) => void };
  onNext: () => void;
}

export default function VerifyMobileStep({ form, countdown, onNext }: VerifyMobileStepProps) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    if (!form.store.checkField('mobile')) return;
    setSending(true);
    try {
      const mobile = form.state.values.mobile.trim();
      const result = await sendSmsCode({ mobile, purpose: 'reset' }, { skipErrorHandler: true });
      countdown.start(result.cooldownSeconds > 0 ? result.cooldownSeconds : SMS_RESEND_SECONDS);
      setSent(true);
    } catch (error) {
      form.store.report(error);
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.remaining > 0;
  return (
    <Form form={form} send={() => Promise.resolve()} onDone={onNext} submitText="下一步" busyText="下一步">
      <FormField form={form} name="mobile" />
      <FormField
        form={form}
        name="code"
        hint={sent ? '验证码已发送，10分钟内有效' : undefined}
        addon={
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={!form.ready || sending || waiting}
            className="h-10 w-36 shrink-0 rounded-md border border-primary text-sm text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400 disabled:hover:bg-transparent"
          >
            {waiting ? `${countdown.remaining}秒后重新获取` : sending ? '发送中...' : '获取验证码'}
          </button>
        }
      />
    </Form>
  );
}
