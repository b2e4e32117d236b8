import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { test, expect, apiLogin, hydrated, openWithToken, pathIs } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { createShipment } from './delivery-helpers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 发布为货源 from the confirm step: ticked by default, the shipment is confirmed and published at once,
 * by keyboard; the result page says where it is now, a carrier finds it in 物流信息 (lane and cargo,
 * never an address or a name), and 我的发货单 says it is public. A confirmed shipment that is not
 * public offers 发布为货源 on its own page.
 */
// Offers published here would change the shared server's lists and home, which other specs compare
// with the build: this file gets a server of its own, and every relative URL goes to it.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const SECRETS = ['工业园区星湖街', '张江路', '张建国', '李明', '021-65432100', '全程冷藏'];

test('a shipment confirmed with 发布为货源 on is found by a carrier in 物流信息', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const created = await createShipment(request, server.url, token);
  await openWithToken(page, token, `${server.url}/basic/portal/details?id=${created.id}`);

  // The confirm step says what will happen before it happens; all from the keyboard.
  const publishToo = page.getByRole('checkbox', { name: '同时发布为货源（承运方可在「物流信息」中找到）' });
  await expect(publishToo).toBeChecked();
  await expect(publishToo).toHaveAccessibleDescription(
    /作为货源发布到「物流信息」.*详细地址和收发货人姓名不公开/,
  );
  await expectAccessible(page);
  await publishToo.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '确认并发布为货源' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/complete')(url) && url.search === `?id=${created.id}`,
  );
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '已发布为货源' })).toBeVisible();
  await expect(page.getByText('已作为货源发布在「物流信息」中，承运方现在可以找到它并联系你')).toBeVisible();
  await expectAccessible(page);
  const offerHref = (await page.getByRole('link', { name: '查看货源' }).getAttribute('href'))!;
  expect(offerHref).toMatch(/^\/basic\/portal\/logisticsInformationDetails\?id=\d+$/);

  // A carrier, signed in elsewhere, finds it among the 货源 of 物流信息.
  const { account } = server.db.prepare('SELECT account FROM users WHERE id = 3').get() as {
    account: string;
  };
  const carrierToken = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  const carrier = await browser.newPage();
  await openWithToken(carrier, carrierToken, `${server.url}/basic/portal/logisticsInformation`);
  const bar = carrier.getByRole('search');
  await bar.getByRole('searchbox', { name: '关键词' }).fill('冷冻水产');
  await bar.getByRole('searchbox', { name: '关键词' }).press('Enter');
  const row = carrier.getByRole('row').filter({ hasText: '冷冻水产' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(carrier).toHaveURL((url) => `${url.pathname}${url.search}` === offerHref);
  await hydrated(carrier);
  const main = carrier.getByRole('main');
  // The offer's title (the page's other sections have headings of their own: 报价, 匹配的车源).
  await expect(main.getByRole('heading', { level: 2, name: /苏州→上海 冷冻水产 12\.5吨/ })).toBeVisible();
  await expect(main).toContainText('冷藏车');
  for (const secret of SECRETS) await expect(main).not.toContainText(secret);
  await carrier.close();

  // 我的发货单 says it is public.
  await page.goto(`${server.url}/basic/portal/myDeliveries`);
  await hydrated(page);
  const mine = page
    .getByRole('table', { name: '我的发货单' })
    .getByRole('row')
    .filter({ hasText: created.orderNo });
  await expect(mine).toContainText('已确认');
  await expect(mine).toContainText('已发布');
});

test('a confirmed shipment that is not public says so, and 发布为货源 on its page makes it public', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const created = await createShipment(request, server.url, token);
  await request.post(`${server.url}/logistics/api/deliveries/${created.id}/confirm`, {
    headers: { Authentication: token },
  });
  await openWithToken(page, token, `${server.url}/basic/portal/details?id=${created.id}`);
  await expect(page.getByText('尚未发布为货源：这张发货单只有你自己可见，承运方看不到')).toBeVisible();
  const publish = page.getByRole('button', { name: '发布为货源' });
  await publish.focus();
  await page.keyboard.press('Enter');
  const offerLink = page.getByRole('link', { name: '查看货源' });
  await expect(offerLink).toBeFocused();
  await expect(page.getByText('已发布为货源：承运方可在「物流信息」中找到它并联系你')).toBeVisible();
  await expectAccessible(page);
  const href = (await offerLink.getAttribute('href'))!;

  // The result page reads the same truth from the server.
  await page.goto(`${server.url}/basic/portal/complete?id=${created.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '已发布为货源' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看货源' })).toHaveAttribute('href', href);
});

test('a publication refused after confirming leaves a confirmed shipment that says why and can be published again', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const created = await createShipment(request, server.url, token);
  // The server refuses the publication once (as over the publishing rate), then lets it through.
  await page.route(
    '**/logistics/api/deliveries/*/publish',
    (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({
          success: false,
          errorCode: 10004,
          errorMsg: '发布信息过于频繁，请稍后再试',
          data: null,
        }),
      }),
    { times: 1 },
  );
  await openWithToken(page, token, `${server.url}/basic/portal/details?id=${created.id}`);
  await page.getByRole('button', { name: '确认并发布为货源' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    '发货单已确认，但未能发布为货源：发布信息过于频繁，请稍后再试。承运方暂时看不到它，可稍后点击「发布为货源」重试。',
  );
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/details')(url));
  await expect(page.getByText('已确认', { exact: true })).toBeVisible();
  await expect(page.getByText('尚未发布为货源：这张发货单只有你自己可见，承运方看不到')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '发布为货源' }).click();
  await expect(page.getByRole('link', { name: '查看货源' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('已发布为货源：承运方可在「物流信息」中找到它并联系你')).toBeVisible();
});
