import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AnnouncementDetail, AnnouncementItem, Envelope, Paged } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open } from './fixtures.ts';

/** 企业公告 list and details on the built site, on the same building blocks as the policies. */

const LIST = '/basic/portal/corporateAnnouncementList';
const DETAILS = '/basic/portal/announcementDetails';

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/logistics/api${path}`);
  return ((await response.json()) as Envelope<T>).data;
}
const announcements = (page: Page, query: string) =>
  api<Paged<AnnouncementItem>>(page, `/announcements?${query}`);

const table = (page: Page) => page.getByRole('table', { name: '企业公告列表' });
const pagination = (page: Page) => page.getByRole('navigation', { name: '企业公告列表分页' });
const keywordBox = (page: Page) =>
  page.getByRole('search', { name: '企业公告列表筛选' }).getByRole('searchbox', { name: '关键词' });
const titles = (page: Page) => table(page).locator('tbody tr td:first-child');
/** Titles repeat (several enterprises announce the same thing): the link to one item, by its address. */
const itemLink = (page: Page, id: number) => table(page).locator(`a[href="${DETAILS}?id=${id}"]`);

async function expectRows(page: Page, expected: Paged<AnnouncementItem>): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(titles(page)).toHaveText(expected.list.map((announcement) => announcement.title));
  await expect(pagination(page).getByText(`共 ${expected.total} 条`)).toBeVisible();
}

test('without JavaScript the first page and each announcement are readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const first = await announcements(page, 'page=1&pageSize=10');
  await expect(titles(page)).toHaveText(first.list.map((announcement) => announcement.title));
  await expect(table(page).getByRole('columnheader')).toHaveText(['标题', '发布企业', '发布日期', '浏览量']);
  await expect(
    table(page).getByRole('link', { name: first.list[0]!.enterpriseName }).first(),
  ).toHaveAttribute('href', `/basic/portal/detailsEnterprise?id=${first.list[0]!.enterpriseId}`);

  await itemLink(page, first.list[1]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${first.list[1]!.id}`);
  const shown = await api<AnnouncementDetail>(page, `/announcements/${first.list[1]!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: shown.title })).toBeVisible();
  await expect(page.getByText(shown.content.split('\n')[0]!.trim().slice(0, 20))).toBeVisible();
  const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
  await neighbours.getByRole('link', { name: shown.next!.title }).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${shown.next!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: shown.next!.title })).toBeVisible();
  await context.close();
});

test('previous and next walk through the announcements in publishing order', async ({ page }) => {
  const newest = (await announcements(page, 'page=1&pageSize=1')).list[0]!;
  await open(page, `${DETAILS}?id=${newest.id}`);
  const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
  await expect(neighbours).toContainText('下一篇：没有了');
  const detail = await api<AnnouncementDetail>(page, `/announcements/${newest.id}`);
  await neighbours.getByRole('link', { name: detail.previous!.title }).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${detail.previous!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: detail.previous!.title })).toBeVisible();
});

for (const keyword of ['冷链', '物流枢纽']) {
  test(`keyword ${keyword} (${keyword.length} characters); back from a details page keeps it`, async ({
    page,
  }) => {
    await open(page, LIST);
    await keywordBox(page).fill(keyword);
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(`${LIST}?keyword=${encodeURIComponent(keyword)}`);
    const found = await announcements(page, `keyword=${encodeURIComponent(keyword)}&page=1&pageSize=10`);
    expect(found.total).toBeGreaterThan(0);
    await expectRows(page, found);

    await itemLink(page, found.list[0]!.id).click();
    await expect(page).toHaveURL(`${DETAILS}?id=${found.list[0]!.id}`);
    await hydrated(page);
    await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '企业公告' }).click();
    await expect(page).toHaveURL(`${LIST}?keyword=${encodeURIComponent(keyword)}`);
    await expect(keywordBox(page)).toHaveValue(keyword);
    await expectRows(page, found);
  });
}

test('paging and the back button', async ({ page }) => {
  await open(page, LIST);
  await pagination(page).getByRole('button', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(`${LIST}?page=3`);
  const third = await announcements(page, 'page=3&pageSize=10');
  await expectRows(page, third);
  await itemLink(page, third.list[0]!.id).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${third.list[0]!.id}`);
  await page.goBack();
  await hydrated(page);
  await expect(page).toHaveURL(`${LIST}?page=3`);
  await expectRows(page, third);
});

test('an unknown id shows the not-found result inside the shell', async ({ page }) => {
  await open(page, `${DETAILS}?id=424242`);
  await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
  await expect(page.getByText('该公告不存在或已删除')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回企业公告' })).toBeVisible();
});

test('the shell (an id without a static page) shows a failure with 重试, which then loads', async ({
  page,
}) => {
  let failed = false;
  await page.route('**/logistics/api/announcements/*', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
  });
  await open(page, `${DETAILS}?id=100001`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
});

test('axe finds no WCAG 2.1 A/AA violations on the list and a details page', async ({ page }) => {
  const newest = (await announcements(page, 'page=1&pageSize=1')).list[0]!;
  for (const path of [LIST, `${DETAILS}?id=${newest.id}`, `${DETAILS}?id=424242`]) {
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
