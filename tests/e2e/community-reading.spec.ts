import AxeBuilder from '@axe-core/playwright';
import { test, expect, open, hydrated, DEMO, pathIs } from './fixtures.ts';
import { apiGet, type PostRow, type ReplyRow } from './community-helpers.ts';

/** Reading the community as a visitor on the suite's server; acting sends the visitor to log in. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function busiestPost(request: import('@playwright/test').APIRequestContext, origin: string) {
  const { list } = await apiGet<{ list: PostRow[] }>(request, origin, '/posts?pageSize=100');
  return list.reduce((best, post) => (post.replyCount > best.replyCount ? post : best));
}

test('a visitor reads a post: title, circle, author, views, body and the first replies by floor', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await busiestPost(request, baseURL!);
  const detail = await apiGet<PostRow & { content: string }>(request, baseURL!, `/posts/${post.id}`);
  await open(page, `/basic/portal/postPetails?id=${post.id}`);
  const article = page.getByRole('article', { name: detail.title });
  await expect(article).toBeVisible();
  await expect(article.getByRole('link', { name: detail.circleName })).toBeVisible();
  // The account beside the nickname: nobody can pass for someone else by choosing their nickname.
  await expect(article).toContainText(`作者：${detail.authorName}（@${detail.authorAccount}）`);
  await expect(article).toContainText(/回复 \d+/);
  expect(await page.locator('[data-user-text="post-body"]').textContent()).toBe(detail.content);

  const replies = await apiGet<{ list: ReplyRow[]; total: number }>(
    request,
    baseURL!,
    `/posts/${post.id}/replies`,
  );
  await expect(page.getByRole('heading', { name: `全部回复（${replies.total}）` })).toBeVisible();
  const items = page.getByRole('region', { name: /全部回复/ }).locator('ol > li');
  await expect(items).toHaveCount(replies.list.length);
  await expect(items.first()).toContainText(`#1`);
  const firstReply = replies.list[0]!;
  await expect(items.first()).toContainText(`${firstReply.authorName}（@${firstReply.authorAccount}）`);

  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations).toEqual([]);
});

test('?floor=N opens the page holding that floor and focuses it', async ({ page, request, baseURL }) => {
  const post = await busiestPost(request, baseURL!);
  expect(post.replyCount, 'the seed has a post with more than one page of replies').toBeGreaterThan(10);
  const floor = post.replyCount;
  await open(page, `/basic/portal/postPetails?id=${post.id}&floor=${floor}`);
  const target = page.locator(`#floor-${floor}`);
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(target).toBeInViewport();
  await expect(page.locator('#floor-1')).toHaveCount(0);
});

test('a visitor who chooses 回复 logs in and comes back to the composer for that post', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await busiestPost(request, baseURL!);
  await open(page, `/basic/portal/postPetails?id=${post.id}`);
  await page.getByRole('article').getByRole('link', { name: '回复', exact: true }).click();
  await expect(page).toHaveURL((url) => pathIs('/login')(url));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/basic/portal/replyToPost?id=${post.id}`);
  // A form filled before its island hydrates would be sent by the browser, not by the portal.
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(
    (url) => pathIs('/basic/portal/replyToPost')(url) && url.searchParams.get('id') === String(post.id),
  );
  await expect(page.getByLabel('回复内容')).toBeVisible();
});

test('引用 on a reply opens the composer with that reply quoted', async ({ page, request, baseURL }) => {
  const post = await busiestPost(request, baseURL!);
  const replies = await apiGet<{ list: ReplyRow[] }>(request, baseURL!, `/posts/${post.id}/replies`);
  const second = replies.list[1]!;
  await open(page, `/basic/portal/postPetails?id=${post.id}`);
  const quoteLink = page.locator('#floor-2').getByRole('link', { name: '引用 #2 的回复' });
  await expect(quoteLink).toHaveAttribute(
    'href',
    `/basic/portal/replyToPost?id=${post.id}&quote=${second.id}`,
  );
});

test('an unknown post says so inside the shell, with the way back to the community', async ({ page }) => {
  await open(page, '/basic/portal/postPetails?id=999999');
  await expect(page.getByText('该帖子不存在')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '返回交流社区' })).toBeVisible();
});
