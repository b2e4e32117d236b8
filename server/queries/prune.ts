/**
 * Removing rows that no longer decide anything (maintenance.ts runs these on a schedule). Each
 * function takes the time to prune at and keeps every row a rule may still read: a row goes once
 * the longest window that reads it has passed. README (Settings) lists the lifetimes.
 */
import type { Store } from '../store/store.ts';

/**
 * How long an `Idempotency-Key` is kept (docs/api.md): a repeat within it answers the original; later
 * the key is forgotten and the same key starts a new request.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600 * 1000;
/** The demo outbox (GET /dev/outbox) shows a day of messages. */
export const SMS_OUTBOX_LIFETIME_MS = 24 * 3600 * 1000;
/**
 * An expired or revoked token is kept a week, so that it keeps being answered as expired
 * (登录已过期) rather than as unknown for anyone who comes back within that time.
 */
export const TOKEN_LIFETIME_AFTER_END_MS = 7 * 24 * 3600 * 1000;

const before = (now: number, lifetimeMs: number): string => new Date(now - lifetimeMs).toISOString();

const removed = (result: { changes: number | bigint }): number => Number(result.changes);

/** Keys older than their lifetime: a repeat that late is a new request (docs/api.md). */
export const pruneIdempotencyKeys = async (db: Store, now: number): Promise<number> =>
  removed(
    await db.run(
      'DELETE FROM idempotency_keys WHERE created_at <= ?',
      before(now, IDEMPOTENCY_KEY_LIFETIME_MS),
    ),
  );

/** Messages of the demo outbox older than a day. */
export const pruneSmsOutbox = async (db: Store, now: number): Promise<number> =>
  removed(await db.run('DELETE FROM sms_outbox WHERE sent_at <= ?', before(now, SMS_OUTBOX_LIFETIME_MS)));

/** Tokens that expired or were revoked more than a week ago. */
export const pruneTokens = async (db: Store, now: number): Promise<number> => {
  const cutoff = before(now, TOKEN_LIFETIME_AFTER_END_MS);
  return removed(await db.run('DELETE FROM tokens WHERE expires_at <= ? OR revoked_at <= ?', cutoff, cutoff));
};
