import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, EDITOR, expect, openWithToken, test } from './fixtures.ts';
import { licencePng } from './licence-photo.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { apiPost, deskAccepts, deskUpholds, publishCargo, journeyParties } from './waybill-journey.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * A waybill that ends in a complaint: the shipper complains from the waybill page with the keyboard
 * (货损货差, with a photo) and sees the time left to 受理; an editor accepts it in 投诉处理 (the photo
 * beside the words, asked first), the carrier adds a statement in 我的投诉, the editor upholds it with a written
 * result; both parties read the result on the waybill. axe finds nothing on the pages.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('the shipper complains of damage with a photo, the editor upholds it, both read the result', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = `${server.url}/logistics/api`;
  const { shipperToken, carrierToken } = await journeyParties(request, server);
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });
  const call = (path: string, token: string, data?: unknown) =>
    apiPost<{ id: number; waybillId: number }>(request, server.url, path, token, data);
  const offerId = await publishCargo(request, server, shipperToken, '玻璃');
  const quote = await call(`/logistics-info/${offerId}/quotes`, carrierToken, {
    price: 2800,
    loadingAt: addDays(chinaDay(), 1),
    note: '',
  });
  const { waybillId } = await call(`/quotes/${quote.id}/accept`, shipperToken);
  const waybillPage = `${server.url}/basic/portal/waybill?id=${waybillId}`;

  // The shipper's complaint, from the keyboard: the button, a category by the arrow keys, the words, a photo.
  const shipper = await (await browser.newContext()).newPage();
  await openWithToken(shipper, shipperToken, waybillPage);
  const opener = shipper.getByRole('button', { name: '我要投诉' });
  await opener.focus();
  await shipper.keyboard.press('Enter');
  const form = shipper.getByRole('form', { name: '投诉' });
  await form.getByRole('button', { name: '提交投诉' }).click();
  await expect(form.getByText('请选择投诉类型')).toBeVisible();
  await form.getByRole('radio', { name: '放空/未按约装货' }).focus();
  await shipper.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '货损货差' })).toBeChecked();
  await form.getByLabel('投诉内容').fill('卸货时发现三箱玻璃破碎');
  await form
    .getByLabel('照片（选填）', { exact: true })
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: await licencePng() });
  await expect(shipper.getByRole('status').filter({ hasText: '照片（选填）已上传' })).toBeVisible();
  await form.getByRole('button', { name: '提交投诉' }).focus();
  await shipper.keyboard.press('Enter');
  const complaints = shipper.getByRole('list', { name: '本运单的投诉' });
  await expect(complaints).toContainText('我的投诉：货损货差');
  await expect(complaints).toContainText(/待受理（还剩 \d+ 小时/);
  await expect(shipper.getByRole('button', { name: '我要投诉' })).toHaveCount(0);
  await expectAccessible(shipper);

  // The editor accepts it in 投诉处理, the photo beside the words; the carrier answers; the editor upholds it in writing.
  const editor = await (await browser.newContext()).newPage();
  await openWithToken(editor, editorToken, `${server.url}/basic/editor/complaints`);
  const card = editor.getByRole('listitem').filter({ hasText: '货损货差' });
  await expect(card).toContainText(/待受理（还剩 \d+ 小时/);
  await card.getByRole('button', { name: '查看投诉材料' }).click();
  await expect(card.getByRole('img', { name: /照片 1$/ })).toBeVisible();
  await expectAccessible(editor);
  await deskAccepts(editor, card);
  const mine = await request.get(`${api}/user/complaints?waybillId=${waybillId}`, {
    headers: { Authentication: shipperToken },
  });
  const complaintId = ((await mine.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
  expect(complaintId).toBeGreaterThan(0);

  // The carrier answers in 我的投诉 with words and a photo, from the keyboard.
  const carrier = await (await browser.newContext()).newPage();
  await openWithToken(carrier, carrierToken, `${server.url}/basic/portal/myComplaints`);
  const against = carrier.getByRole('listitem').filter({ hasText: '货损货差' });
  await expect(against).toContainText('投诉我');
  await expect(against).toContainText('处理中');
  await against.getByRole('button', { name: '查看投诉材料' }).click();
  const statement = against.getByRole('form', { name: '补充说明' });
  await statement.getByLabel('补充说明').fill('装车时包装完好，有照片为证');
  await statement
    .getByLabel('照片（选填）', { exact: true })
    .setInputFiles({ name: 'loading.png', mimeType: 'image/png', buffer: await licencePng() });
  await expect(carrier.getByRole('status').filter({ hasText: '照片（选填）已上传' })).toBeVisible();
  await statement.getByRole('button', { name: '提交说明' }).focus();
  await carrier.keyboard.press('Enter');
  await expect(against).toContainText('装车时包装完好，有照片为证');
  await expectAccessible(carrier);
  await editor.getByRole('tab', { name: '处理中' }).click();
  const accepted = editor.getByRole('listitem').filter({ hasText: '货损货差' });
  await accepted.getByRole('button', { name: '查看投诉材料' }).click();
  await expect(accepted).toContainText('装车时包装完好，有照片为证');
  await deskUpholds(editor, accepted, '经核实货损属实，由承运方按货值赔偿');

  // Both read the result on the waybill.
  await openWithToken(carrier, carrierToken, waybillPage);
  await shipper.reload();
  for (const page of [shipper, carrier]) {
    const list = page.getByRole('list', { name: '本运单的投诉' });
    await expect(list).toContainText('已处理：投诉成立');
    await expect(list).toContainText('处理结果：经核实货损属实，由承运方按货值赔偿');
  }
  await expect(carrier.getByRole('list', { name: '本运单的投诉' })).toContainText('的投诉：货损货差');
  await expectAccessible(carrier);
});
