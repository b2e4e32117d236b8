/**
 * China time and calendar days, written once: China's zone (Asia/Shanghai, UTC+8 all year, no
 * daylight saving), the day and the wall clock in China of an instant, the instant of a China wall
 * clock on a day, the one check that a text is a real day and the one way to move a day. The pages'
 * dates (format.ts), the forms, the list URLs, the server and the seed all use these, whatever the
 * machine's own zone. A test keeps the zone's name and offset out of every other file.
 */

/** The zone the portal's users read (Intl's name, for formatters). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
/**
 * China's offset as ISO 8601 writes it, to end a wall-clock time (`2026-11-27T10:00${CHINA_OFFSET}`).
 * The browser's code writes such times with it rather than calling `chinaInstant`: every page's core
 * carries this module, and a function only the desk needs would cost them all.
 */
export const CHINA_OFFSET = '+08:00';
/** China's offset in whole hours, for SQL that turns a stored instant into its China day. */
export const CHINA_OFFSET_HOURS = 8;
const CHINA_OFFSET_MS = CHINA_OFFSET_HOURS * 3600 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
export function isCalendarDate(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day in China (`YYYY-MM-DD`) of the instant `at`; today without one. */
export function chinaDay(at: number = Date.now()): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The time on a China wall clock at the instant `at`, `HH:MM`. */
export function chinaClock(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant a China wall clock shows `time` (`HH:MM`, e.g. `00:00` for midnight) on `day` (`YYYY-MM-DD`). */
export const chinaInstant = (day: string, time: string): number =>
  Date.parse(`${day}T${time}${CHINA_OFFSET}`);

/** The year in China of the instant `at`. */
export const chinaYear = (at: number): number => new Date(at + CHINA_OFFSET_MS).getUTCFullYear();

/** Month and day in China of the instant `at`, as a text says it: `11月3日`. */
export function chinaMonthDay(at: number): string {
  const date = new Date(at + CHINA_OFFSET_MS);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
