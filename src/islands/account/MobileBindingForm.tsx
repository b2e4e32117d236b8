import '../../stores/shell/request-effects';
import Form from '../form/Form';
import FormField from '../form/FormField';
import SmsCodeField from '../form/SmsCodeField';
import { useForm } from '../form/useForm';
import { useCountdown } from '../shared/useCountdown';
import AccountLoader from './parts/AccountLoader';
import { changeMobile } from '../../lib/account/api';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import type { FieldSpecs } from '../../lib/form/form';
import { maskPhone } from '../../lib/shared/phone';
import { mobileChangeRules } from '../../lib/shared/rules/account';
import { accountSaved } from '../../stores/account';
import { showToast } from '../../stores/shell/feedback';

const fields = {
  mobile: {
    label: '新手机号',
    kind: 'tel',
    rule: mobileChangeRules.shape.mobile,
    maxLength: 11,
    autoComplete: 'tel',
    placeholder: '请输入新的手机号',
  },
  code: {
    label: '验证码',
    kind: 'code',
    rule: mobileChangeRules.shape.code,
    maxLength: 6,
    placeholder: '请输入6位验证码',
  },
  password: {
    label: '当前密码',
    kind: 'password',
    rule: mobileChangeRules.shape.password,
    autoComplete: 'current-password',
    placeholder: '请输入当前登录密码',
    hint: '为确认是本人操作，请输入当前登录密码',
  },
} satisfies FieldSpecs<'mobile' | 'code' | 'password'>;

/** The deadline of the resend countdown, kept so that a reload does not allow an early resend. */
const COUNTDOWN_KEY = 'portal:sms-deadline:bind';

/** The current mobile (masked), then a new one proved by an SMS code, confirmed with the current password. */
export default function MobileBindingForm() {
  const form = useForm('mobile', {
    fields,
    // A wrong or expired code goes under the code, a wrong password under the password (a refused
    // send goes under the mobile: SmsCodeField). Too many tries (10004) is said above the form.
    codeFields: { [ErrorCodes.smsCodeInvalid]: 'code', [ErrorCodes.wrongCredentials]: 'password' },
    failureText: '绑定失败，请稍后重试',
  });
  const countdown = useCountdown(COUNTDOWN_KEY);

  return (
    <AccountLoader>
      {(user) => (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-gray-700">
            当前绑定的手机号：
            <span className="font-medium text-gray-900" data-testid="current-mobile">
              {maskPhone(user.mobile)}
            </span>
          </p>
          <Form
            form={form}
            labelledBy="mobile-title"
            send={({ mobile, code, password }) =>
              changeMobile({ mobile: mobile.trim(), code: code.trim(), password }, { hideMessage: true })
            }
            onDone={(saved) => {
              accountSaved(saved);
              form.store.reset();
              showToast('success', `手机号已更换为 ${maskPhone(saved.mobile)}`);
            }}
            submitText="确认绑定"
            busyText="提交中..."
          >
            <FormField form={form} name="mobile" />
            {/* Logged in: an ended session still goes to /login; the field shows the refusal. */}
            <SmsCodeField
              form={form}
              countdown={countdown}
              purpose="bind"
              requestOptions={{ hideMessage: true }}
            />
            <FormField form={form} name="password" />
          </Form>
        </div>
      )}
    </AccountLoader>
  );
}
