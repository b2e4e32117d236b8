/**
 * Who is logged in (docs/product.md, State). The token lives in localStorage (`digital_user_token`); the session
 * state in sessionStorage, so a second tab starts with a token but no session and rebuilds it from
 * `/user/current`.
 *
 * Islands: `useStore($session, { ssr: () => initialSession })` — the static HTML always shows the
 * logged-out state, and the stored one appears right after hydration without error #418.
 */
import './persistence.ts';
import { computed } from 'nanostores';
import * as api from '../../lib/request/api.ts';
import type { LoginResult, User } from '../../lib/shared/contract.ts';
import { ErrorTexts, RequestError, toRequestError } from '../../lib/request/errors.ts';
import { clearRequestCache } from '../../lib/request/request.ts';
import { LOGIN_PATH } from '../../lib/shared/routes.ts';
import { browserSessionStorage, clearStorage, getToken, setToken } from '../../lib/request/storage.ts';
import { navigate } from './navigation.ts';
import { isRecord, persistentState } from './persistence.ts';

/** What `userInfo` holds after a logout (the original portal's `{}`). */
export type EmptyUserInfo = Record<string, never>;

export interface SessionState {
  loggedin: boolean;
  userInfo: User | null | EmptyUserInfo;
}

export const SESSION_STORAGE_KEY = 'portal:session';
export const initialSession: SessionState = { loggedin: false, userInfo: null };
const loggedOut: SessionState = { loggedin: false, userInfo: {} };

export function isUser(value: unknown): value is User {
  return isRecord(value) && typeof value.id === 'number' && typeof value.account === 'string';
}

/** A stored session counts only with a token beside it: a logout in another tab blanks the token. */
function readSession(stored: unknown): SessionState {
  if (!isRecord(stored) || typeof stored.loggedin !== 'boolean') return initialSession;
  const userInfo = isUser(stored.userInfo) ? stored.userInfo : isRecord(stored.userInfo) ? {} : null;
  if (stored.loggedin && (!isUser(userInfo) || getToken() === '')) return initialSession;
  return { loggedin: stored.loggedin, userInfo };
}

export const $session = persistentState<SessionState>(SESSION_STORAGE_KEY, initialSession, readSession);

/** The logged-in user, or null. */
export const $currentUser = computed($session, ({ loggedin, userInfo }) =>
  loggedin && isUser(userInfo) ? userInfo : null,
);

/** Merges `payload` into the session (the spec's "set login state"). */
export function setLoginState(payload: Partial<SessionState>): void {
  $session.set({ ...$session.get(), ...payload });
}

export function hasToken(): boolean {
  return getToken() !== '';
}

/**
 * After a successful `login` (src/lib/account/api.ts): keeps the token and fills the session. False when the browser
 * refuses to keep the token (private mode, full storage): then nothing is logged in here, since every
 * page would find no token and send the user back to /login; the caller tells the user, and the
 * unusable token is revoked at the server.
 */
export function loginWith(result: LoginResult): boolean {
  if (!setToken(result.token) || getToken() !== result.token) {
    void api.logout(result.token, { skipErrorHandler: true }).catch(() => undefined);
    return false;
  }
  clearRequestCache();
  $session.set({ loggedin: true, userInfo: result.user });
  return true;
}

/** The session state after a logout: `loggedin` false, `userInfo` `{}`. */
export function resetSession(): void {
  $session.set(loggedOut);
}

/**
 * Everything a logout or an expired login does locally, in the spec's order: all sessionStorage
 * cleared, the token blanked, `loggedin` false and `userInfo` `{}`. The logged-out session is then
 * the only thing stored, so the next page starts logged out, as the original portal's state did.
 */
export function endSession(): void {
  clearStorage(browserSessionStorage());
  setToken('');
  clearRequestCache();
  resetSession();
}

/**
 * Logs out. The session ends here at once, in the product's order (to /login, sessionStorage
 * cleared, token blanked, `loggedin` false, `userInfo` `{}`), so a server that does not answer
 * cannot keep the user logged in; then the server is told to revoke the old token. The returned
 * promise settles when the server has answered (or failed: the token may already be gone); nobody
 * has to wait for it.
 */
export function logout(): Promise<void> {
  const token = getToken();
  // The request is started before the navigation: started after it, it could be dropped with the
  // unloading page. It carries the old token itself and uses `keepalive`, so it outlives the page.
  const told =
    token === ''
      ? Promise.resolve()
      : api.logout(token, { skipErrorHandler: true }).then(
          () => undefined,
          () => undefined,
        );
  navigate(LOGIN_PATH);
  endSession();
  return told;
}

/**
 * What a page learns about its visitor: a logged-in user; a visitor (no token, or a token the server
 * refused with 10002/401, which is blanked); or a check that failed for another reason (offline,
 * 5xx, 429, an answer that is not a user), in which case the token and the session stay as they are.
 */
export type SessionCheck = { kind: 'user' } | { kind: 'visitor' } | { kind: 'failed'; error: RequestError };

/**
 * A tab with a token but no session (a second tab, or sessionStorage cleared) fills the session from
 * `/user/current`. Nothing is shown here: the visitor may be reading open pages; the page decides
 * (src/components/PageSession.astro).
 */
export async function checkSession(): Promise<SessionCheck> {
  if (!hasToken()) return { kind: 'visitor' };
  const { loggedin, userInfo } = $session.get();
  if (loggedin && isUser(userInfo)) return { kind: 'user' };
  try {
    const user: unknown = await api.getCurrentUser({ skipErrorHandler: true });
    if (!isUser(user)) throw new RequestError({ kind: 'parse', errorMessage: ErrorTexts.parse, cause: user });
    $session.set({ loggedin: true, userInfo: user });
    return { kind: 'user' };
  } catch (reason) {
    const error = toRequestError(reason);
    if (error.loginExpired) {
      setToken('');
      $session.set(initialSession);
      return { kind: 'visitor' };
    }
    // E9: a state-layer failure is logged; the page shows it with 重试.
    console.error('[portal] rebuilding the session failed', error);
    return { kind: 'failed', error };
  }
}
