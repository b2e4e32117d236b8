import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, DEMO, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 发布车源 and 发布货源: a truck published by keyboard alone lands on its page with the plate masked;
 * a refused field keeps everything typed; a reload keeps the draft; 编辑 and 重新发布 from 我的发布;
 * axe finds nothing on either page.
 */

// The order of a date input's parts follows the browser's language: fixed so typing means the same everywhere.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--lang=en-US'] } });

const DETAILS = '/basic/portal/logisticsInformationDetails';

// The offers published here would change the shared server's lists and home, which other specs
// compare with the build: this file publishes on a server of its own.
let site: ExtraServer;
test.beforeAll(async () => {
  site = await startExtraServer();
});
test.afterAll(async () => {
  await site?.stop();
});
const loadingDay = addDays(chinaDay(), 2);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function tabTo(page: Page, id: string) {
  for (let presses = 0; presses < 80 && (await focusedId(page)) !== id; presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedId(page)).toBe(id);
}

async function next(page: Page, id: string) {
  for (let presses = 0; presses < 4 && (await focusedId(page)) !== id; presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedId(page)).toBe(id);
}

async function typeDate(page: Page, day: string) {
  const [year, month, date] = day.split('-');
  await page.keyboard.type(`${month}${date}${year}`);
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(day);
}

async function formReady(page: Page) {
  await expect(page.getByRole('button', { name: /发布|保存修改/ }).last()).toBeEnabled();
  await expect(page.getByText('地区数据载入中...')).toHaveCount(0);
}

async function fillCargo(page: Page, cargoName: string, weight: string) {
  for (const [legend, province, city, district] of [
    ['出发地', '江苏省', '苏州市', '姑苏区'],
    ['目的地', '上海市', '上海市', '浦东新区'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel(`${legend}省份`).selectOption({ label: province });
    await group.getByLabel(`${legend}城市`).selectOption({ label: city });
    await group.getByLabel(`${legend}区县`).selectOption({ label: district });
  }
  await page.getByLabel('装货日期').fill(loadingDay);
  await page.getByLabel('货物名称').fill(cargoName);
  await page.getByLabel('重量（吨）').fill(weight);
  await page.getByLabel('车型').selectOption('冷藏车');
  await page.getByLabel('运价（元）').fill('4200');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('联系电话').fill('021-65432100');
}

async function publishCargo(request: APIRequestContext, token: string, cargoName: string): Promise<number> {
  const response = await request.post(`${site.url}/logistics/api/logistics-info`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      kind: 'cargo',
      originCode: '310115',
      destinationCode: '510104',
      cargoName,
      weightTons: 12,
      volumeCubic: null,
      vehicleLengthMeters: null,
      vehicleType: '高栏车',
      loadingDate: loadingDay,
      price: 5000,
      priceNegotiable: false,
      contactName: '张先生',
      contactPhone: '13912345678',
      remarks: '',
    },
  });
  const body = (await response.json()) as { errorCode: number; data: { id: number } };
  expect(body.errorCode).toBe(0);
  return body.data.id;
}

test('a carrier publishes a truck by keyboard alone and reaches its page with the plate masked', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: site.url });
  await openWithToken(page, token, `${site.url}/basic/portal/publishTruck`);
  await formReady(page);
  await expectAccessible(page);

  await tabTo(page, 'offer-vehicle-plate');
  await page.keyboard.type('沪A 12345');
  await next(page, 'offer-vehicle-vehicleType');
  await page.keyboard.press('ArrowDown'); // 厢式货车
  await next(page, 'offer-vehicle-vehicleLengthMeters');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown'); // 9.6 米
  await next(page, 'offer-vehicle-capacityTons');
  await page.keyboard.type('18');
  await next(page, 'offer-vehicle-capacityCubic');
  for (const level of ['originProvince', 'originCity', 'originCode']) {
    await next(page, `offer-vehicle-${level}`);
    await page.keyboard.press('ArrowDown'); // 北京市 北京市 东城区
  }
  await next(page, 'offer-vehicle-destinationCodes');
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowDown'); // 天津市
  await page.keyboard.press('Tab'); // 全省
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '添加目的地' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: '已选目的地' })).toContainText('天津市');
  await next(page, 'offer-vehicle-availableFrom');
  await typeDate(page, chinaDay());
  await next(page, 'offer-vehicle-availableTo');
  await typeDate(page, addDays(chinaDay(), 5));
  await next(page, 'offer-vehicle-price');
  await next(page, 'offer-vehicle-priceNegotiable');
  await page.keyboard.press('Space'); // 面议
  await next(page, 'offer-vehicle-contactName');
  await page.keyboard.type('李师傅');
  await next(page, 'offer-vehicle-contactPhone');
  await page.keyboard.type('13698765432');
  await next(page, 'offer-vehicle-remarks');
  await page.keyboard.type('可回程');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '发布', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => pathIs(DETAILS)(url));
  const main = page.getByRole('main');
  await expect(main).toContainText('沪A·***45');
  await expect(main).not.toContainText('沪A12345');
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const own = await request.get(`${site.url}/logistics/api/user/offers/${id}`, {
    headers: { Authentication: token },
  });
  expect(((await own.json()) as { data: unknown }).data).toMatchObject({
    kind: 'vehicle',
    plate: '沪A12345',
    originCode: '110101',
    destinationCodes: ['120000'],
    vehicleLengthMeters: 9.6,
    price: null,
  });
});

test('a shipper publishes cargo; a refused field keeps everything typed, and a reload keeps the draft', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: site.url });
  await openWithToken(page, token, `${site.url}/basic/portal/publishCargo`);
  await formReady(page);
  await expectAccessible(page);

  await fillCargo(page, '冷冻水产', '-3');

  await page.reload();
  await formReady(page);
  await expect(page.getByLabel('货物名称')).toHaveValue('冷冻水产');
  await expect(page.getByLabel('目的地区县')).toHaveValue('310115');

  await page.getByRole('button', { name: '发布', exact: true }).click();
  const weight = page.getByLabel('重量（吨）');
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '重量（吨）最小值为0.001' })).toBeVisible();
  await expect(page.getByLabel('货物名称')).toHaveValue('冷冻水产');
  await expect(page.getByLabel('联系电话')).toHaveValue('021-65432100');
  await expect(page.getByLabel('出发地区县')).toHaveValue('320508');

  await weight.fill('8');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL((url) => pathIs(DETAILS)(url));
  await expect(page.getByRole('main')).toContainText('冷冻水产');

  // The draft went with the submission: the form opens empty again.
  await openWithToken(page, token, `${site.url}/basic/portal/publishCargo`);
  await formReady(page);
  await expect(page.getByLabel('货物名称')).toHaveValue('');
});

test('编辑 and 重新发布 from 我的发布 open the form filled', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: site.url });
  const name = `编辑测试${Date.now() % 100000}`;
  const id = await publishCargo(request, token, name);

  await openWithToken(page, token, `${site.url}/basic/portal/myOffers`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: /^编辑：/ }).click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/publishCargo')(url) && url.search === `?edit=${id}`,
  );
  await formReady(page);
  await expect(page.getByLabel('货物名称')).toHaveValue(name);
  await expect(page.getByLabel('运价（元）')).toHaveValue('5000');
  await page.getByLabel('货物名称').fill(`${name}改`);
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL((url) => pathIs(DETAILS)(url) && url.search === `?id=${id}`);
  await expect(page.getByRole('main')).toContainText(`${name}改`);

  const withdrawn = await request.post(`${site.url}/logistics/api/logistics-info/${id}/withdraw`, {
    headers: { Authentication: token },
  });
  expect(((await withdrawn.json()) as { errorCode: number }).errorCode).toBe(0);
  await openWithToken(page, token, `${site.url}/basic/portal/myOffers?state=withdrawn`);
  await page
    .getByRole('row')
    .filter({ hasText: `${name}改` })
    .getByRole('link', { name: /^重新发布：/ })
    .click();
  await formReady(page);
  await expect(page.getByLabel('货物名称')).toHaveValue(`${name}改`);
  await expect(page.getByLabel('装货日期')).toHaveValue(loadingDay);
  await page.getByRole('button', { name: '重新发布' }).click();
  await expect(page).toHaveURL((url) => pathIs(DETAILS)(url));
  const newId = Number(new URL(page.url()).searchParams.get('id'));
  expect(newId).not.toBe(id);
  const own = await request.get(`${site.url}/logistics/api/user/offers/${newId}`, {
    headers: { Authentication: token },
  });
  expect(((await own.json()) as { data: unknown }).data).toMatchObject({
    state: 'published',
    cargoName: `${name}改`,
  });
});

test('a draft outlives an expired login and is published once after logging in again', async ({
  page,
  request,
}) => {
  const ttlSeconds = 6;
  const server = await startExtraServer({ tokenTtlSeconds: ttlSeconds });
  try {
    const loggedInAt = Date.now();
    const token = await apiLogin(request, { origin: server.url });
    await openWithToken(page, token, `${server.url}/basic/portal/publishCargo`);
    await formReady(page);
    await fillCargo(page, '过期草稿货物', '6');
    const count = () =>
      (
        server.db
          .prepare("SELECT count(*) AS n FROM logistics_info WHERE cargo_name = '过期草稿货物'")
          .get() as { n: number }
      ).n;

    // No click: at expiry the notice stream ends with the token and the page opens the login by itself.
    await expect(page).toHaveURL((url) => url.origin === server.url && pathIs('/login')(url), {
      timeout: 20_000,
    });
    expect(Date.now() - loggedInAt, 'not before the token expired').toBeGreaterThanOrEqual(ttlSeconds * 1000);
    expect(count(), 'the expired token published nothing').toBe(0);
    await hydrated(page);
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();

    await expect(page).toHaveURL((url) => pathIs('/basic/portal/publishCargo')(url));
    await hydrated(page);
    await formReady(page);
    await expect(page.getByLabel('货物名称')).toHaveValue('过期草稿货物');
    await expect(page.getByLabel('出发地区县')).toHaveValue('320508');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page).toHaveURL((url) => pathIs(DETAILS)(url));
    expect(count()).toBe(1);
  } finally {
    await server.stop();
  }
});
