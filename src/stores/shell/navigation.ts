/** Leaving the page for another portal path, with the base path in front. */
import { BASE_URL } from '../../lib/site/config.ts';
import { withBase } from '../../lib/shared/routes.ts';

/** `path` is written without the base (`/login`, `/exception?errorCode=…`). No-op outside a browser. */
export function navigate(path: string): void {
  if (typeof location === 'undefined') return;
  location.assign(withBase(BASE_URL, path));
}
