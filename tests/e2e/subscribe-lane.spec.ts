import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope, SubscriptionList } from '../../src/lib/shared/contract.ts';
import { DEMO, apiLogin, expect, hydrated, open, openWithToken, pathIs, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * 订阅此线路 on the 物流信息 list: a lane chosen in the filter (province or city at both ends) is
 * followed in one click and the page says so; a second time says why not; a visitor is led through the
 * login back to the list. A server of its own: the demo account's lanes change here.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const LIST = '/basic/portal/logisticsInformation';
/** 上海 → 四川 on the 车源 tab, as the filter writes it in the URL. */
const LANE_QUERY = '?tab=2&originCode=31&destinationCode=51';

async function lanes(token: string, request: APIRequestContext) {
  const answer = await request.get(`${server.url}/logistics/api/user/subscriptions`, {
    headers: { Authentication: token },
  });
  return ((await answer.json()) as Envelope<SubscriptionList>).data.list.map(
    ({ kind, originCode, destinationCode }) => ({ kind, originCode, destinationCode }),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
  );
}

test('a visitor is led through the login back to the lane, follows it in one click, and is told a second time', async ({
  page,
  request,
}) => {
  await open(page, `${server.url}${LIST}${LANE_QUERY}`);
  const login = page.getByRole('link', { name: '登录后订阅此线路' });
  await expect(login).toBeVisible();
  await expect(page.getByText('这条线路有新车源时通知您')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await login.click();
  await expect(page).toHaveURL((url) => pathIs('/login')(url));
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL((url) => pathIs(LIST)(url) && url.search === LANE_QUERY);
  await hydrated(page);

  await page.getByRole('button', { name: '订阅此线路' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已订阅' })).toHaveText(
    /已订阅：这条线路有新车源时，会在通知中告诉您。/,
  );
  await expect(page.getByRole('button', { name: '已订阅此线路' })).toBeDisabled();
  await expect(page.getByRole('link', { name: '管理订阅线路' })).toHaveAttribute(
    'href',
    /\/basic\/portal\/subscriptions$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  const token = await apiLogin(request, { origin: server.url });
  expect(await lanes(token, request)).toEqual([{ kind: 'vehicle', originCode: '31', destinationCode: '51' }]);

  // The same lane again, after a reload: the server's reason, in words.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: '订阅此线路' }).click();
  await expect(page.getByRole('status').filter({ hasText: '订阅失败' })).toHaveText(
    '订阅失败：已订阅过这条线路，无需重复添加',
  );
  expect(await lanes(token, request)).toHaveLength(1);
});

test('no 订阅此线路 without a lane a subscription takes: one end missing, a district, or 专线', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}${LIST}?tab=1&originCode=32&destinationCode=44`);
  await expect(page.getByRole('button', { name: '订阅此线路' })).toBeVisible();
  await expect(page.getByText('这条线路有新货源时通知我')).toBeVisible();
  for (const query of [
    '?tab=1&originCode=32',
    '?tab=1&originCode=320508&destinationCode=44',
    '?tab=3&originCode=32&destinationCode=44',
  ]) {
    await open(page, `${server.url}${LIST}${query}`);
    await expect(page.getByRole('table', { name: /物流信息列表$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /订阅此线路/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '登录后订阅此线路' })).toHaveCount(0);
  }
});
