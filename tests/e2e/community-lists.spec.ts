import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, open, apiLogin, openWithToken, hydrated, pathIs } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { apiGet, apiReply, type PostRow } from './community-helpers.ts';

/** The community's lists: circles and posts, a post's reply pages, and my posts and replies. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface CircleRow {
  id: number;
  name: string;
  description: string;
  postCount: number;
  replyCount: number;
}

const postTable = (page: Page) => page.getByRole('table', { name: '帖子列表' });
const titlesShown = (page: Page) => postTable(page).locator('tbody tr td:first-child').allTextContents();

async function expectTitles(page: Page, expected: string[]): Promise<void> {
  await expect(postTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
}

test('circles and posts: choose a circle, search in Chinese, page through, 发帖 in the circle', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL!;
  const circles = await apiGet<CircleRow[]>(request, origin, '/circles');
  await open(page, '/basic/community');
  for (const circle of circles) {
    const button = page.getByRole('button', { name: new RegExp(`^${circle.name}`) });
    await expect(button).toContainText(`帖子 ${circle.postCount} · 回复 ${circle.replyCount}`);
    await expect(button).toContainText(circle.description.slice(0, 10));
  }
  const all = await apiGet<{ list: PostRow[] }>(request, origin, '/posts');
  await expectTitles(
    page,
    all.list.map((post) => post.title),
  );
  const newest = all.list[0]!;
  await expect(postTable(page).locator('tbody tr').first()).toContainText(
    `${newest.authorName}（@${newest.authorAccount}）`,
  );
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  const circle = circles[1]!;
  await page.getByRole('button', { name: new RegExp(`^${circle.name}`) }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('circleId') === String(circle.id));
  const inCircle = await apiGet<{ list: PostRow[]; total: number }>(
    request,
    origin,
    `/posts?circleId=${circle.id}`,
  );
  await expectTitles(
    page,
    inCircle.list.map((post) => post.title),
  );
  expect(
    await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('persist:root') ?? '{}') as { hotCircleText?: string })
          .hotCircleText,
    ),
  ).toBe(circle.name);
  await expect(page.getByRole('link', { name: '发帖' })).toHaveAttribute(
    'href',
    `/basic/portal/replyToPost?circleId=${circle.id}`,
  );

  await page.getByRole('navigation', { name: '帖子分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  const second = await apiGet<{ list: PostRow[] }>(request, origin, `/posts?circleId=${circle.id}&page=2`);
  await expectTitles(
    page,
    second.list.map((post) => post.title),
  );
  await page.goBack();
  await expectTitles(
    page,
    inCircle.list.map((post) => post.title),
  );

  const keyword = [...inCircle.list[0]!.title].slice(0, 3).join('');
  await page.getByLabel('关键词').fill(keyword);
  await page.getByLabel('关键词').press('Enter');
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('keyword') === keyword && url.searchParams.get('circleId') === String(circle.id),
  );
  const found = await apiGet<{ list: PostRow[] }>(
    request,
    origin,
    `/posts?circleId=${circle.id}&keyword=${encodeURIComponent(keyword)}`,
  );
  expect(found.list.length).toBeGreaterThan(0);
  await expectTitles(
    page,
    found.list.map((post) => post.title),
  );

  await page.reload();
  await hydrated(page);
  await expectTitles(
    page,
    found.list.map((post) => post.title),
  );
  await postTable(page).getByRole('link', { name: found.list[0]!.title }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/postPetails')(url));
  await expect(page.getByRole('article', { name: found.list[0]!.title })).toBeVisible();
});

test('a post’s replies page by floor, and back', async ({ page, request, baseURL }) => {
  const { list } = await apiGet<{ list: PostRow[] }>(request, baseURL!, '/posts?pageSize=100');
  const post = list.reduce((best, row) => (row.replyCount > best.replyCount ? row : best));
  expect(post.replyCount).toBeGreaterThan(10);
  await open(page, `/basic/portal/postPetails?id=${post.id}`);
  await expect(page.locator('#floor-1')).toBeVisible();
  const paging = page.getByRole('navigation', { name: '回复分页' });
  await expect(paging).toContainText(`共 ${post.replyCount} 条`);
  // A link a browser follows without script too (the reply pages are static files); the island follows it itself.
  const next = paging.getByRole('link', { name: '下一页' });
  await expect(next).toHaveAttribute('href', `/basic/portal/postPetails?id=${post.id}&page=2`);
  await next.click();
  await expect(page.locator('#floor-11')).toBeVisible();
  await expect(page.locator('#floor-1')).toHaveCount(0);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('page') === '2' && url.searchParams.get('id') === String(post.id),
  );
  await page.goBack();
  await expect(page.locator('#floor-1')).toBeVisible();
});

test.describe('my posts and replies', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ postRatePerMinute: 1000 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('tabs 我的帖子 / 我的回复 in the URL, each linking to the post or the reply’s floor', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, { origin: server.url });
    const circle = (await apiGet<CircleRow[]>(request, server.url, '/circles'))[0]!;
    const created = await request.post(`${server.url}/logistics/api/posts`, {
      headers: { Authentication: token, 'Idempotency-Key': `mine-${Date.now()}` },
      data: { circleId: circle.id, title: `我的新帖 ${Date.now()}`, content: '正文' },
    });
    const post = ((await created.json()) as { data: PostRow }).data;
    await apiReply(request, server.url, token, post.id, '第一条');
    const reply = (await apiReply(request, server.url, token, post.id, `我的回复 ${Date.now()}`)).data;

    await openWithToken(page, token, `${server.url}/basic/portal/MyPost`);
    await expect(page.getByRole('tab', { name: '我的帖子' })).toHaveAttribute('aria-selected', 'true');
    const posts = page.getByRole('table', { name: '我的帖子' });
    await expect(posts.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/basic/portal/postPetails?id=${post.id}`,
    );
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    await page.getByRole('tab', { name: '我的回复' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'replies');
    const replies = page.getByRole('table', { name: '我的回复' });
    const link = replies.getByRole('link', { name: reply.content });
    await expect(link).toHaveAttribute(
      'href',
      `/basic/portal/postPetails?id=${post.id}&floor=${reply.floor}`,
    );
    await expect(replies.locator('tbody tr').first()).toContainText(`#${reply.floor}`);
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('tab', { name: '我的回复' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('table', { name: '我的回复' }).getByRole('link', { name: reply.content }).click();
    await expect(page.locator(`#floor-${reply.floor}`)).toBeFocused();

    await page.goBack();
    await page.goBack();
    await hydrated(page);
    await expect(page.getByRole('tab', { name: '我的帖子' })).toHaveAttribute('aria-selected', 'true');
  });
});
