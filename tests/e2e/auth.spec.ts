import type { Page } from '@playwright/test';
import type { Envelope, User } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open, apiLogin, storedToken, DEMO, TOKEN_KEY, pathIs } from './fixtures.ts';

/** Login and logout through the portal's own forms against the reference server. */

async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

async function demoNickname(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const token = await apiLogin(request);
  const response = await request.get('/logistics/api/user/current', { headers: { Authentication: token } });
  const body = (await response.json()) as Envelope<User>;
  expect(body.success).toBe(true);
  return body.data.nickname;
}

/** Logs the demo account in through the form; returns the token it stored. */
async function loginThroughForm(page: Page): Promise<string> {
  await open(page, '/login');
  await submitLogin(page, DEMO.account, DEMO.password);
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  await hydrated(page);
  const token = await storedToken(page);
  expect(token, `localStorage ${TOKEN_KEY}`).toBeTruthy();
  return token!;
}

test.describe('login', () => {
  test('the demo account logs in: token stored, nickname in the user menu, home page', async ({
    page,
    request,
  }) => {
    const nickname = await demoNickname(request);
    const token = await loginThroughForm(page);
    await expect(page.getByRole('button', { name: new RegExp(nickname) })).toBeVisible();
    const check = await request.get('/logistics/api/user/current', { headers: { Authentication: token } });
    expect(((await check.json()) as Envelope<User>).data.account).toBe(DEMO.account);
  });

  test('?redirect= to a same-origin path (with its query) is honoured', async ({ page }) => {
    const target = '/basic/portal/PolicyTotality?page=2&level=national';
    await open(page, `/login?redirect=${encodeURIComponent(target)}`);
    await submitLogin(page, DEMO.account, DEMO.password);
    await expect(page).toHaveURL(pathIs('/basic/portal/PolicyTotality'));
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('level')).toBe('national');
  });

  test('?redirect= to a protected page lands there after login', async ({ page }) => {
    await page.goto('/basic/portal/MyPost');
    await expect(page).toHaveURL(pathIs('/login'));
    await hydrated(page);
    await submitLogin(page, DEMO.account, DEMO.password);
    await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帖子');
  });

  for (const evil of ['https://evil.example', '//evil.example/basic/portal', 'javascript:alert(1)']) {
    test(`?redirect=${evil} goes to /basic/portal instead`, async ({ page }) => {
      await open(page, `/login?redirect=${encodeURIComponent(evil)}`);
      await submitLogin(page, DEMO.account, DEMO.password);
      await expect(page).toHaveURL(
        (url) => url.origin === new URL(process.env.PORTAL_E2E_URL!).origin && pathIs('/basic/portal')(url),
      );
    });
  }

  test('a wrong password shows the server text and stores no token', async ({ page }) => {
    await open(page, '/login');
    await submitLogin(page, DEMO.account, 'not-the-password');
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(pathIs('/login'));
    expect(await storedToken(page)).toBeFalsy();
  });

  test('an empty form shows the form messages and sends nothing', async ({ page }) => {
    await open(page, '/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/logistics/api/auth/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    expect(loginCalls).toBe(0);
  });
});

test('logout clears the session, blanks the token, lands on /login and the server revokes the token', async ({
  page,
  request,
}) => {
  const nickname = await demoNickname(request);
  const token = await loginThroughForm(page);

  await page.getByRole('button', { name: new RegExp(nickname) }).click();
  await page
    .getByRole('menuitem', { name: '退出登录' })
    .or(page.getByRole('button', { name: '退出登录' }))
    .click();

  await expect(page).toHaveURL(pathIs('/login'));
  await hydrated(page);
  expect(await storedToken(page), 'the token is set to the empty string').toBe('');
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  expect(JSON.stringify(session), 'nothing of the user is left in sessionStorage').not.toContain(nickname);
  expect(JSON.stringify(session)).not.toMatch(/"loggedin\\?"\s*:\s*true/);

  const after = await request.get('/logistics/api/user/current', { headers: { Authentication: token } });
  expect(await after.json(), 'the token is revoked, as logged out').toMatchObject({
    errorCode: 10002,
    errorMsg: '您已在其他窗口退出登录，请重新登录',
  });

  await page.goto('/basic/portal');
  await hydrated(page);
  await expect(
    page.getByRole('link', { name: /^登\s*录$/ }).or(page.getByRole('button', { name: /^登\s*录$/ })),
  ).toBeVisible();
});
