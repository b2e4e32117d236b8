/**
 * How many reports one account may make per hour (PORTAL_REPORT_RATE). The count is read from the
 * reports themselves (report_entries), so every server sharing the database counts the same.
 */
import type { Store } from '../store/store.ts';
import { TooFastError } from '../http/errors.ts';
import { chinaClock } from '../../src/lib/shared/china-time.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { reportsSince } from '../queries/reports.ts';

export const REPORT_RATE_DEFAULT = 10;
export const REPORT_RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Seconds until the account may report again, 0 when it may now: the hour counts from its oldest
 * report in the window.
 */
export async function reportWaitSeconds(
  db: Store,
  userId: number,
  perHour: number,
  now: number,
): Promise<number> {
  const since = new Date(now - REPORT_RATE_WINDOW_MS).toISOString();
  const { count, oldest } = await reportsSince(db, userId, since);
  if (count < perHour || oldest === null) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldest) + REPORT_RATE_WINDOW_MS - now) / 1000));
}

/** 10004 (HTTP 429, Retry-After) naming the wait and the Beijing time it ends. */
export async function checkReportRate(
  db: Store,
  userId: number,
  perHour: number,
  now: number,
): Promise<void> {
  const wait = await reportWaitSeconds(db, userId, perHour, now);
  if (wait === 0) return;
  throw new TooFastError(
    `举报过于频繁：每个账号每小时最多举报 ${perHour} 次，请在 ${waitInWords(wait)}后（北京时间 ${chinaClock(now + wait * 1000)} 以后）再试`,
    wait,
  );
}
