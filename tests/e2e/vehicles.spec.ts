import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, DEMO, EDITOR, expect, hydrated, open, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { licencePng } from './licence-photo.ts';

/**
 * Verified vehicles in Chromium, on a publishing server of its own: a carrier with a 车源 on the market
 * adds the truck on 我的车辆 with its 行驶证 and 道路运输证 photos, an editor approves it on 证件审核
 * with the photos beside the typed fields, and the truck's static page, rendered again, shows
 * 车辆已认证 to a visitor, explained on keyboard focus; deleting the vehicle (asked first) takes the
 * mark away; 实名认证 says what is kept; axe finds nothing.
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
  expect(((await marks.json()) as { data: { marks: string[] } }).data.marks).toEqual([]);
  await page.goto(`${server.url}/basic/portal/identityVerification`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '我们保存什么、为什么' })).toBeVisible();
  await noViolations(page);
});
