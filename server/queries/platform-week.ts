/**
 * SQL of 运营概览's week (docs/api.md, Operator's overview): offers published, waybills 已签收 and
 * registrations per China day. Each reads one index's range of times (logistics_info_kind,
 * waybill_events_type, users_created) and groups it by the China day of each time.
 */
import { addDays, CHINA_OFFSET_HOURS, chinaInstant } from '../../src/lib/shared/china-time.ts';
import { LOGISTICS_KINDS } from '../../src/lib/shared/contract/logistics-info.ts';
import type { CountOfDay, OverviewSeriesName } from '../../src/lib/shared/contract/overview.ts';
import type { SqlText, Store } from '../store/store.ts';

/** The China day of a stored instant (ISO 8601 in UTC, `…Z`), `YYYY-MM-DD`. */
const chinaDayOf = (column: string) => ({
  sqlite: `date(${column}, '+${CHINA_OFFSET_HOURS} hours')`,
  postgres: `to_char(${column}::timestamp + interval '${CHINA_OFFSET_HOURS} hours', 'YYYY-MM-DD')`,
});

/** A table's rows (of `where`) whose `column` is between two instants, `? <= at < ?`, by China day. */
function byDay(table: string, column: string, where = ''): SqlText {
  const day = chinaDayOf(column);
  const text = (dayOf: string) =>
    `SELECT ${dayOf} AS day, count(*) AS count FROM ${table}
     WHERE ${where}${column} >= ? AND ${column} < ? GROUP BY ${dayOf} ORDER BY day`;
  return { sqlite: text(day.sqlite), postgres: text(day.postgres) };
}

const KINDS = LOGISTICS_KINDS.map((kind) => `'${kind}'`).join(', ');

const SERIES_SQL: Record<OverviewSeriesName, SqlText> = {
  offers: byDay('logistics_info', 'published_at', `kind IN (${KINDS}) AND `),
  waybills: byDay('waybill_events', 'created_at', "type = 'received' AND "),
  registrations: byDay('users', 'created_at'),
};

/** The counts of a series on each China day from `from` to `to` (both included) that has any. */
export async function countsByDay(
  db: Store,
  series: OverviewSeriesName,
  from: string,
  to: string,
): Promise<CountOfDay[]> {
  const start = new Date(chinaInstant(from, '00:00')).toISOString();
  const end = new Date(chinaInstant(addDays(to, 1), '00:00')).toISOString();
  const rows = await db.all<{ day: string; count: number | string }>(SERIES_SQL[series], start, end);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}
