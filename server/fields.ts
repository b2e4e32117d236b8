import { z } from 'zod';
import { asBody, asLine, isCalendarDate } from '../src/lib/rules/fields.ts';

/**
 * Validation pieces of the resources that have no shared rule (content, community, queries). Messages are completed with the
 * field's Chinese name by `validate` in http.ts.
 */

export { isCalendarDate };

/**
 * Text a user typed, normalised before it is checked by the same step as the shared rules
 * (src/lib/rules/fields.ts `asLine`, src/lib/text.ts), so text that only looks like something is
 * empty. `min` 1 makes the field required. Resources without a shared rule take their text here.
 */
export const line = (max: number, min = 1) => z.string().check(asLine()).min(min).max(max);

/** A multi-line body (post, reply): like `line`, but line breaks stay. */
export const body = (max: number, min = 1) => z.string().check(asBody()).min(min).max(max);

const DATE_MESSAGE = '必须是 YYYY-MM-DD 格式的有效日期';

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

/** An optional choice in the query string; empty means absent. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(values).optional());
