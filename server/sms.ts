/** SQL and rules for SMS verification codes and the development outbox. */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { OutboxMessage, SmsPurpose } from '../src/lib/contract.ts';
import { transaction, type Database } from './db.ts';

export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_COOLDOWN_SECONDS = 60;
export const SMS_MAX_TRIES = 5;
const OUTBOX_LIMIT = 50;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  reset: '用于重置登录密码',
  bind: '用于绑定新手机号',
};

const hashCode = (mobile: string, purpose: SmsPurpose, code: string): string =>
  createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

/** Seconds until the mobile may be sent another code (any purpose); 0 when it may now. */
export function cooldownLeft(db: Database, mobile: string, now = Date.now()): number {
  const row = db
    .prepare(
      'SELECT created_at AS createdAt FROM sms_codes WHERE mobile = ? ORDER BY created_at DESC LIMIT 1',
    )
    .get(mobile) as { createdAt: string } | undefined;
  if (!row) return 0;
  const elapsedMs = now - Date.parse(row.createdAt);
  return Math.max(0, Math.ceil(SMS_COOLDOWN_SECONDS - elapsedMs / 1000));
}

/**
 * Stores a new code (its hash only) and retires the earlier unused ones for the same purpose.
 * With `deliver` false nothing reaches the outbox, but the stored row (and so the cooldown) is the same.
 */
export function issueCode(
  db: Database,
  mobile: string,
  purpose: SmsPurpose,
  deliver: boolean,
  now = Date.now(),
): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + SMS_CODE_TTL_SECONDS * 1000).toISOString();
  transaction(db, () => {
    db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND used_at IS NULL').run(
      createdAt,
      mobile,
      purpose,
    );
    db.prepare(
      'INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(mobile, purpose, hashCode(mobile, purpose, code), createdAt, expiresAt);
    if (deliver) {
      const text = `【物流信息门户】您的验证码为 ${code}，${PURPOSE_TEXT[purpose]}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效。请勿泄露给他人。`;
      db.prepare('INSERT INTO sms_outbox (mobile, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)').run(
        mobile,
        purpose,
        code,
        text,
        createdAt,
      );
    }
  });
}

/**
 * Checks `code` against the latest live code for the mobile and purpose. A match uses the code up;
 * a miss counts a try, and after SMS_MAX_TRIES misses the code is dead.
 */
export function consumeCode(
  db: Database,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now = Date.now(),
): boolean {
  const row = db
    .prepare(
      `SELECT id, code_hash AS codeHash, expires_at AS expiresAt, attempts FROM sms_codes
       WHERE mobile = ? AND purpose = ? AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(mobile, purpose) as
    { id: number; codeHash: string; expiresAt: string; attempts: number } | undefined;
  if (!row || Date.parse(row.expiresAt) <= now || row.attempts >= SMS_MAX_TRIES) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(mobile, purpose, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(new Date(now).toISOString(), row.id);
    return true;
  }
  db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
  return false;
}

/** Newest first; all mobiles when `mobile` is undefined. */
export function listOutbox(db: Database, mobile: string | undefined): OutboxMessage[] {
  const columns = 'mobile, purpose, code, text, sent_at AS sentAt';
  return (mobile === undefined
    ? db.prepare(`SELECT ${columns} FROM sms_outbox ORDER BY sent_at DESC, id DESC LIMIT ?`).all(OUTBOX_LIMIT)
    : db
        .prepare(`SELECT ${columns} FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT ?`)
        .all(mobile, OUTBOX_LIMIT)) as unknown as OutboxMessage[];
}
