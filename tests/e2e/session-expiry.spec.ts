import type { Page } from '@playwright/test';
import {
  test,
  expect,
  DEMO,
  apiLogin,
  openWithToken,
  hydrated,
  storedToken,
  TOKEN_KEY,
  pathIs,
} from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * A login that ends while the user is on a page. E1: the token expired (errorCode 10002), on a server
 * whose tokens live 6 seconds (long enough for a
 * page to load and hydrate on a busy machine). E1 with the server's reason: the token was logged out
 * elsewhere, and the open page learns it without a click. E2: the token is unknown (HTTP 401). Either
 * way the user sees why, the session is cleared, the token blanked, and the login page opens.
 */

async function expectSessionEnded(page: Page, origin: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === origin && pathIs('/login')(url));
  await hydrated(page);
  expect(await storedToken(page), `localStorage ${TOKEN_KEY} after the session ended`).toBe('');
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(session).not.toMatch(/loggedin\\?"\s*:\s*true/);
  expect(session).not.toMatch(/"account\\?"\s*:\s*\\?"demo/);
}

const TTL_SECONDS = 6;

test.describe('expired token (E1)', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ tokenTtlSeconds: TTL_SECONDS });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('at expiry the open page shows E1 by itself, clears the session and opens /login', async ({
    page,
    request,
  }) => {
    const loggedInAt = Date.now();
    const token = await apiLogin(request, { origin: server.url });
    await openWithToken(page, token, `${server.url}/basic/portal`);
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^通知/ })).toBeEnabled();

    // No click: the notice stream ends with the token, and the page shows the server's E1 message.
    await expect(page.getByText('登录已过期，请重新登录').first()).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - loggedInAt, 'not before the token expired').toBeGreaterThanOrEqual(
      TTL_SECONDS * 1000,
    );
    const direct = await request.get(`${server.url}/logistics/api/notices`, {
      headers: { Authentication: token },
    });
    expect(direct.status(), 'an expired token is not a 401').toBe(200);
    expect(await direct.json(), 'the server reports the expiry as 10002').toMatchObject({
      success: false,
      errorCode: 10002,
    });
    await expectSessionEnded(page, server.url);
    expect(new URL(page.url()).searchParams.get('redirect'), 'the page the user was on').toBe(
      '/basic/portal',
    );
  });
});

test('a token logged out elsewhere (E1): the open page says so by itself and opens /login', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request);
  const streaming = page.waitForRequest((sent) => sent.url().includes('/notices/stream'));
  await openWithToken(page, token, '/basic/portal');
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  await streaming;

  const revoked = await request.post('/logistics/api/auth/logout', { headers: { Authentication: token } });
  expect(revoked.ok()).toBe(true);
  // No click, no reload: the notice stream ends and the page asks why.
  await expect(page.getByText('您已在其他窗口退出登录，请重新登录')).toBeVisible();
  await expectSessionEnded(page, new URL(baseURL!).origin);
});

test('an unknown token (E2): the next request shows 「token过期失效, 请重新登录」 and opens /login', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request);
  await openWithToken(page, token, '/basic/portal');
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'forged-token-0123456789'), TOKEN_KEY);

  const notices = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/logistics/api/notices',
  );
  await page.reload();
  expect((await notices).status()).toBe(401);
  await expect(page.getByText('token过期失效, 请重新登录')).toBeVisible();
  await expectSessionEnded(page, new URL(baseURL!).origin);
});

test('after the session ends the login page brings the user back to the page and query they were on', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request);
  const here = '/basic/portal/PolicyTotality?page=2';
  await openWithToken(page, token, here);
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  const revoked = await request.post('/logistics/api/auth/logout', { headers: { Authentication: token } });
  expect(revoked.ok()).toBe(true);

  // The page learns it by itself (the notice stream ends) and keeps where the user was.
  await expectSessionEnded(page, new URL(baseURL!).origin);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(here);

  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(here);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
});
