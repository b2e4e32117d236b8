import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ErrorCodes } from '../../src/lib/shared/contract.ts';
import { formatMessage, messages } from '../../src/lib/shared/messages.ts';
import { findIdempotencyKey, insertIdempotencyKey } from '../queries/idempotency-keys.ts';
import type { Store } from '../store/store.ts';
import { ApiError, invalid } from '../domain/errors.ts';

/**
 * Exactly-once writes (docs/api.md, Exactly-once writes). The client sends an `Idempotency-Key` header with each post or
 * reply; keys are kept per user. A replay with the same request returns the original answer, the
 * same key with another request is 10409 (HTTP 409).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_MAX_LENGTH = 100;

export function readIdempotencyKey(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key.trim() === '') throw invalid(`缺少 ${IDEMPOTENCY_HEADER} 请求头`);
  if (key.length > KEY_MAX_LENGTH)
    throw invalid(
      formatMessage(messages.form.string.max, { label: `${IDEMPOTENCY_HEADER} 请求头`, max: KEY_MAX_LENGTH }),
    );
  return key;
}

/** Fingerprint of a request: what it does (`POST /posts/7/replies`) and its validated body. */
export function requestFingerprint(action: string, body: unknown): string {
  return createHash('sha256').update(action).update('\n').update(JSON.stringify(body)).digest('hex');
}

/**
 * Runs `write` once for (`userId`, `key`). The key is looked up and recorded in the same
 * `BEGIN IMMEDIATE` transaction as the write itself, so of concurrent duplicates the first commits
 * and the others find its key. A write that fails records nothing.
 */
export async function runOnce<T>(
  db: Store,
  userId: number,
  key: string,
  fingerprint: string,
  at: string,
  write: () => Promise<T>,
): Promise<T> {
  return db.transaction(async () => {
    const stored = await findIdempotencyKey(db, userId, key);
    if (stored) {
      if (stored.requestHash !== fingerprint) {
        throw new ApiError(
          ErrorCodes.idempotencyConflict,
          `该 ${IDEMPOTENCY_HEADER} 已用于内容不同的请求，请更换后重试`,
          409,
        );
      }
      return JSON.parse(stored.responseJson) as T;
    }
    const result = await write();
    await insertIdempotencyKey(db, userId, key, fingerprint, JSON.stringify(result), at);
    return result;
  });
}
