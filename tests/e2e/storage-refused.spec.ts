import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, open, hydrated, DEMO, pathIs } from './fixtures.ts';

/**
 * A browser that refuses to store anything (private mode, a full quota): logging in cannot keep the
 * token, so the login page says so in Chinese and stays, instead of appearing to succeed and then
 * bouncing between the page and /login.
 */

const REFUSED = /浏览器拒绝保存登录状态/;

/** Makes `setItem` throw a QuotaExceededError on the storages named, from the first script on. */
async function refuseStorage(page: Page, which: ('localStorage' | 'sessionStorage')[]): Promise<void> {
  await page.addInitScript((names) => {
    // Kept to be called with `.call(this, …)` below, on the storage it was called on.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      const refused = names.some((name) => window[name as 'localStorage'] === this);
      if (refused) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    };
  }, which);
}

async function submitLogin(page: Page): Promise<void> {
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** Counts the main frame's loads of /login from now on. */
function countLoginLoads(page: Page): () => number {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && pathIs('/login')(new URL(frame.url()))) loads += 1;
  });
  return () => loads;
}

for (const which of [['localStorage'], ['localStorage', 'sessionStorage']] as const) {
  test(`login says the browser refuses to store it when ${which.join(' and ')} refuse writes`, async ({
    page,
  }) => {
    await refuseStorage(page, [...which]);
    await open(page, '/login');
    const loginLoads = countLoginLoads(page);
    await submitLogin(page);
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeEnabled();
    await expect(page).toHaveURL(pathIs('/login'));
    // Give a bounce the chance to happen: a later page load would count here.
    await page.waitForLoadState('networkidle');
    expect(loginLoads(), 'the login page was not left and loaded again').toBe(0);
    // The message itself (the page's primary colour is outside this check).
    const axe = await new AxeBuilder({ page })
      .include('[role="alert"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
  });
}

test('coming from a protected page, the refusal is shown on /login and nothing loops', async ({ page }) => {
  await refuseStorage(page, ['localStorage']);
  await page.goto('/basic/portal/MyPost');
  await expect(page).toHaveURL(pathIs('/login'));
  await hydrated(page);
  const loginLoads = countLoginLoads(page);
  await submitLogin(page);
  await expect(page.getByRole('alert')).toHaveText(REFUSED);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(pathIs('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/basic/portal/MyPost');
  expect(loginLoads()).toBe(0);
});

test('a browser that stores again logs in normally afterwards', async ({ page }) => {
  await open(page, '/login');
  await submitLogin(page);
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  await expect(page.getByText(REFUSED)).toHaveCount(0);
});
