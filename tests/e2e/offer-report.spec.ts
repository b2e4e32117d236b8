import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { journeyParties, publishCargo } from './waybill-journey.ts';

/**
 * 举报 of an offer from its page: a signed-in user who did not publish a 货源 reports it as 诈骗或虚假信息
 * through the post page's report dialog (axe finds nothing with it open), an editor finds it in
 * 举报处理 and hides it, and the offer is withdrawn. Its publisher sees no 举报 on their own offer. On
 * a server of its own: the offer leaves the shared lists.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a user reports a 货源 from its page, an editor hides it from 举报处理, and it is withdrawn', async ({
  browser,
  request,
}) => {
  test.slow();
  const { shipperToken, carrierToken } = await journeyParties(request, server);
  const offerId = await publishCargo(request, server, shipperToken, '虚构货物');
  const offerPage = `${server.url}/basic/portal/logisticsInformationDetails?id=${offerId}`;
  const note = `货主电话打不通，货物不存在 ${offerId}`;

  // Its publisher has no 举报 on their own offer.
  const publisher = await (await browser.newContext()).newPage();
  await openWithToken(publisher, shipperToken, offerPage);
  await expect(publisher.getByText(/已被查看 \d+ 次/)).toBeVisible();
  await expect(publisher.getByRole('button', { name: '举报货源' })).toHaveCount(0);

  // Another user reports it, the dialog checked by axe while open.
  const reporter = await (await browser.newContext()).newPage();
  await openWithToken(reporter, carrierToken, offerPage);
  await reporter.getByRole('button', { name: '举报货源' }).click();
  const dialog = reporter.getByRole('dialog', { name: '举报货源' });
  await expect(dialog).toContainText('虚假或违规的物流信息将被撤回');
  await expectAccessible(reporter);
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(dialog.getByText('请选择举报原因')).toBeVisible();
  await dialog.getByRole('radio', { name: '诈骗或虚假信息' }).check();
  await dialog.getByLabel('补充说明（选填）').fill(note);
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(dialog).toBeHidden();
  await expect(reporter.getByText('已举报')).toBeVisible();

  // The editor finds it in 举报处理 and hides it, asked first.
  const editor = await (await browser.newContext()).newPage();
  await openWithToken(
    editor,
    await apiLogin(request, { origin: server.url, ...EDITOR }),
    `${server.url}/basic/editor`,
  );
  await editor.getByRole('navigation', { name: '内容管理' }).getByRole('link', { name: '举报处理' }).click();
  await hydrated(editor);
  const card = editor.getByRole('listitem', { name: /^物流信息：.*虚构货物/ });
  await expect(card).toContainText(note);
  await expect(card).toContainText('1 人举报：诈骗或虚假信息 1');
  await card.getByRole('button', { name: '屏蔽物流信息' }).click();
  const confirm = editor.getByRole('dialog', { name: '屏蔽物流信息' });
  await expect(confirm).toContainText('撤回');
  await expectAccessible(editor);
  await confirm.getByRole('button', { name: '确定屏蔽' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);

  // The offer is withdrawn.
  const answer = await request.get(`${server.url}/logistics/api/logistics-info/${offerId}`);
  expect(((await answer.json()) as { data: { state: string } }).data.state).toBe('withdrawn');
});
