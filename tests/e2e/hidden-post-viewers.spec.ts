import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { apiLogin, EDITOR, expect, open, openWithToken, test } from './fixtures.ts';
import { apiReply, firstPost, openComposer, replyBox, sendReply } from './community-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * A post an editor hid, as each kind of reader meets it in Chromium: a visitor, another user (who
 * follows it and replied), the reporter and the author. Only the author reads its words, under a
 * note, and may reply; everyone else reads 该内容已被屏蔽 with no 回复, no 引用 and no composer,
 * finds it in no list or search, and reads no title in 我的回复 or in the notice of its replies.
 * On a server of its own, so the suite's shared posts stay as seeded.
 */
let server: ExtraServer;
let author: string;
let other: string;
let reporter: string;
let postId: number;
const stamp = Date.now();
let clock = stamp;
const TITLE = `违规招聘帖标题${stamp}`;
const BODY = `加微信领取高额运费补贴${stamp}`;

interface Envelope<T> {
  success: boolean;
  errorMsg: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`${server.url}/logistics/api${path}`, {
    headers: {
      Authentication: token,
      'Idempotency-Key': `hidden-viewers-${stamp}-${path}-${token.slice(0, 6)}`,
    },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.errorMsg}`).toBe(true);
  return body.data;
}

test.beforeAll(async ({ request }) => {
  server = await startExtraServer({ postRatePerMinute: 1000, now: () => clock });
  const accounts = server.db
    .prepare("SELECT account FROM users WHERE account NOT IN ('demo', 'editor') ORDER BY id LIMIT 2")
    .all() as { account: string }[];
  const login = (account: string) =>
    apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  author = await apiLogin(request, { origin: server.url });
  other = await login(accounts[0]!.account);
  reporter = await login(accounts[1]!.account);
  const circleId = (server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number }).id;
  postId = (
    await call<{ id: number }>(request, 'post', '/posts', author, { circleId, title: TITLE, content: BODY })
  ).id;
  // Edited after the grace period: 已编辑 with a history, which is its author's alone once hidden.
  clock += 301_000;
  await call(request, 'put', `/posts/${postId}`, author, {
    title: TITLE,
    content: `${BODY}，详情私聊`,
    revision: 1,
  });
  await call(request, 'put', `/posts/${postId}/follow`, other);
  await call(request, 'post', `/posts/${postId}/replies`, other, { content: '请问这个岗位还招人吗？' });
  await call(request, 'post', `/posts/${postId}/replies`, reporter, { content: '这是骗局，大家别信。' });
  const { reportId } = await call<{ reportId: number }>(request, 'post', '/reports', reporter, {
    target: 'post',
    id: postId,
    reason: 'fraud',
  });
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  await call(request, 'post', `/desk/reports/${reportId}/hide`, editor);
});
test.afterAll(async () => {
  await server?.stop();
});

const postUrl = () => `${server.url}/basic/portal/postPetails?id=${postId}`;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
    .violations;

/** A page of its own for one reader (null: a visitor), at `url`. */
async function readerPage(browser: Browser, token: string | null, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (token === null) await open(page, url);
  else await openWithToken(page, token, url);
  return page;
}

for (const [who, token] of [
  ['a visitor', () => null],
  ['another user who follows it', () => other],
  ['the reporter', () => reporter],
] as const) {
  test(`${who} reads only 该内容已被屏蔽, with nothing to reply to`, async ({ browser }) => {
    const page = await readerPage(browser, token(), postUrl());
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('该内容已被屏蔽');
    await expect(page.getByRole('listitem').filter({ hasText: '这是骗局，大家别信。' })).toBeVisible();
    await expect(page.getByText(TITLE)).toHaveCount(0);
    await expect(page.getByText(BODY)).toHaveCount(0);
    await expect(page.getByText('仅你自己可见')).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '回复', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^引用/ })).toHaveCount(0);
    await expect(article.getByRole('button')).toHaveCount(0);
    await expect(article.getByText('已编辑')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Neither the community's list nor its search finds it.
    await open(page, `${server.url}/basic/community?keyword=${encodeURIComponent(TITLE)}`);
    await expect(page.getByText('没有找到符合条件的结果')).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
    await open(page, `${server.url}/basic/community`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(TITLE)).toHaveCount(0);
    await page.context().close();
  });
}

test('another user who replied finds no title in 我的回复, in the notice, or in the composer', async ({
  browser,
}) => {
  const page = await readerPage(browser, other, `${server.url}/basic/portal/MyPost?tab=replies`);
  const row = page.getByRole('row').filter({ hasText: '请问这个岗位还招人吗？' });
  await expect(row).toContainText('该内容已被屏蔽');
  await expect(page.getByText(TITLE)).toHaveCount(0);

  await page.getByRole('button', { name: /^通知/ }).click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await expect(panel.getByText('「该内容已被屏蔽」有 1 条新回复')).toBeVisible();
  await expect(panel.getByText(TITLE)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await open(page, `${server.url}/basic/portal/replyToPost?id=${postId}`);
  await expect(page.getByRole('heading', { name: '该内容已被屏蔽，不能回复' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('the author reads the words under a note, may reply, and sees the mark in 我的帖子', async ({
  browser,
  request,
}) => {
  const page = await readerPage(browser, author, postUrl());
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(TITLE);
  await expect(article.getByText(BODY)).toBeVisible();
  await expect(article.getByRole('note')).toContainText('仅你自己可见');
  await expect(article.getByRole('link', { name: '回复', exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: /已编辑/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await open(page, `${server.url}/basic/portal/MyPost`);
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('（已被屏蔽，仅你自己可见）');
  await page.context().close();

  // The page as served (the static shell) carries none of the words.
  const html = await (await request.get(postUrl())).text();
  expect(html).not.toContain(TITLE);
  expect(html).not.toContain(BODY);
});

test('another user sent to quote a hidden reply gets the composer without the quote, and the reply posts', async ({
  browser,
  request,
}) => {
  const standing = await firstPost(request, server.url);
  const hidden = await apiReply(request, server.url, author, standing.id, `违规引用目标${stamp}`);
  const { reportId } = await call<{ reportId: number }>(request, 'post', '/reports', reporter, {
    target: 'reply',
    id: hidden.data.id,
    reason: 'spam',
  });
  await call(
    request,
    'post',
    `/desk/reports/${reportId}/hide`,
    await apiLogin(request, { origin: server.url, ...EDITOR }),
  );

  const page = await readerPage(browser, other, `${server.url}/basic/community`);
  await openComposer(
    page,
    `${server.url}/basic/portal/replyToPost?id=${standing.id}&quote=${hidden.data.id}`,
  );
  await expect(page.locator('blockquote')).toHaveCount(0);
  const text = `不带引用的回复 ${stamp}`;
  await replyBox(page).fill(text);
  await sendReply(page).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
  await expect(page.getByText(text)).toBeVisible();
  await page.context().close();
});
