import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Envelope, Paged, RouteDetail, RouteItem } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open, failOnce, SERVER_ERROR_TEXT } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/** 物流专线 and 专线详情 on the built site: static content, search, paging, URL state, the estimator. */

const LIST = '/basic/logisticsPage';
const DETAILS = '/basic/portal/routeDetails';

async function api<T>(page: Page, path: string, origin = ''): Promise<T> {
  const response = await page.request.get(`${origin}/logistics/api${path}`);
  return ((await response.json()) as Envelope<T>).data;
}
const routes = (page: Page, query: string) => api<Paged<RouteItem>>(page, `/routes?${query}`);
const routeName = (route: RouteItem) => `${route.origin} → ${route.destination}`;

const table = (page: Page) => page.getByRole('table', { name: '物流专线列表' });
const pagination = (page: Page) => page.getByRole('navigation', { name: '物流专线列表分页' });
const filters = (page: Page) => page.getByRole('search', { name: '物流专线列表筛选' });
const names = (page: Page) => table(page).locator('tbody tr td:first-child');
/** Routes with the same origin and destination repeat (several carriers): the link by its address. */
const itemLink = (page: Page, id: number) => table(page).locator(`a[href="${DETAILS}?id=${id}"]`);
const estimator = (page: Page) => page.getByRole('region', { name: '运费估算' });
const weight = (page: Page) => estimator(page).getByRole('textbox', { name: '货物重量（公斤）' });
const volume = (page: Page) => estimator(page).getByRole('textbox', { name: '货物体积（立方米）' });
const result = (page: Page) => estimator(page).getByRole('status');

async function expectRows(page: Page, expected: Paged<RouteItem>): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(names(page)).toHaveText(expected.list.map(routeName));
  await expect(pagination(page).getByText(`共 ${expected.total} 条`)).toBeVisible();
}

async function search(page: Page, origin: string, destination: string): Promise<void> {
  await filters(page).getByRole('searchbox', { name: '出发地' }).fill(origin);
  await filters(page).getByRole('searchbox', { name: '目的地' }).fill(destination);
  await filters(page).getByRole('button', { name: '查询' }).click();
}

test('without JavaScript the first page, a route and its carrier are readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const first = await routes(page, 'page=1&pageSize=10');
  await expect(names(page)).toHaveText(first.list.map(routeName));
  await expect(table(page).getByRole('columnheader')).toHaveText([
    '线路',
    '承运企业',
    '重货价',
    '轻货价',
    '最低收费',
    '时效',
    '发车班次',
  ]);
  await expect(pagination(page).getByText(`共 ${first.total} 条`)).toBeVisible();
  const carrier = table(page).locator(
    `a[href="/basic/portal/detailsEnterprise?id=${first.list[1]!.enterpriseId}"]`,
  );
  await expect(carrier.first()).toHaveText(first.list[1]!.enterpriseName);

  await itemLink(page, first.list[1]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${first.list[1]!.id}`);
  const route = await api<RouteDetail>(page, `/routes/${first.list[1]!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: routeName(route) })).toBeVisible();
  for (const text of [
    `${route.heavyPrice.toFixed(2)} 元/公斤`,
    `${route.lightPrice.toFixed(2)} 元/方`,
    route.departures,
  ])
    await expect(page.getByRole('definition').filter({ hasText: text }).first()).toBeVisible();
  expect(route.contactMasked).toBe(true);
  await expect(page.getByRole('region', { name: '联系方式' })).toContainText(route.contactPhone);
  // The estimator needs its script: it is there, disabled.
  await expect(weight(page)).toBeDisabled();

  await page.getByRole('link', { name: route.enterpriseName }).click();
  await expect(page).toHaveURL(`/basic/portal/detailsEnterprise?id=${route.enterpriseId}`);
  await expect(page.getByRole('heading', { level: 2, name: route.enterpriseName })).toBeVisible();
  await context.close();
});

for (const [origin, destination] of [
  ['上海', '深圳'],
  ['', '乌鲁木齐'],
] as const) {
  test(`search ${origin || '(any)'} → ${destination} in Chinese; the URL keeps it`, async ({ page }) => {
    await open(page, LIST);
    await search(page, origin, destination);
    const params = new URLSearchParams({ ...(origin ? { origin } : {}), destination });
    await expect(page).toHaveURL(`${LIST}?${params}`);
    const found = await routes(page, `${params}&page=1&pageSize=10`);
    expect(found.total).toBeGreaterThan(0);
    await expectRows(page, found);
    for (const row of found.list) {
      if (origin) expect(row.origin).toContain(origin);
      expect(row.destination).toContain(destination);
    }
    await page.reload();
    await hydrated(page);
    await expectRows(page, found);
    await expect(filters(page).getByRole('searchbox', { name: '目的地' })).toHaveValue(destination);
  });
}

test('paging a search; the breadcrumb and the back button return to the same page and search', async ({
  page,
}) => {
  await open(page, LIST);
  await search(page, '深圳', '');
  await expect(page).toHaveURL(`${LIST}?origin=${encodeURIComponent('深圳')}`);
  await pagination(page).getByRole('button', { name: '第 2 页' }).click();
  const listUrl = `${LIST}?origin=${encodeURIComponent('深圳')}&page=2`;
  await expect(page).toHaveURL(listUrl);
  const second = await routes(page, `origin=${encodeURIComponent('深圳')}&page=2&pageSize=10`);
  await expectRows(page, second);

  await itemLink(page, second.list[2]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${second.list[2]!.id}`);
  await hydrated(page);
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '物流专线' }).click();
  await expect(page).toHaveURL(listUrl);
  await expectRows(page, second);
  await expect(filters(page).getByRole('searchbox', { name: '出发地' })).toHaveValue('深圳');

  await itemLink(page, second.list[0]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${second.list[0]!.id}`);
  await page.goBack();
  await hydrated(page);
  await expect(page).toHaveURL(listUrl);
  await expectRows(page, second);
});

test('the estimator from the keyboard: by weight, the minimum charge, bad input', async ({ page }) => {
  const route = await api<RouteDetail>(page, '/routes/2');
  await open(page, `${DETAILS}?id=2`);
  await expect(result(page)).toContainText('输入货物重量或体积');
  await weight(page).focus();
  await page.keyboard.type('500');
  await page.keyboard.press('Tab');
  await expect(volume(page)).toBeFocused();
  await page.keyboard.type('0.2');
  // 500 kg × heavy rate is more than 0.2 m³ × light rate and than any minimum of the seed (≤ 100 元).
  const byWeight = (route.heavyPrice * 500).toFixed(2);
  const byVolume = (route.lightPrice * 0.2).toFixed(2);
  await expect(result(page)).toContainText(`预计运费 ${byWeight} 元（按重量计费）`);
  await expect(result(page)).toContainText(`= ${byVolume} 元`);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(result(page)).toContainText(`预计运费 ${route.minimumCharge.toFixed(2)} 元（按最低收费计）`);

  await volume(page).focus();
  await page.keyboard.type('-2');
  await expect(result(page)).toHaveText('体积不能为负数');
  await expect(volume(page)).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('两方');
  await expect(result(page)).toHaveText('体积请输入数字，如 12.5');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(volume(page)).toHaveAttribute('aria-invalid', 'false');
  await expect(result(page)).toContainText('按最低收费计');
});

test.describe('a route newer than the build', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ seed: { routes: 260 } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('opens in the shell, estimator included', async ({ page }) => {
    const route = await api<RouteDetail>(page, '/routes/250', server.url);
    await open(page, `${server.url}${DETAILS}?id=250`);
    await expect(page.getByRole('heading', { level: 2, name: routeName(route) })).toBeVisible();
    await expect(page.getByRole('region', { name: '联系方式' })).toContainText(route.contactPhone);
    await weight(page).fill('1');
    await expect(result(page)).toContainText(`预计运费 ${route.minimumCharge.toFixed(2)} 元（按最低收费计）`);
  });
});

test('an unknown, missing or malformed id shows a not-found result inside the shell', async ({ page }) => {
  for (const search of ['?id=999999', '', '?id=abc']) {
    await open(page, `${DETAILS}${search}`);
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
    await expect(page.getByText('该专线不存在或已停运')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '专线详情' })).toBeVisible();
  }
  await page.getByRole('link', { name: '返回物流专线' }).click();
  await expect(page).toHaveURL(LIST);
});

test('API failures show the message and 重试, which then succeeds', async ({ page }) => {
  await open(page, LIST);
  await failOnce(page, '**/logistics/api/routes?*');
  await pagination(page).getByRole('button', { name: '第 4 页' }).click();
  const alert = page.getByRole('alert').filter({ hasText: SERVER_ERROR_TEXT });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '重试' }).click();
  await expectRows(page, await routes(page, 'page=4&pageSize=10'));

  // An id without a static page is loaded by the shell: it fails once, then 重试 shows the route.
  let failedItem = false;
  await page.route('**/logistics/api/routes/*', async (route) => {
    if (failedItem) return route.continue();
    failedItem = true;
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
  });
  await open(page, `${DETAILS}?id=100001`);
  const itemAlert = page.getByRole('alert');
  await itemAlert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
});

test('axe finds no WCAG 2.1 A/AA violations on the list, a route with an estimate and the not-found shell', async ({
  page,
}) => {
  for (const path of [LIST, `${DETAILS}?id=3`, `${DETAILS}?id=999999`]) {
    await open(page, path);
    await expect(page.getByText('载入中...')).toHaveCount(0);
    if (path.endsWith('id=3')) {
      await weight(page).fill('-1');
      await expect(result(page)).toHaveText('重量不能为负数');
    }
    const found = (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
    expect(found, path).toEqual([]);
  }
});

test('hydrating the list and a route page, and their refresh, shift nothing (CLS 0)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (globalThis as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () => page.evaluate(() => (globalThis as unknown as { __shifts: number[] }).__shifts);
  await open(page, LIST);
  await expectRows(page, await routes(page, 'page=1&pageSize=10'));
  expect(await shifts()).toEqual([]);
  await open(page, `${DETAILS}?id=4`);
  await expect(weight(page)).toBeEnabled();
  expect(await shifts()).toEqual([]);
});
