import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { truckOfferInput } from '../unit/helpers/offer-input.ts';
import { expect, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { journeyParties, rateWithKeyboard, receivedWaybill } from './waybill-journey.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * Two-way ratings in two browsers: a waybill 已签收, the shipper rates the carrier from the keyboard
 * and sees the blind state, the carrier (who cannot read it yet) rates back, then both read both
 * ratings and the carrier's 车源 shows the credit they made. axe finds nothing on the form.
 */

// The waybill and its ratings change the carrier's credit: this file gets its own server.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('both rate after 已签收; blind until the second; the carrier’s offer shows the credit', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const parties = await journeyParties(request, server);
  const truck = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: parties.carrierToken, 'Idempotency-Key': crypto.randomUUID() },
    data: truckOfferInput(chinaDay()),
  });
  const truckId = ((await truck.json()) as { data: { id: number } }).data.id;
  const truckPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${truckId}`;
  const shipper = await (await browser.newContext()).newPage();
  const carrier = await (await browser.newContext()).newPage();
  await openWithToken(carrier, parties.carrierToken, truckPage);
  await expect(carrier.getByTestId('credit')).toHaveText('新用户');

  const waybillId = await receivedWaybill(request, server.url, parties);
  const waybillPage = `${server.url}/basic/portal/waybill?id=${waybillId}`;

  // The shipper rates: the form names what is missing, then the keyboard picks the stars.
  await openWithToken(shipper, parties.shipperToken, waybillPage);
  const form = shipper.getByRole('form', { name: '评价承运方' });
  await expect(form.getByRole('group', { name: '准时' })).toBeVisible();
  await expectAccessible(shipper);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(form.getByRole('status')).toHaveText('请为“准时”评分');
  await rateWithKeyboard(shipper, 5);
  await form.getByLabel('评价内容（选填）').fill('准时到达，货物完好');
  await form.getByRole('button', { name: '提交评价' }).dblclick();
  await expect(shipper.getByTestId('rating-blind')).toHaveText('已评价，对方评价后或 7 天后公开');
  await expect(form).toHaveCount(0);

  // The carrier cannot read it yet, and rates back.
  await openWithToken(carrier, parties.carrierToken, waybillPage);
  const ratings = carrier.getByRole('region', { name: '评价' });
  await expect(carrier.getByRole('form', { name: '评价货主' })).toBeVisible();
  await expect(ratings).not.toContainText('准时到达');
  await rateWithKeyboard(carrier, 4);
  await carrier.getByRole('button', { name: '提交评价' }).click();
  await expect(ratings.getByRole('group', { name: '货主的评价' })).toContainText('准时到达，货物完好');
  await expect(ratings.getByRole('group', { name: '承运方的评价' })).toContainText('信息真实 4 星');

  // Both read both, the blind state gone; the carrier's 车源 shows the credit.
  await shipper.reload();
  await expect(shipper.getByRole('group', { name: '承运方的评价' })).toContainText('按时结算 4 星');
  await expect(shipper.getByTestId('rating-blind')).toHaveCount(0);
  await carrier.goto(truckPage);
  await expect(carrier.getByTestId('credit')).toHaveText('信用 B · 1 单 · 5 分');
});
