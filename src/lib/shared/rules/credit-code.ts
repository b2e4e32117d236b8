/**
 * 统一社会信用代码 (GB 32100-2015), checked the same way by the server and the forms: 18 characters
 * of 0-9 and the capital letters without I, O, S, V, Z; characters 3–8 are the administrative
 * division (digits); the 18th is the check character computed from the first 17 with the standard
 * weights (3^i mod 31), so a mistyped or swapped character is caught before it reaches an editor.
 */
import * as z from 'zod/mini';
import { REQUIRED, type Rule } from './rule.ts';

export const CREDIT_CODE_LENGTH = 18;
/** The 31 characters a code may use, in the order of their values 0–30. */
export const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** What is wrong with a code, worst first; each kind has its own message. */
export type CreditCodeProblem = 'length' | 'character' | 'division' | 'check';

export const CREDIT_CODE_MESSAGES: Readonly<Record<CreditCodeProblem, string>> = {
  length: '${label}须为18位',
  character: '${label}只能包含数字和大写字母（不含 I、O、S、V、Z）',
  division: '${label}第3-8位须为行政区划代码（数字）',
  check: '${label}校验位不正确，请核对后重新输入',
};

/** Typed codes are taken without spaces and in capitals (营业执照 print them in capitals). */
export const normalizeCreditCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check character for the first 17 characters (which must be valid code characters). */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARACTERS.indexOf(first17.charAt(i)) * WEIGHTS[i]!;
  return CREDIT_CODE_CHARACTERS.charAt((31 - (sum % 31)) % 31);
}

/** The first problem of a normalised code, or null when it is a valid 统一社会信用代码. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code.length !== CREDIT_CODE_LENGTH) return 'length';
  if (![...code].every((char) => CREDIT_CODE_CHARACTERS.includes(char))) return 'character';
  if (!/^\d{6}$/.test(code.slice(2, 8))) return 'division';
  if (creditCodeCheckCharacter(code.slice(0, 17)) !== code.charAt(17)) return 'check';
  return null;
}

const problemIs = (kind: CreditCodeProblem) =>
  z.refine<string>((value) => {
    const problem = creditCodeProblem(value);
    return problem !== kind;
  }, CREDIT_CODE_MESSAGES[kind]);

/** 统一社会信用代码: required, normalised, then each kind of problem with its own message. */
export const creditCode: Rule<string> = z
  .string()
  .check(
    z.overwrite(normalizeCreditCode),
    z.minLength(1, REQUIRED),
    problemIs('length'),
    problemIs('character'),
    problemIs('division'),
    problemIs('check'),
  );
