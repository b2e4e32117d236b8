import { z } from 'zod';
import { isCalendarDate } from '../src/lib/rules/fields.ts';

/**
 * Validation pieces shared by the content and shipment resources. Messages are completed with the
 * field's Chinese name by `validate` in http.ts.
 */

export { isCalendarDate };

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

/** An optional choice in the query string; empty means absent. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(values).optional());
