/** SQL for stored `Idempotency-Key`s (server/http/idempotency.ts holds the rule). */
import type { Store } from '../store/store.ts';

export interface StoredKey {
  requestHash: string;
  responseJson: string;
}

export async function findIdempotencyKey(
  db: Store,
  userId: number,
  key: string,
): Promise<StoredKey | undefined> {
  return db.get<StoredKey>(
    'SELECT request_hash AS requestHash, response_json AS responseJson FROM idempotency_keys WHERE user_id = ? AND key = ?',
    userId,
    key,
  );
}

/** Keeps the key's answer; false when the key is kept already (a duplicate's), nothing written. */
export async function insertIdempotencyKey(
  db: Store,
  userId: number,
  key: string,
  requestHash: string,
  responseJson: string,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(
    'INSERT INTO idempotency_keys (user_id, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    userId,
    key,
    requestHash,
    responseJson,
    at,
  );
  return changes === 1;
}
