/**
 * The request schemas of sign-in and the account, one per request: the server validates its input
 * with them and the forms check what the user typed with the same fields before sending.
 */
import * as z from 'zod/mini';
import { SMS_PURPOSES } from '../contract.ts';
import {
  currentPassword,
  mobile,
  newPassword,
  optionalEmail,
  optionalText,
  requiredText,
  smsCode,
} from './fields.ts';

export const loginRules = z.object({ account: requiredText(50), password: currentPassword });

export const smsCodeRules = z.object({ mobile, purpose: z.enum(SMS_PURPOSES) });

export const passwordResetRules = z.object({ mobile, code: smsCode, newPassword });

export const profileRules = z.object({
  nickname: requiredText(20),
  realName: optionalText(20),
  company: optionalText(50),
  email: optionalEmail,
});

export const passwordChangeRules = z.object({ oldPassword: currentPassword, newPassword });

export const mobileChangeRules = z.object({ mobile, code: smsCode });
