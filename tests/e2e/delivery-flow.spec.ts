import { apiLogin, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { myShipments } from './delivery-helpers.ts';
import { expectAccessible } from './main-axe.ts';
import { fillParties, fillRest, formReady, REQUIRED_MESSAGES } from './delivery-form-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/** 我要发货 from an empty form to a published shipment, on a server of its own. */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const formUrl = () => `${server.url}/basic/portal/deliveryPage`;

test('empty form, a draft across a reload, review, edit, confirm and complete', async ({ page, request }) => {
  test.slow(); // a dozen page loads in one story
  const token = await apiLogin(request, { origin: server.url });
  const before = (await myShipments(request, server.url, token)).total;
  await openWithToken(page, token, formUrl());
  await formReady(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('form [id^="delivery-"][id$="-message"]')).toHaveText(REQUIRED_MESSAGES);
  await expect(page.getByLabel('货物类型')).toHaveAccessibleDescription('请选择货物类型');
  await expect(page.getByLabel('出发地省份')).toHaveAccessibleDescription('请选择出发地');
  await expect(page.getByLabel('发货人', { exact: true })).toBeFocused();
  await expect(page.getByLabel('发货人', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect((await myShipments(request, server.url, token)).total).toBe(before);

  await page.getByLabel('发货人电话').fill('12345');
  await page.getByLabel('重量（吨）').fill('0');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入正确的发货人电话', { exact: true })).toBeVisible();
  await expect(page.getByText('重量（吨）最小值为0.001', { exact: true })).toBeVisible();

  await fillParties(page);
  await page.reload();
  await hydrated(page);
  await formReady(page);
  await expect(page.getByLabel('发货人', { exact: true })).toHaveValue('张建国');
  await expect(page.getByLabel('收货人电话')).toHaveValue('021-65432100');

  await fillRest(page);
  await page.reload();
  await hydrated(page);
  await formReady(page);
  await expect(page.getByLabel('目的地区县')).toHaveValue('310115');
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/details')(url) && /^\?id=\d+$/.test(url.search),
  );
  await hydrated(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
  await expect(page.getByText('江苏省 苏州市 姑苏区')).toBeVisible();
  await expect(page.getByText('到付')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal:delivery-draft'))),
  ).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: '修改', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/deliveryPage')(url) && url.search === `?id=${id}`,
  );
  await hydrated(page);
  await formReady(page);
  await expect(page.getByLabel('货物名称')).toHaveValue('冷冻水产');
  await expect(page.getByLabel('出发地区县')).toHaveValue('320508');
  await page.getByLabel('货物名称').fill('速冻饺子');
  await page.getByLabel('面议').check();
  await expect(page.getByLabel('运费（元）')).toHaveCount(0);
  await page.getByRole('button', { name: '保存修改' }).click();

  await expect(page).toHaveURL((url) => pathIs('/basic/portal/details')(url) && url.search === `?id=${id}`);
  await hydrated(page);
  await expect(page.getByText('速冻饺子')).toBeVisible();
  await expect(page.getByText('面议')).toBeVisible();
  await page.getByRole('button', { name: '确认并发布为货源' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/complete')(url));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '已发布为货源' })).toBeVisible();

  const list = await myShipments(request, server.url, token);
  expect(list.total).toBe(before + 1);
  expect(list.list[0]).toMatchObject({ id, status: 'confirmed', cargoName: '速冻饺子' });
  expect(list.list[0]!.offerId).not.toBeNull();

  await page.getByRole('link', { name: '查看发货单' }).click();
  await hydrated(page);
  await page.goto(`${server.url}/basic/portal/myDeliveries`);
  await hydrated(page);
  const first = page.getByRole('table', { name: '我的发货单' }).getByRole('row').nth(1);
  await expect(first).toContainText(list.list[0]!.orderNo);
  await expect(first).toContainText('已确认');
  await expect(first).toContainText('已发布');
  await expect(first).toContainText('速冻饺子');
});

test('a lost answer to the submission, then a retry, makes one shipment', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const before = (await myShipments(request, server.url, token)).total;
  await openWithToken(page, token, formUrl());
  await formReady(page);
  await fillParties(page);
  await fillRest(page);

  let dropped = 0;
  await page.route('**/logistics/api/deliveries', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    await route.fetch(); // the server makes the shipment ...
    await route.abort('connectionreset'); // ... and its answer never arrives
  });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alert')).toHaveText('网络连接失败，请检查网络后重试');
  expect(dropped).toBe(1);
  expect((await myShipments(request, server.url, token)).total).toBe(before + 1);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/details')(url));
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const after = await myShipments(request, server.url, token);
  expect(after.total).toBe(before + 1);
  expect(after.list[0]?.id).toBe(id);
});
