/**
 * Where a request goes. redaxios' own `baseURL` and `params` are not used: `baseURL` is skipped when
 * the URL contains `//` anywhere and doubles slashes, and `params` sends `undefined` as text.
 */
import { API_PREFIX } from '../site/config.ts';
import { withBase } from '../shared/routes.ts';

type Scalar = string | number | boolean;
export type ParamValue = Scalar | null | undefined | readonly Scalar[];
export type Params = Readonly<Record<string, ParamValue>> | URLSearchParams;

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const API_PATH = /^\/api(?=[/?#]|$)/;

/** The query string (without `?`) of `params`; `undefined` and `null` values are dropped. */
export function serializeParams(params: Params | undefined): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly Scalar[]) query.append(key, String(item));
    } else {
      query.append(key, String(value));
    }
  }
  return query.toString();
}

/** `/api/auth/login` → `/logistics/api/auth/login`; other paths are unchanged. */
export function withApiPrefix(path: string): string {
  return API_PATH.test(path) ? API_PREFIX + path : path;
}

export interface UrlParts {
  params?: Params | undefined;
  /** `http://127.0.0.1:4321` in Node; '' in the browser (same origin). */
  origin?: string;
  /** The site's base path; the API is served under it too. */
  base?: string;
}

/**
 * The URL a request is sent to. Paths are written without the base path (`/api/notices`); absolute
 * URLs are left alone apart from the query.
 */
export function buildRequestUrl(url: string, parts: UrlParts = {}): string {
  let target = url;
  if (!ABSOLUTE_URL.test(url)) {
    const path = withApiPrefix(url.startsWith('/') ? url : `/${url}`);
    target = (parts.origin ?? '').replace(/\/+$/, '') + withBase(parts.base ?? '/', path);
  }
  const query = serializeParams(parts.params);
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt);
  return withoutHash + (withoutHash.includes('?') ? '&' : '?') + query;
}
