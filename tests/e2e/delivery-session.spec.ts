import { apiLogin, DEMO, expect, hydrated, openWithToken, pathIs, storedToken, test } from './fixtures.ts';
import { myShipments } from './delivery-helpers.ts';
import { fillParties, fillRest, formReady } from './delivery-form-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The draft outlives an expired login (E1 clears sessionStorage only) on a server whose tokens live
 * 6 seconds, even when the expiry is met by the submission itself; after logging in again (back on
 * the form, through the login page's ?redirect=) the same draft is sent and makes one shipment.
 */

const TTL_SECONDS = 6;
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ tokenTtlSeconds: TTL_SECONDS });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a draft survives an expired session and is sent once after logging in again', async ({
  page,
  request,
}) => {
  const loggedInAt = Date.now();
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/deliveryPage`);
  await formReady(page);
  await fillParties(page);
  await fillRest(page);
  const kept = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('portal:delivery-draft:')),
  );
  expect(kept).toHaveLength(1);

  // No click: at expiry the notice stream ends with the token and the page opens the login by itself.
  await expect(page).toHaveURL((url) => url.origin === server.url && pathIs('/login')(url), {
    timeout: 20_000,
  });
  expect(Date.now() - loggedInAt, 'not before the token expired').toBeGreaterThanOrEqual(TTL_SECONDS * 1000);
  const count = () => (server.db.prepare('SELECT count(*) AS n FROM deliveries').get() as { n: number }).n;
  expect(count(), 'the expired token made no shipment').toBe(0);
  await hydrated(page);
  expect(await storedToken(page)).toBe('');
  expect(await page.evaluate(() => sessionStorage.length)).toBeLessThanOrEqual(1);
  expect(
    await page.evaluate(() =>
      Object.entries(localStorage).filter(([key]) => key.startsWith('portal:delivery-draft:')),
    ),
  ).toEqual(kept);

  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  // Back on the page the session ended on (the login page's ?redirect=), the draft still there.
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/deliveryPage')(url));
  const fresh = await storedToken(page);
  const before = (await myShipments(request, server.url, fresh!)).total;

  await hydrated(page);
  await formReady(page);
  await expect(page.getByLabel('发货人', { exact: true })).toHaveValue('张建国');
  await expect(page.getByLabel('出发地区县')).toHaveValue('320508');
  await expect(page.getByLabel('备注')).toHaveValue('全程冷藏');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/details')(url));
  expect((await myShipments(request, server.url, fresh!)).total).toBe(before + 1);
  expect(count()).toBe(1);
});
