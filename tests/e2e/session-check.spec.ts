import AxeBuilder from '@axe-core/playwright';
import type { Route } from '@playwright/test';
import { test, expect, apiLogin, openWithToken, hydrated, storedToken, pathIs } from './fixtures.ts';

/**
 * A tab with a token but no session yet (a second tab) asks /user/current who is logged in. Only a
 * refused token (10002 / 401) logs the user out; when the check merely fails, the page stays, the
 * token is kept, and the request layer's message is shown with a 重试 that checks again.
 */

const envelope = (errorCode: number, errorMsg: string) =>
  JSON.stringify({ success: false, errorCode, errorMsg, data: null });

const failures: [string, (route: Route) => Promise<void>, string][] = [
  ['offline', (route) => route.abort('internetdisconnected'), '网络连接失败，请检查网络后重试'],
  [
    'an HTML 502 from a proxy',
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    '服务器暂时无法响应，请稍后重试',
  ],
  [
    'a 500 with the server’s message',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: envelope(50000, '服务器内部错误'),
      }),
    '服务器内部错误',
  ],
  [
    'a 429',
    (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: envelope(10004, '请求过于频繁，请稍后再试'),
      }),
    '请求过于频繁，请稍后再试',
  ],
  [
    'a malformed answer (text with status 200)',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'maintenance' }),
    '服务器返回的数据格式不正确',
  ],
  [
    'an answer without a user',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, errorCode: 0, errorMsg: '', data: { id: 'x' } }),
      }),
    '服务器返回的数据格式不正确',
  ],
];

for (const [name, fail, message] of failures) {
  test(`a protected page keeps the user when /user/current fails: ${name}`, async ({ page, request }) => {
    const token = await apiLogin(request);
    await page.route('**/logistics/api/user/current', fail);
    await openWithToken(page, token, '/basic/portal/MyPost');

    const alert = page.getByRole('alert').filter({ hasText: '无法确认登录状态' });
    await expect(alert).toContainText(message);
    await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
    expect(await storedToken(page), 'the token is kept').toBe(token);

    await page.unroute('**/logistics/api/user/current');
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
  });
}

test('重试 while the server still fails shows the message again and stays', async ({ page, request }) => {
  const token = await apiLogin(request);
  let calls = 0;
  await page.route('**/logistics/api/user/current', (route) => {
    calls += 1;
    return route.fulfill({ status: 503, contentType: 'text/html', body: 'down' });
  });
  await openWithToken(page, token, '/basic/portal/deliveryPage');
  const alert = page.getByRole('alert').filter({ hasText: '无法确认登录状态' });
  await expect(alert).toContainText('服务器暂时无法响应，请稍后重试');
  await alert.getByRole('button', { name: '重试' }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(alert.getByRole('button', { name: '重试' })).toBeEnabled();
  await expect(page).toHaveURL(pathIs('/basic/portal/deliveryPage'));
  expect(await storedToken(page)).toBe(token);
});

test('an open page shows the failure too, and keeps the token', async ({ page, request }) => {
  const token = await apiLogin(request);
  await page.route('**/logistics/api/user/current', (route) => route.abort('internetdisconnected'));
  await openWithToken(page, token, '/basic/portal/PolicyTotality');
  const alert = page.getByRole('alert').filter({ hasText: '无法确认登录状态' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(pathIs('/basic/portal/PolicyTotality'));
  expect(await storedToken(page)).toBe(token);
  const axe = await new AxeBuilder({ page })
    .include('portal-session')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await alert.getByRole('button', { name: '重试' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert.getByRole('button', { name: /重试/ })).toBeVisible();
});

for (const [name, status, code] of [
  ['HTTP 401', 401, 10002],
  ['errorCode 10002', 200, 10002],
] as const) {
  test(`a refused token (${name}) logs out and sends the visitor to log in`, async ({ page, request }) => {
    const token = await apiLogin(request);
    await page.route('**/logistics/api/user/current', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: envelope(code, '登录已失效') }),
    );
    await openWithToken(page, token, '/basic/portal/MyPost').catch(() => {});
    await expect(page).toHaveURL(pathIs('/login'));
    await hydrated(page);
    expect(await storedToken(page)).toBe('');
  });
}
