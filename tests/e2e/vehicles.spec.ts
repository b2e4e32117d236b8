import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, DEMO, EDITOR, expect, hydrated, open, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { licencePng } from './licence-photo.ts';
import { cargoOfferInput } from '../unit/helpers/offer-input.ts';

/**
 * Verified vehicles in Chromium, on a publishing server of its own: a carrier with a 车源 on the market
 * adds the truck on 我的车辆 with its 行驶证 and 道路运输证 photos, an editor approves it on 证件审核
 * with the photos beside the typed fields, and the truck's static page, rendered again, shows
 * 车辆已认证 to a visitor, explained on keyboard focus; once 实名认证 is approved too, the carrier's
 * 货源 row on 物流信息, its row among the home's latest and their reply on a post's page show it,
 * explained on focus; deleting the vehicle (asked first) takes the mark away, from the truck's static
 * page too; 实名认证 says what is kept; axe finds nothing.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test('a carrier adds a vehicle, an editor approves it, a visitor sees 车辆已认证 on the truck', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, { origin: server.url, ...DEMO });
  const published = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      kind: 'vehicle',
      originCode: '320508',
      destinationCodes: ['510100'],
      plate: '沪A12345',
      vehicleLengthMeters: 9.6,
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
    },
  });
  const truck = ((await published.json()) as { data: { id: number } }).data.id;
  const truckPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${truck}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, truckPage);
  await expect(visitorPage.getByRole('main')).toContainText('沪A·***45');
  await expect(visitorPage.getByText('车辆已认证')).toHaveCount(0);

  await openWithToken(page, token, `${server.url}/basic/portal/myVehicles`);
  await hydrated(page);
  await expect(page.getByText('还没有添加车辆')).toBeVisible();
  await noViolations(page);
  await page.getByLabel('车牌号').fill('沪a12345');
  await page.getByLabel('号牌颜色').selectOption({ label: '黄牌' });
  await page.getByLabel('车型').selectOption({ label: '厢式货车' });
  await page.getByLabel('车长（米）').fill('9.6');
  await page.getByLabel('核定载质量（吨）').fill('18');
  // Above 4.5 t the permit is asked for before anything is sent.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('核定载质量超过 4.5 吨的车辆须填写道路运输证号')).toBeVisible();
  await page.getByLabel('道路运输证号').fill('310115001234');
  for (const photo of ['行驶证照片', '道路运输证照片']) {
    await page
      .getByLabel(photo, { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await licencePng() });
    await expect(page.getByRole('status').filter({ hasText: `${photo}已上传` })).toBeVisible();
  }
  await page.getByLabel('车牌号').press('Enter');
  const row = page.getByRole('row', { name: /沪A12345/ });
  await expect(row).toContainText('审核中');
  await noViolations(page);

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(editorPage, editorToken, `${server.url}/basic/editor/documents`);
  await hydrated(editorPage);
  const card = editorPage.getByRole('article', { name: '车辆 沪A12345' });
  await expect(card).toContainText('310115001234');
  await expect(card.getByRole('img', { name: '车辆 沪A12345的行驶证照片' })).toBeVisible();
  await expect(card.getByRole('img', { name: '车辆 沪A12345的道路运输证照片' })).toBeVisible();
  await noViolations(editorPage);
  await card.getByRole('button', { name: '通过' }).focus();
  await editorPage.keyboard.press('Enter');
  const dialog = editorPage.getByRole('dialog', { name: '通过「车辆 沪A12345」' });
  await noViolations(editorPage);
  await dialog.getByRole('button', { name: '确定通过' }).click();
  await expect(dialog).toBeHidden();
  await expect(editorPage.getByText('暂无审核中的证件')).toBeVisible();

  // The publisher renders the truck's page again: a visitor sees the mark without any script of ours.
  await expect(async () => {
    await visitorPage.reload();
    await expect(visitorPage.getByText('车辆已认证', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const mark = visitorPage.getByText('车辆已认证', { exact: true });
  const explanation = visitorPage.getByRole('tooltip');
  await expect(explanation).toBeHidden();
  await mark.focus();
  await expect(explanation).toBeVisible();
  await expect(explanation).toHaveText('该车牌的行驶证等证件已经平台审核，且在有效期内');
  await expect(mark).toHaveAccessibleDescription('该车牌的行驶证等证件已经平台审核，且在有效期内');
  await noViolations(visitorPage);

  // 实名认证 approved: every place that shows the carrier's offers and words draws it, explained on focus.
  const editorCall = async (method: 'GET' | 'POST', path: string) =>
    (
      await request.fetch(`${server.url}/logistics/api${path}`, {
        method,
        headers: { Authentication: editorToken },
      })
    ).json() as Promise<{ data: { list: { id: string }[] } }>;
  const asCarrier = async (path: string, data: object) =>
    (
      (await (
        await request.post(`${server.url}/logistics/api${path}`, {
          headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
          data,
        })
      ).json()) as { data: { id: number } }
    ).data.id;
  const cargoName = `认证钢卷${Date.now() % 100_000}`;
  await asCarrier('/logistics-info', cargoOfferInput(chinaDay(), { cargoName }));
  const circleId = (server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number }).id;
  const post = await asCarrier('/posts', { circleId, title: '认证标识的帖子', content: '正文' });
  await asCarrier(`/posts/${post}/replies`, { content: '有实名认证的回复' });
  await asCarrier('/user/identity', { realName: '王五', idNumber: '11010519491231002X' });
  for (const pending of (await editorCall('GET', '/desk/documents?state=pending')).data.list)
    await editorCall('POST', `/desk/documents/${pending.id}/approve`);
  const identityExplained = '身份证件已经平台审核，且在有效期内';
  const explainedOnFocus = async (where: Page, mark: ReturnType<Page['getByText']>, words: string) => {
    await mark.focus();
    await expect(where.getByRole('tooltip')).toHaveText(words);
    await expect(mark).toHaveAccessibleDescription(words);
    await noViolations(where);
  };
  // 货源 on 物流信息 (no publisher column: the marks follow the title) and the home's latest rows.
  for (const [path, row] of [
    ['/basic/portal/logisticsInformation', visitorPage.getByRole('row', { name: new RegExp(cargoName) })],
    ['/basic/portal', visitorPage.getByRole('listitem').filter({ hasText: cargoName })],
  ] as const) {
    await expect(async () => {
      await visitorPage.goto(`${server.url}${path}`);
      await expect(row.getByText('实名认证', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await hydrated(visitorPage);
    await explainedOnFocus(visitorPage, row.getByText('实名认证', { exact: true }), identityExplained);
  }
  // A reply's author, on the post's static page.
  await expect(async () => {
    await visitorPage.goto(`${server.url}/basic/portal/postPetails?id=${post}`);
    await expect(visitorPage.locator('#floor-1').getByText('实名认证', { exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await hydrated(visitorPage);
  await explainedOnFocus(
    visitorPage,
    visitorPage.locator('#floor-1').getByText('实名认证', { exact: true }),
    identityExplained,
  );

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('row', { name: /沪A12345/ })).toContainText('已认证');
  // 删除 asks first, from the keyboard; the mark goes with the vehicle.
  await page.getByRole('button', { name: '删除车辆 沪A12345' }).focus();
  await page.keyboard.press('Enter');
  const deleting = page.getByRole('dialog', { name: '删除车辆 沪A12345' });
  await noViolations(page);
  await deleting.getByRole('button', { name: '确定删除' }).click();
  await expect(page.getByText('还没有添加车辆')).toBeVisible();
  const marks = await request.get(`${server.url}/logistics/api/logistics-info/${truck}`);
  expect(((await marks.json()) as { data: { marks: string[] } }).data.marks).toEqual(['identity']);
  // The truck's page is rendered again without 车辆已认证.
  await expect(async () => {
    await visitorPage.goto(truckPage);
    await expect(visitorPage.getByText('实名认证', { exact: true }).first()).toBeVisible({ timeout: 1000 });
    await expect(visitorPage.getByText('车辆已认证', { exact: true })).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  await page.goto(`${server.url}/basic/portal/identityVerification`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '我们保存什么、为什么' })).toBeVisible();
  await noViolations(page);
});
