import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { formatDateTime } from '../../src/lib/shared/format.ts';
import { test, expect, apiLogin, open, openWithToken } from './fixtures.ts';
import { firstPost } from './community-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * An author's own words on the post page: editing within and after the grace period (the server's
 * clock is moved, nothing waits), the history, an edit that lost a race to another tab, deleting a
 * quoted reply, following a post and the one merged notice that opens the right floor; by keyboard
 * alone, with axe finding nothing.
 */
let server: ExtraServer;
let clock = Date.now();
let author: string;
let follower: string;
let writer: string;
let circleId: number;
let key = 0;

async function apiWrite<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`${server.url}/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': `own-words-${Date.now()}-${(key += 1)}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

const newPost = (request: APIRequestContext, title: string) =>
  apiWrite<{ id: number }>(request, author, 'post', '/posts', { circleId, title, content: '最初的正文' });
const newReply = (
  request: APIRequestContext,
  token: string,
  postId: number,
  content: string,
  quote?: number,
) =>
  apiWrite<{ id: number; floor: number }>(request, token, 'post', `/posts/${postId}/replies`, {
    content,
    ...(quote === undefined ? {} : { quoteReplyId: quote }),
  });

const postUrl = (postId: number) => `${server.url}/basic/portal/postPetails?id=${postId}`;
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
    .violations;

test.beforeAll(async ({ request }) => {
  // The clock moves days ahead and the tokens are read on it too: they last the whole test.
  server = await startExtraServer({
    postRatePerMinute: 1000,
    now: () => clock,
    tokenTtlSeconds: 30 * 86_400,
  });
  const accounts = server.db
    .prepare("SELECT account FROM users WHERE account <> 'demo' ORDER BY id LIMIT 2")
    .all() as { account: string }[];
  author = await apiLogin(request, { origin: server.url });
  follower = await apiLogin(request, {
    origin: server.url,
    account: accounts[0]!.account,
    password: SEED_USER_PASSWORD,
  });
  writer = await apiLogin(request, {
    origin: server.url,
    account: accounts[1]!.account,
    password: SEED_USER_PASSWORD,
  });
  ({ circleId } = await firstPost(request, server.url));
});
test.afterAll(async () => {
  await server?.stop();
});

test('an edit within the grace period leaves no mark; one after it shows 已编辑 and the history', async ({
  page,
  request,
}) => {
  const { id } = await newPost(request, '编辑测试帖');
  await openWithToken(page, author, postUrl(id));
  const article = page.getByRole('article', { name: '编辑测试帖' });
  await article.getByRole('button', { name: '编辑帖子' }).click();
  const form = page.getByRole('form', { name: '编辑帖子' });
  await form.getByLabel('正文').fill('宽限期内改过的正文');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(article.locator('[data-user-text="post-body"]')).toHaveText('宽限期内改过的正文');
  await expect(article.getByRole('button', { name: /^已编辑/ })).toHaveCount(0);

  clock += 301_000;
  await article.getByRole('button', { name: '编辑帖子' }).click();
  await form.getByLabel('标题').fill('编辑测试帖（更正）');
  await form.getByLabel('正文').fill('宽限期后改过的正文');
  await form.getByRole('button', { name: '保存' }).click();
  const edited = page.getByRole('article', { name: '编辑测试帖（更正）' });
  await expect(edited.locator('[data-user-text="post-body"]')).toHaveText('宽限期后改过的正文');
  await edited.getByRole('button', { name: '已编辑，查看帖子的编辑历史' }).click();
  const dialog = page.getByRole('dialog', { name: '帖子的编辑历史' });
  const versions = dialog.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('第 2 版（当前）');
  await expect(versions.nth(0)).toContainText('宽限期后改过的正文');
  await expect(versions.nth(1)).toContainText('第 1 版');
  await expect(versions.nth(1)).toContainText('宽限期内改过的正文');
  await expect(dialog).not.toContainText('最初的正文');
  expect(await axeViolations(page)).toEqual([]);

  // After the edit window the server refuses an edit; deleting stays possible.
  clock += 24 * 3600 * 1000;
  await page.keyboard.press('Escape');
  await open(page, postUrl(id));
  await expect(page.getByRole('button', { name: '删除帖子' })).toBeVisible();
  const late = await request.put(`${server.url}/logistics/api/posts/${id}`, {
    headers: { Authentication: author },
    data: { title: '太迟', content: '太迟', revision: 3 },
  });
  expect(((await late.json()) as { errorCode: number }).errorCode).toBe(10601);
});

test('two tabs edit one reply: the second save shows both texts, loses nothing, and can save over', async ({
  page,
  context,
  request,
}) => {
  const { id } = await newPost(request, '两个标签页测试');
  const reply = await newReply(request, follower, id, '两个标签页都要改的回复');
  await openWithToken(page, follower, postUrl(id));
  const other = await context.newPage();
  await open(other, postUrl(id));
  for (const tab of [page, other])
    await tab.locator('#floor-1').getByRole('button', { name: '编辑#1 的回复' }).click();

  clock += 90_000;
  const firstSavedAt = new Date(clock).toISOString();
  const first = page.getByRole('form', { name: '编辑#1 的回复' });
  await first.getByLabel('回复内容').fill('第一个标签页保存的回复');
  await first.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('#floor-1 [data-user-text="reply-body"]')).toHaveText('第一个标签页保存的回复');

  clock += 60_000;
  const form = other.getByRole('form', { name: '编辑#1 的回复' });
  const box = form.getByLabel('回复内容');
  await box.fill('第二个标签页写的回复，\n有两行');
  await form.getByRole('button', { name: '保存' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(`#1 的回复已在 ${formatDateTime(firstSavedAt)} 被修改`);
  await expect(alert).toBeFocused();
  const newer = form.getByRole('region', { name: '#1 的回复现在的内容' });
  await expect(newer.locator('[data-user-text="conflict-body"]')).toHaveText('第一个标签页保存的回复');
  await expect(box).toHaveValue('第二个标签页写的回复，\n有两行');
  await expect(form.getByRole('button', { name: '保存' })).toHaveCount(0);
  expect(await axeViolations(other)).toEqual([]);

  await form.getByRole('button', { name: '用我的内容覆盖' }).click();
  await expect(form).toHaveCount(0);
  await expect(other.locator('#floor-1 [data-user-text="reply-body"]')).toHaveText(
    '第二个标签页写的回复，\n有两行',
  );
  const stored = await request.get(`${server.url}/logistics/api/posts/${id}/replies/${reply.id}`);
  expect(((await stored.json()) as { data: { content: string; revision: number } }).data).toMatchObject({
    content: '第二个标签页写的回复，\n有两行',
    revision: 3,
  });
});

const editDraftKeys = (page: Page, postId: number) =>
  page.evaluate(
    (id) =>
      Object.keys(localStorage).filter((name) => new RegExp(`:edit-(post|reply)-${id}(-|$)`).test(name)),
    postId,
  );

test('an edit survives a reload, is offered back, saves once even when its answer is lost, and its draft goes', async ({
  page,
  request,
}) => {
  const { id } = await newPost(request, '重新加载测试帖');
  const reply = await newReply(request, author, id, '要改的回复');
  await openWithToken(page, author, postUrl(id));
  const article = page.getByRole('article', { name: '重新加载测试帖' });
  await article.getByRole('button', { name: '编辑帖子' }).click();
  await page.getByRole('form', { name: '编辑帖子' }).getByLabel('正文').fill('重新加载前输入的修改');

  await page.reload();
  const form = page.getByRole('form', { name: '编辑帖子' });
  await expect(form.getByRole('status')).toContainText('已恢复未保存的修改');
  await expect(form.getByLabel('正文')).toHaveValue('重新加载前输入的修改');
  await expect(form.getByLabel('标题')).toHaveValue('重新加载测试帖');
  expect(await editDraftKeys(page, id)).toHaveLength(1);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toHaveCount(0);
  await expect(article.locator('[data-user-text="post-body"]')).toHaveText('重新加载前输入的修改');
  expect(await editDraftKeys(page, id)).toEqual([]);

  // A save whose answer is lost is tried again from the same revision: the server refuses it (10604)
  // with the user's own words, which the form takes as saved; the reply was changed once.
  await page.locator('#floor-1').getByRole('button', { name: '编辑#1 的回复' }).click();
  const replyForm = page.getByRole('form', { name: '编辑#1 的回复' });
  await replyForm.getByLabel('回复内容').fill('回复改好了');
  const replyUrl = `**/logistics/api/posts/${id}/replies/${reply.id}`;
  await page.route(replyUrl, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await replyForm.getByRole('button', { name: '保存' }).click();
  await expect(replyForm.getByRole('alert')).toBeVisible();
  expect(await editDraftKeys(page, id)).toHaveLength(1);
  await page.unroute(replyUrl);
  await replyForm.getByRole('button', { name: '保存' }).click();
  await expect(replyForm).toHaveCount(0);
  await expect(page.locator('#floor-1 [data-user-text="reply-body"]')).toHaveText('回复改好了');
  expect(await editDraftKeys(page, id)).toEqual([]);
  const stored = await request.get(`${server.url}/logistics/api/posts/${id}/replies/${reply.id}`);
  expect(((await stored.json()) as { data: { revision: number } }).data.revision).toBe(2);
  await page.reload();
  await expect(page.locator('#floor-1 [data-user-text="reply-body"]')).toHaveText('回复改好了');
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('deleting a quoted reply: its floor and every quote of it say 该回复已被作者删除', async ({
  page,
  request,
}) => {
  const { id } = await newPost(request, '删除引用测试');
  const quoted = await newReply(request, follower, id, '这条会被删掉');
  await newReply(request, writer, id, '我引用了一楼', quoted.id);
  await openWithToken(page, follower, postUrl(id));
  const floor1 = page.locator('#floor-1');
  const floor2 = page.locator('#floor-2');
  await expect(floor2.locator('blockquote')).toContainText('这条会被删掉');
  await floor1.getByRole('button', { name: '删除#1 的回复' }).click();
  const dialog = page.getByRole('dialog', { name: '删除#1 的回复' });
  await dialog.getByRole('button', { name: '确定删除' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(floor1).toContainText('该回复已被作者删除');
  await expect(floor1).not.toContainText('这条会被删掉');
  await expect(floor2.locator('blockquote')).toContainText('该回复已被作者删除');
  await expect(floor2).toContainText('#2');
  await expect(floor2).toContainText('我引用了一楼');
});

test('a follower gets one merged notice that opens the first new floor', async ({ page, request }) => {
  const { id } = await newPost(request, '关注通知测试');
  await newReply(request, writer, id, '关注前的一楼');
  await newReply(request, writer, id, '关注前的二楼');
  await openWithToken(page, follower, postUrl(id));
  const follow = page.getByRole('button', { name: '关注' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');

  for (const text of ['三楼', '四楼', '五楼']) await newReply(request, writer, id, text);
  await open(page, `${server.url}/basic/portal`);
  // By keyboard: a long name in the header's user menu may lie over the bell.
  await page.getByRole('button', { name: /^通知/ }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /消息/ }).click();
  const notices = panel.getByRole('link', { name: /关注通知测试/ });
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText('「关注通知测试」有 3 条新回复');
  await notices.click();
  await expect(page).toHaveURL(`${postUrl(id)}&floor=3`);
  await expect(page.locator('#floor-3')).toBeFocused();
  await expect(page.locator('#floor-3')).toHaveAttribute('aria-current', 'location');
});

test('keyboard only: edit a reply and open the delete question; axe finds nothing', async ({
  page,
  request,
}) => {
  const { id } = await newPost(request, '键盘编辑测试');
  await newReply(request, follower, id, '键盘要改的回复');
  await openWithToken(page, follower, postUrl(id));
  const floor = page.locator('#floor-1');
  await floor.getByRole('button', { name: '编辑#1 的回复' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('form', { name: '编辑#1 的回复' }).getByLabel('回复内容');
  await expect(box).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('请输入回复内容')).toBeVisible();
  await expect(box).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type('用键盘改好的回复');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '保存' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(floor.locator('[data-user-text="reply-body"]')).toHaveText('用键盘改好的回复');

  const remove = floor.getByRole('button', { name: '删除#1 的回复' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '删除#1 的回复' });
  await expect(dialog.getByRole('button', { name: '再想想' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(floor).toContainText('用键盘改好的回复');
});
