/** The fields of 注册 (/login/register): labels, kinds, the shared input rules and what each accepts as typed. */
import type { FieldSpecs } from '../form/form.ts';
import { AGREEMENT_LABEL, agreementTicked, registrationRules } from '../shared/rules/account.ts';

export type RegistrationName = 'mobile' | 'code' | 'account' | 'password' | 'confirm' | 'agreed';

export const registrationFields = {
  mobile: {
    label: '手机号',
    kind: 'tel',
    rule: registrationRules.shape.mobile,
    autoComplete: 'tel',
    maxLength: 11,
    placeholder: '请输入本人的手机号',
    accept: (value) => value.replace(/\D/g, ''),
  },
  code: {
    label: '验证码',
    kind: 'code',
    rule: registrationRules.shape.code,
    maxLength: 6,
    placeholder: '请输入6位验证码',
    accept: (value) => value.replace(/\D/g, '').slice(0, 6),
  },
  account: {
    label: '账号',
    rule: registrationRules.shape.account,
    autoComplete: 'username',
    maxLength: 30,
    placeholder: '以字母开头，3-30位',
    hint: '注册后不能修改，显示在您的昵称旁（可用于登录）',
  },
  password: {
    label: '密码',
    kind: 'password',
    rule: registrationRules.shape.password,
    autoComplete: 'new-password',
    placeholder: '请设置登录密码',
  },
  confirm: {
    label: '确认密码',
    kind: 'password',
    autoComplete: 'new-password',
    placeholder: '请再次输入密码',
  },
  agreed: {
    label: AGREEMENT_LABEL,
    kind: 'checkbox',
    rule: agreementTicked,
  },
} satisfies FieldSpecs<RegistrationName>;
