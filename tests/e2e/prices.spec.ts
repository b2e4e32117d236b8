import type { PriceReference } from '../../src/lib/shared/contract/prices.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { weekStart } from '../../src/lib/shared/rules/prices.ts';
import { cargoOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, expect, open, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { layoutShift, recordLayoutShifts } from './site-routes.ts';

/**
 * 运价参考 (docs/api.md, Freight price reference) on a lane given five 货源 through the API, 太原市小店区
 * → 兰州市城关区 with a 高栏车: the 物流信息 list filtered to the lane shows the weekly chart with its
 * numbers for screen readers and 样本不足 for the empty weeks, in a box that moves nothing; 发布货源
 * suggests the lane's range once origin, destination and vehicle type are chosen, 发布车源 that of
 * its first destination. axe finds nothing.
 */

let server: ExtraServer;
// 400, 450, 500, 550, 600 元/吨; 4000, 4500, 5000, 6600, 7200 元 the load: quartiles are the 2nd and 4th.
const OFFERS = [
  [4000, 10],
  [4500, 10],
  [5000, 10],
  [6600, 12],
  [7200, 12],
] as const;
const LANE = 'originCode=1401&destinationCode=6201';

test.beforeAll(async ({ request }) => {
  server = await startExtraServer();
  const token = await apiLogin(request, { origin: server.url });
  for (const [price, weightTons] of OFFERS) {
    const answer = await request.post(`${server.url}/logistics/api/logistics-info`, {
      headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
      data: cargoOfferInput(chinaDay(), {
        originCode: '140105',
        destinationCode: '620102',
        price,
        weightTons,
      }),
    });
    expect(((await answer.json()) as { errorCode: number }).errorCode).toBe(0);
  }
  const answer = await request.get(`${server.url}/logistics/api/prices?${LANE}`);
  const reference = ((await answer.json()) as { data: PriceReference }).data;
  // The lane holds these five only (the seed has none on it): the figures below are computed by hand.
  expect(reference.whole.perTon).toEqual({
    offers: 5,
    waybills: 0,
    figure: { median: 500, low: 450, high: 550 },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a lane’s list shows 运价参考 as a weekly chart with its numbers, moving nothing', async ({ page }) => {
  await recordLayoutShifts(page);
  // The figures are held back until the box is there: what they bring must fit in it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/logistics/api/prices?*', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, `${server.url}/basic/portal/logisticsInformation?${LANE}`);
  const section = page.getByRole('region', { name: '运价参考' });
  await expect(section).toContainText('运价参考载入中...');
  // The box itself comes with the list's island, as 订阅此线路 does, on a link that names a lane.
  await page.evaluate(() => {
    const counted = (globalThis as unknown as { __portalLayoutShift: { total: number; sources: string[] } })
      .__portalLayoutShift;
    counted.total = 0;
    counted.sources.length = 0;
  });
  release();
  await expect(section).toContainText('每吨中位数 500 元，25%–75% 区间 450–550 元（货源 5 条、运单 0 条）');
  const perTon = section.getByRole('table', { name: /^每吨运价/ });
  const rows = perTon.getByRole('row');
  await expect(rows).toHaveCount(14);
  await expect(rows.last()).toHaveText(`${weekStart(chinaDay()).slice(5)}500450–550货源 5 条、运单 0 条`);
  await expect(rows.nth(1)).toContainText('样本不足');
  // The chart: a band, one marker with its value written, a cross for each week without a figure.
  await expect(section.locator('svg polygon')).toHaveCount(1);
  await expect(section.locator('svg circle')).toHaveCount(1);
  await expect(section.locator('svg text').filter({ hasText: '×' })).toHaveCount(12);

  // All of it fits in the box: nothing is cut off by the room kept for it.
  expect(await section.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
  await section.screenshot({ path: test.info().outputPath('lane-prices.png') });
  await section.getByRole('button', { name: '整车' }).click();
  await expect(section.getByRole('button', { name: '整车' })).toHaveAttribute('aria-pressed', 'true');
  const perVehicle = section.getByRole('table', { name: /^整车运价/ });
  await expect(perVehicle.getByRole('row').last()).toContainText('4,500–6,600');
  await expectAccessible(page);
  const shift = await layoutShift(page);
  expect(shift.total, shift.sources.join('\n')).toBe(0);
});

test('a lane without a week of enough prices says so instead of drawing an empty chart', async ({ page }) => {
  // 新疆 → 西藏: no offer of the seed runs it.
  await open(page, `${server.url}/basic/portal/logisticsInformation?originCode=65&destinationCode=54`);
  const section = page.getByRole('region', { name: '运价参考' });
  await expect(section).toContainText('这条线路近 13 周没有一周的每吨运价够 5 条，暂不画图');
  await expect(section.locator('svg')).toHaveCount(0);
});

test('发布货源 suggests the lane’s range once origin, destination and vehicle type are chosen', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  await recordLayoutShifts(page);
  await openWithToken(page, token, `${server.url}/basic/portal/publishCargo`);
  await expect(page.getByText('地区数据载入中...')).toHaveCount(0);
  const hint = page.getByRole('status').filter({ hasText: '近 90 天' });
  for (const [legend, province, city, district] of [
    ['出发地', '山西省', '太原市', '小店区'],
    ['目的地', '甘肃省', '兰州市', '城关区'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel(`${legend}省份`).selectOption({ label: province });
    await group.getByLabel(`${legend}城市`).selectOption({ label: city });
    await group.getByLabel(`${legend}区县`).selectOption({ label: district });
  }
  // Not before the vehicle type is chosen.
  await expect(hint).toHaveCount(0);
  await page.getByLabel('车型').selectOption('高栏车');
  await expect(hint).toHaveText('近 90 天该线路运价参考：每吨 450–550 元 / 整车 4,500–6,600 元（5 条）');
  // A lane with no prices says nothing.
  await page.getByLabel('车型').selectOption('冷藏车');
  await expect(hint).toHaveCount(0);
  await expectAccessible(page);
  const shift = await layoutShift(page);
  expect(shift.total, shift.sources.join('\n')).toBe(0);
});

test('发布车源 suggests the range of the lane to its first destination', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/publishTruck`);
  await expect(page.getByText('地区数据载入中...')).toHaveCount(0);
  await page.getByLabel('车型').selectOption('高栏车');
  await page.getByLabel('车辆所在地省份').selectOption({ label: '山西省' });
  await page.getByLabel('车辆所在地城市').selectOption({ label: '太原市' });
  await page.getByLabel('车辆所在地区县').selectOption({ label: '小店区' });
  await page.getByLabel('目的地省份').selectOption({ label: '甘肃省' });
  await page.getByLabel('目的地城市').selectOption({ label: '兰州市' });
  await page.getByRole('button', { name: '添加目的地' }).click();
  await expect(page.getByRole('status').filter({ hasText: '近 90 天' })).toHaveText(
    '近 90 天该线路运价参考：每吨 450–550 元 / 整车 4,500–6,600 元（5 条）',
  );
});
