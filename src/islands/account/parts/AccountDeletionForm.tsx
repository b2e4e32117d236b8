import { useState } from 'react';
import Form from '../../form/Form';
import FormField from '../../form/FormField';
import SmsCodeField from '../../form/SmsCodeField';
import { useForm } from '../../form/useForm';
import { useCountdown } from '../../shared/useCountdown';
import type { ConfirmDialogProps } from '../../shared/ConfirmDialog';
import { useOnDemand } from '../../shared/useOnDemand';
import { deleteAccount } from '../../../lib/account/api';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import type { FieldSpecs } from '../../../lib/form/form';
import { FormRefusal } from '../../../lib/request/refusal';
import { toRequestError } from '../../../lib/request/errors';
import { accountDeletionRules, smsCodeRules } from '../../../lib/shared/rules/account';
import { accountClosed } from '../../../stores/account';

const fields = {
  mobile: {
    label: '绑定的手机号',
    kind: 'tel',
    rule: smsCodeRules.shape.mobile,
    maxLength: 11,
    autoComplete: 'tel',
    placeholder: '请输入本账号绑定的完整手机号',
    hint: '验证码只会发送到本账号绑定的手机号',
  },
  code: {
    label: '验证码',
    kind: 'code',
    rule: accountDeletionRules.shape.code,
    maxLength: 6,
    placeholder: '请输入6位验证码',
  },
  password: {
    label: '登录密码',
    kind: 'password',
    rule: accountDeletionRules.shape.password,
    autoComplete: 'current-password',
    placeholder: '请输入当前登录密码',
  },
} satisfies FieldSpecs<'mobile' | 'code' | 'password'>;

const COUNTDOWN_KEY = 'portal:sms-deadline:delete';
const loadDialog = () => import('../../shared/ConfirmDialog');

/** A submission waiting for the answer of the irreversible-action dialog. */
interface Asked {
  values: { code: string; password: string };
  settle: (error: Error | null) => void;
}

/**
 * 注销账号: the account's mobile proved by an SMS code and the login password, then one more
 * question in the confirm dialog (it cannot be undone). A wrong code or password is said under its
 * field; success ends the session and opens the login page.
 */
export default function AccountDeletionForm() {
  const form = useForm('close-account', {
    fields,
    codeFields: {
      [ErrorCodes.smsCodeInvalid]: 'code',
      [ErrorCodes.wrongCredentials]: 'password',
      [ErrorCodes.tooManyAttempts]: 'password',
    },
    failureText: '注销失败，请稍后重试',
  });
  const countdown = useCountdown(COUNTDOWN_KEY);
  const [asked, setAsked] = useState<Asked | null>(null);
  // The dialog's code (Radix Dialog) comes once the form is in use, not with the page.
  const dialog = useOnDemand<ConfirmDialogProps>(loadDialog);
  const ConfirmDialog = dialog.Component;

  return (
    <div onFocus={dialog.load}>
      <Form
        form={form}
        labelledBy="close-account-title"
        send={({ code, password }) => {
          if (dialog.failed) return Promise.reject(new FormRefusal('确认框加载失败，请检查网络后再试'));
          return new Promise<null>((resolve, reject) =>
            setAsked({
              values: { code: code.trim(), password },
              settle: (error) => (error === null ? resolve(null) : reject(error)),
            }),
          );
        }}
        onDone={accountClosed}
        busyWhenDone
        submitText="注销账号"
        busyText="请确认..."
      >
        <FormField form={form} name="mobile" />
        <SmsCodeField
          form={form}
          countdown={countdown}
          purpose="delete"
          requestOptions={{ hideMessage: true }}
        />
        <FormField form={form} name="password" />
      </Form>
      {ConfirmDialog && (
        <ConfirmDialog
          open={asked !== null}
          onOpenChange={(open) => {
            if (open || asked === null) return;
            asked.settle(new FormRefusal('已取消，账号未注销'));
            setAsked(null);
          }}
          title="确定注销账号？"
          question="注销后无法恢复：账号不能再登录，发布中的信息全部撤回，上传的图片、发货单、收藏与订阅全部删除，帖子和回复的作者显示为“已注销用户”。"
          confirmText="确定注销"
          busyText="注销中..."
          onConfirm={async () => {
            if (asked === null) return;
            try {
              await deleteAccount(asked.values, { hideMessage: true });
              asked.settle(null);
            } catch (error) {
              asked.settle(toRequestError(error));
            }
            setAsked(null);
          }}
        />
      )}
    </div>
  );
}
