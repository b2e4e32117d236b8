/**
 * The request schemas of sign-in and the account, one per request: the server validates its input
 * with them and the forms check what the user typed with the same fields before sending.
 */
import * as z from 'zod/mini';
import { SMS_PURPOSES } from '../contract.ts';
import {
  currentPassword,
  mobile,
  newAccountName,
  newPassword,
  optionalEmail,
  optionalText,
  requiredText,
  smsCode,
} from './fields.ts';

export const loginRules = z.object({ account: requiredText(50), password: currentPassword });

export const smsCodeRules = z.object({ mobile, purpose: z.enum(SMS_PURPOSES) });

export const passwordResetRules = z.object({ mobile, code: smsCode, newPassword });

/** The registration's checkbox, and the `${label}` of its refusal on both sides of the wire. */
export const AGREEMENT_LABEL = '我已阅读并同意《用户协议》和《隐私政策》';
const AGREEMENT_TEMPLATE = '请勾选“${label}”';

/**
 * Registration: the mobile and its code, the account name (also the first nickname), a password, and
 * `agreed: true` (the user ticked that they read and accept the agreement and the privacy policy).
 */
export const registrationRules = z.object({
  mobile,
  code: smsCode,
  account: newAccountName,
  password: newPassword,
  agreed: z.literal(true, AGREEMENT_TEMPLATE),
});

/** The registration form's checkbox (`'1'` when ticked), refused in the server's words. */
export const agreementTicked = z.string().check(z.refine((value) => value === '1', AGREEMENT_TEMPLATE));

/**
 * A nickname is shown with the account beside it (`演示用户（@demo）`), so it may not hold an `@`
 * of its own and pose as that pair.
 */
export const nickname = requiredText(20).check(
  z.refine((value) => !/[@＠]/.test(value), '${label}不能包含“@”'),
);

export const profileRules = z.object({
  nickname,
  realName: optionalText(20),
  company: optionalText(50),
  email: optionalEmail,
});

export const passwordChangeRules = z.object({ oldPassword: currentPassword, newPassword });

/** The new mobile, the code sent to it, and the current password (a borrowed session is not enough). */
export const mobileChangeRules = z.object({ mobile, code: smsCode, password: currentPassword });

/** An account an operator creates (`npm run user:create`): the same password rule as every form. */
export const accountCreationRules = z.object({
  account: newAccountName,
  mobile,
  nickname: requiredText(20),
  password: newPassword,
});
