/**
 * The signed-in user's role (and verified enterprise) for the pages of one role (the content desk),
 * loaded by those pages only.
 */
import * as api from '../lib/request/api.ts';
import type { UserEnterprise, UserRole } from '../lib/shared/contract.ts';
import { ErrorTexts, RequestError, toRequestError } from '../lib/request/errors.ts';
import { setToken } from '../lib/request/storage.ts';
import { $session, initialSession, isUser } from './shell/session.ts';

/**
 * The role of the signed-in user as the server knows it now (a role can change after the login: the
 * session's copy is not trusted for it), kept in the session. `visitor` when the login has ended.
 */
export async function checkRole(): Promise<
  | { kind: 'user'; role: UserRole; enterprise: UserEnterprise | null }
  | { kind: 'visitor' }
  | { kind: 'failed'; error: RequestError }
> {
  try {
    const user: unknown = await api.getCurrentUser({ skipErrorHandler: true });
    if (!isUser(user)) throw new RequestError({ kind: 'parse', errorMessage: ErrorTexts.parse, cause: user });
    $session.set({ loggedin: true, userInfo: user });
    return { kind: 'user', role: user.role, enterprise: user.enterprise ?? null };
  } catch (reason) {
    const error = toRequestError(reason);
    if (!error.loginExpired) return { kind: 'failed', error };
    setToken('');
    $session.set(initialSession);
    return { kind: 'visitor' };
  }
}
