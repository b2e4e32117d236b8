/**
 * Removing rows that no longer decide anything (maintenance.ts runs these on a schedule). Each
 * function takes the time to prune at and keeps every row a rule may still read: a row goes once
 * the longest window that reads it has passed. README (Settings) lists the lifetimes.
 */
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../idempotency.ts';
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

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
export const pruneIdempotencyKeys = (db: Database, now: number): number =>
  removed(
    statement(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(
      before(now, IDEMPOTENCY_KEY_LIFETIME_MS),
    ),
  );

/** Messages of the demo outbox older than a day. */
export const pruneSmsOutbox = (db: Database, now: number): number =>
  removed(
    statement(db, 'DELETE FROM sms_outbox WHERE sent_at <= ?').run(before(now, SMS_OUTBOX_LIFETIME_MS)),
  );

/** Tokens that expired or were revoked more than a week ago. */
export const pruneTokens = (db: Database, now: number): number => {
  const cutoff = before(now, TOKEN_LIFETIME_AFTER_END_MS);
  return removed(
    statement(db, 'DELETE FROM tokens WHERE expires_at <= ? OR revoked_at <= ?').run(cutoff, cutoff),
  );
};
