import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { formatMessage, messages } from '../../src/lib/shared/messages.ts';
import { findIdempotencyKey, insertIdempotencyKey, type StoredKey } from '../queries/idempotency-keys.ts';
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

/** The key was kept by a duplicate between the look before the turn and the write's end. */
class KeyTaken extends Error {}

/**
 * Runs `write` once for (`userId`, `key`). A key already kept answers from what it keeps, before any
 * transaction. A new one is written in the write's transaction with `ON CONFLICT DO NOTHING`: when a
 * concurrent duplicate kept it first (transactions take turns, so it committed before this one's turn,
 * or earlier in the same group), nothing is written, the write is undone and the answer is the
 * duplicate's, as it is when the write failed after the duplicate kept it (a rate it counted in). So
 * the turn holds no read of the key (docs/decisions.md, "A write's statements in the turn"). A write
 * that fails records nothing.
 */
export async function runOnce<T>(
  db: Store,
  userId: number,
  key: string,
  fingerprint: string,
  at: string,
  write: () => Promise<T>,
): Promise<T> {
  const kept = await findIdempotencyKey(db, userId, key);
  if (kept) return answerOf<T>(kept, fingerprint);
  try {
    return await db.transaction(async () => {
      const result = await write();
      if (!(await insertIdempotencyKey(db, userId, key, fingerprint, JSON.stringify(result), at)))
        throw new KeyTaken();
      return result;
    });
  } catch (error) {
    // A duplicate that kept the key first is the answer, whatever this write met after it (its rate
    // counted, say); its transaction has ended, so the key is committed. Unless their group's COMMIT
    // failed, which kept neither: then this request is the first again.
    const stored = await findIdempotencyKey(db, userId, key);
    if (stored) return answerOf<T>(stored, fingerprint);
    if (error instanceof KeyTaken) return runOnce(db, userId, key, fingerprint, at, write);
    throw error;
  }
}

/** A kept key's answer for a request with `fingerprint`: the stored one, or 10409 for another request. */
function answerOf<T>(stored: StoredKey, fingerprint: string): T {
  if (stored.requestHash !== fingerprint) {
    throw new ApiError(
      ErrorCodes.idempotencyConflict,
      `该 ${IDEMPOTENCY_HEADER} 已用于内容不同的请求，请更换后重试`,
      409,
    );
  }
  return JSON.parse(stored.responseJson) as T;
}
