/**
 * `?redirect=` targets after login: only a page of the portal on the same origin; anything else goes
 * to the portal home. Targets are written without the base path (`/basic/portal/MyPost?tab=2`), as
 * `loginUrlFor` puts them; a target that already carries the base is accepted as well.
 *
 * The check is made on what the browser would navigate to, not on the text: the target is resolved
 * as a URL against the site's origin (dot segments, `\`, tabs and newlines are normalised the way
 * the browser does it), and the resulting path must be a landing page of the route table
 * (`LANDING_PATHS`: not the login pages, not a result page). The page returned is rebuilt from the
 * list's own path, so nothing of the target's spelling can reach `location`.
 */
import { BASE_URL } from './config.ts';
import { landingPath } from './landing-paths.ts';
import { HOME_PATH, LOGIN_PATH, stripBase, withBase } from '../shared/routes.ts';

function isUnderBase(pathname: string, base: string): boolean {
  const prefix = withBase(base, '/');
  return prefix !== '/' && (pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/** The landing page and the query/hash `target` resolves to on `home`, or null when it leaves the portal. */
function resolve(target: string, home: URL, base: string): { path: string; rest: string } | null {
  let resolved: URL;
  try {
    resolved = new URL(target, home);
  } catch {
    return null;
  }
  if (resolved.origin !== home.origin || resolved.username !== '' || resolved.password !== '') return null;
  const appPath = isUnderBase(resolved.pathname, base)
    ? stripBase(base, resolved.pathname)
    : resolved.pathname;
  const path = landingPath(appPath);
  if (path === null) return null;
  return { path, rest: resolved.search + resolved.hash };
}

/** `target` decoded once (`%2Fbasic%2Fportal` encoded once more than usual); null when malformed. */
function decodedOnce(target: string): string | null {
  try {
    return decodeURIComponent(target);
  } catch {
    return null;
  }
}

/**
 * The base-prefixed page to go to after login, or the base-prefixed `/basic/portal`. Only a target
 * written as a path (starting with `/`, or encoded once more as `%2F…`) is considered: a scheme, even
 * the site's own, is refused.
 */
export function safeRedirect(
  target: string | null | undefined,
  origin: string,
  base: string = BASE_URL,
): string {
  const fallback = withBase(base, HOME_PATH);
  let home: URL;
  try {
    home = new URL(origin);
  } catch {
    return fallback;
  }
  const raw = target ?? '';
  const path = raw.startsWith('/') ? raw : /^%2f/i.test(raw) ? decodedOnce(raw) : null;
  if (path === null || !path.startsWith('/')) return fallback;
  const found = resolve(path, home, base);
  return found ? withBase(base, found.path) + found.rest : fallback;
}

/**
 * `/login?redirect=<path>` without the base, for a page the user should come back to after logging
 * in (`pathWithQuery` written without the base, query and hash kept); plain `/login` when there is no
 * such page (none, the login pages themselves, a path outside the table).
 */
export function loginPathFor(pathWithQuery: string): string {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || landingPath(pathname) === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: pathWithQuery }).toString()}`;
}

/** `/login?redirect=<path>` with the base in front; `pathWithQuery` is written without the base. */
export function loginUrlFor(pathWithQuery: string, base: string = BASE_URL): string {
  const query = new URLSearchParams({ redirect: pathWithQuery });
  return `${withBase(base, LOGIN_PATH)}?${query.toString()}`;
}
