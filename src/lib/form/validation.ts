/**
 * Checks the described forms use beside the shared rules of `rules/`: the confirmation of a new
 * password (a check across fields) and the strength hint of a new password. Each takes the value
 * and returns the Chinese message to show, or null.
 */
import { formatMessage, zhCN } from '../shared/messages.ts';
import { newPassword } from '../shared/rules/fields.ts';
import { lengthOf } from '../shared/rules/length.ts';
import { checkValue } from '../shared/rules/rule.ts';
import { normalizeBody } from '../shared/text.ts';

export const ValidationTexts = {
  passwordMismatch: '两次输入的密码不一致',
} as const;

/** `请输入${label}` for a value that is empty once normalised as the server does (src/lib/shared/text.ts). */
export function required(label: string, value: string): string | null {
  return normalizeBody(value) === '' ? formatMessage(zhCN.form.required, { label }) : null;
}

/** Required, 8–32 characters, letters and digits both present. */
export function validatePassword(value: string, label = '密码'): string | null {
  return checkValue(newPassword, value, label);
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
