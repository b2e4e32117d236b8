import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { apiLogin, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { createShipment, shipment, shipmentStatus } from './delivery-helpers.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * A shipment after it was sent: its review page (确认, 取消 through a dialog), the 发货结果 page
 * that tells truthfully where a confirmed shipment is, and another account that cannot see it.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const details = (id: number) => `${server.url}/basic/portal/details?id=${id}`;
const complete = (id: number) => `${server.url}/basic/portal/complete?id=${id}`;

test('review, confirm and the success page, which a reload does not fake', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const input = shipment();
  const created = await createShipment(request, server.url, token, input);

  await openWithToken(page, token, complete(created.id));
  await expect(page.getByText('当前状态为「草稿」，尚未确认，承运方看不到它')).toBeVisible();
  await expect(page.getByRole('heading', { name: '已发布为货源' })).toHaveCount(0);

  await page.goto(details(created.id));
  await hydrated(page);
  await expect(page.getByText(created.orderNo)).toBeVisible();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
  await expect(page.getByText('江苏省 苏州市 姑苏区')).toBeVisible();
  await expect(page.getByText('上海市 浦东新区')).toBeVisible();
  await expect(page.getByText('3,200.00 元')).toBeVisible();
  // Calendar days look as on every list: 2026/11/26, never the stored 2026-11-26.
  await expect(page.getByText(input.loadingDate.replaceAll('-', '/'), { exact: true })).toBeVisible();
  await expect(page.getByText(input.expectedArrivalDate.replaceAll('-', '/'), { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectAccessible(page);

  // Confirming alone (同时发布为货源 unticked) says it stays private, and the result page says so too.
  const publishToo = page.getByRole('checkbox', { name: '同时发布为货源（承运方可在「物流信息」中找到）' });
  await expect(publishToo).toBeChecked();
  await publishToo.uncheck();
  await expect(page.getByText('只有你自己可见，承运方看不到')).toBeVisible();
  await page.getByRole('button', { name: '仅确认发货单' }).click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/complete')(url) && url.search === `?id=${created.id}`,
  );
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '发货单已确认，尚未公开' })).toBeVisible();
  await expect(page.getByText('承运方看不到。点击「发布为货源」')).toBeVisible();
  await expect(page.getByRole('button', { name: '发布为货源' })).toBeVisible();
  await expect(page.getByText(created.orderNo)).toBeVisible();
  await expect(page.getByRole('link', { name: '查看发货单' })).toHaveAttribute(
    'href',
    `/basic/portal/details?id=${created.id}`,
  );
  await expect(page.getByRole('link', { name: '继续发货' })).toHaveAttribute(
    'href',
    '/basic/portal/deliveryPage',
  );
  await expect(
    page.getByRole('navigation', { name: '下一步' }).getByRole('link', { name: '我的发货单' }),
  ).toHaveAttribute('href', '/basic/portal/myDeliveries');
  await expectAccessible(page);
  expect(await shipmentStatus(request, server.url, token, created.id)).toBe('confirmed');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '发货单已确认，尚未公开' })).toBeVisible();

  await page.goto(details(created.id));
  await hydrated(page);
  await expect(page.getByText('已确认', { exact: true })).toBeVisible();
  await expect(page.getByText('尚未发布为货源：这张发货单只有你自己可见')).toBeVisible();
  await expect(page.getByRole('button', { name: /确认/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: '修改', exact: true })).toHaveCount(0);
});

test('cancel asks in a dialog first; 再想想 keeps the shipment', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const input = shipment();
  const created = await createShipment(request, server.url, token, input);
  await openWithToken(page, token, details(created.id));

  await page.getByRole('button', { name: '取消' }).click();
  const dialog = page.getByRole('dialog', { name: '取消发货单' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(created.orderNo);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '再想想' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await shipmentStatus(request, server.url, token, created.id)).toBe('draft');

  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消' })).toHaveCount(0);
  expect(await shipmentStatus(request, server.url, token, created.id)).toBe('cancelled');

  await page.goto(complete(created.id));
  await hydrated(page);
  await expect(page.getByText('当前状态为「已取消」，尚未确认，承运方看不到它')).toBeVisible();
});

test('another account cannot open the shipment', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const input = shipment();
  const created = await createShipment(request, server.url, token, input);
  const { account } = server.db.prepare('SELECT account FROM users WHERE id = 2').get() as {
    account: string;
  };
  const otherToken = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });

  const answer = page.waitForResponse((response) => response.url().includes(`/api/deliveries/${created.id}`));
  await openWithToken(page, otherToken, details(created.id));
  expect(await (await answer).json()).toMatchObject({ success: false, errorCode: 10404, data: null });
  await expect(page.getByRole('alert')).toHaveText('发货单不存在');
  await expect(page.getByText(created.orderNo)).toHaveCount(0);
  await expect(page.getByText('张建国')).toHaveCount(0);

  await page.goto(complete(created.id));
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText('发货单不存在');
  expect(await shipmentStatus(request, server.url, token, created.id)).toBe('draft');
});

test("我的发货单, from the sidebar, lists the user's own shipments, newest first, paged", async ({
  page,
  request,
}) => {
  const { account } = server.db.prepare('SELECT account FROM users WHERE id = 3').get() as {
    account: string;
  };
  const token = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  const orders: string[] = [];
  for (let i = 0; i < 12; i += 1) orders.push((await createShipment(request, server.url, token)).orderNo);
  const demoToken = await apiLogin(request, { origin: server.url });
  const demoOrder = (await createShipment(request, server.url, demoToken)).orderNo;

  // An old link to the shipments (the details page without an id) leads on to the list's own page.
  await openWithToken(page, token, `${server.url}/basic/portal/details`);
  await expect(page.getByRole('alert')).toContainText('缺少发货单编号');
  await page.getByRole('link', { name: '查看我的发货单' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/myDeliveries')(url));
  await page.goto(`${server.url}/basic/portal/exitData`);
  const sidebarLink = page
    .getByRole('navigation', { name: '个人中心' })
    .getByRole('link', { name: '我的发货单' });
  await sidebarLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/myDeliveries')(url));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '我的发货单' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '我要发货' })).toBeVisible();
  const table = page.getByRole('table', { name: '我的发货单' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(orders[11]!);
  // Places in the list's short form (src/lib/shared/short-place.ts): the city.
  await expect(rows.first()).toContainText('苏州');
  await expect(rows.first()).toContainText('草稿');
  await expect(table).not.toContainText(demoOrder);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: '我的发货单分页' })
    .getByRole('button', { name: '第 2 页' })
    .click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/myDeliveries')(url) && url.search === '?page=2',
  );
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText(orders[0]!);

  await rows.first().getByRole('link', { name: orders[1]! }).click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/details')(url) && /^\?id=\d+$/.test(url.search),
  );
  await hydrated(page);
  await expect(page.getByText(orders[1]!)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('我的发货单');
});
