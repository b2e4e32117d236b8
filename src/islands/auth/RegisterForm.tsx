import '../../stores/shell/request-effects';
import FormField from '../form/FormField';
import SmsCodeField from '../form/SmsCodeField';
import NewPasswordFields from '../form/NewPasswordFields';
import { useForm } from '../form/useForm';
import { useCountdown } from '../shared/useCountdown';
import { register } from '../../lib/request/api';
import { ErrorCodes } from '../../lib/shared/contract';
import { AGREEMENT_PATH, LOGIN_PATH, PRIVACY_PATH, withBase } from '../../lib/shared/routes';
import {
  registrationFields as fields,
  type RegistrationName as Name,
} from '../../lib/account/registration-fields';
import { validateConfirmPassword } from '../../lib/form/validation';
import EntryForm from './parts/EntryForm';

const STORAGE_REFUSED_TEXT =
  '账号已注册，但浏览器拒绝保存登录状态（可能处于无痕浏览模式，或存储空间已满）。请关闭无痕模式后用新账号登录。';

const send = (values: Record<Name, string>) =>
  register(
    {
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      account: values.account.trim(),
      password: values.password,
      agreed: true,
    },
    { skipErrorHandler: true },
  );

const base = import.meta.env.BASE_URL;

/**
 * 注册: the mobile and its SMS code, an account name and a password, and the agreement. The new user
 * is signed in and goes where they were going (`?redirect=`, as the login does) or to the portal home.
 */
export default function RegisterForm() {
  const form = useForm('register', {
    fields,
    check: (values) => ({ confirm: validateConfirmPassword(values.confirm, values.password, '确认密码') }),
    // A wrong or expired code is shown under the code.
    codeFields: { [ErrorCodes.smsCodeInvalid]: 'code' },
    failureText: '注册失败，请稍后重试',
  });
  const countdown = useCountdown();

  return (
    <EntryForm
      form={form}
      send={send}
      storageRefusedText={STORAGE_REFUSED_TEXT}
      labelledBy="register-title"
      subtitle="用手机号注册，发布和查找货源、车源"
      submitText="注册并登录"
      busyText="注册中..."
    >
      <FormField form={form} name="mobile" />
      <SmsCodeField
        form={form}
        countdown={countdown}
        purpose="register"
        requestOptions={{ skipErrorHandler: true }}
      />
      <FormField form={form} name="account" />
      <NewPasswordFields form={form} names={['password', 'confirm']} />
      <FormField
        form={form}
        name="agreed"
        hint={
          <>
            阅读
            <a href={withBase(base, AGREEMENT_PATH)} target="_blank" className="mx-1 text-primary underline">
              用户协议
            </a>
            和
            <a href={withBase(base, PRIVACY_PATH)} target="_blank" className="ml-1 text-primary underline">
              隐私政策
            </a>
            （在新标签页打开，已填写的内容不会丢失）
          </>
        }
      />
      <p className="text-center text-sm text-gray-600">
        已有账号？
        <a href={withBase(base, LOGIN_PATH)} className="text-primary underline">
          直接登录
        </a>
      </p>
    </EntryForm>
  );
}
