/** SQL for SMS codes, wrong guesses and the development outbox (server/domain/sms.ts holds the rules). */
import type { OutboxMessage, SmsPurpose } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';

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
export async function nthLatestAt(
  db: Store,
  rows: SmsRows,
  scope: SmsScope,
  key: { mobile: string; ip: string },
  since: string,
  nth: number,
): Promise<string | undefined> {
  const { table, at } = TABLES[rows];
  const { where, params } = SCOPES[scope];
  const row = await db.get<{ at: string }>(
    `SELECT ${at} AS at FROM ${table} WHERE ${where} AND ${at} > ? ORDER BY ${at} DESC LIMIT 1 OFFSET ?`,
    ...params(key.mobile, key.ip),
    since,
    nth - 1,
  );
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
export async function insertCode(db: Store, code: NewCode): Promise<void> {
  await db.run(
    `UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND user_id IS NOT DISTINCT FROM ? AND used_at IS NULL`,
    code.createdAt,
    code.mobile,
    code.purpose,
    code.userId,
  );
  await db.run(
    `INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at, client_ip, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    code.mobile,
    code.purpose,
    code.codeHash,
    code.createdAt,
    code.expiresAt,
    code.clientIp,
    code.userId,
  );
}

export interface LiveCode {
  id: number;
  codeHash: string;
  expiresAt: string;
  /** Wrong tries from `clientIp`, the address that asked for the code. */
  attempts: number;
  clientIp: string;
}

/** The latest unused code of the mobile and purpose (for a bind code: of that account). */
export async function latestUnusedCode(
  db: Store,
  mobile: string,
  purpose: SmsPurpose,
  userId: number | null,
): Promise<LiveCode | undefined> {
  return db.get<LiveCode>(
    `SELECT id, code_hash AS codeHash, expires_at AS expiresAt, attempts, client_ip AS clientIp FROM sms_codes
       WHERE mobile = ? AND purpose = ? AND user_id IS NOT DISTINCT FROM ? AND used_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    mobile,
    purpose,
    userId,
  );
}

export async function markCodeUsed(db: Store, id: number, at: string): Promise<void> {
  await db.run('UPDATE sms_codes SET used_at = ? WHERE id = ?', at, id);
}

export async function countCodeTry(db: Store, id: number): Promise<void> {
  await db.run('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?', id);
}

export async function insertMiss(db: Store, mobile: string, clientIp: string, at: string): Promise<void> {
  await db.run('INSERT INTO sms_misses (mobile, client_ip, at) VALUES (?, ?, ?)', mobile, clientIp, at);
}

export async function insertOutbox(
  db: Store,
  message: { mobile: string; purpose: SmsPurpose; code: string; text: string; sentAt: string },
): Promise<void> {
  await db.run(
    'INSERT INTO sms_outbox (mobile, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)',
    message.mobile,
    message.purpose,
    message.code,
    message.text,
    message.sentAt,
  );
}

/** Newest first; all mobiles when `mobile` is undefined. */
export async function listOutbox(db: Store, mobile: string | undefined): Promise<OutboxMessage[]> {
  const columns = 'mobile, purpose, code, text, sent_at AS sentAt';
  return (mobile === undefined
    ? await db.all(`SELECT ${columns} FROM sms_outbox ORDER BY sent_at DESC, id DESC LIMIT ?`, OUTBOX_LIMIT)
    : await db.all(
        `SELECT ${columns} FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT ?`,
        mobile,
        OUTBOX_LIMIT,
      )) as unknown as OutboxMessage[];
}

/** Deletes codes, wrong guesses and outbox messages from before `before`; answers how many rows went. */
export async function deleteSmsRowsBefore(db: Store, before: string): Promise<number> {
  let removed = 0;
  removed += Number((await db.run('DELETE FROM sms_codes WHERE created_at < ?', before)).changes);
  removed += Number((await db.run('DELETE FROM sms_misses WHERE at < ?', before)).changes);
  removed += Number((await db.run('DELETE FROM sms_outbox WHERE sent_at < ?', before)).changes);
  return removed;
}
