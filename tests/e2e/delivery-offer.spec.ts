import { test, expect, apiLogin, hydrated, openWithToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { createShipment, expectAccessible } from './delivery-helpers.ts';

/**
 * A shipper confirms a shipment and publishes it as a cargo offer (发布为货源) from the success page,
 * by keyboard; the offer's page shows the lane and the cargo, never an address or a name; a
 * confirmed shipment's page offers the same and leads to the same offer.
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

test('a shipper confirms a shipment and publishes it as a cargo offer', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const created = await createShipment(request, server.url, token);
  await openWithToken(page, token, `${server.url}/basic/portal/details?id=${created.id}`);
  await page.getByRole('button', { name: '确认发布' }).click();
  await expect(page).toHaveURL(`${server.url}/basic/portal/complete?id=${created.id}`);
  await hydrated(page);
  const publish = page.getByRole('button', { name: '发布为货源' });
  await publish.focus();
  await page.keyboard.press('Enter');
  const offerLink = page.getByRole('link', { name: '已发布为货源，查看货源' });
  await expect(offerLink).toBeVisible();
  await expectAccessible(page);
  const href = (await offerLink.getAttribute('href'))!;

  await offerLink.click();
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toContainText('苏州→上海 冷冻水产 12.5吨');
  await expect(main).toContainText('冷藏车');
  for (const secret of ['工业园区星湖街', '张江路', '张建国', '李明', '021-65432100', '全程冷藏'])
    await expect(main).not.toContainText(secret);

  // The shipment's own page offers it too, and leads to the same offer.
  await openWithToken(page, token, `${server.url}/basic/portal/details?id=${created.id}`);
  await page.getByRole('button', { name: '发布为货源' }).click();
  await expect(page.getByRole('link', { name: '已发布为货源，查看货源' })).toHaveAttribute('href', href);
});
