/** SQL for login tokens (server/session.ts holds the rules: issuing, checking, the middleware). */
import type { UserRole } from '../../src/lib/contract.ts';
import { nowIso } from '../db.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';

export async function insertToken(
  db: Store,
  userId: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db.run(
    'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    userId,
    tokenHash,
    nowIso(),
    expiresAt,
  );
}

export interface TokenRow {
  tokenId: number;
  expiresAt: string;
  revokedAt: string | null;
  id: number;
  account: string;
  nickname: string;
  role: UserRole;
}

/** The token with this hash and its user, revoked or expired ones included. */
export async function findToken(db: Store, tokenHash: string): Promise<TokenRow | undefined> {
  return db.get<TokenRow>(
    `SELECT t.id AS tokenId, t.expires_at AS expiresAt, t.revoked_at AS revokedAt, u.id AS id, u.account, u.nickname, u.role
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    tokenHash,
  );
}

const LIVE_TOKENS = eachDialect(
  (sql) =>
    `SELECT t.id AS id FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.id IN (${sql.jsonIntegers()}) AND t.revoked_at IS NULL AND t.expires_at > ?`,
);

/** Which of these tokens still sign their user in at `now` (neither revoked nor expired), as checkToken says. */
export async function liveTokenIds(
  db: Store,
  tokenIds: readonly number[],
  now: string,
): Promise<Set<number>> {
  const rows = await db.all<{ id: number }>(LIVE_TOKENS, JSON.stringify(tokenIds), now);
  return new Set(rows.map((row) => Number(row.id)));
}

export async function revokeToken(db: Store, tokenId: number): Promise<void> {
  await db.run('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', nowIso(), tokenId);
}

export async function revokeAllTokens(db: Store, userId: number): Promise<void> {
  await db.run('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', nowIso(), userId);
}
