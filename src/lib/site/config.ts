/**
 * The portal's business constants, each in one place (docs/product.md, Error catalogue). Pages, islands, stores and tests
 * read them from here.
 */

/**
 * `import.meta.env` exists under Vite (build, dev, Vitest) but not when plain Node imports this file
 * (the reference server and its scripts), so every read is guarded.
 */
import { EXCEPTION_PATH } from '../shared/routes.ts';

const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const TOAST_MAX_COUNT = 1;
export const TOAST_DURATION_MS = 3000;
export const NOTIFICATION_DURATION_MS = 1500;
export const CHUNK_TIMEOUT_MS = 120_000;
export const REHYDRATION_TIMEOUT_MS = 1000;
export const CACHE_LIFETIME_MS = 60_000;
/** How long a request may take before it fails with `timeout of 15000ms exceeded`; callers may choose another. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const VERSION_LABEL = '3.4.2';

export const TOKEN_STORAGE_KEY = 'digital_user_token';
/** The longest token the portal will send (the server's are 43 characters); a longer one is corrupt. */
export const MAX_TOKEN_LENGTH = 512;
/** The key the original portal persisted its state under; the common slice keeps it. */
export const PERSIST_ROOT_KEY = 'persist:root';
export const NAVIGATION_TITLE_KEY = 'navigation-title';

/** Requests to `/api/…` are sent to `/logistics/api/…`. */
export const API_PREFIX = '/logistics';

/** Where showType 9 failures go; `PUBLIC_ERROR_PAGE` at build time replaces it. */
export const ERROR_PAGE_PATH: string = nonEmpty(env.PUBLIC_ERROR_PAGE) ?? EXCEPTION_PATH;

export const SMS_RESEND_SECONDS = 60;

/**
 * The site's ICP filing number (ICP备案号, e.g. `沪ICP备2026012345号-1`), shown in every page's footer
 * with a link to the MIIT filing system; `PUBLIC_ICP_NUMBER` at build time, none when unset (a build
 * for development or evaluation has no filing).
 */
export const ICP_NUMBER: string | null = nonEmpty(env.PUBLIC_ICP_NUMBER) ?? null;
/** Where an ICP number is checked: the MIIT filing system every Chinese site links its number to. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/** Baidu Tongji site id, or null when analytics only records locally. */
export const HM_SITE_ID: string | null = nonEmpty(env.PUBLIC_HM_SITE_ID) ?? null;

/**
 * The site's base path as the build set it (`/`, or e.g. `/portal/` from PORTAL_BASE). Paths are
 * joined to it with `withBase(base, path)` from routes.ts.
 */
export const BASE_URL: string = nonEmpty(env.BASE_URL) ?? '/';

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
