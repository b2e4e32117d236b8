import '../../stores/shell/request-effects';
import Form from '../form/Form';
import FormField from '../form/FormField';
import NewPasswordFields from '../form/NewPasswordFields';
import { useForm } from '../form/useForm';
import { changePassword } from '../../lib/account/api';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import type { FieldSpecs } from '../../lib/form/form';
import { passwordChangeRules } from '../../lib/shared/rules/account';
import { validateConfirmPassword } from '../../lib/form/validation';
import { passwordChanged } from '../../stores/account';

type Name = 'oldPassword' | 'newPassword' | 'confirmPassword';

const fields = {
  oldPassword: {
    label: '原密码',
    kind: 'password',
    rule: passwordChangeRules.shape.oldPassword,
    autoComplete: 'current-password',
  },
  newPassword: {
    label: '新密码',
    kind: 'password',
    rule: passwordChangeRules.shape.newPassword,
    autoComplete: 'new-password',
  },
  confirmPassword: { label: '确认新密码', kind: 'password', autoComplete: 'new-password' },
} satisfies FieldSpecs<Name>;

/** Old password, new one with its strength, the confirmation; success ends every session. */
export default function PasswordForm() {
  const form = useForm('password', {
    fields,
    check: (values) => ({
      confirmPassword: validateConfirmPassword(values.confirmPassword, values.newPassword, '确认新密码'),
    }),
    // A wrong old password (10003) and too many wrong tries (10004) are about the old password.
    codeFields: { [ErrorCodes.wrongCredentials]: 'oldPassword', [ErrorCodes.tooManyAttempts]: 'oldPassword' },
    failureText: '修改失败，请稍后重试',
  });

  return (
    <Form
      form={form}
      labelledBy="password-title"
      send={({ oldPassword, newPassword }) =>
        changePassword({ oldPassword, newPassword }, { hideMessage: true })
      }
      onDone={passwordChanged}
      submitText="确认修改"
      busyText="提交中..."
    >
      <FormField form={form} name="oldPassword" />
      <NewPasswordFields form={form} names={['newPassword', 'confirmPassword']} />
      <p className="text-xs text-gray-500">
        修改成功后，本账号在所有设备上的登录都将退出，需使用新密码重新登录。
      </p>
    </Form>
  );
}
