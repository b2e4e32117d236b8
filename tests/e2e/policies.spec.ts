import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Envelope, Paged, PolicyDetail, PolicyItem } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open, failOnce, SERVER_ERROR_TEXT } from './fixtures.ts';

/** 政策法规 list and details on the built site: static content, paging, filters, URL state, errors. */

const LIST = '/basic/portal/PolicyTotality';
const DETAILS = '/basic/portal/policyDetails';

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/logistics/api${path}`);
  return ((await response.json()) as Envelope<T>).data;
}
const policies = (page: Page, query: string) => api<Paged<PolicyItem>>(page, `/policies?${query}`);

const table = (page: Page) => page.getByRole('table', { name: '政策法规列表' });
const pagination = (page: Page) => page.getByRole('navigation', { name: '政策法规列表分页' });
const filters = (page: Page) => page.getByRole('search', { name: '政策法规列表筛选' });
/** The titles in the table's first column. */
const titles = (page: Page) => table(page).locator('tbody tr td:first-child');
/** Titles may repeat (one policy issued by several provinces): the link to one item, by its address. */
const itemLink = (page: Page, id: number) => table(page).locator(`a[href="${DETAILS}?id=${id}"]`);

async function expectRows(page: Page, expected: Paged<PolicyItem>): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(titles(page)).toHaveText(expected.list.map((policy) => policy.title));
  await expect(pagination(page).getByText(`共 ${expected.total} 条`)).toBeVisible();
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

test('the first page is in the static HTML, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const first = await policies(page, 'page=1&pageSize=10');
  await expect(titles(page)).toHaveText(first.list.map((policy) => policy.title));
  await expect(table(page).getByRole('columnheader')).toHaveText([
    '标题',
    '发布机关',
    '文号',
    '发布日期',
    '施行日期',
    '级别',
  ]);
  await expect(pagination(page).getByText(`共 ${first.total} 条`)).toBeVisible();
  // Each policy has its own static page.
  await itemLink(page, first.list[0]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${first.list[0]!.id}`);
  const policy = await api<PolicyDetail>(page, `/policies/${first.list[0]!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: policy.title })).toBeVisible();
  await expect(page.getByText(policy.documentNo, { exact: true })).toBeVisible();
  await expect(page.getByText(policy.content.split('\n')[0]!.trim().slice(0, 20))).toBeVisible();
  await context.close();
});

test('paging, page size and jump keep the URL; back returns to the same page', async ({ page }) => {
  await open(page, LIST);
  await expectRows(page, await policies(page, 'page=1&pageSize=10'));

  await pagination(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(`${LIST}?page=2`);
  await expectRows(page, await policies(page, 'page=2&pageSize=10'));
  await expect(pagination(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pagination(page).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(`${LIST}?page=3`);
  await pagination(page).getByRole('button', { name: '向后 5 页' }).click();
  await expect(page).toHaveURL(`${LIST}?page=8`);
  await expectRows(page, await policies(page, 'page=8&pageSize=10'));

  await pagination(page).getByRole('textbox', { name: /跳至/ }).fill('5');
  await pagination(page).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(`${LIST}?page=5`);
  await expectRows(page, await policies(page, 'page=5&pageSize=10'));

  await pagination(page).getByRole('combobox', { name: '每页条数' }).selectOption('20');
  await expect(page).toHaveURL(`${LIST}?pageSize=20`);
  await expectRows(page, await policies(page, 'page=1&pageSize=20'));

  await page.goBack();
  await expect(page).toHaveURL(`${LIST}?page=5`);
  await expectRows(page, await policies(page, 'page=5&pageSize=10'));
});

test('a shared link and nonsense in the URL', async ({ page }) => {
  await open(page, `${LIST}?level=city&page=2`);
  await expectRows(page, await policies(page, 'level=city&page=2&pageSize=10'));
  await expect(filters(page).getByRole('combobox', { name: '级别' })).toHaveValue('city');

  await open(page, `${LIST}?page=abc&pageSize=5000&level=galaxy&from=2026-13-40`);
  await expectRows(page, await policies(page, 'page=1&pageSize=10'));
  await expect(page).toHaveURL(LIST);

  const all = await policies(page, 'page=1&pageSize=10');
  const last = Math.ceil(all.total / 10);
  await open(page, `${LIST}?page=99999`);
  await expect(page).toHaveURL(`${LIST}?page=${last}`);
  await expectRows(page, await policies(page, `page=${last}&pageSize=10`));
});

for (const keyword of ['冷链', '物流枢纽']) {
  test(`keyword ${keyword} (${keyword.length} characters), level and dates; 重置 clears`, async ({
    page,
  }) => {
    await open(page, LIST);
    const bar = filters(page);
    await bar.getByRole('searchbox', { name: '关键词' }).fill(keyword);
    await bar.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(`${LIST}?keyword=${encodeURIComponent(keyword)}`);
    const found = await policies(page, `keyword=${encodeURIComponent(keyword)}&page=1&pageSize=10`);
    expect(found.total).toBeGreaterThan(0);
    await expectRows(page, found);

    // The days of the seeded policies found (published at 10:00 China time: the same day in UTC).
    const from = found.list.at(-1)!.publishedAt.slice(0, 10);
    const to = found.list[0]!.publishedAt.slice(0, 10);
    await bar.getByRole('combobox', { name: '级别' }).selectOption('province');
    await bar.getByRole('textbox', { name: '发布日期起' }).fill(from);
    await bar.getByRole('textbox', { name: '发布日期止' }).fill(to);
    await bar.getByRole('button', { name: '查询' }).click();
    await expectRows(
      page,
      await policies(page, `keyword=${encodeURIComponent(keyword)}&level=province&from=${from}&to=${to}`),
    );

    await bar.getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(bar.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
    await expectRows(page, await policies(page, 'page=1&pageSize=10'));
  });
}

test('an empty result says what was searched and offers 清除筛选, with no pagination for 0 items', async ({
  page,
}) => {
  await open(page, LIST);
  await filters(page).getByRole('searchbox', { name: '关键词' }).fill('没有这样的政策标题');
  await filters(page).getByRole('button', { name: '查询' }).click();
  const empty = page.getByRole('status').filter({ hasText: '没有找到符合条件的结果' });
  await expect(empty).toContainText('筛选条件：关键词“没有这样的政策标题”');
  await expect(pagination(page)).toHaveCount(0);
  await empty.getByRole('button', { name: '清除筛选' }).click();
  await expect(page).toHaveURL(LIST);
  await expectRows(page, await policies(page, 'page=1&pageSize=10'));
});

test('an API failure shows the message and 重试, which then succeeds', async ({ page }) => {
  await open(page, LIST);
  await failOnce(page, '**/logistics/api/policies?*');
  await pagination(page).getByRole('button', { name: '第 3 页' }).click();
  const alert = page.getByRole('alert').filter({ hasText: SERVER_ERROR_TEXT });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '重试' }).click();
  await expectRows(page, await policies(page, 'page=3&pageSize=10'));
});

test('the details breadcrumb returns to the page and filters the visitor came from', async ({ page }) => {
  await open(page, `${LIST}?level=province&page=2`);
  const shown = await policies(page, 'level=province&page=2&pageSize=10');
  await expectRows(page, shown);
  await itemLink(page, shown.list[1]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${shown.list[1]!.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: shown.list[1]!.title })).toBeVisible();
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '政策法规' }).click();
  await expect(page).toHaveURL(`${LIST}?level=province&page=2`);
  await expectRows(page, shown);

  await page.goto(`${DETAILS}?id=${shown.list[1]!.id}`);
  await page.goBack();
  await expect(page).toHaveURL(`${LIST}?level=province&page=2`);
  await hydrated(page);
  await expectRows(page, shown);
});

test('an unknown or missing id shows a not-found result inside the shell', async ({ page }) => {
  for (const search of ['?id=999999', '', '?id=abc']) {
    await open(page, `${DETAILS}${search}`);
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
    await expect(page.getByText('该政策不存在或已删除')).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: '侧边菜单' })
        .or(page.getByRole('complementary', { name: '侧边菜单' })),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: '返回政策法规' }).click();
  await expect(page).toHaveURL(LIST);
});

test('keyboard: filter, page and open a policy without a mouse', async ({ page }) => {
  await open(page, LIST);
  await filters(page).getByRole('searchbox', { name: '关键词' }).focus();
  await page.keyboard.type('冷链');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${LIST}?keyword=${encodeURIComponent('冷链')}`);
  await pagination(page).getByRole('button', { name: '第 2 页' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${LIST}?keyword=${encodeURIComponent('冷链')}&page=2`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await table(page).getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${DETAILS}\\?id=\\d+$`));
});

test('axe finds no WCAG 2.1 A/AA violations on the list, a details page and the not-found shell', async ({
  page,
}) => {
  for (const path of [LIST, `${DETAILS}?id=1`, `${DETAILS}?id=999999`]) {
    await open(page, path);
    await expect(page.getByText('载入中...')).toHaveCount(0);
    const found = (await axe(page)).violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
    );
    expect(found, path).toEqual([]);
  }
});

test('hydrating over the static page, its refresh and paging shift nothing (CLS 0)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (globalThis as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, LIST);
  await expectRows(page, await policies(page, 'page=1&pageSize=10'));
  await pagination(page).getByRole('button', { name: '第 2 页' }).click();
  await expectRows(page, await policies(page, 'page=2&pageSize=10'));
  await page.route('**/logistics/api/policies?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await pagination(page).getByRole('button', { name: '第 3 页' }).click();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});
