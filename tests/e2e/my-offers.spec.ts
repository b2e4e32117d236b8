import type { APIRequestContext } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { test, expect, apiLogin, hydrated, open, openWithToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 我的发布: the account's offers by state, reached from the account menu; 撤回 and 标记成交 on a
 * standing offer move it to its tab and out of the public list; a visitor sees the phone and the
 * plate masked; keyboard only; axe finds nothing.
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

async function publishTruck(request: APIRequestContext, token: string, destination: string): Promise<number> {
  const response = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      kind: 'vehicle',
      originCode: '320508',
      destinationCodes: [destination],
      plate: '沪A12345',
      vehicleLengthMeters: 9.6,
      vehicleType: '厢式货车',
      capacityTons: 18,
      capacityCubic: 55,
      availableFrom: chinaDay(),
      availableTo: addDays(chinaDay(), 3),
      price: null,
      priceNegotiable: true,
      contactName: '李师傅',
      contactPhone: '13698765432',
      remarks: '',
    },
  });
  const body = (await response.json()) as { errorCode: number; data: { id: number } };
  expect(body.errorCode).toBe(0);
  return body.data.id;
}

test('a visitor sees a truck with its phone and plate masked', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const id = await publishTruck(request, token, '510100');
  await open(page, `${server.url}/basic/portal/logisticsInformationDetails?id=${id}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('沪A·***45');
  await expect(main).not.toContainText('沪A12345');
  await expect(main.getByTestId('contact-phone')).toHaveText('136****5432');
  await expect(main).not.toContainText('13698765432');
  await expect(main.getByRole('link', { name: '登录后查看' })).toBeVisible();
});

test('我的发布 from the account menu: 撤回 and 标记成交 by keyboard, each in its tab, axe clean', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const first = await publishTruck(request, token, '440000');
  const second = await publishTruck(request, token, '330000');
  await openWithToken(page, token, `${server.url}/basic/portal`);
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  await page.getByRole('banner').getByRole('link', { name: '我的发布' }).click();
  await expect(page).toHaveURL(`${server.url}/basic/portal/myOffers`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: '发布中', selected: true })).toBeVisible();
  await expect(main.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  const title = async (id: number) => {
    const response = await request.get(`${server.url}/logistics/api/logistics-info/${id}`);
    return ((await response.json()) as { data: { title: string } }).data.title;
  };
  const firstTitle = await title(first);
  // The list is newest first: an offer of an earlier run with the same title comes after ours.
  const withdraw = main.getByRole('button', { name: `撤回：${firstTitle}` }).first();
  // 撤回 asks first: Escape leaves the offer standing and the focus on 撤回.
  await withdraw.focus();
  await page.keyboard.press('Enter');
  const asked = page.getByRole('dialog', { name: `撤回「${firstTitle}」` });
  await expect(asked).toContainText('撤回后，这条车源会从物流信息列表、搜索和订阅提醒中移除');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(withdraw).toBeFocused();
  const standing = await request.get(`${server.url}/logistics/api/logistics-info/${first}`);
  expect(((await standing.json()) as { data: { state: string } }).data.state).toBe('published');
  await page.keyboard.press('Enter');
  await expect(asked.getByRole('button', { name: '再想想' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(asked.getByRole('button', { name: '确定撤回' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(asked).toBeHidden();
  await expect(main.getByRole('status')).toHaveText(`“${firstTitle}”已撤回`);
  const secondTitle = await title(second);
  const done = main.getByRole('button', { name: `标记成交：${secondTitle}` }).first();
  await done.focus();
  await page.keyboard.press('Enter');
  const closing = page.getByRole('dialog', { name: `标记成交「${secondTitle}」` });
  await expect(closing).toContainText('它将移到“已成交”。此操作不能撤销');
  await closing.getByRole('button', { name: '确定成交' }).press('Enter');
  await expect(main.getByRole('status')).toContainText('已标记成交');

  const mine = async (state: string) => {
    const response = await request.get(
      `${server.url}/logistics/api/user/offers?state=${state}&pageSize=100`,
      {
        headers: { Authentication: token },
      },
    );
    return ((await response.json()) as { data: { list: { id: number }[] } }).data.list.map(
      (offer) => offer.id,
    );
  };
  expect(await mine('withdrawn')).toContain(first);
  expect(await mine('done')).toContain(second);

  await main.getByRole('tab', { name: '已撤回' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/basic/portal/myOffers?state=withdrawn`);
  await expect(main.getByRole('link', { name: firstTitle }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: /^撤回：/ })).toHaveCount(0);
  await expectAccessible(page);
});
