import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The login page shows the demo account only when the server runs in demo mode (GET /site/info),
 * and its appearing moves nothing on the page (no layout shift).
 */

const HINT = '演示账号 demo / demo123456';

/** Records layout shifts from the start of the page on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

/** Axe (WCAG 2.1 A/AA) on the part of the page `selector` names. */
async function axeViolations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => v.id);
}

test('in demo mode the hint appears below the card without moving anything', async ({ page }) => {
  await watchLayoutShifts(page);
  // Hold the answer until the page has settled, so that the hint's own effect can be measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/logistics/api/site/info', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await hydrated(page);
  const card = page.getByRole('region', { name: '登录' });
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.waitForTimeout(300);
  const before = await card.boundingBox();
  const shiftBefore = await layoutShift(page);
  await expect(page.getByText('演示账号')).toHaveCount(0);

  const info = page.waitForResponse((r) => r.url().endsWith('/logistics/api/site/info'));
  release();
  expect(((await (await info).json()) as { data: unknown }).data).toEqual({ demo: true });
  const hint = page.getByText(HINT);
  await expect(hint).toBeVisible();
  await page.waitForTimeout(300);
  expect(await card.boundingBox()).toEqual(before);
  const hintBox = await hint.boundingBox();
  expect(hintBox && before && hintBox.y >= before.y + before.height).toBe(true);
  expect(await layoutShift(page)).toBe(shiftBefore);
  expect(await axeViolations(page, '[data-demo-hint]')).toEqual([]);
});

test.describe('outside demo mode', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ demo: false });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the login page shows no demo account and the outbox does not exist', async ({ page, request }) => {
    const info = page.waitForResponse((r) => r.url().endsWith('/logistics/api/site/info'));
    await page.goto(`${server.url}/login`);
    expect(((await (await info).json()) as { data: unknown }).data).toEqual({ demo: false });
    await hydrated(page);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.getByText('演示账号')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('demo123456');
    const outbox = await request.get(`${server.url}/logistics/api/dev/outbox?mobile=13800138000`);
    expect(outbox.status()).toBe(404);
  });
});

test('a failing site/info leaves the hint hidden and shows no error', async ({ page }) => {
  await page.route('**/logistics/api/site/info', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/login');
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(page.getByText('演示账号')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
