/** How many complaints against each user were upheld (their credit, docs/api.md, Ratings and credit). */
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';

const UPHELD_AGAINST = eachDialect(
  (sql) => `SELECT respondent_id AS userId, count(*) AS n FROM complaints
   WHERE state = 'resolved' AND upheld = 1 AND respondent_id IN (${sql.jsonIntegers()})
   GROUP BY respondent_id`,
);

/** The number of upheld complaints against each user (the respondent), by id; missing ids mean 0. */
export async function upheldComplaintsAgainst(
  db: Store,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return counts;
  const rows = await db.all<{ userId: number; n: number }>(
    UPHELD_AGAINST,
    JSON.stringify([...new Set(userIds)]),
  );
  for (const row of rows) counts.set(Number(row.userId), Number(row.n));
  return counts;
}
