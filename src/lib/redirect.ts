/**
 * `?redirect=` targets (docs/product.md, Security): same-origin paths only; anything else goes to the portal home.
 * Targets are written without the base path (`/basic/portal/MyPost?tab=2`), as `loginUrlFor` puts
 * them; a target that already carries the base is accepted as well.
 */
import { BASE_URL } from './config.ts';
import { HOME_PATH, LOGIN_PATH, withBase } from './routes.ts';

const MAX_DECODE_ROUNDS = 3;

/** Decodes repeatedly (`%252F%252F` hides `//`) until stable; null when malformed. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isUnderBase(path: string, base: string): boolean {
  const prefix = withBase(base, '/');
  return prefix === '/' || path === prefix.slice(0, -1) || path.startsWith(prefix);
}

/**
 * The base-prefixed same-origin path to go to after login, or the base-prefixed `/basic/portal`.
 * The target must start with exactly one `/` (not `//`, not `/\`), have no scheme and no control
 * characters even after decoding, and stay on `origin` when the browser resolves it.
 */
export function safeRedirect(
  target: string | null | undefined,
  origin: string,
  base: string = BASE_URL,
): string {
  const fallback = withBase(base, HOME_PATH);
  const raw = (target ?? '').trim();
  if (!raw) return fallback;
  const decoded = decodeFully(raw);
  if (decoded === null) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.com` and `/\t/evil.com` leave the site.
  if (!decoded.startsWith('/') || /^\/[/\\]/.test(decoded) || /[\\\u0000-\u001f\u007f]/.test(decoded))
    return fallback;
  // A target encoded once more than usual (`%2Fbasic%2F…`) is read in its decoded form; otherwise the
  // raw form is kept so that encoded query values (`a%26b`) keep their meaning.
  const path = raw.startsWith('/') ? raw : decoded;
  let resolved: URL;
  let home: URL;
  try {
    home = new URL(origin);
    resolved = new URL(path, home);
  } catch {
    return fallback;
  }
  if (resolved.origin !== home.origin) return fallback;
  const destination = resolved.pathname + resolved.search + resolved.hash;
  return isUnderBase(destination, base) ? destination : withBase(base, destination);
}

/** `/login?redirect=<path>` with the base in front; `pathWithQuery` is written without the base. */
export function loginUrlFor(pathWithQuery: string, base: string = BASE_URL): string {
  const query = new URLSearchParams({ redirect: pathWithQuery });
  return `${withBase(base, LOGIN_PATH)}?${query.toString()}`;
}
