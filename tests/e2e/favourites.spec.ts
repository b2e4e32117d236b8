import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, LoginResult, OfferCreated, OutboxMessage } from '../../src/lib/shared/contract.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { cargoOfferInput, truckOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { sendSmsCode } from './sms-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 我的收藏, 屏蔽 and 注销账号 as their users meet them: a shipper keeps a carrier (常用车辆) and an
 * offer from the offer's page and finds both in 我的收藏; a user blocks another from an offer's page
 * and that user's offers leave their 物流信息 list; a user closes the account and can no longer sign
 * in. axe finds nothing on the new pages. A server of its own: accounts, offers and blocks change here.
 */

let server: ExtraServer;
/** How far the server's clock runs ahead: a second code to one mobile waits out the resend cooldown. */
let ahead = 0;
test.beforeAll(async () => {
  server = await startExtraServer({ now: () => Date.now() + ahead });
});
test.afterAll(async () => {
  await server?.stop();
});

const DETAILS = '/basic/portal/logisticsInformationDetails';

async function latestCode(request: APIRequestContext, mobile: string, purpose: string): Promise<string> {
  const answer = await request.get(`${server.url}/logistics/api/dev/outbox?mobile=${mobile}`);
  const message = ((await answer.json()) as Envelope<OutboxMessage[]>).data.find(
    (sent) => sent.purpose === purpose,
  );
  expect(message, `a ${purpose} code in the outbox`).toBeDefined();
  return message!.code;
}

/** A new account registered through the API; answers its token. */
async function register(request: APIRequestContext, account: string, mobile: string): Promise<string> {
  expect((await sendSmsCode(request, { mobile, purpose: 'register' }, { base: server.url })).success).toBe(
    true,
  );
  const code = await latestCode(request, mobile, 'register');
  const answer = await request.post(`${server.url}/logistics/api/auth/register`, {
    data: { mobile, code, account, password: 'Leave2026x', agreed: true },
  });
  const body = (await answer.json()) as Envelope<LoginResult>;
  expect(body.success, body.errorMsg).toBe(true);
  return body.data.token;
}

async function publish(request: APIRequestContext, token: string, offer: object): Promise<number> {
  const answer = await request.post(`${server.url}/logistics/api/logistics-info`, {
    data: offer,
    headers: { Authentication: token, 'Idempotency-Key': randomUUID() },
  });
  const body = (await answer.json()) as Envelope<OfferCreated>;
  expect(body.success, body.errorMsg).toBe(true);
  return body.data.id;
}

const unique = () => `${Date.now() % 10_000_000}`.padStart(7, '0');

test('a shipper keeps a carrier and an offer from its page and finds both in 我的收藏', async ({
  page,
  request,
}) => {
  const id = unique();
  const carrier = await register(request, `keepcar${id}`, `137${id}1`);
  const truck = await publish(
    request,
    carrier,
    truckOfferInput(chinaDay(Date.now()), { remarks: '常用车辆测试' }),
  );

  const shipper = await apiLogin(request, { origin: server.url });
  await openWithToken(page, shipper, `${server.url}${DETAILS}?id=${truck}`);
  const keep = page.getByRole('button', { name: '收藏', exact: true });
  await expect(keep).toBeVisible();
  await keep.click();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '设为常用车辆' }).click();
  await expect(page.getByRole('button', { name: '已设为常用车辆' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${server.url}/basic/portal/myFavorites`);
  await hydrated(page);
  const users = page.getByRole('region', { name: /常用车辆\/货主/ });
  await expect(users.getByText(`keepcar${id}`)).toBeVisible();
  await expect(users.locator(`a[href$="${DETAILS}?id=${truck}"]`)).toBeVisible();
  const offers = page.getByRole('region', { name: /收藏的信息/ });
  await expect(offers.locator(`a[href$="${DETAILS}?id=${truck}"]`)).toBeVisible();
  await expect(offers.getByRole('cell', { name: '发布中' })).toBeVisible();
  await expectAccessible(page);
});

test("a user blocks another from an offer's page, and that user's offers leave their list", async ({
  page,
  request,
}) => {
  const id = unique();
  const other = await register(request, `blocked${id}`, `136${id}2`);
  const cargo = await publish(
    request,
    other,
    cargoOfferInput(chinaDay(Date.now()), { cargoName: `屏蔽${id}` }),
  );
  const me = await register(request, `blocker${id}`, `135${id}3`);

  await openWithToken(page, me, `${server.url}/basic/portal/logisticsInformation?keyword=屏蔽${id}`);
  const link = page.locator(`main a[href$="${DETAILS}?id=${cargo}"]`);
  await expect(link.first()).toBeVisible();

  await page.goto(`${server.url}${DETAILS}?id=${cargo}`);
  await hydrated(page);
  await page.getByRole('button', { name: '屏蔽发布者' }).click();
  const dialog = page.getByRole('dialog', { name: '屏蔽发布者' });
  await dialog.getByRole('button', { name: '确定屏蔽' }).click();
  await expect(page.getByText('已屏蔽，可在')).toBeVisible();

  await page.goto(`${server.url}/basic/portal/logisticsInformation?keyword=屏蔽${id}`);
  await hydrated(page);
  await expect(page.getByText('没有找到符合条件的结果')).toBeVisible();
  await expect(link).toHaveCount(0);

  await page.goto(`${server.url}/basic/portal/myFavorites`);
  await hydrated(page);
  await expect(page.getByRole('cell', { name: `blocked${id}`, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a user closes the account with the password and a code, and can no longer sign in', async ({
  page,
  request,
}) => {
  const id = unique();
  const mobile = `134${id}4`;
  const token = await register(request, `leaving${id}`, mobile);
  await openWithToken(page, token, `${server.url}/basic/portal/exitData`);
  await expectAccessible(page);

  await page.getByRole('button', { name: '我要注销账号' }).click();
  const form = page.getByRole('form', { name: '注销账号' });
  await expect(form.getByLabel('绑定的手机号')).toBeVisible();
  await expectAccessible(page);
  ahead += 61_000;
  await form.getByLabel('绑定的手机号').fill(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText(/验证码已发送至/)).toBeVisible();
  await form.getByLabel('验证码').fill(await latestCode(request, mobile, 'delete'));
  await form.getByLabel('登录密码').fill('Leave2026x');
  await form.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: '确定注销账号？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定注销' }).click();
  await expect(page).toHaveURL((url) => pathIs('/login')(url));

  const login = await request.post(`${server.url}/logistics/api/auth/login`, {
    data: { account: `leaving${id}`, password: 'Leave2026x' },
  });
  expect(((await login.json()) as Envelope<unknown>).success).toBe(false);
  const stale = await request.get(`${server.url}/logistics/api/user/current`, {
    headers: { Authentication: token },
  });
  expect(((await stale.json()) as Envelope<unknown>).errorCode).toBe(10002);
});

test('常用优先 lists the offers of the users one keeps first on 物流信息', async ({ page, request }) => {
  const id = unique();
  const carrier = await register(request, `keptfirst${id}`, `133${id}5`);
  const kept = await publish(
    request,
    carrier,
    truckOfferInput(chinaDay(Date.now()), { remarks: '常用优先' }),
  );
  const newer = await publish(
    request,
    await register(request, `notkept${id}`, `132${id}6`),
    truckOfferInput(chinaDay(Date.now()), { remarks: '更新的车源' }),
  );
  const me = await register(request, `keeper${id}`, `131${id}7`);
  const current = await request.get(`${server.url}/logistics/api/user/current`, {
    headers: { Authentication: carrier },
  });
  const carrierId = ((await current.json()) as Envelope<{ id: number }>).data.id;
  const keep = await request.put(`${server.url}/logistics/api/user/favorites/users/${carrierId}`, {
    headers: { Authentication: me },
  });
  expect(keep.ok()).toBe(true);

  const firstRow = page.locator('main table tbody tr').first();
  await openWithToken(page, me, `${server.url}/basic/portal/logisticsInformation?tab=2`);
  await hydrated(page);
  await expect(firstRow.locator(`a[href$="${DETAILS}?id=${newer}"]`)).toBeVisible();
  await page.getByLabel('排序').selectOption({ label: '常用优先' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/sort=kept/);
  await expect(firstRow.locator(`a[href$="${DETAILS}?id=${kept}"]`)).toBeVisible();
  await expectAccessible(page);
});
