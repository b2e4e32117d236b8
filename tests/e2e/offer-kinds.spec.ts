import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { test, expect, apiLogin, EDITOR, open, openWithToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * Each kind of offer in its own words: a truck's page says 车型, 车牌, 载重 / 容积 and 可装车日期 (no
 * 货物名称), a cargo offer's 货物名称, 重量 / 体积 and 装货日期 (no 车牌), 出发地 and 目的地 side by
 * side; the list's place columns in one short form; a withdrawn offer's page shows no contact and
 * says why. Axe finds nothing on these pages.
 */

// Offers published here would change the shared server's lists: this file has a server of its own.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const CARGO = {
  kind: 'cargo',
  originCode: '310115',
  destinationCode: '510104',
  cargoName: '冷轧钢卷',
  weightTons: 12.5,
  volumeCubic: 20,
  vehicleLengthMeters: 9.6,
  vehicleType: '高栏车',
  loadingDate: addDays(chinaDay(), 2),
  price: 6800,
  priceNegotiable: false,
  contactName: '张先生',
  contactPhone: '13912345678',
  remarks: '',
};

const TRUCK = {
  kind: 'vehicle',
  originCode: '320508',
  destinationCodes: ['440000', '510100'],
  plate: '沪A12345',
  vehicleLengthMeters: 13.75,
  vehicleType: '厢式货车',
  capacityTons: 18,
  capacityCubic: 55,
  availableFrom: chinaDay(),
  availableTo: addDays(chinaDay(), 3),
  price: null,
  priceNegotiable: true,
  contactName: '李师傅',
  contactPhone: '13698765432',
  remarks: '',
};

async function publish(request: APIRequestContext, token: string, body: object): Promise<number> {
  const response = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  const answer = (await response.json()) as { errorCode: number; errorMsg: string; data: { id: number } };
  expect(answer.errorCode, answer.errorMsg).toBe(0);
  return answer.data.id;
}

/** The details' labels, in the order the page shows them. */
const labelsOf = (page: Page) => page.getByRole('main').locator('dl dt').allTextContents();

/** The value beside a label of the details. */
const valueOf = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function expectLaneSideBySide(page: Page): Promise<void> {
  const origin = await page
    .getByRole('main')
    .locator('dt', { hasText: /^出发地$/ })
    .boundingBox();
  const destination = await page
    .getByRole('main')
    .locator('dt', { hasText: /^目的地$/ })
    .boundingBox();
  expect(origin && destination).toBeTruthy();
  expect(destination!.y).toBe(origin!.y);
  expect(destination!.x).toBeGreaterThan(origin!.x + origin!.width);
}

test('a truck and a cargo offer each show their own fields, 出发地 and 目的地 side by side', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const truck = await publish(request, token, TRUCK);
  const cargo = await publish(request, token, CARGO);

  await open(page, `${server.url}/basic/portal/logisticsInformationDetails?id=${truck}`);
  await expect(valueOf(page, '车牌')).toHaveText('沪A·***45');
  expect(await labelsOf(page)).toEqual([
    '出发地',
    '目的地',
    '车型',
    '车牌',
    '载重 / 容积',
    '运价',
    '可装车日期',
    '状态',
    '发布时间',
    '车主',
    '联系人',
  ]);
  await expect(valueOf(page, '载重 / 容积')).toHaveText('18 吨 / 55 方');
  await expect(valueOf(page, '可装车日期')).toContainText(' 至 ');
  await expect(page.getByRole('main')).not.toContainText(/货物名称|重量 \/ 体积|装货日期/);
  await expectLaneSideBySide(page);
  await expectAccessible(page);

  await open(page, `${server.url}/basic/portal/logisticsInformationDetails?id=${cargo}`);
  await expect(valueOf(page, '货物名称')).toHaveText('冷轧钢卷');
  expect(await labelsOf(page)).toEqual([
    '出发地',
    '目的地',
    '货物名称',
    '重量 / 体积',
    '需求车型',
    '运费',
    '装货日期',
    '状态',
    '发布时间',
    '发布单位',
    '联系人',
  ]);
  await expect(page.getByRole('main')).not.toContainText(/车牌|载重|可装车日期/);
  await expectLaneSideBySide(page);
  await expectAccessible(page);
});

test('list columns show places in one short form, seeded and published alike', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  await publish(request, token, CARGO);
  await open(
    page,
    `${server.url}/basic/portal/logisticsInformation?keyword=${encodeURIComponent('冷轧钢卷')}`,
  );
  const table = page.getByRole('main').getByRole('table');
  const row = table.getByRole('row').filter({ hasText: '冷轧钢卷' }).first();
  await expect(row.getByRole('cell').nth(1)).toHaveText('上海');
  await expect(row.getByRole('cell').nth(2)).toHaveText('成都');

  // A page of seeded rows and published ones: one word each, no 省 or 市, no district.
  await open(page, `${server.url}/basic/portal/logisticsInformation?page=1`);
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const places = await page
    .getByRole('main')
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.flatMap((tr) => [1, 2].map((i) => tr.children[i]?.textContent ?? '')));
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/^[^\s省市]+(?:、[^\s省市]+)*$/);
  await expectAccessible(page);
});

test('a withdrawn offer shows no contact and says why, to a signed-in reader and a visitor', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const id = await publish(request, token, { ...CARGO, cargoName: '撤回的钢卷' });
  const withdrawn = await request.post(`${server.url}/logistics/api/logistics-info/${id}/withdraw`, {
    headers: { Authentication: token },
  });
  expect(((await withdrawn.json()) as { errorCode: number }).errorCode).toBe(0);

  const reader = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(page, reader, `${server.url}/basic/portal/logisticsInformationDetails?id=${id}`);
  const contact = page.getByRole('region', { name: '联系方式' });
  await expect(contact).toContainText('该信息已撤回，不再提供联系方式');
  await expect(contact.getByRole('button', { name: '查看电话' })).toHaveCount(0);
  await expect(contact.getByTestId('contact-phone')).toHaveCount(0);
  await expect(valueOf(page, '状态')).toHaveText('已撤回');
  await expect(valueOf(page, '联系人')).toHaveText('-');
  await expect(page.getByRole('main')).not.toContainText('5678');
  await expectAccessible(page);

  await page.evaluate(() => localStorage.clear());
  await open(page, `${server.url}/basic/portal/logisticsInformationDetails?id=${id}`);
  await expect(contact).toContainText('该信息已撤回，不再提供联系方式');
  await expect(contact.getByRole('link', { name: '登录后查看' })).toHaveCount(0);
});
