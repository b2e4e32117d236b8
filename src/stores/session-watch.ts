/**
 * A signed-in page learns that its session ended elsewhere without waiting for a click
 * (docs/decisions.md, "Sessions ended elsewhere"), and is told why as the server says it (E1):
 * - the notice stream ended it (stores/live-notices.ts calls `recheckSession`);
 * - another tab of this browser blanked the token (a logout there): the server is asked about the old
 *   token, which it names as logged out, or password changed …; still live means the logout is on its way;
 * - the page comes back into view (focus, visibilitychange) with no stream to tell it: a light check
 *   of `/user/current`, at most once per SESSION_RECHECK_MS.
 */
import * as api from '../lib/request/api.ts';
import { TOKEN_STORAGE_KEY } from '../lib/site/config.ts';
import { ErrorCodes } from '../lib/shared/contract/error-codes.ts';
import { ErrorTexts, toRequestError } from '../lib/request/errors.ts';
import { RequestError, showRequestError } from '../lib/request/request.ts';
import { getToken } from '../lib/request/storage.ts';
import { $currentUser } from './shell/session.ts';

/** A page coming back into view asks the server at most this often. */
export const SESSION_RECHECK_MS = 15_000;

let lastCheck = 0;

/** E1 with the server's words, or E2; other failures (offline, 5xx) leave the session as it is. */
async function ask(check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (reason) {
    const error = toRequestError(reason);
    if (error.loginExpired) showRequestError(error);
  }
}

/** Asks the server whether this tab's login still stands; `force` skips the once-per-interval rule. */
export async function recheckSession(force = false): Promise<void> {
  if ($currentUser.get() === null || getToken() === '') return;
  if (!force && Date.now() - lastCheck < SESSION_RECHECK_MS) return;
  lastCheck = Date.now();
  await ask(() => api.getCurrentUser({ skipErrorHandler: true }));
}

const loggedOutHere = () =>
  new RequestError({
    kind: 'business',
    errorCode: ErrorCodes.tokenMissingOrExpired,
    errorMessage: ErrorTexts.signedOutElsewhere,
    fromServer: true,
  });

/** Another tab blanked the token this tab was signed in with. */
async function tokenBlanked(oldToken: string): Promise<void> {
  if ($currentUser.get() === null) return;
  try {
    await api.getUserOfToken(oldToken, { skipErrorHandler: true });
    // Still live at the server: the other tab's logout request has not arrived yet.
    showRequestError(loggedOutHere());
  } catch (reason) {
    const error = toRequestError(reason);
    showRequestError(error.loginExpired && error.status !== 401 ? error : loggedOutHere());
  }
}

let watching = false;

/** Starts watching in this page; once. */
export function watchSession(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY && event.oldValue && !event.newValue)
      void tokenBlanked(event.oldValue);
  });
  const visible = () => {
    if (document.visibilityState === 'visible') void recheckSession();
  };
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('focus', visible);
}
