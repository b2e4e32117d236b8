/**
 * Calendar days (`YYYY-MM-DD`): the one check that a text is a real day, the one way to move a day,
 * and days counted in China time. The forms, the list URLs, the server and the seed all use these.
 */

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
export function isCalendarDate(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day in China (UTC+8, no daylight saving) of the instant `at`, whatever the machine's zone. */
export function chinaDay(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in China as `YYYY-MM-DD`. */
export function chinaToday(now: number = Date.now()): string {
  return chinaDay(now);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
