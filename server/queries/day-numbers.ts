/**
 * Numbers given out per China day, a prefix + the date + the day's sequence of at least six digits:
 * 发货单 `FH20261122000001` and 运单 `YD20261201000001` (the millionth of a day `FH202611221000000`).
 * Each kind keeps a row per day in its counter table, taken in the caller's transaction, so every
 * node sharing the database gives out distinct numbers (docs/decisions.md, "Waybill numbers"); the
 * number column is UNIQUE as the last guard. A day's counter starts from the largest number already
 * used that day (rows written before the counter existed, or after it was pruned).
 */
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import type { Store } from '../store/store.ts';

/** The kinds of numbers: their prefix and where their counter and their rows are (fixed names, never input). */
const KINDS = {
  FH: { counter: 'order_sequences', rows: 'deliveries', column: 'order_no' },
  YD: { counter: 'waybill_sequences', rows: 'waybills', column: 'waybill_no' },
} as const;
export type NumberKind = keyof typeof KINDS;

/** Digits the day's sequence is padded to; past 999,999 it simply grows longer. */
const SEQUENCE_DIGITS = 6;
/** How long a day's counter is kept after the day began (maintenance.ts prunes older ones). */
export const DAY_NUMBER_LIFETIME_MS = 2 * 24 * 3600 * 1000;

export async function nextDayNumber(db: Store, kind: NumberKind, at: string): Promise<string> {
  const { counter, rows, column } = KINDS[kind];
  const day = chinaDay(Date.parse(at));
  const prefix = `${kind}${day.replaceAll('-', '')}`;
  const counted = await db.get<{ last: number }>(
    `UPDATE ${counter} SET last = last + 1 WHERE day = ? RETURNING last`,
    day,
  );
  // The day's first number: the only time the day's numbers are read (one index range).
  const { last } =
    counted ??
    (await db.get<{ last: number }>(
      `INSERT INTO ${counter} (day, last)
       SELECT ?, coalesce(max(CAST(substr(${column}, ?) AS BIGINT)), 0) + 1 FROM ${rows}
       WHERE ${column} > ? AND ${column} < ? || ':'
       RETURNING last`,
      day,
      prefix.length + 1,
      prefix,
      prefix,
    ))!;
  return `${prefix}${String(last).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** Removes the counters of days three or more days back (China time) of every kind; returns how many. */
export async function pruneDayCounters(db: Store, now: number): Promise<number> {
  let removed = 0;
  for (const { counter } of Object.values(KINDS)) {
    const { changes } = await db.run(
      `DELETE FROM ${counter} WHERE day < ?`,
      chinaDay(now - DAY_NUMBER_LIFETIME_MS),
    );
    removed += Number(changes);
  }
  return removed;
}
