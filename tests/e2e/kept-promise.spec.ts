import type { Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { truckOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, EDITOR, expect, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import {
  apiPost,
  approvedVehicle,
  carrierDelivers,
  deskAccepts,
  deskUpholds,
  journeyParties,
  publishCargo,
  rateWithKeyboard,
  seedUser,
  shipperReceives,
} from './waybill-journey.ts';

/**
 * A kept promise, end to end, in three browsers (issue 33's proof): a shipper publishes a 货源, two
 * carriers quote on its page (one naming their approved truck), the shipper accepts that one and the
 * other carrier reads in their notices that another was chosen; the carrier marks it loaded, departed
 * and delivered with the 回单 photo, the shipper confirms, both rate, the ratings show once both have
 * rated, and the credit on the carrier's 车源 changes. Then a second waybill ends in a complaint the
 * shipper makes, an editor (in the other carrier's browser) accepts and upholds, and both parties read
 * the result. axe finds nothing at each main step.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The carrier's quote from the offer's page, naming `vehicle` (the option's text) when given. */
async function quoteOnPage(page: Page, price: string, vehicle?: string): Promise<void> {
  const form = page.getByRole('form', { name: '我要报价' });
  await form.getByLabel('报价（元）').fill(price);
  await form.getByLabel('可装货日期').fill(addDays(chinaDay(), 1));
  if (vehicle) await form.getByLabel('报价车辆').selectOption(vehicle);
  await form.getByRole('button', { name: '提交报价' }).click();
  await expect(page.getByText(`您已报价：${price} 元`)).toBeVisible();
}

test('quotes, a waybill kept to 已签收, ratings and credit; then a complaint upheld', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { shipperToken, carrierToken, nickname } = await journeyParties(request, server);
  const rival = await seedUser(request, server, 1);
  await approvedVehicle(request, server.url, carrierToken, '沪A12345');
  const truck = await apiPost<{ id: number }>(
    request,
    server.url,
    '/logistics-info',
    carrierToken,
    truckOfferInput(chinaDay()),
  );
  const truckPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${truck.id}`;
  const offerId = await publishCargo(request, server, shipperToken, '日用百货');
  const offerPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${offerId}`;

  const shipper = await (await browser.newContext()).newPage();
  const carrier = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();

  // The carrier's 车源 before: a new user.
  await openWithToken(carrier, carrierToken, truckPage);
  await expect(carrier.getByTestId('credit')).toHaveText('新用户');

  // Two carriers quote, one naming their truck.
  await openWithToken(carrier, carrierToken, offerPage);
  await quoteOnPage(carrier, '3600', '沪A12345（厢式货车 9.6 米） · 已认证');
  await expectAccessible(carrier);
  await openWithToken(other, rival.token, offerPage);
  await quoteOnPage(other, '3300');

  // The shipper reads both and accepts the one with the truck.
  await openWithToken(shipper, shipperToken, offerPage);
  const mine = shipper.getByRole('row').filter({ hasText: nickname });
  await expect(mine).toContainText('沪A·***45（厢式货车 9.6 米）车辆已认证');
  await expect(shipper.getByRole('row').filter({ hasText: rival.nickname })).toContainText('未指定车辆');
  await expectAccessible(shipper);
  await mine.getByRole('button', { name: `接受 ${nickname} 的报价` }).click();
  await shipper.getByRole('dialog').getByRole('button', { name: '确定接受' }).click();
  await expect(shipper).toHaveURL(/\/basic\/portal\/waybill\?id=\d+/);
  const waybillPage = shipper.url();
  await expect(shipper.getByRole('main')).toContainText('沪A12345（厢式货车 9.6 米）');

  // The other carrier is told, politely, in their notices.
  await other.reload();
  await other.getByRole('button', { name: /^通知/ }).click();
  const panel = other.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('已与其他承运方成交');

  // The carrier takes the load to 已送达 with the 回单; the shipper confirms.
  await openWithToken(carrier, carrierToken, waybillPage);
  await carrierDelivers(carrier);
  await expectAccessible(carrier);
  await shipperReceives(shipper);

  // Both rate; each reads the other's only once both have rated.
  await shipper.reload();
  await rateWithKeyboard(shipper, 5);
  await shipper.getByLabel('评价内容（选填）').fill('准时装货，车况很好');
  await shipper.getByRole('button', { name: '提交评价' }).click();
  await expect(shipper.getByTestId('rating-blind')).toHaveText('已评价，对方评价后或 7 天后公开');
  await carrier.reload();
  const carrierRatings = carrier.getByRole('region', { name: '评价' });
  await expect(carrier.getByRole('form', { name: '评价货主' })).toBeVisible();
  await expect(carrierRatings).not.toContainText('准时装货，车况很好');
  await rateWithKeyboard(carrier, 4);
  await carrier.getByRole('button', { name: '提交评价' }).click();
  await expect(carrierRatings.getByRole('group', { name: '货主的评价' })).toContainText('准时装货，车况很好');
  await shipper.reload();
  await expect(shipper.getByRole('group', { name: '承运方的评价' })).toContainText('按时结算 4 星');
  await expectAccessible(shipper);

  // The carrier's 车源 shows the credit the waybill made.
  await carrier.goto(truckPage);
  await expect(carrier.getByTestId('credit')).toHaveText('信用 B · 1 单 · 5 分');

  // A second waybill ends in a complaint: the shipper complains of a no-show.
  const secondOffer = await publishCargo(request, server, shipperToken, '五金配件');
  const quote = await apiPost<{ id: number }>(
    request,
    server.url,
    `/logistics-info/${secondOffer}/quotes`,
    carrierToken,
    { price: 2500, loadingAt: addDays(chinaDay(), 1) },
  );
  const { waybillId } = await apiPost<{ waybillId: number }>(
    request,
    server.url,
    `/quotes/${quote.id}/accept`,
    shipperToken,
  );
  const secondPage = `${server.url}/basic/portal/waybill?id=${waybillId}`;
  await shipper.goto(secondPage);
  await shipper.getByRole('button', { name: '我要投诉' }).click();
  const form = shipper.getByRole('form', { name: '投诉' });
  await form.getByRole('radio', { name: '放空/未按约装货' }).check();
  await form.getByLabel('投诉内容').fill('约定日期未到场装货，临时另找车辆');
  await form.getByRole('button', { name: '提交投诉' }).click();
  await expect(shipper.getByRole('list', { name: '本运单的投诉' })).toContainText(
    '我的投诉：放空/未按约装货',
  );
  await expectAccessible(shipper);

  // An editor, in the other carrier's browser, accepts it and upholds it in writing.
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(other, editorToken, `${server.url}/basic/editor/complaints`);
  const card = other.getByRole('listitem').filter({ hasText: '放空/未按约装货' });
  await card.getByRole('button', { name: '查看投诉材料' }).click();
  await deskAccepts(other, card);
  await other.getByRole('tab', { name: '处理中' }).click();
  const accepted = other.getByRole('listitem').filter({ hasText: '放空/未按约装货' });
  await accepted.getByRole('button', { name: '查看投诉材料' }).click();
  await expect(accepted).toContainText('约定日期未到场装货，临时另找车辆');
  await expectAccessible(other);
  await deskUpholds(other, accepted, '经核实承运方未按约装货，投诉成立');

  // Both parties read the result on the waybill.
  await shipper.reload();
  await carrier.goto(secondPage);
  for (const page of [shipper, carrier]) {
    const list = page.getByRole('list', { name: '本运单的投诉' });
    await expect(list).toContainText('已处理：投诉成立');
    await expect(list).toContainText('处理结果：经核实承运方未按约装货，投诉成立');
  }
  await expectAccessible(carrier);
});
