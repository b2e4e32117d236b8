import type { APIRequestContext, Page } from '@playwright/test';
import { hashPasswordSync } from '../../server/domain/passwords.ts';
import { test, expect, apiLogin, openWithToken, hydrated, pathIs, storedToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * A session ended elsewhere is told as it was, on a page the user is only looking at: a second device
 * learns the password was changed (through the notice stream, or when its page comes back into view
 * with no stream to tell it), and a tab of the same browser learns the account was logged out in
 * another tab. Passwords change here, so this file has a server of its own.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

let accounts = 0;
/** A new account (so each test changes its own password), signed in through the API. */
async function newAccount(request: APIRequestContext): Promise<{ account: string; token: string }> {
  accounts += 1;
  const account = `device-${accounts}`;
  server.db
    .prepare(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      account,
      hashPasswordSync('old-pass01'),
      `设备用户${accounts}`,
      `1361000000${accounts}`,
      new Date().toISOString(),
    );
  return { account, token: await apiLogin(request, { origin: server.url, account, password: 'old-pass01' }) };
}

async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await openWithToken(page, token, `${server.url}${path}`);
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
}

async function expectToldAtLogin(page: Page, text: string, from: string): Promise<void> {
  await expect(page.getByText(text)).toBeVisible();
  await expect(page).toHaveURL((url) => pathIs('/login')(url) && url.searchParams.get('redirect') === from);
  await hydrated(page);
  expect(await storedToken(page)).toBe('');
}

const PASSWORD_CHANGED = '您的密码已修改，此处的登录已失效，请用新密码重新登录';

test('a second device is told, without a click, that the password was changed', async ({
  browser,
  request,
}) => {
  const { account } = await newAccount(request);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const changer = await first.newPage();
    await openSignedIn(
      changer,
      await apiLogin(request, { origin: server.url, account, password: 'old-pass01' }),
      '/basic/portal/passwordSetting',
    );
    const watcher = await second.newPage();
    const streaming = watcher.waitForRequest((sent) => sent.url().includes('/notices/stream'));
    await openSignedIn(
      watcher,
      await apiLogin(request, { origin: server.url, account, password: 'old-pass01' }),
      '/basic/portal/PolicyTotality',
    );
    await streaming;

    await changer.getByLabel('原密码').fill('old-pass01');
    await changer.getByLabel('新密码', { exact: true }).fill('new-pass02');
    await changer.getByLabel('确认新密码').fill('new-pass02');
    await changer.getByRole('button', { name: '确认修改' }).click();

    await expectToldAtLogin(watcher, PASSWORD_CHANGED, '/basic/portal/PolicyTotality');
    await expect(watcher.getByText('token过期失效')).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test('a page with no notice stream learns it when it comes back into view', async ({ page, request }) => {
  const { account, token } = await newAccount(request);
  // No stream reaches this page: it must find out for itself.
  await page.route('**/notices/stream', (route) => route.abort());
  await openSignedIn(page, token, '/basic/portal');
  const other = await apiLogin(request, { origin: server.url, account, password: 'old-pass01' });
  const changed = await request.put(`${server.url}/logistics/api/user/password`, {
    headers: { Authentication: other },
    data: { oldPassword: 'old-pass01', newPassword: 'new-pass03' },
  });
  expect(((await changed.json()) as { success: boolean }).success).toBe(true);
  // The user comes back to the window (the browser sends focus).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectToldAtLogin(page, PASSWORD_CHANGED, '/basic/portal');
});

test('another tab of the same browser is told the account was logged out here', async ({
  browser,
  request,
}) => {
  const { token } = await newAccount(request);
  const context = await browser.newContext();
  try {
    const leaving = await context.newPage();
    await openSignedIn(leaving, token, '/basic/portal');
    const staying = await context.newPage();
    await openSignedIn(staying, token, '/basic/portal/PolicyTotality');
    await leaving.bringToFront();
    await leaving.getByRole('button', { name: /^账户菜单/ }).click();
    await leaving.getByRole('button', { name: '退出登录' }).click();
    await expect(leaving).toHaveURL((url) => pathIs('/login')(url));
    await expectToldAtLogin(staying, '您已在其他窗口退出登录，请重新登录', '/basic/portal/PolicyTotality');
  } finally {
    await context.close();
  }
});
