/** SQL for SMS codes, wrong guesses and the development outbox (server/sms.ts holds the rules). */
import type { OutboxMessage, SmsPurpose } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';

const OUTBOX_LIMIT = 50;

/** Whose rows a limit counts: one mobile asked for from one address, one mobile, one address, all. */
export type SmsScope = 'mobileAtAddress' | 'mobile' | 'address' | 'all';

/** The rows a limit counts: codes sent (sends) or wrong codes typed (misses). */
export type SmsRows = 'sends' | 'misses';

const TABLES: Record<SmsRows, { table: string; at: string }> = {
  sends: { table: 'sms_codes', at: 'created_at' },
  misses: { table: 'sms_misses', at: 'at' },
};

const SCOPES: Record<SmsScope, { where: string; params: (mobile: string, ip: string) => string[] }> = {
  mobileAtAddress: { where: 'mobile = ? AND client_ip = ?', params: (mobile, ip) => [mobile, ip] },
  mobile: { where: 'mobile = ?', params: (mobile) => [mobile] },
  address: { where: 'client_ip = ?', params: (_mobile, ip) => [ip] },
  all: { where: '1 = 1', params: () => [] },
};

/**
 * The time of the `nth` latest row (1 = the latest) of the scope since `since`, or undefined when
 * there are fewer. A limit of n rows in a window is reached exactly when this exists, and it frees a
 * place when that row leaves the window.
 */
export function nthLatestAt(
  db: Database,
  rows: SmsRows,
  scope: SmsScope,
  key: { mobile: string; ip: string },
  since: string,
  nth: number,
): string | undefined {
  const { table, at } = TABLES[rows];
  const { where, params } = SCOPES[scope];
  const row = db
    .prepare(
      `SELECT ${at} AS at FROM ${table} WHERE ${where} AND ${at} > ? ORDER BY ${at} DESC LIMIT 1 OFFSET ?`,
    )
    .get(...params(key.mobile, key.ip), since, nth - 1) as { at: string } | undefined;
  return row?.at;
}

export interface NewCode {
  mobile: string;
  purpose: SmsPurpose;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  clientIp: string;
  /** The account a bind code belongs to; null for a reset code. */
  userId: number | null;
}

/** Retires the earlier unused codes of the same mobile, purpose and account, then stores the new one. */
export function insertCode(db: Database, code: NewCode): void {
  db.prepare(
    `UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL`,
  ).run(code.createdAt, code.mobile, code.purpose, code.userId);
  db.prepare(
    `INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at, client_ip, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(code.mobile, code.purpose, code.codeHash, code.createdAt, code.expiresAt, code.clientIp, code.userId);
}

export interface LiveCode {
  id: number;
  codeHash: string;
  expiresAt: string;
  attempts: number;
}

/** The latest unused code of the mobile and purpose (for a bind code: of that account). */
export function latestUnusedCode(
  db: Database,
  mobile: string,
  purpose: SmsPurpose,
  userId: number | null,
): LiveCode | undefined {
  return db
    .prepare(
      `SELECT id, code_hash AS codeHash, expires_at AS expiresAt, attempts FROM sms_codes
       WHERE mobile = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(mobile, purpose, userId) as LiveCode | undefined;
}

export function markCodeUsed(db: Database, id: number, at: string): void {
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(at, id);
}

export function countCodeTry(db: Database, id: number): void {
  db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(id);
}

export function insertMiss(db: Database, mobile: string, clientIp: string, at: string): void {
  db.prepare('INSERT INTO sms_misses (mobile, client_ip, at) VALUES (?, ?, ?)').run(mobile, clientIp, at);
}

export function insertOutbox(
  db: Database,
  message: { mobile: string; purpose: SmsPurpose; code: string; text: string; sentAt: string },
): void {
  db.prepare('INSERT INTO sms_outbox (mobile, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)').run(
    message.mobile,
    message.purpose,
    message.code,
    message.text,
    message.sentAt,
  );
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

/** Deletes codes, wrong guesses and outbox messages from before `before`; answers how many rows went. */
export function deleteSmsRowsBefore(db: Database, before: string): number {
  let removed = 0;
  removed += Number(db.prepare('DELETE FROM sms_codes WHERE created_at < ?').run(before).changes);
  removed += Number(db.prepare('DELETE FROM sms_misses WHERE at < ?').run(before).changes);
  removed += Number(db.prepare('DELETE FROM sms_outbox WHERE sent_at < ?').run(before).changes);
  return removed;
}
