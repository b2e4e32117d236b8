import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, hydrated, openWithToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * 登录记录 on /basic/portal/exitData: the records the server keeps for the demo account, in China
 * time with the browser and system in words, paged with the page in the URL. A server of its own,
 * so the records are those this file made (and the seed's).
 */

let server: ExtraServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Twelve logins from Chrome on Windows, the last six followed by a logout: more than one page. */
async function makeRecords(page: Page): Promise<string> {
  for (let index = 0; index < 12; index += 1) {
    const response = await page.request.post(`${server.url}/logistics/api/auth/login`, {
      data: { account: 'demo', password: 'demo123456' },
      headers: { 'User-Agent': WINDOWS_CHROME },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { token: string } };
    if (index >= 6) {
      const loggedOut = await page.request.post(`${server.url}/logistics/api/auth/logout`, {
        headers: { Authentication: body.data.token, 'User-Agent': WINDOWS_CHROME },
      });
      expect(loggedOut.ok()).toBe(true);
    }
  }
  return apiLogin(page.request, { origin: server.url });
}

const table = (page: Page) => page.getByRole('table', { name: '登录记录' });
const pages = (page: Page) => page.getByRole('navigation', { name: '登录记录分页' });

test('the records are paged, worded, in China time, and the page survives a reload', async ({ page }) => {
  const token = await makeRecords(page);
  await openWithToken(page, token, `${server.url}/basic/portal/exitData`);
  await hydrated(page);

  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(table(page).getByRole('columnheader')).toHaveText(['时间', '操作', 'IP 地址', '浏览器与系统']);
  // Chrome on Windows in words, both actions, the socket address, a China-time minute.
  const logout = rows.filter({ hasText: '退出' }).first();
  await expect(logout.getByRole('cell')).toHaveText([
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    '退出',
    '127.0.0.1',
    'Chrome 156 · Windows',
  ]);
  await expect(rows.filter({ hasText: '登录' }).first()).toBeVisible();
  const firstTime = await logout.getByRole('cell').first().textContent();
  const shown = await page.evaluate(() =>
    new Intl.DateTimeFormat('zh-CN', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  expect(firstTime?.slice(0, 10), 'China day').toBe(shown.slice(0, 10));

  const firstPage = await rows.allTextContents();
  await pages(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/basic\/portal\/exitData\?page=2$/);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(pages(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await rows.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(firstPage.slice(0, secondPage.length));

  await page.reload();
  await hydrated(page);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(pages(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  expect(await rows.allTextContents()).toEqual(secondPage);
});

test('the records are not in the built page: they load for the signed-in user only', async ({ page }) => {
  const html = await (await page.request.get(`${server.url}/basic/portal/exitData`)).text();
  expect(html).not.toContain('Chrome 156');
  expect(html).not.toContain('127.0.0.1');
});

test('exitData with its records has no WCAG 2.1 A/AA violations', async ({ page }) => {
  const token = await apiLogin(page.request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/exitData`);
  await hydrated(page);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .exclude('nav[aria-label="面包屑"]')
    .analyze();
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});
