/** SQL for the lanes users follow (订阅线路); the notices a new offer on one gives are in notice-writes.ts. */
import type { SubscriptionKind } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';

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
