/** SQL for the lanes users follow (订阅线路) and the notices a new offer on one of them gives. */
import type { SubscriptionKind } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';

export interface SubscriptionRow {
  id: number;
  kind: SubscriptionKind;
  originCode: string;
  destinationCode: string;
  createdAt: string;
}

export async function listSubscriptions(db: Store, userId: number): Promise<SubscriptionRow[]> {
  return db.all<SubscriptionRow>(
    `SELECT id, kind, origin_code AS originCode, destination_code AS destinationCode, created_at AS createdAt
       FROM subscriptions WHERE user_id = ? ORDER BY id DESC`,
    userId,
  );
}

export async function countSubscriptions(db: Store, userId: number): Promise<number> {
  const row = (await db.get<{
    n: number;
  }>('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?', userId))!;
  return row.n;
}

/** The new lane's id, or null when the user already follows it. */
export async function insertSubscription(
  db: Store,
  userId: number,
  lane: { kind: SubscriptionKind; originCode: string; destinationCode: string },
  createdAt: string,
): Promise<number | null> {
  const result = await db.run(
    `INSERT INTO subscriptions (user_id, kind, origin_code, destination_code, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, kind, origin_code, destination_code) DO NOTHING`,
    userId,
    lane.kind,
    lane.originCode,
    lane.destinationCode,
    createdAt,
  );
  return result.changes > 0 ? Number(result.lastInsertId) : null;
}

/** Whether a lane of this user was removed (another user's answers like a missing one). */
export async function deleteSubscription(db: Store, userId: number, id: number): Promise<boolean> {
  return (await db.run('DELETE FROM subscriptions WHERE id = ? AND user_id = ?', id, userId)).changes > 0;
}

/**
 * The subscribers are made distinct before the values join them: PostgreSQL would read a value in a
 * DISTINCT list as text, not as the column it goes into. (`WHERE true` tells SQLite that the ON
 * after a subquery begins the upsert, not a join.)
 */
const OFFER_NOTICES = eachDialect(
  (sql) => `INSERT INTO notices (user_id, type, title, description, read, created_at, offer_id)
       SELECT told.user_id, 'message', ?1, ?2, 0, ?3, ?4 FROM (
         SELECT DISTINCT s.user_id FROM subscriptions s
         WHERE s.kind = ?5 AND s.origin_code IN (${sql.jsonTexts('?6')}) AND s.user_id <> ?7
           AND EXISTS (SELECT 1 FROM (${sql.jsonTexts('?8')}) AS d
                       WHERE substr(d.value, 1, length(s.destination_code)) = s.destination_code)
       ) AS told WHERE true
     ON CONFLICT (user_id, offer_id) WHERE offer_id IS NOT NULL DO NOTHING`,
);

/**
 * One `message` notice about the offer to every subscriber of its kind whose origin is one of
 * `originPrefixes` (the offer origin's province and city) and whose destination holds one of
 * `destinationPrefixes`' places, never its publisher and never twice for one offer (notices_offer).
 * Answers how many notices were written.
 */
export async function insertOfferNotices(
  db: Store,
  offer: { id: number; kind: SubscriptionKind; userId: number },
  originPrefixes: readonly string[],
  destinations: readonly string[],
  notice: { title: string; description: string; createdAt: string },
): Promise<number> {
  const result = await db.run(
    OFFER_NOTICES,
    notice.title,
    notice.description,
    notice.createdAt,
    offer.id,
    offer.kind,
    JSON.stringify(originPrefixes),
    offer.userId,
    JSON.stringify(destinations),
  );
  return Number(result.changes);
}
