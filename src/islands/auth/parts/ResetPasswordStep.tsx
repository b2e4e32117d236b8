import Form from '../../form/Form';
import NewPasswordFields from '../../form/NewPasswordFields';
import { useForm } from '../../form/useForm';
import { resetPassword } from '../../../lib/account/api';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { RequestError } from '../../../lib/request/errors';
import type { FieldSpecs } from '../../../lib/form/form';
import { passwordResetRules } from '../../../lib/shared/rules/account';
import { validateConfirmPassword } from '../../../lib/form/validation';

const fields = {
  password: {
    label: '新密码',
    kind: 'password',
    rule: passwordResetRules.shape.newPassword,
    autoComplete: 'new-password',
    placeholder: '请输入新密码',
  },
  confirm: {
    label: '确认新密码',
    kind: 'password',
    autoComplete: 'new-password',
    placeholder: '请再次输入新密码',
  },
} satisfies FieldSpecs<'password' | 'confirm'>;

interface ResetPasswordStepProps {
  mobile: string;
  code: string;
  onBack: () => void;
  /** The server refused the SMS code: the first step shows it under the code. */
  onCodeRejected: (error: RequestError) => void;
  /** The new password is set: the account it belongs to (its name, which the owner may have forgotten). */
  onDone: (account: string) => void;
}

export default function ResetPasswordStep({
  mobile,
  code,
  onBack,
  onCodeRejected,
  onDone,
}: ResetPasswordStepProps) {
  const form = useForm('reset', {
    fields,
    check: (values) => ({ confirm: validateConfirmPassword(values.confirm, values.password, '确认新密码') }),
    failureText: '密码重置失败，请稍后重试',
  });

  async function send({ password }: { password: string }): Promise<string> {
    try {
      const result = await resetPassword(
        { mobile: mobile.trim(), code: code.trim(), newPassword: password },
        { skipErrorHandler: true },
      );
      // An older server answers null: the done screen then names no account.
      return result?.account ?? '';
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === ErrorCodes.smsCodeInvalid)
        onCodeRejected(error);
      throw error;
    }
  }

  return (
    <Form
      form={form}
      send={send}
      onDone={onDone}
      submitText="确认修改"
      busyText="提交中..."
      secondary={
        <button
          type="button"
          onClick={onBack}
          className="h-10 w-28 shrink-0 rounded-md border border-gray-300 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          上一步
        </button>
      }
    >
      <NewPasswordFields form={form} names={['password', 'confirm']} />
    </Form>
  );
}
