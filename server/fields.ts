import { z } from 'zod';
import { normalizeBody, normalizeLine } from '../src/lib/text.ts';

/**
 * Validation pieces shared by the content and shipment resources. Messages are completed with the
 * field's Chinese name by `validate` in http.ts.
 */

/** True for a real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Text a user typed, normalised before it is checked (src/lib/text.ts: NFC, control characters
 * removed, trimmed including zero-width characters), so text that only looks like something is
 * empty. `min` 1 makes the field required. Every resource takes its text fields from here.
 */
export const line = (max: number, min = 1) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeLine(v) : v), z.string().min(min).max(max));

/** A multi-line body (post, reply, remarks): like `line`, but line breaks stay. */
export const body = (max: number, min = 1) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeBody(v) : v), z.string().min(min).max(max));

const DATE_MESSAGE = '必须是 YYYY-MM-DD 格式的有效日期';

export const calendarDate = z.string().max(10, DATE_MESSAGE).refine(isCalendarDate, DATE_MESSAGE);

/** An optional day in the query string; empty means absent. */
export const queryDate = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || (v.length <= 10 && isCalendarDate(v)), DATE_MESSAGE);

/** The day after `day` (`YYYY-MM-DD`), to compare timestamps with `< next day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A mainland mobile number or a fixed line with area code (`010-12345678`, `0571-8765432`). */
export const phoneNumber = line(20).pipe(
  z.string().regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '格式不正确，请填写手机号或带区号的固定电话'),
);

/** `138****8000`: keeps the first three and last four digits. */
export function maskPhone(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** An optional choice in the query string; empty means absent. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(values).optional());
