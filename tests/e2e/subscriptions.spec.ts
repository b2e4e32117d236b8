import type { Page } from '@playwright/test';
import type { Envelope, SubscriptionList } from '../../src/lib/shared/contract.ts';
import { notifyLaneSubscribers } from '../../server/domain/subscriptions.ts';
import { test, expect, apiLogin, openWithToken, EDITOR } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { sqliteStore } from '../../server/store/sqlite/sqlite-store.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 订阅线路: a user adds and removes lanes from the keyboard, is told when a lane is followed already,
 * and a new offer on the lane reaches the bell without a reload. A server of its own: the lanes and
 * notices of the demo account change here.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Moves the focus with Tab until `target` has it (at most 40 presses), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was not reached with Tab');
}

test('a user adds, is refused a duplicate, and removes a lane from the keyboard; axe finds nothing', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/subscriptions`);
  await expect(page.getByRole('heading', { name: '我的线路（0/20）' })).toBeVisible();
  await expect(page.getByText('每个账号最多订阅 20 条线路')).toBeVisible();
  await expect(page.getByText('还没有订阅线路')).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: '添加线路' });
  const originProvince = form.getByRole('combobox', { name: '出发地省份' });
  await expect(originProvince).toBeEnabled();
  // From the form's first field on, only the keyboard.
  await form.getByRole('combobox', { name: '信息类型' }).focus();
  await page.keyboard.press('Tab');
  await expect(originProvince).toBeFocused();
  await originProvince.selectOption({ label: '上海市' });
  await page.keyboard.press('Tab');
  const originCity = form.getByRole('combobox', { name: '出发地城市' });
  await expect(originCity).toBeFocused();
  await originCity.selectOption({ label: '上海市' });
  await page.keyboard.press('Tab');
  await form.getByRole('combobox', { name: '目的地省份' }).selectOption({ label: '广东省' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: '添加线路' })).toBeFocused();
  await page.keyboard.press('Enter');

  const row = page.getByRole('row', { name: /货源 上海市 · 上海市 广东省/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的线路（1/20）' })).toBeVisible();
  const stored = await request.get(`${server.url}/logistics/api/user/subscriptions`, {
    headers: { Authentication: token },
  });
  const lanes = ((await stored.json()) as Envelope<SubscriptionList>).data.list;
  expect(lanes.map(({ kind, originCode, destinationCode }) => [kind, originCode, destinationCode])).toEqual([
    ['cargo', '3101', '44'],
  ]);

  // The same lane again: the server's refusal is said under the form, nothing is added.
  await originProvince.selectOption({ label: '上海市' });
  await originCity.selectOption({ label: '上海市' });
  await form.getByRole('combobox', { name: '目的地省份' }).selectOption({ label: '广东省' });
  await form.getByRole('button', { name: '添加线路' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText('已订阅过这条线路，无需重复添加');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  const remove = row.getByRole('button', { name: '删除线路 货源 上海市 · 上海市 至 广东省' });
  await form.getByRole('button', { name: '添加线路' }).focus();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  // 删除 asks first: 再想想 keeps the lane and gives the focus back.
  const asked = page.getByRole('dialog', { name: '删除线路 货源 上海市 · 上海市 至 广东省' });
  await expect(asked).toContainText('删除后，这条线路上新发布的货源不会再通知您');
  await expectAccessible(page);
  await asked.getByRole('button', { name: '再想想' }).press('Enter');
  await expect(asked).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('heading', { name: '我的线路（1/20）' })).toBeVisible();
  await page.keyboard.press('Enter');
  await asked.getByRole('button', { name: '确定删除' }).press('Enter');
  await expect(page.getByText('还没有订阅线路')).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的线路（0/20）' })).toBeVisible();
});

test('a new offer on a followed lane reaches the bell without a reload and opens the offer', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const added = await request.post(`${server.url}/logistics/api/user/subscriptions`, {
    headers: { Authentication: token },
    data: { kind: 'cargo', originCode: '31', destinationCode: '4403' },
  });
  expect(((await added.json()) as Envelope<unknown>).success).toBe(true);
  const streamOpened = page.waitForRequest((sent) => sent.url().includes('/notices/stream'));
  await openWithToken(page, token, `${server.url}/basic/portal/subscriptions`);
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(page.getByRole('row', { name: /货源 上海市 广东省 · 深圳市/ })).toBeVisible();
  const before = await bell.getAttribute('aria-label');
  await streamOpened;

  // The offers' publishing calls this for every new offer; here the offer is a seeded one of another account.
  const offer = server.db
    .prepare("SELECT id FROM logistics_info WHERE kind = 'cargo' ORDER BY id LIMIT 1")
    .get() as { id: number };
  const publisher = server.db.prepare('SELECT id FROM users WHERE account = ?').get(EDITOR.account) as {
    id: number;
  };
  const told = await notifyLaneSubscribers(
    sqliteStore(server.db),
    {
      id: offer.id,
      kind: 'cargo',
      userId: publisher.id,
      title: '电子产品 8 吨 上海→深圳',
      originCode: '310115',
      destinationCodes: ['440305'],
    },
    Date.now(),
  );
  expect(told).toBe(1);

  await expect(bell).not.toHaveAccessibleName(before ?? '', { timeout: 10_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await panel.getByRole('link', { name: /您订阅的线路有新货源/ }).click();
  await expect(page).toHaveURL(new RegExp(`/basic/portal/logisticsInformationDetails\\?id=${offer.id}$`));
});
