/** SQL for login tokens (server/session.ts holds the rules: issuing, checking, the middleware). */
import type { UserRole } from '../../src/lib/contract.ts';
import { nowIso, type Database } from '../db.ts';

export function insertToken(db: Database, userId: number, tokenHash: string, expiresAt: string): void {
  db.prepare('INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
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
export function findToken(db: Database, tokenHash: string): TokenRow | undefined {
  return db
    .prepare(
      `SELECT t.id AS tokenId, t.expires_at AS expiresAt, t.revoked_at AS revokedAt, u.id AS id, u.account, u.nickname, u.role
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(tokenHash) as TokenRow | undefined;
}

export function revokeToken(db: Database, tokenId: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowIso(), tokenId);
}

export function revokeAllTokens(db: Database, userId: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(
    nowIso(),
    userId,
  );
}
