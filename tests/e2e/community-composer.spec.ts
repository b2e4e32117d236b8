import AxeBuilder from '@axe-core/playwright';
import { test, expect, apiLogin, openWithToken, hydrated } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import {
  allReplies,
  apiReply,
  firstPost,
  myPosts,
  openComposer,
  replyBox,
  sendReply,
  storedDraftContent,
} from './community-helpers.ts';

/**
 * The composer (/basic/portal/replyToPost) on a server of its own whose posting rate is raised, so
 * that these tests can post as fast as they like; the rate itself is tested in
 * community-limits.spec.ts.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ postRatePerMinute: 1000 });
});
test.afterAll(async () => {
  await server?.stop();
});

const composerUrl = (query: string) => `${server.url}/basic/portal/replyToPost${query}`;

test('a reply quoting another, sent with Ctrl+Enter, lands on its floor', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  const quoted = await apiReply(request, server.url, token, post.id, '被引用的回复\n第二行');
  await openWithToken(page, token, composerUrl(`?id=${post.id}&quote=${quoted.data.id}`));
  await openComposer(page, page.url());

  const quote = page.locator('blockquote');
  await expect(quote).toContainText(`引用 #${quoted.data.floor}`);
  await expect(quote).toContainText(`${quoted.data.authorName}（@${quoted.data.authorAccount}） 的回复`);
  await expect(quote).toContainText('被引用的回复 第二行');

  const text = `同意楼上 ${Date.now()}\n第二行`;
  await replyBox(page).fill(text);
  await expect(page.getByText(`${text.trim().length} / 10000`)).toBeVisible();
  await replyBox(page).press('Control+Enter');

  await expect(page).toHaveURL(
    (url) =>
      url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails' &&
      url.searchParams.get('id') === String(post.id),
  );
  const floor = Number(new URL(page.url()).searchParams.get('floor'));
  const stored = (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === text);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.floor).toBe(floor);
  expect(await storedDraftContent(page, `post-${post.id}`)).toBe(null);
});

test('a new post in the circle the link chose lands on the new post', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const circle = (await firstPost(request, server.url)).circleId;
  await openWithToken(page, token, composerUrl(`?circleId=${circle}`));
  await openComposer(page, page.url());
  await expect(page.getByLabel('圈子')).toHaveValue(String(circle));
  const title = `新帖 ${Date.now()}`;
  await page.getByLabel('标题').fill(title);
  await expect(page.getByText(`${title.length} / 100`)).toBeVisible();
  await page.getByLabel('正文').fill('正文第一行\n正文第二行');
  await page.getByRole('button', { name: '发布帖子' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
  const mine = await myPosts(request, server.url, token);
  expect(mine[0]).toMatchObject({ title, circleId: circle });
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(mine[0]!.id));
});

test('a double click and a repeated Ctrl+Enter each make one post', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const circle = (await firstPost(request, server.url)).circleId;
  for (const how of ['double click', 'Ctrl+Enter twice'] as const) {
    await openWithToken(page, token, composerUrl(`?circleId=${circle}`));
    await openComposer(page, page.url());
    const title = `只发一次（${how}）${Date.now()}`;
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('正文').fill('只应出现一次');
    if (how === 'double click') await page.getByRole('button', { name: '发布帖子' }).dblclick();
    else {
      await page.getByLabel('正文').press('Control+Enter');
      await page
        .getByLabel('正文')
        .press('Control+Enter')
        .catch(() => undefined);
    }
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
    const mine = await myPosts(request, server.url, token);
    expect(
      mine.filter((post) => post.title === title),
      how,
    ).toHaveLength(1);
  }
});

test('an answer lost after the server stored the reply: the retry makes no second reply', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  await openWithToken(page, token, composerUrl(`?id=${post.id}`));
  await openComposer(page, page.url());
  let dropped = 0;
  await page.route(`**/logistics/api/posts/${post.id}/replies`, async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.abort('connectionreset');
  });
  const text = `回答丢失的回复 ${Date.now()}`;
  await replyBox(page).fill(text);
  await sendReply(page).click();
  await expect(page.getByRole('alert')).toContainText('重试不会重复发布');
  expect(dropped).toBe(1);
  expect(
    (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === text),
  ).toHaveLength(1);
  await expect(replyBox(page)).toHaveValue(text);

  await sendReply(page).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
  expect(
    (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === text),
  ).toHaveLength(1);
});

test('the draft survives a reload; a full storage warns and keeps the text on screen', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  await openWithToken(page, token, composerUrl(`?id=${post.id}`));
  await openComposer(page, page.url());
  await replyBox(page).pressSequentially('重新载入后还在');
  expect(await storedDraftContent(page, `post-${post.id}`)).toBe('重新载入后还在');
  await page.reload();
  await hydrated(page);
  await expect(replyBox(page)).toHaveValue('重新载入后还在');
  await expect(page.getByText('已恢复上次未发送的草稿。')).toBeVisible();

  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await replyBox(page).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('，再加几个字');
  await expect(page.getByRole('alert')).toContainText('浏览器存储空间已满');
  await expect(replyBox(page)).toHaveValue('重新载入后还在，再加几个字');
  expect(await storedDraftContent(page, `post-${post.id}`)).toBe('重新载入后还在');
});

test('keyboard only: a refused empty post names each field and focuses the first; axe finds nothing', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, composerUrl(''));
  await openComposer(page, page.url());
  await page.getByLabel('正文').focus();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel('圈子')).toBeFocused();
  await expect(page.getByLabel('圈子')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('请选择圈子', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('请输入标题')).toBeVisible();
  await expect(page.getByText('请输入正文')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('标题')).toBeFocused();
  await page.keyboard.type(`键盘发帖 ${Date.now()}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('全程键盘');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '发布帖子' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
});

test('the reply composer has no axe violations', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  const quoted = await apiReply(request, server.url, token, post.id, '供 axe 检查的引用');
  await openWithToken(page, token, composerUrl(`?id=${post.id}&quote=${quoted.data.id}`));
  await openComposer(page, page.url());
  await replyBox(page).fill('x'.repeat(10_001));
  await sendReply(page).click();
  await expect(page.getByText('回复内容最多10000个字符')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
});

test('counts as the server does: zero-width spaces are nothing, an emoji is one', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  await openWithToken(page, token, composerUrl(`?id=${post.id}`));
  await openComposer(page, page.url());
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });

  await replyBox(page).fill('\u200b\u200b\u200b');
  await expect(page.getByText('0 / 10000')).toBeVisible();
  await sendReply(page).click();
  await expect(page.getByText('请输入回复内容')).toBeVisible();
  expect(posts).toEqual([]);

  await replyBox(page).fill('😀'.repeat(10_000));
  await expect(page.getByText('10000 / 10000')).toBeVisible();
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await sendReply(page).click();
  expect((await answer).status()).toBe(200);
});

test('a quote that cannot be found is dropped and the reply still posts', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const post = await firstPost(request, server.url);
  await openWithToken(page, token, composerUrl(`?id=${post.id}&quote=999999`));
  await openComposer(page, page.url());
  await expect(page.locator('blockquote')).toHaveCount(0);
  const text = `引用已不存在 ${Date.now()}`;
  await replyBox(page).fill(text);
  await sendReply(page).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
  expect(
    (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === text),
  ).toHaveLength(1);
});
