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

/** 注销账号: the current password and the code sent to the account's own mobile. */
export const accountDeletionRules = z.object({ password: currentPassword, code: smsCode });

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
 * Characters that read as `@`: every one whose compatibility form is `@` (`＠`, `﹫`) and the circled
 * `a` (`ⓐ`, `Ⓐ`). A nickname is shown with the account beside it (`演示用户（@demo）`), so it may not
 * hold one of its own and pose as that pair.
 */
const holdsAt = (value: string): boolean =>
  /[\u24B6\u24D0]/.test(value) || value.normalize('NFKC').includes('@');

/**
 * Marks that decorate nothing: the selectors that choose how an emoji is drawn (and the keycap of
 * `1️⃣`), and the combining grapheme joiner, which renders as nothing (names are compared without it).
 */
const NOT_DECORATION = /[\u034F\uFE00-\uFE0F\u20E3\u{E0100}-\u{E01EF}]/gu;

/**
 * A combining mark that only decorates: one left on a letter of a script whose accented letters
 * Unicode composes (Latin, Greek, Cyrillic; NFC has already made `é` of `e` + `◌́`), on a Chinese,
 * Japanese or Korean character, a digit or a symbol, at the very start, or three stacked. Such a
 * mark turns `冷链老王` into another string that reads as it. Scripts that write with marks (Thai,
 * Devanagari, Arabic, …) keep theirs.
 */
const DECORATING_MARK =
  /(^|[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}\p{sc=Common}])[\p{Mn}\p{Me}]|\p{M}{3}/u;
const decorated = (value: string): boolean => DECORATING_MARK.test(value.replace(NOT_DECORATION, ''));

/**
 * A nickname: 1–20 characters, no `@` or anything that reads as one, no decorating combining marks.
 * The server also refuses a nickname that reads as another account's name or holds a word the
 * platform keeps for itself (server/queries/user-names.ts): those need the accounts and the
 * confusables data, which stay on the server.
 */
export const nickname = requiredText(20).check(
  z.refine((value) => !holdsAt(value), '${label}不能包含“@”'),
  z.refine((value) => !decorated(value), '${label}不能包含叠加在文字上的附加符号，以免与其他名字混淆'),
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
  nickname,
  password: newPassword,
});
