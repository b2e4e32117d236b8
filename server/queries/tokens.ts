/** SQL for login tokens (server/http/session.ts holds the rules: issuing, checking, the middleware). */
import type { SessionEndReason, UserRole } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';

export async function insertToken(
  db: Store,
  userId: number,
  tokenHash: string,
  times: { createdAt: string; expiresAt: string },
): Promise<void> {
  await db.run(
    'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    userId,
    tokenHash,
    times.createdAt,
    times.expiresAt,
  );
}

export interface TokenRow {
  tokenId: number;
  expiresAt: string;
  revokedAt: string | null;
  /** Why it was revoked (null for a live token, or one revoked before reasons were stored). */
  revokedReason: SessionEndReason | null;
  id: number;
  account: string;
  nickname: string;
  role: UserRole;
}

/** The token with this hash and its user, revoked or expired ones included. */
export async function findToken(db: Store, tokenHash: string): Promise<TokenRow | undefined> {
  return db.get<TokenRow>(
    `SELECT t.id AS tokenId, t.expires_at AS expiresAt, t.revoked_at AS revokedAt, t.revoked_reason AS revokedReason, u.id AS id, u.account, u.nickname, u.role
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    tokenHash,
  );
}

const TOKEN_STATES = eachDialect(
  (sql) =>
    `SELECT t.id AS id, t.revoked_at AS "revokedAt", t.revoked_reason AS "revokedReason", t.expires_at AS "expiresAt"
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.id IN (${sql.jsonIntegers()})`,
);

/** A token's standing at a moment: still signing in, or ended (with the reason when one was stored). */
export type TokenStanding = { live: true } | { live: false; reason: SessionEndReason | null };

/**
 * Which of these tokens still sign their user in at `now` (neither revoked nor expired), as checkToken
 * says, and why each other one ended. A token that is gone (its user removed) ended without a reason.
 */
export async function tokenStandings(
  db: Store,
  tokenIds: readonly number[],
  now: string,
): Promise<Map<number, TokenStanding>> {
  const rows = await db.all<{
    id: number;
    revokedAt: string | null;
    revokedReason: SessionEndReason | null;
    expiresAt: string;
  }>(TOKEN_STATES, JSON.stringify(tokenIds));
  const standings = new Map<number, TokenStanding>(tokenIds.map((id) => [id, { live: false, reason: null }]));
  for (const row of rows) {
    const live = row.revokedAt === null && row.expiresAt > now;
    standings.set(Number(row.id), live ? { live } : { live, reason: row.revokedReason });
  }
  return standings;
}

export async function revokeToken(
  db: Store,
  tokenId: number,
  reason: SessionEndReason,
  at: string,
): Promise<void> {
  await db.run(
    'UPDATE tokens SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL',
    at,
    reason,
    tokenId,
  );
}

export async function revokeAllTokens(
  db: Store,
  userId: number,
  reason: SessionEndReason,
  at: string,
): Promise<void> {
  await db.run(
    'UPDATE tokens SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL',
    at,
    reason,
    userId,
  );
}
