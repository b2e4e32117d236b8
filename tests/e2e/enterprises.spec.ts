import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type {
  AnnouncementItem,
  EnterpriseDetail,
  Envelope,
  Paged,
  RouteItem,
} from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open, failOnce, SERVER_ERROR_TEXT } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/** Money as the portal prints it: thousands separators, two decimals. */
const yuan = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 企业详情 on the built site: the static profile, its two tabs with their own paging in the URL. */

const DETAILS = '/basic/portal/detailsEnterprise';
const ROUTES = '/basic/logisticsPage';

async function api<T>(page: Page, path: string, origin = ''): Promise<T> {
  const response = await page.request.get(`${origin}/logistics/api${path}`);
  return ((await response.json()) as Envelope<T>).data;
}
const routeName = (route: RouteItem) => `${route.origin} → ${route.destination}`;

const tabs = (page: Page) => page.getByRole('tablist', { name: '企业的专线与公告' });
const routeTable = (page: Page) => page.getByRole('table', { name: '本企业物流专线' });
const routePages = (page: Page) => page.getByRole('navigation', { name: '本企业物流专线分页' });
const noticeTable = (page: Page) => page.getByRole('table', { name: '本企业公告' });
const noticePages = (page: Page) => page.getByRole('navigation', { name: '本企业公告分页' });
const firstCells = (table: ReturnType<typeof routeTable>) => table.locator('tbody tr td:first-child');

test('without JavaScript the profile and the first routes are readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const enterprise = await api<EnterpriseDetail>(page, '/enterprises/3');
  await page.goto(`${DETAILS}?id=3`);
  await expect(page.getByRole('heading', { level: 2, name: enterprise.name })).toBeVisible();
  for (const [label, value] of [
    ['统一社会信用代码', enterprise.creditCode],
    ['法定代表人', enterprise.legalRepresentative],
    ['注册资本', `${yuan(enterprise.registeredCapital)} 万元`],
    ['地址', enterprise.address],
    ['经营范围', enterprise.businessScope],
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: value! }).first()).toBeVisible();
  }
  // A visitor's phone, masked (the API answers a visitor the same).
  expect(enterprise.contactMasked).toBe(true);
  await expect(page.getByRole('region', { name: '联系方式' })).toContainText(enterprise.contactPhone);
  const routes = await api<Paged<RouteItem>>(page, '/routes?enterpriseId=3&page=1&pageSize=5');
  await expect(tabs(page).getByRole('tab', { name: '物流专线' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstCells(routeTable(page))).toHaveText(routes.list.map(routeName));
  await context.close();
});

test('an unknown or missing id shows a not-found result inside the shell', async ({ page }) => {
  for (const search of ['?id=999999', '']) {
    await open(page, `${DETAILS}${search}`);
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
    await expect(page.getByText('该企业不存在或已注销')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '企业详情' })).toBeVisible();
  }
});

test('the breadcrumb leads back to the routes search the visitor came from', async ({ page }) => {
  const listUrl = `${ROUTES}?origin=${encodeURIComponent('深圳')}&page=2`;
  await open(page, listUrl);
  const second = await api<Paged<RouteItem>>(
    page,
    `/routes?origin=${encodeURIComponent('深圳')}&page=2&pageSize=10`,
  );
  await expect(page.getByRole('table', { name: '物流专线列表' })).toHaveAttribute('aria-busy', 'false');
  const carrier = second.list[0]!;
  await page
    .getByRole('table', { name: '物流专线列表' })
    .locator(`a[href="${DETAILS}?id=${carrier.enterpriseId}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(`${DETAILS}?id=${carrier.enterpriseId}`);
  await hydrated(page);
  // The enterprise's own lists do not replace the list the breadcrumb returns to.
  await routePages(page).waitFor();
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '物流专线' }).click();
  await expect(page).toHaveURL(listUrl);
});

test.describe('with more routes and announcements per enterprise', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ seed: { enterprises: 45, routes: 1000, announcements: 600 } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('each tab pages on its own, in the URL; back walks back through tabs and pages', async ({ page }) => {
    const id = 5;
    const base = `${server.url}${DETAILS}`;
    const routes = (n: number) =>
      api<Paged<RouteItem>>(page, `/routes?enterpriseId=${id}&page=${n}&pageSize=5`, server.url);
    const notices = (n: number) =>
      api<Paged<AnnouncementItem>>(
        page,
        `/announcements?enterpriseId=${id}&page=${n}&pageSize=5`,
        server.url,
      );
    expect((await routes(1)).total).toBeGreaterThan(10);
    expect((await notices(1)).total).toBeGreaterThan(5);

    // This server's larger list, not the build's five routes: a page the build did not render is read.
    await open(page, `${base}?id=${id}&routesPage=2`);
    await expect(routePages(page).getByText(`共 ${(await routes(1)).total} 条`)).toBeVisible();
    await expect(firstCells(routeTable(page))).toHaveText((await routes(2)).list.map(routeName));
    await routePages(page).getByRole('button', { name: '第 3 页' }).click();
    await expect(page).toHaveURL(`${base}?id=${id}&routesPage=3`);
    await expect(firstCells(routeTable(page))).toHaveText((await routes(3)).list.map(routeName));

    // Keyboard: the arrow key moves to, and opens, the announcements tab.
    await tabs(page).getByRole('tab', { name: '物流专线' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).getByRole('tab', { name: '企业公告' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${base}?id=${id}&routesPage=3&tab=announcements`);
    await expect(firstCells(noticeTable(page))).toHaveText((await notices(1)).list.map((n) => n.title));
    await noticePages(page).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(`${base}?id=${id}&routesPage=3&tab=announcements&announcementsPage=2`);
    await expect(firstCells(noticeTable(page))).toHaveText((await notices(2)).list.map((n) => n.title));

    // Back to the routes: still their third page.
    await tabs(page).getByRole('tab', { name: '物流专线' }).click();
    await expect(page).toHaveURL(`${base}?id=${id}&routesPage=3&announcementsPage=2`);
    await expect(firstCells(routeTable(page))).toHaveText((await routes(3)).list.map(routeName));

    // The back button: the announcements' second page, then their first, then the routes.
    await page.goBack();
    await expect(tabs(page).getByRole('tab', { name: '企业公告' })).toHaveAttribute('aria-selected', 'true');
    await expect(firstCells(noticeTable(page))).toHaveText((await notices(2)).list.map((n) => n.title));
    await page.goBack();
    await expect(page).toHaveURL(`${base}?id=${id}&routesPage=3&tab=announcements`);
    await expect(firstCells(noticeTable(page))).toHaveText((await notices(1)).list.map((n) => n.title));
    await page.goBack();
    await expect(tabs(page).getByRole('tab', { name: '物流专线' })).toHaveAttribute('aria-selected', 'true');

    // A shared link opens the same tab and page.
    await open(page, `${base}?id=${id}&tab=announcements&announcementsPage=2`);
    await expect(tabs(page).getByRole('tab', { name: '企业公告' })).toHaveAttribute('aria-selected', 'true');
    await expect(firstCells(noticeTable(page))).toHaveText((await notices(2)).list.map((n) => n.title));
  });
});

test.describe('an enterprise newer than the build', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ seed: { enterprises: 45 } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('opens in the shell with its profile and tabs', async ({ page }) => {
    const enterprise = await api<EnterpriseDetail>(page, '/enterprises/43', server.url);
    const routes = await api<Paged<RouteItem>>(page, '/routes?enterpriseId=43&page=1&pageSize=5', server.url);
    expect(routes.total).toBeGreaterThan(0);
    await open(page, `${server.url}${DETAILS}?id=43`);
    await expect(page.getByRole('heading', { level: 2, name: enterprise.name })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: enterprise.creditCode })).toBeVisible();
    await expect(firstCells(routeTable(page))).toHaveText(routes.list.map(routeName));
    await tabs(page).getByRole('tab', { name: '企业公告' }).click();
    await expect(page).toHaveURL(`${server.url}${DETAILS}?id=43&tab=announcements`);
    await expect(noticeTable(page)).toHaveAttribute('aria-busy', 'false');
  });
});

test('a tab whose list fails shows the message and 重试, which then loads', async ({ page }) => {
  await failOnce(page, '**/logistics/api/announcements?*');
  await open(page, `${DETAILS}?id=36&tab=announcements`);
  const alert = page.getByRole('alert').filter({ hasText: SERVER_ERROR_TEXT });
  await alert.getByRole('button', { name: '重试' }).click();
  const notices = await api<Paged<AnnouncementItem>>(
    page,
    '/announcements?enterpriseId=36&page=1&pageSize=5',
  );
  expect(notices.total).toBeGreaterThan(0);
  await expect(firstCells(noticeTable(page))).toHaveText(notices.list.map((n) => n.title));
});

test('hydrating the profile and opening a linked tab shift nothing (CLS 0)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (globalThis as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, `${DETAILS}?id=36&tab=announcements`);
  await expect(noticeTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect(firstCells(noticeTable(page)).first()).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

test('axe finds no WCAG 2.1 A/AA violations on the profile, both tabs and the not-found shell', async ({
  page,
}) => {
  for (const path of [`${DETAILS}?id=1`, `${DETAILS}?id=36&tab=announcements`, `${DETAILS}?id=999999`]) {
    await open(page, path);
    await expect(page.getByText('载入中...')).toHaveCount(0);
    const found = (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
    expect(found, path).toEqual([]);
  }
});
