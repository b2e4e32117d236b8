import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type SessionEndReason } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { Store } from '../store/store.ts';
import { isoNow } from '../domain/clock.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { ApiError } from '../domain/errors.ts';
import { markPersonal } from './private-answers.ts';
import { SESSION_END_MESSAGES } from './session-ends.ts';
import { findToken, insertToken } from '../queries/tokens.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Issues a new random token for the user at `now` (ms), lasting `ttlSeconds`; only its hash is stored. */
export async function issueToken(
  db: Store,
  userId: number,
  ttlSeconds: number,
  now: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ttlSeconds * 1000).toISOString();
  await insertToken(db, userId, hashToken(token), { createdAt: new Date(now).toISOString(), expiresAt });
  return { token, expiresAt };
}

type TokenCheck = { user: AuthUser } | { error: ApiError };

const missing = () => new ApiError(ErrorCodes.tokenMissingOrExpired, '登录已过期，请重新登录');
const unknown = () => new ApiError(ErrorCodes.tokenMissingOrExpired, '登录凭证无效，请重新登录', 401);

const ended = (reason: SessionEndReason) =>
  new ApiError(ErrorCodes.tokenMissingOrExpired, SESSION_END_MESSAGES[reason]);

/**
 * docs/api.md, Authentication: a missing or expired token is errorCode 10002 (HTTP 200), and so is one
 * revoked for a known reason (logout, password change or reset), with a message saying which; an
 * unknown token, or one revoked without a stored reason, is HTTP 401 (errorCode 10002 in the body too,
 * so a client reading either sees a login problem).
 */
export async function checkToken(db: Store, header: string | undefined, now: string): Promise<TokenCheck> {
  const token = (header ?? '').trim();
  if (!token) return { error: missing() };
  if (token.length > 200) return { error: unknown() };
  const row = await findToken(db, hashToken(token));
  if (!row) return { error: unknown() };
  if (row.revokedAt) return { error: row.revokedReason ? ended(row.revokedReason) : unknown() };
  if (row.expiresAt <= now) return { error: missing() };
  return {
    user: { id: row.id, account: row.account, nickname: row.nickname, role: row.role, tokenId: row.tokenId },
  };
}

/** Protected endpoints: sets `user` or answers 10002 / 401. Every answer is personal (no-store). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  markPersonal(c);
  const result = await checkToken(c.get('db'), c.req.header('Authentication'), isoNow(c.var.config.now));
  if ('error' in result) throw result.error;
  c.set('user', result.user);
  await next();
};

/** Open endpoints that show more to a logged-in user: sets `user` or null, never fails; personal answers. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  markPersonal(c);
  const header = c.req.header('Authentication');
  // A visitor sends no token: known at once, without building the refusal checkToken would give.
  const result = header?.trim() ? await checkToken(c.get('db'), header, isoNow(c.var.config.now)) : null;
  c.set('user', result === null || 'error' in result ? null : result.user);
  await next();
};

/** The user set by `requireUser` (a programming error if the middleware is missing). */
export function currentUser(c: { get(key: 'user'): AuthUser | null }): AuthUser {
  const user = c.get('user');
  if (!user) throw new ApiError(ErrorCodes.tokenMissingOrExpired, '请先登录');
  return user;
}

const roleRefused = () =>
  new ApiError(
    ErrorCodes.roleRefused,
    '此操作需要编辑权限，请使用编辑账号登录，或请管理员为您开通编辑权限',
    403,
  );

/**
 * Desk endpoints: a token as `requireUser` wants it (10002 / 401 otherwise), of an editor (10620,
 * HTTP 403 for any other role). The role is read with the token, so a change of role counts at once.
 */
export const requireEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (currentUser(c).role !== 'editor') throw roleRefused();
    await next();
  });
};
