/**
 * One definition of each input rule, used by the server's request schemas and by the forms: mobile
 * numbers, SMS codes, passwords, lengths, number ranges, calendar days, ids. Lengths are counted
 * as length.ts counts them, after the text is normalised.
 */
import * as z from 'zod/mini';
import { isCalendarDate } from '../china-time.ts';
import { ID_MAX } from '../ids.ts';
import { normalizeBody, normalizeLine } from '../text.ts';
import { lengthOf } from './length.ts';
import { lengthMessage, rangeMessage, REQUIRED, typeMessage, type Rule } from './rule.ts';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * Typed text is normalised before it is checked (src/lib/shared/text.ts: NFC, control characters removed,
 * trimmed including zero-width characters), so text that only looks like something is empty, in the
 * form and on the server alike (docs/product.md, Text input).
 */
export const asLine = () => z.overwrite<string>(normalizeLine);
/** Like `asLine` for a multi-line body (remarks, posts): line breaks stay. */
export const asBody = () => z.overwrite<string>(normalizeBody);

/** How the text of a field is shaped: one line (a title) or a body whose line breaks stay. */
export type TextShape = 'line' | 'body';

/** The length the rules check and the counters show: of `value` as it will be stored (length.ts). */
export const typedLength = (value: string, shape: TextShape): number =>
  lengthOf(shape === 'line' ? normalizeLine(value) : normalizeBody(value));

const longest = (max: number, message: string) =>
  z.refine<string>((value) => lengthOf(value) <= max, message);
const shortest = (min: number, message: string) =>
  z.refine<string>((value) => lengthOf(value) >= min, message);

/** One line of text that must be given, normalised, `min`–`max` characters. */
export const requiredText = (max: number, min = 1): Rule<string> =>
  z
    .string()
    .check(
      asLine(),
      z.minLength(1, REQUIRED),
      shortest(min, lengthMessage(min, max)),
      longest(max, lengthMessage(min, max)),
    );

/** One line of text that may be empty, normalised, at most `max` characters. */
export const optionalText = (max: number): Rule<string> =>
  z.string().check(asLine(), longest(max, lengthMessage(0, max)));

/** A multi-line body that must be given, normalised, at most `max` characters. */
export const requiredBody = (max: number): Rule<string> =>
  z.string().check(asBody(), z.minLength(1, REQUIRED), longest(max, lengthMessage(1, max)));

/** A multi-line body that may be empty, normalised, at most `max` characters. */
export const optionalBody = (max: number): Rule<string> =>
  z.string().check(asBody(), longest(max, lengthMessage(0, max)));

/** A mainland mobile number. */
export const mobile: Rule<string> = z
  .string()
  .check(asLine(), z.minLength(1, REQUIRED), z.regex(MOBILE_PATTERN, '请输入正确的${label}'));

/** A contact phone: a mainland mobile number or a fixed line with area code (`0512-87654321`). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const contactPhone: Rule<string> = z
  .string()
  .check(
    asLine(),
    z.minLength(1, REQUIRED),
    longest(20, lengthMessage(0, 20)),
    z.regex(PHONE_PATTERN, '请输入正确的${label}'),
  );

/**
 * An account name being chosen: 3–30 letters, digits, `_`, `.` or `-`, starting with a letter, so that
 * it can never be taken for a mobile number (sign-in accepts either).
 */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,29}$/;
export const newAccountName: Rule<string> = z
  .string()
  .check(
    asLine(),
    z.minLength(1, REQUIRED),
    z.regex(ACCOUNT_NAME_PATTERN, '${label}须以字母开头，由3-30位字母、数字、下划线、点或连字符组成'),
  );

/** Six digits. */
export const smsCode: Rule<string> = z
  .string()
  .check(asLine(), z.minLength(1, REQUIRED), z.regex(SMS_CODE_PATTERN, '请输入6位数字${label}'));

/** A password being chosen: 8–32 characters with at least one letter and one digit. */
export const newPassword: Rule<string> = z.string().check(
  z.minLength(1, REQUIRED),
  shortest(PASSWORD_MIN_LENGTH, lengthMessage(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)),
  longest(PASSWORD_MAX_LENGTH, lengthMessage(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)),
  z.refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), '${label}须同时包含字母和数字'),
);

/** A password being checked: any text of a sane length. */
export const currentPassword: Rule<string> = z
  .string()
  .check(z.minLength(1, REQUIRED), longest(100, lengthMessage(0, 100)));

/** An e-mail address, or nothing. */
export const optionalEmail: Rule<string> = z.string().check(
  asLine(),
  longest(100, lengthMessage(0, 100)),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), '请输入正确的${label}'),
);

/** A number from `min` to `max` (the form turns an empty field into `undefined`: 请输入…). */
export const numberBetween = (min: number, max: number): Rule<number> =>
  z.number().check(z.gte(min, rangeMessage(min, max)), z.lte(max, rangeMessage(min, max)));

/** A whole number from `min` to `max`. */
export const integerBetween = (min: number, max: number): Rule<number> =>
  z
    .number()
    .check(
      z.refine(Number.isInteger, typeMessage('整数')),
      z.gte(min, rangeMessage(min, max)),
      z.lte(max, rangeMessage(min, max)),
    );

/** A calendar day `YYYY-MM-DD` that must be given. */
export const calendarDate: Rule<string> = z
  .string()
  .check(asLine(), z.minLength(1, REQUIRED), z.refine(isCalendarDate, typeMessage('日期')));

/**
 * The id of an item, sent as a JSON number: a whole number from 1 to `ID_MAX` (the same ids
 * `parsePositiveId` reads from a URL). `missing` is said when there is none (`请选择${label}` for a
 * choice).
 */
export const positiveId = (missing: string = REQUIRED): Rule<number> =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) })
    .check(z.refine((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX, '${label}必须是正整数'));

/** The enumerations' rules (choices.ts) travel with the field rules: every form that checks a choice checks fields too, and one file is lighter than two. */
export * from './choices.ts';
