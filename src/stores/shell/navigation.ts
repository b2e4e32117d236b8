/** Leaving the page for another portal path, with the base path in front. */
import { BASE_URL } from '../../lib/site/config.ts';
import { withBase } from '../../lib/shared/routes.ts';

/**
 * The page leaves once: the first destination wins. Several requests refused at once (a session
 * ended elsewhere, seen by each island's request) each ask to go to /login; a second
 * `location.assign` would abort the navigation already under way and start it again. A page shown
 * again from the back-forward cache may leave anew.
 */
let leaving = false;
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event: Event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  });

/** `path` is written without the base (`/login`, `/exception?errorCode=…`). No-op outside a browser. */
export function navigate(path: string): void {
  if (typeof location === 'undefined' || leaving) return;
  leaving = true;
  location.assign(withBase(BASE_URL, path));
}
