import AxeBuilder from '@axe-core/playwright';
import type { Envelope, ViewStats } from '../../src/lib/shared/contract.ts';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The portal counts its page views itself (docs/api.md, Page views): a visitor's page loads reach
 * 访问统计 on the desk, as views per day and the most read pages. On a server of its own, so that no
 * other spec's views are counted beside them.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor reads a policy twice and the community once; 访问统计 shows them per day and most read first', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await browser.newPage();
  for (const path of [
    '/basic/portal/policyDetails?id=3',
    '/basic/community',
    '/basic/portal/policyDetails?id=3',
  ])
    await visitor.goto(`${server.url}${path}`);
  await visitor.close();
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const policyViews = async () => {
    const answer = await request.get(`${server.url}/logistics/api/desk/stats/views?kind=policies`, {
      headers: { Authentication: token },
    });
    const stats = ((await answer.json()) as Envelope<ViewStats>).data;
    return stats.mostRead.find((one) => one.path === '/basic/portal/policyDetails?id=3')?.views ?? 0;
  };
  // The beacons are sent as each page is left; the desk's read writes what the server holds.
  await expect.poll(policyViews).toBe(2);

  await openWithToken(page, token, `${server.url}/basic/editor/views`);
  await hydrated(page);
  const stats = page.getByRole('region', { name: '访问统计' });
  await expect(stats.getByRole('button', { name: '近 30 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stats.getByText(/共 \d+ 次浏览/)).toBeVisible();
  await expect(stats.getByRole('figure', { name: '每日浏览量' })).toBeVisible();
  const table = stats.getByRole('table', { name: '最常读的页面，按浏览量从多到少' });
  await expect(table.getByRole('row').filter({ hasText: '政策法规：' })).toContainText('2');
  await expect(table.getByRole('link', { name: '/basic/community' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // One kind: only policies are listed; another period is asked for from the keyboard.
  await stats.getByLabel('最常读的').selectOption({ label: '政策法规' });
  await expect(table.getByRole('link', { name: '/basic/community' })).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: '政策法规：' })).toHaveCount(1);
  await stats.getByRole('button', { name: '近 7 天' }).focus();
  await page.keyboard.press('Enter');
  await expect(stats.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stats.getByRole('table', { name: '每日浏览量' }).getByRole('row')).toHaveCount(8);
  await stats.screenshot({ path: test.info().outputPath('views.png') });
});
