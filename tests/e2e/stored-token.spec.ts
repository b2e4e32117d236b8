import type { Page } from '@playwright/test';
import { test, expect, open, hydrated, storedToken, DEMO, TOKEN_KEY, pathIs } from './fixtures.ts';

/**
 * A `digital_user_token` that no HTTP header can carry (corrupted, or written by something else)
 * must not lock the user out: it counts as no token, is blanked, and logging in works.
 */

const corrupt: [string, string][] = [
  ['letters outside Latin-1', '令牌abc'],
  ['a line break', 'abc\ndef'],
  ['a NUL', 'abc\u0000def'],
  ['10 KB', 'a'.repeat(10 * 1024)],
  ['20 KB, more than a server takes in its headers', 'b'.repeat(20 * 1024)],
];

async function storeToken(page: Page, value: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEY, value]);
}

for (const [name, value] of corrupt) {
  test(`a stored token holding ${name} does not stop the login`, async ({ page }) => {
    await storeToken(page, value);
    await open(page, '/login');
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/logistics/api/auth/login')) sent.push(request.headers()['authentication']);
    });
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(pathIs('/basic/portal'));
    await hydrated(page);
    const token = await storedToken(page);
    expect(token).toMatch(/^[\x21-\x7e]{20,}$/);
    expect(sent, 'the login request carries no old token').toEqual(['']);
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  });
}

test('a corrupt token on a public page is blanked; the page works for a visitor', async ({ page }) => {
  await storeToken(page, '令牌abc');
  await open(page, '/basic/portal/PolicyTotality');
  expect(await storedToken(page)).toBe('');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^通知/ })).toBeDisabled();
});

test('a corrupt token on a protected page sends the visitor to log in, once', async ({ page }) => {
  await storeToken(page, 'abc\ndef');
  await page.goto('/basic/portal/MyPost');
  await expect(page).toHaveURL(pathIs('/login'));
  await hydrated(page);
  expect(await storedToken(page)).toBe('');
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
});
