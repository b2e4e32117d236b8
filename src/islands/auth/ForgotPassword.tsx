import '../../stores/shell/request-effects';
import { useState } from 'react';
import { useForm } from '../form/useForm';
import ResetPasswordStep from './parts/ResetPasswordStep';
import VerifyMobileStep, { verifyFields } from './parts/VerifyMobileStep';
import { useCountdown } from '../shared/useCountdown';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import { LOGIN_PATH } from '../../lib/shared/routes';
import PortalLink from '../shared/PortalLink';

type Step = 'verify' | 'reset' | 'done';

const steps: { key: Step; title: string }[] = [
  { key: 'verify', title: '验证手机' },
  { key: 'reset', title: '设置新密码' },
  { key: 'done', title: '完成' },
];

/** Password recovery: mobile and SMS code, then the new password, then a done screen. */
export default function ForgotPassword() {
  const [step, setStep] = useState<Step>('verify');
  const [account, setAccount] = useState('');
  // The first step's form outlives it: 上一步 and a refused code come back to what was typed.
  const verify = useForm('forgot', {
    fields: verifyFields,
    // A wrong or expired code (refused at the last step) is shown under the code.
    codeFields: { [ErrorCodes.smsCodeInvalid]: 'code' },
    failureText: '验证码发送失败，请稍后重试',
  });
  const countdown = useCountdown();
  const current = steps.findIndex((entry) => entry.key === step);

  return (
    <div className="flex flex-col gap-6">
      <ol aria-label="找回密码步骤" className="flex items-center gap-2 text-sm">
        {steps.map((entry, index) => (
          <li
            key={entry.key}
            aria-current={index === current ? 'step' : undefined}
            className={`flex flex-1 items-center gap-2 ${index <= current ? 'text-primary' : 'text-gray-500'}`}
          >
            <span
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-xs ${
                index < current
                  ? 'border-primary bg-primary text-white'
                  : index === current
                    ? 'border-primary'
                    : 'border-gray-300'
              }`}
            >
              {index + 1}
            </span>
            <span className={index === current ? 'font-medium' : ''}>{entry.title}</span>
          </li>
        ))}
      </ol>

      {step === 'verify' && (
        <VerifyMobileStep form={verify} countdown={countdown} onNext={() => setStep('reset')} />
      )}
      {step === 'reset' && (
        <ResetPasswordStep
          mobile={verify.state.values.mobile}
          code={verify.state.values.code}
          onBack={() => setStep('verify')}
          onCodeRejected={(error) => {
            verify.store.report(error);
            setStep('verify');
          }}
          onDone={(name) => {
            setAccount(name);
            setStep('done');
          }}
        />
      )}
      {step !== 'done' && (
        <p className="text-center text-sm">
          <PortalLink to={LOGIN_PATH} className="text-primary hover:underline">
            想起密码了？返回登录
          </PortalLink>
        </p>
      )}
      {step === 'done' && (
        <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
          <p className="text-lg font-medium text-gray-900">密码重置成功</p>
          <p className="text-sm text-gray-600">
            {account ? (
              <>
                您的账号是 <strong className="font-semibold text-gray-900">{account}</strong>
                ，请使用账号（或手机号）和新密码登录物流信息门户。
              </>
            ) : (
              '请使用新密码登录物流信息门户。'
            )}
          </p>
          <PortalLink
            to={LOGIN_PATH}
            className="rounded-md bg-primary px-6 py-2 text-sm font-medium text-white hover:bg-primary-hover"
          >
            返回登录
          </PortalLink>
        </div>
      )}
    </div>
  );
}
