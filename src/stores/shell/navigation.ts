/** Leaving the page for another portal path, with the base path in front. */
import { BASE_URL } from '../../lib/site/config.ts';
import { withBase } from '../../lib/shared/routes.ts';

/**
 * The page leaves once: the first destination wins. Several requests refused at once (a session
 * ended elsewhere, seen by each island's request) each ask to go to /login, and a page that acts for
 * a user sends a visitor there while its lists' requests are still out; a second `location.assign`
 * would abort the navigation already under way and start it again, and its toast would reach the
 * next page beside what that page says. A page shown again from the back-forward cache may leave anew.
 */
let leaving = false;
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event: Event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  });

/** Whether the page has begun to leave. */
export const isLeaving = (): boolean => leaving;

/**
 * `path` is written without the base (`/login`, `/exception?errorCode=…`); `replace` leaves no entry
 * in the history (a page the user could not read). No-op outside a browser or once leaving.
 */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (typeof location === 'undefined' || leaving) return;
  leaving = true;
  const target = withBase(BASE_URL, path);
  if (replace) location.replace(target);
  else location.assign(target);
}
