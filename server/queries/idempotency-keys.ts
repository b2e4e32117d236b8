/** SQL for stored `Idempotency-Key`s (server/idempotency.ts holds the rule). */
import { nowIso, type Database } from '../db.ts';
import { statement } from './sql.ts';

export interface StoredKey {
  requestHash: string;
  responseJson: string;
}

export function findIdempotencyKey(db: Database, userId: number, key: string): StoredKey | undefined {
  return statement(
    db,
    'SELECT request_hash AS requestHash, response_json AS responseJson FROM idempotency_keys WHERE user_id = ? AND key = ?',
  ).get(userId, key) as StoredKey | undefined;
}

export function insertIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
  requestHash: string,
  responseJson: string,
): void {
  statement(
    db,
    'INSERT INTO idempotency_keys (user_id, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, key, requestHash, responseJson, nowIso());
}
