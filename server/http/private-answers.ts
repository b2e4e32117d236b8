/**
 * Answers that depend on who asks are never kept by a cache (docs/api.md, Response headers): a CDN
 * or proxy that stored one would hand a user's data, or their token, to the next visitor.
 *
 * Whatever reads the token (`requireUser`, `optionalUser`) or answers one (login) marks the request
 * personal; every answer to such a request, errors included, then carries `Cache-Control: no-store`
 * and `Vary: Authentication`. Answers that are the same for everyone keep their own headers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export const NO_STORE = 'no-store';

/** Says that the answer to this request depends on who asks. */
export function markPersonal(c: Context<AppEnv>): void {
  c.set('personal', true);
}

/** `Vary` with `Authentication` added to what it already names. */
export function varyOnAuthentication(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'authentication')) return names.join(', ');
  return [...names, 'Authentication'].join(', ');
}

export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('personal', false);
  await next();
  if (!c.get('personal')) return;
  c.res.headers.set('Cache-Control', NO_STORE);
  c.res.headers.set('Vary', varyOnAuthentication(c.res.headers.get('Vary')));
};
