import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { expect, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import {
  approvedVehicle,
  carrierDelivers,
  journeyParties,
  publishCargo,
  shipperReceives,
} from './waybill-journey.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * A 货源 from quote to 已签收 in two browsers: a carrier quotes on the shipper's offer naming their
 * approved truck (a double click sends one quote), the shipper sees it masked with 车辆已认证, accepts it after a confirm and lands on the waybill, the carrier marks
 * it loaded, departed and delivered with the 回单 photo from 我的运单, the shipper sees the photo and
 * confirms 已签收; both read the same timeline. axe finds nothing on the new pages.
 */

// The offer and its waybill would change the shared server's lists: this file gets its own server.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a carrier quotes, the shipper accepts, the load goes from 待装货 to 已签收 with its 回单', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { shipperToken, carrierToken, nickname } = await journeyParties(request, server);
  const offerId = await publishCargo(request, server, shipperToken, '瓷砖');
  await approvedVehicle(request, server.url, carrierToken, '沪A12345');
  const offerPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${offerId}`;

  const shipper = await (await browser.newContext()).newPage();
  const carrier = await (await browser.newContext()).newPage();

  // The carrier's quote: the form says what is missing, then a double click sends it once.
  await openWithToken(carrier, carrierToken, offerPage);
  const form = carrier.getByRole('form', { name: '我要报价' });
  await form.getByRole('button', { name: '提交报价' }).click();
  await expect(form.getByText('请输入可装货日期')).toBeVisible();
  await form.getByLabel('报价（元）').fill('3500');
  await form.getByLabel('可装货日期').fill(addDays(chinaDay(), 1));
  await form.getByLabel('报价车辆').selectOption('沪A12345（厢式货车 9.6 米） · 已认证');
  await form.getByLabel('补充说明').fill('9.6米高栏，明早可到');
  await form.getByRole('button', { name: '提交报价' }).dblclick();
  await expect(carrier.getByText(/您已报价：3500 元/)).toBeVisible();
  const quotes = await request.get(`${server.url}/logistics/api/logistics-info/${offerId}/quotes`, {
    headers: { Authentication: shipperToken },
  });
  expect(((await quotes.json()) as { data: { list: unknown[] } }).data.list).toHaveLength(1);

  // The shipper finds it in 我的发布 and follows it to the offer's quotes, accepts it, asked first,
  // and lands on the waybill.
  await openWithToken(shipper, shipperToken, `${server.url}/basic/portal/myOffers`);
  await shipper.getByRole('link', { name: /1 个报价待处理$/ }).click();
  await expect(shipper).toHaveURL(new RegExp(`logisticsInformationDetails\\?id=${offerId}#offer-quotes$`));
  const row = shipper.getByRole('row').filter({ hasText: nickname });
  await expect(row).toContainText('3500 元');
  await expect(row).toContainText('沪A·***45（厢式货车 9.6 米）车辆已认证');
  await row.getByRole('button', { name: `接受 ${nickname} 的报价` }).click();
  await shipper.getByRole('dialog').getByRole('button', { name: '确定接受' }).click();
  await expect(shipper).toHaveURL(/\/basic\/portal\/waybill\?id=\d+/);
  await expect(shipper.getByRole('main')).toContainText('待装货');
  await expect(shipper.getByRole('main')).toContainText('沪A12345（厢式货车 9.6 米）');
  await expectAccessible(shipper);

  // The carrier finds it in 我的运单 and takes the steps, the last with the 回单 photo.
  await openWithToken(carrier, carrierToken, `${server.url}/basic/portal/myWaybills?role=carrier`);
  await expectAccessible(carrier);
  await carrier
    .getByRole('link', { name: /^YD\d{14}$/ })
    .first()
    .click();
  await carrierDelivers(carrier);
  await expectAccessible(carrier);

  // The shipper sees the photo and confirms, asked first.
  await shipperReceives(shipper);

  // Both read the same timeline, each step with who took it.
  await carrier.reload();
  for (const page of [shipper, carrier]) {
    const timeline = page.getByRole('region', { name: '运单进度' });
    for (const step of ['生成运单', '已装货', '已发车', '已送达', '已签收'])
      await expect(timeline).toContainText(step);
    await expect(timeline).toContainText(nickname);
  }
});
