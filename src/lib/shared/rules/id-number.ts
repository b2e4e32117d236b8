/**
 * 居民身份证号码 (GB 11643-1999), checked the same way by the server and the forms: 18 characters,
 * the first 17 digits (a 6-digit division, the birth date YYYYMMDD, a 3-digit sequence) and a check
 * character computed from them with the standard weights (2^(17-i) mod 11), 0–9 or X, so a mistyped
 * or swapped digit is caught before it reaches an editor.
 */
import * as z from 'zod/mini';
import { isCalendarDate } from '../china-time.ts';
import { REQUIRED, type Rule } from './rule.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for a weighted sum mod 11 of 0, 1, 2, … */
const CHECK_CHARACTERS = '10X98765432';

/** What is wrong with a number, worst first; each kind has its own message. */
export type IdNumberProblem = 'length' | 'character' | 'birth' | 'check';

export const ID_NUMBER_MESSAGES: Readonly<Record<IdNumberProblem, string>> = {
  length: '${label}须为18位',
  character: '${label}前17位须为数字，最后一位为数字或 X',
  birth: '${label}第7-14位须为有效的出生日期',
  check: '${label}校验位不正确，请核对后重新输入',
};

/** Typed numbers are taken without spaces, a final x as X. */
export const normalizeIdNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check character for the first 17 digits. */
export function idNumberCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * WEIGHTS[i]!;
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** The first problem of a normalised number, or null when it is a valid 身份证号. */
export function idNumberProblem(value: string): IdNumberProblem | null {
  if (value.length !== 18) return 'length';
  if (!/^\d{17}[\dX]$/.test(value)) return 'character';
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isCalendarDate(birth) || birth < '1900-01-01') return 'birth';
  if (idNumberCheckCharacter(value.slice(0, 17)) !== value.charAt(17)) return 'check';
  return null;
}

const problemIs = (kind: IdNumberProblem) =>
  z.refine<string>((value) => idNumberProblem(value) !== kind, ID_NUMBER_MESSAGES[kind]);

/** 身份证号: required, normalised, then each kind of problem with its own message. */
export const idNumber: Rule<string> = z
  .string()
  .check(
    z.overwrite(normalizeIdNumber),
    z.minLength(1, REQUIRED),
    problemIs('length'),
    problemIs('character'),
    problemIs('birth'),
    problemIs('check'),
  );
