import type { Page, Route } from '@playwright/test';
import { test, expect, apiLogin, openWithToken, hydrated, storedToken, pathIs } from './fixtures.ts';

/**
 * 退出登录 ends the session in the browser at once, whatever the server does with /auth/logout: it
 * may hang, fail or be unreachable. The server is told afterwards, with the token being ended.
 */

async function clickLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
}

async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(pathIs('/login'));
  await hydrated(page);
  expect(await storedToken(page), 'the token is blanked').toBe('');
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  expect(session['portal:session'] ?? '{"loggedin":false,"userInfo":{}}').toBe(
    '{"loggedin":false,"userInfo":{}}',
  );
}

const answers: [string, (route: Route) => Promise<void> | void][] = [
  ['never answers', () => {}],
  [
    'answers 500',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"errorCode":50000,"errorMsg":"服务器内部错误","data":null}',
      }),
  ],
  ['cannot be reached', (route) => route.abort('connectionrefused')],
];

for (const [name, answer] of answers) {
  test(`logout ends the session at once when /auth/logout ${name}`, async ({ page, request }) => {
    const token = await apiLogin(request);
    const sent: (string | undefined)[] = [];
    await page.route('**/logistics/api/auth/logout', (route) => {
      sent.push(route.request().headers()['authentication']);
      return answer(route);
    });
    await openWithToken(page, token, '/basic/portal');
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();

    await clickLogout(page);
    await expectLoggedOut(page);
    await expect(
      page
        .getByRole('link', { name: '登录' })
        .or(page.getByRole('button', { name: /^登\s*录$/ }))
        .first(),
    ).toBeVisible();
    await expect.poll(() => sent, { message: 'the server is told with the old token' }).toEqual([token]);
    await expect(page.getByText('服务器内部错误'), 'a failed logout is not shown').toHaveCount(0);

    // Logged out for the pages too: a protected page sends the visitor to the login page.
    await page.goto('/basic/portal/MyPost');
    await expect(page).toHaveURL(pathIs('/login'));
  });
}
