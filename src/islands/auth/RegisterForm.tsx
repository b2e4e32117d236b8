import '../../stores/shell/request-effects';
import FormField from '../form/FormField';
import SmsCodeField from '../form/SmsCodeField';
import NewPasswordFields from '../form/NewPasswordFields';
import { useForm } from '../form/useForm';
import { useCountdown } from '../shared/useCountdown';
import { register } from '../../lib/account/api';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import { AGREEMENT_PATH, LOGIN_PATH, PRIVACY_PATH } from '../../lib/shared/routes';
import PortalLink from '../shared/PortalLink';
import {
  registrationFields as fields,
  type RegistrationName as Name,
} from '../../lib/account/registration-fields';
import { validateConfirmPassword } from '../../lib/form/validation';
import EntryForm, { type EntryTexts } from './parts/EntryForm';

const TEXTS: EntryTexts = {
  subtitle: '用手机号注册，发布和查找货源、车源',
  submit: '注册并登录',
  busy: '注册中...',
  storageRefused:
    '账号已注册，但浏览器拒绝保存登录状态（可能处于无痕浏览模式，或存储空间已满）。请关闭无痕模式后用新账号登录。',
};

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
    <EntryForm form={form} send={send} texts={TEXTS}>
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
            <PortalLink to={AGREEMENT_PATH} target="_blank" className="mx-1 text-primary underline">
              用户协议
            </PortalLink>
            和
            <PortalLink to={PRIVACY_PATH} target="_blank" className="ml-1 text-primary underline">
              隐私政策
            </PortalLink>
            （在新标签页打开，已填写的内容不会丢失）
          </>
        }
      />
      <p className="text-center text-sm text-gray-600">
        已有账号？
        <PortalLink to={LOGIN_PATH} className="text-primary underline">
          直接登录
        </PortalLink>
      </p>
    </EntryForm>
  );
}
