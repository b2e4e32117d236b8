/** Calendar days (`YYYY-MM-DD`) counted in China time; `isCalendarDate` is in rules/fields.ts. */

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** Today in China (UTC+8, no daylight saving) as `YYYY-MM-DD`, whatever the machine's zone. */
export function chinaToday(now: number = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
