/**
 * Field validators for the portal's forms. Each takes the value and returns the Chinese message to
 * show, or null when the value is fine; generic messages come from the catalogue so they read like
 * the form layer's own.
 */
import { formatMessage, zhCN } from './messages.ts';
import { normalizeBody } from './text.ts';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

export const ValidationTexts = {
  mobile: '请输入正确的手机号',
  smsCode: '请输入6位数字验证码',
  passwordChars: '密码须同时包含字母和数字',
  passwordMismatch: '两次输入的密码不一致',
} as const;

/** Counts characters as a reader does (an emoji or a rare Han character is one). */
const lengthOf = (value: string): number => Array.from(value).length;

/** `请输入${label}` for a value that is empty once normalised as the server does (src/lib/text.ts). */
export function required(label: string, value: string): string | null {
  return normalizeBody(value) === '' ? formatMessage(zhCN.form.required, { label }) : null;
}

/** Length between `min` and `max` characters (`须为${len}个字符` when they are equal). */
export function lengthRange(label: string, value: string, min: number, max: number): string | null {
  const length = lengthOf(value);
  if (length >= min && length <= max) return null;
  if (min === max) return formatMessage(zhCN.form.string.len, { label, len: min });
  return formatMessage(zhCN.form.string.range, { label, min, max });
}

/** A number between `min` and `max`; text that is not a number gets the type message. */
export function numberRange(label: string, value: string, min: number, max: number): string | null {
  const trimmed = value.trim();
  const number = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(number))
    return formatMessage(zhCN.form.types, { label, type: '数字' });
  return number >= min && number <= max ? null : formatMessage(zhCN.form.number.range, { label, min, max });
}

/** Required, then a mainland mobile number. */
export function validateMobile(value: string, label = '手机号'): string | null {
  return required(label, value) ?? (MOBILE_PATTERN.test(value.trim()) ? null : ValidationTexts.mobile);
}

/** Required, then six digits. */
export function validateSmsCode(value: string, label = '验证码'): string | null {
  return required(label, value) ?? (SMS_CODE_PATTERN.test(value.trim()) ? null : ValidationTexts.smsCode);
}

/** Required, 8–32 characters, letters and digits both present. */
export function validatePassword(value: string, label = '密码'): string | null {
  return (
    required(label, value) ??
    lengthRange(label, value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) ??
    (/[A-Za-z]/.test(value) && /\d/.test(value) ? null : ValidationTexts.passwordChars)
  );
}

/** The repeated password: required, then equal to the first. */
export function validateConfirmPassword(value: string, original: string, label = '确认密码'): string | null {
  return required(label, value) ?? (value === original ? null : ValidationTexts.passwordMismatch);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PasswordStrengthLabels: Record<PasswordStrength, string> = {
  weak: '弱',
  medium: '中',
  strong: '强',
};

/**
 * A hint for the new-password field: one point per character class (lower, upper, digit, symbol)
 * and one for 12 or more characters. A value that fails `validatePassword` is weak.
 */
export function passwordStrength(value: string): PasswordStrength {
  if (validatePassword(value) !== null) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(value)).length;
  const score = classes + (lengthOf(value) >= 12 ? 1 : 0);
  if (score >= 4) return 'strong';
  return score === 3 ? 'medium' : 'weak';
}

/** The first message among `results`, or null: `firstError(required(…), lengthRange(…))`. */
export function firstError(...results: readonly (string | null)[]): string | null {
  return results.find((result) => result !== null) ?? null;
}
