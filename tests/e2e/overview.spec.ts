import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { journeyParties, receivedWaybill } from './waybill-journey.ts';

/**
 * 运营概览: an editor sees what waits, a complaint with the time left to its 受理, and the platform's
 * week as charts with their numbers in tables (a waybill 已签收 today among them); each queue's link is
 * reached from the keyboard; axe finds nothing. On a server of its own, so that the counts are this
 * spec's.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an editor opens 运营概览: a waiting complaint with its deadline, the week’s charts, every queue from the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tokens = await journeyParties(request, server);
  const waybillId = await receivedWaybill(request, server.url, tokens);
  const complained = await request.post(`${server.url}/logistics/api/waybills/${waybillId}/complaints`, {
    headers: { Authentication: tokens.shipperToken, 'Idempotency-Key': crypto.randomUUID() },
    data: { category: 'damage', content: '卸货时发现两箱破损' },
  });
  expect(((await complained.json()) as { errorCode: number }).errorCode).toBe(0);
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });

  await openWithToken(page, editorToken, `${server.url}/basic/editor/overview`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '运营概览' })).toBeVisible();
  const waiting = page.getByRole('region', { name: '待处理工作' });
  const complaints = waiting.getByRole('link', { name: /^投诉处理/ });
  await expect(complaints).toContainText('1 件投诉待处理');
  await expect(complaints).toContainText(/最早的须在 (24 小时|23 小时( \d+ 分钟)?)内受理/);
  await expect(complaints).toHaveAttribute('href', /\/basic\/editor\/complaints$/);

  const week = page.getByRole('region', { name: '平台近况' });
  for (const name of ['每日发布的物流信息', '每日已签收的运单', '每日新注册用户'])
    await expect(week.getByRole('figure', { name })).toBeVisible();
  const received = week.getByRole('table', { name: '每日已签收的运单' });
  await expect(received.getByRole('row')).toHaveCount(8);
  const today = received.getByRole('row', { name: new RegExp(`^${chinaDay().slice(5)}`) });
  expect(Number(await today.getByRole('cell').textContent())).toBeGreaterThanOrEqual(1);
  await expect(week.getByText(/^近 7 天共 \d+ 单，前 7 天 \d+ 单/)).toBeVisible();
  await expectAccessible(page);

  // Every queue's link, in order, from the keyboard.
  const links = waiting.getByRole('link');
  await links.first().focus();
  const reached = [await page.evaluate(() => document.activeElement?.getAttribute('href'))];
  for (let press = 1; press < (await links.count()); press += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href')));
  }
  expect(reached).toEqual(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))));
  expect(reached).toHaveLength(5);

  // The fortnight, asked from the keyboard.
  await week.getByRole('button', { name: '近 14 天' }).focus();
  await page.keyboard.press('Enter');
  await expect(week.getByRole('button', { name: '近 14 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(received.getByRole('row')).toHaveCount(15);
  await page.getByRole('main').screenshot({ path: test.info().outputPath('overview.png') });
});
