import Form from '../../form/Form';
import FormField from '../../form/FormField';
import SmsCodeField from '../../form/SmsCodeField';
import type { FormView } from '../../form/useForm';
import type { FieldSpecs } from '../../../lib/form/form';
import { passwordResetRules } from '../../../lib/shared/rules/account';

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
  return (
    <Form form={form} send={() => Promise.resolve()} onDone={onNext} submitText="下一步" busyText="下一步">
      <FormField form={form} name="mobile" />
      {/* Not logged in: no global handling of the answer, the field shows every refusal. */}
      <SmsCodeField
        form={form}
        countdown={countdown}
        purpose="reset"
        requestOptions={{ skipErrorHandler: true }}
      />
    </Form>
  );
}
