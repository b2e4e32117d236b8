import { test as base, expect, type Page, type APIRequestContext, type TestInfo } from '@playwright/test';
import { nginxRequired } from '../../deploy/start-nginx.ts';

/**
 * Fixtures every spec uses:
 * - `baseURL` is the reference server started by global-setup.ts;
 * - every page of the test's browser context records Content-Security-Policy violations (the DOM
 *   `securitypolicyviolation` event, reported through a binding so that navigations lose nothing, and
 *   Chromium's console reports); any violation fails the test;
 * - `hydrated(page)` waits until the islands that hydrate on load or idle have dropped `ssr`.
 */

export interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
  sample?: string;
}

/**
 * Playwright's trace recorder reads each `blob:` image (a photo shown from an object URL) with a fetch
 * from inside the page to keep it in the trace, which `connect-src 'self'` refuses; the portal itself
 * never fetches a blob: URL, so that refusal is the recorder's, not the page's.
 */
const recorders = (blocked: string | undefined, text = ''): boolean =>
  blocked === 'blob' || /^Connecting to 'blob:[^']*' violates [^]*"connect-src /.test(text);

interface PortalFixtures {
  cspViolations: CspViolation[];
}

/** Which server a project's tests talk to: the reference server alone, or nginx in front of it. */
export interface PortalOptions {
  portalServer: 'reference' | 'nginx';
}

export const TOKEN_KEY = 'digital_user_token';
export const DEMO = { account: 'demo', password: 'demo123456', mobile: '13800138000' } as const;
/** The demo editor: the account the content desk's pages (`requiresRole: 'editor'`) are opened with. */
export const EDITOR = { account: 'editor', password: 'editor123456' } as const;

export const test = base.extend<PortalFixtures & PortalOptions>({
  portalServer: ['reference', { option: true }],

  baseURL: async ({ portalServer }, use, testInfo) => {
    if (portalServer === 'nginx') return use(nginxURL(testInfo));
    const url = process.env.PORTAL_E2E_URL;
    if (!url)
      throw new Error(
        'PORTAL_E2E_URL is not set: the suite must run through playwright.config.ts (global-setup.ts starts the server).',
      );
    await use(url);
  },

  cspViolations: async ({}, use) => {
    await use([]);
  },

  context: async ({ context, cspViolations }, use, testInfo) => {
    await context.exposeBinding(
      '__portalReportCspViolation',
      ({ page }, violation: Omit<CspViolation, 'url'>) => {
        if (violation.directive === 'connect-src' && recorders(violation.blocked)) return;
        cspViolations.push({ url: page.url(), ...violation });
      },
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (globalThis as unknown as { __portalReportCspViolation?: (v: unknown) => void })
          .__portalReportCspViolation;
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      });
    });
    context.on('console', (message) => {
      if (recorders(undefined, message.text())) return;
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        const page = message.page();
        cspViolations.push({ url: page?.url() ?? '', directive: 'console', blocked: message.text() });
      }
    });
    // Uncaught errors and console errors, attached to a failed test (a broken island shows up here).
    const problems: string[] = [];
    context.on('weberror', (error) =>
      problems.push(`uncaught: ${error.error().stack ?? error.error().message}`),
    );
    context.on('console', (message) => {
      if (message.type() === 'error')
        problems.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    await use(context);
    if (problems.length > 0 && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('page-errors.txt', { body: problems.join('\n\n'), contentType: 'text/plain' });
    }
    if (cspViolations.length > 0) {
      await testInfo.attach('csp-violations.json', {
        body: JSON.stringify(cspViolations, null, 2),
        contentType: 'application/json',
      });
    }
    expect(cspViolations, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
  },
});

export { expect };

/**
 * nginx's URL (global-setup.ts starts it in front of the reference server). Where nginx is missing,
 * the nginx project fails in CI and is skipped, with the reason, elsewhere.
 */
function nginxURL(testInfo: TestInfo): string {
  const url = process.env.PORTAL_E2E_NGINX_URL;
  if (url) return url;
  const reason = process.env.PORTAL_E2E_NGINX_ERROR ?? 'global-setup.ts did not start nginx';
  if (nginxRequired()) throw new Error(reason);
  testInfo.skip(true, reason);
  return '';
}

/** For toHaveURL: the page's path is `expected` (a trailing slash ignored). */
export const pathIs =
  (expected: string) =>
  (url: URL): boolean =>
    url.pathname.replace(/\/$/, '') === expected;

/**
 * Waits for the islands that hydrate without user action (client:load, client:idle, client:only) to
 * have hydrated: Astro removes the `ssr` attribute of an `astro-island` once its component runs. A
 * list's filters and tabs are enabled one render later (they stay disabled until the list's effect
 * runs, so nothing typed before is overwritten), so that is waited for too: a keyboard test that
 * focuses a field still disabled types into nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('astro-island[ssr]:not([client="visible"]):not([client="media"])')).toHaveCount(
    0,
    { timeout: 10_000 },
  );
  await expect(page.locator('form[role="search"] button[type="submit"]:disabled')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** The message of a failed envelope that `failOnce` answers with by default. */
export const SERVER_ERROR_TEXT = '服务器内部错误，请稍后重试';

/**
 * Answers the first request to `url` (a glob) that `when` accepts with HTTP 500 and a failed
 * envelope carrying `message`; every later request goes to the server (what 重试 then sends).
 */
export async function failOnce(
  page: Page,
  url: string,
  {
    message = SERVER_ERROR_TEXT,
    when = () => true,
  }: { message?: string; when?: (url: string) => boolean } = {},
): Promise<void> {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed || !when(route.request().url())) return route.continue();
    failed = true;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 500, errorMsg: message, data: null }),
    });
  });
}

/** Navigates and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Logs an account (the demo one by default) in through the API; returns the token. `origin` is the
 * server to ask (the suite's server when left out).
 */
export async function apiLogin(
  request: APIRequestContext,
  {
    origin = '',
    account = DEMO.account,
    password = DEMO.password,
  }: { origin?: string; account?: string; password?: string } = {},
): Promise<string> {
  const response = await request.post(`${origin}/logistics/api/auth/login`, { data: { account, password } });
  expect(response.ok(), `login answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as {
    success: boolean;
    errorMsg: string;
    data: { token: string } | null;
  };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data!.token;
}

/**
 * A page that knows only a token (as a second tab would): stores it in localStorage on the login page
 * of the same server, then opens `path` (relative to the suite's server, or a full URL); the session
 * is rebuilt from /user/current.
 */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  const target = new URL(path, process.env.PORTAL_E2E_URL);
  await page.goto(`${target.origin}/login`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await open(page, target.href);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

export async function sessionStorageLength(page: Page): Promise<number> {
  return page.evaluate(() => sessionStorage.length);
}
