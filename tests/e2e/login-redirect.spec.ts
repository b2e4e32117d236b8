import type { Page } from '@playwright/test';
import { test, expect, open, DEMO, pathIs } from './fixtures.ts';

/**
 * After login the portal goes to `?redirect=` only when the browser would land on a page of the
 * portal; every trick that makes the browser leave the site (or loop back to /login) lands on
 * /basic/portal instead. Each query string is written as an attacker would send it.
 */

async function loginWithQuery(page: Page, query: string): Promise<void> {
  await open(page, `/login?${query}`);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

const onPortalHome = (url: URL): boolean =>
  url.origin === new URL(process.env.PORTAL_E2E_URL!).origin && pathIs('/basic/portal')(url);

const hostile: [string, string][] = [
  ['a dot segment before //', 'redirect=%2F.%2F%2Fevil.example'],
  ['an encoded dot and slash', 'redirect=/%252e/%252fevil.example'],
  ['a double dot segment before //', 'redirect=/..//evil.example'],
  ['an encoded tab between slashes', 'redirect=/%09/evil.example'],
  ['an encoded newline between slashes', 'redirect=/%0A/evil.example'],
  ['a backslash', 'redirect=/%5Cevil.example'],
  ['a dot segment and a backslash', 'redirect=/./%5Cevil.example'],
  ['a scheme without slashes', 'redirect=https:evil.example'],
  ['an unknown path', 'redirect=/basic/portal/nope'],
  ['a path under another base', 'redirect=/portal/basic/portal/MyPost'],
];

for (const [name, query] of hostile) {
  test(`?${query} (${name}) lands on /basic/portal of this site`, async ({ page }) => {
    await loginWithQuery(page, query);
    await expect(page).toHaveURL(onPortalHome);
  });
}

test('?redirect=/login does not loop back to the login page', async ({ page }) => {
  let loginLoads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && pathIs('/login')(new URL(frame.url()))) loginLoads += 1;
  });
  await loginWithQuery(page, `redirect=${encodeURIComponent('/login?redirect=%2Flogin')}`);
  await expect(page).toHaveURL(onPortalHome);
  expect(loginLoads, 'the login page was loaded once, before logging in').toBe(1);
});

test('a page of the portal written with dot segments is reached, its query and hash kept', async ({
  page,
}) => {
  await loginWithQuery(
    page,
    `redirect=${encodeURIComponent('/basic/./portal/../portal/PolicyTotality?page=2#list')}`,
  );
  await expect(page).toHaveURL(pathIs('/basic/portal/PolicyTotality'));
  const url = new URL(page.url());
  expect(url.searchParams.get('page')).toBe('2');
  expect(url.hash).toBe('#list');
});
