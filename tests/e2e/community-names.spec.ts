import type { APIRequestContext, Locator } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { test, expect, apiLogin, open, openWithToken } from './fixtures.ts';
import { firstPost, type ReplyRow } from './community-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * People are named by nickname with the account beside it, and no nickname can turn the text around
 * it: a right-to-left override typed into a nickname is removed, and one stored before that rule
 * (written here straight into the database) is isolated where it is shown.
 */
let server: ExtraServer;
let account: string;
let token: string;
let postId: number;
let reply: ReplyRow;

async function apiWrite<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await request[method](`${server.url}/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': `names-${Date.now()}-${Math.random()}` },
    data,
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

test.beforeAll(async ({ request }) => {
  server = await startExtraServer({ postRatePerMinute: 1000 });
  ({ account } = server.db.prepare("SELECT account FROM users WHERE account <> 'demo' LIMIT 1").get() as {
    account: string;
  });
  token = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  const { circleId } = await firstPost(request, server.url);
  // A nickname stored before overrides were removed from names.
  server.db.prepare('UPDATE users SET nickname = ? WHERE account = ?').run('\u202e老用户', account);
  postId = (
    await apiWrite<{ id: number }>(request, 'post', '/posts', {
      circleId,
      title: '名字测试',
      content: '正文',
    })
  ).id;
  reply = await apiWrite<ReplyRow>(request, 'post', `/posts/${postId}/replies`, { content: '回复正文' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Left edges, in reading order, of the name, the account beside it and what follows. */
async function leftEdges(...parts: Locator[]): Promise<number[]> {
  return Promise.all(parts.map(async (part) => (await part.boundingBox())!.x));
}

test('a post and its reply show the account beside the nickname, and an override turns nothing around', async ({
  page,
}) => {
  await open(page, `${server.url}/basic/portal/postPetails?id=${postId}`);
  const article = page.getByRole('article', { name: '名字测试' });
  await expect(article).toContainText(`作者：\u202e老用户（@${account}）`);
  const author = article.locator(`[data-person="${account}"]`);
  const published = article.getByText(/^发布于/);
  // Left to right as written: the name, then its account, then the next item of the line.
  const [name, suffix, next] = await leftEdges(
    author.locator('bdi'),
    author.getByText(`（@${account}）`),
    published,
  );
  expect(name).toBeLessThan(suffix!);
  expect(suffix).toBeLessThan(next!);

  const floor = page.locator(`#floor-${reply.floor}`);
  await expect(floor).toContainText(`（@${account}）`);
  const replier = floor.locator(`[data-person="${account}"]`);
  const [replyName, replySuffix, time] = await leftEdges(
    replier.locator('bdi'),
    replier.getByText(`（@${account}）`),
    floor.locator('time'),
  );
  expect(replyName).toBeLessThan(replySuffix!);
  expect(replySuffix).toBeLessThan(time!);
});

test('an override typed into a nickname is removed, and the header names the account too', async ({
  page,
  request,
}) => {
  const saved = await apiWrite<{ nickname: string }>(request, 'put', '/user/profile', {
    nickname: '\u202e新名字',
    realName: '',
    company: '',
    email: '',
  });
  expect(saved.nickname).toBe('新名字');
  await openWithToken(page, token, `${server.url}/basic/portal/postPetails?id=${postId}`);
  await expect(page.getByRole('article', { name: '名字测试' })).toContainText(`作者：新名字（@${account}）`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^账户菜单：\\s?新名字（@${account}）$`) }),
  ).toBeVisible();
});
