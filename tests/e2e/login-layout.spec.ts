import type { Page } from '@playwright/test';
import { test, expect, hydrated, DEMO } from './fixtures.ts';

/**
 * The login card stays where it is: nothing moves while the page loads and hydrates, and the form's
 * messages appear in space kept for them. Every layout shift the browser reports counts here, even
 * those right after a click that the CLS metric itself would forgive.
 */

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!node) return '(gone)';
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}`
              : node.nodeName;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, after two frames so that the last change has been laid out and reported. */
async function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts;
  });
}

const card = (page: Page) => page.locator('section[aria-labelledby="login-title"]');

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 860 }],
  ['mobile', { width: 375, height: 667 }],
] as const) {
  test.describe(`at a ${name} viewport`, () => {
    test.use({ viewport });

    test('nothing moves while the login page loads and hydrates', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/login');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await shifts(page)).toEqual([]);
    });

    test('the validation messages appear without moving the card or the fields', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/login');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const before = await card(page).boundingBox();
      const passwordBefore = await page.getByLabel('密码', { exact: true }).boundingBox();

      await page.getByRole('button', { name: /^登\s*录$/ }).click();
      await expect(page.getByText('请输入账号')).toBeVisible();
      await expect(page.getByText('请输入密码')).toBeVisible();
      expect(await shifts(page)).toEqual([]);
      expect(await card(page).boundingBox()).toEqual(before);
      expect(await page.getByLabel('密码', { exact: true }).boundingBox()).toEqual(passwordBefore);

      // Typing clears a message: nothing moves back either.
      await page.getByLabel('账号').fill(DEMO.account);
      await expect(page.getByText('请输入账号')).toHaveCount(0);
      expect(await shifts(page)).toEqual([]);
      expect(await card(page).boundingBox()).toEqual(before);
    });

    test('the server’s refusal appears in space kept for it', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/login');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const before = await card(page).boundingBox();
      const accountBefore = await page.getByLabel('账号').boundingBox();

      // An unknown account, so that the demo account's failure count stays untouched.
      await page.getByLabel('账号').fill(`layout-${name}`);
      await page.getByLabel('密码', { exact: true }).fill('Wrong#password1');
      await page.getByRole('button', { name: /^登\s*录$/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
      expect(await shifts(page)).toEqual([]);
      expect(await card(page).boundingBox()).toEqual(before);
      expect(await page.getByLabel('账号').boundingBox()).toEqual(accountBefore);
    });
  });
}
