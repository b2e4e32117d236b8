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

export async function insertIdempotencyKey(
  db: Store,
  userId: number,
  key: string,
  requestHash: string,
  responseJson: string,
  at: string,
): Promise<void> {
  await db.run(
    'INSERT INTO idempotency_keys (user_id, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?)',
    userId,
    key,
    requestHash,
    responseJson,
    at,
  );
}
