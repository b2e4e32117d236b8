import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { Envelope } from '../../src/lib/shared/contract.ts';
import { apiReply, firstPost } from './community-helpers.ts';
import { test, expect, apiLogin, openWithToken, DEMO, EDITOR } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Live notices: a notice made for a user while their pages are open reaches the bell and the open
 * notice panel of every tab without a reload, over one stream for the whole browser. Replies change
 * the demo account's notices, so this file has a server of its own.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function newPost(request: APIRequestContext, token: string, title: string): Promise<number> {
  const { circleId } = await firstPost(request, server.url);
  const response = await request.post(`${server.url}/logistics/api/posts`, {
    headers: { Authentication: token, 'Idempotency-Key': `live-${Date.now()}-${Math.random()}` },
    data: { circleId, title, content: '实时通知测试：请回复这条帖子。' },
  });
  const body = (await response.json()) as Envelope<{ id: number }>;
  expect(body.success, body.errorMsg).toBe(true);
  return body.data.id;
}

const unreadOnServer = async (request: APIRequestContext, token: string): Promise<number> => {
  const response = await request.get(`${server.url}/logistics/api/notices`, {
    headers: { Authentication: token },
  });
  const body = (await response.json()) as Envelope<{ read: boolean }[]>;
  return body.data.filter((notice) => !notice.read).length;
};

const bellName = (unread: number) => (unread > 0 ? `通知，${unread}条未读` : '通知');

function countStreams(pages: Page[]): () => number {
  let count = 0;
  const seen = (request: Request) => {
    if (request.url().includes('/notices/stream')) count += 1;
  };
  for (const page of pages) page.on('request', seen);
  return () => count;
}

test("a reply to B's post changes B's bell and open panel in two tabs, over one stream", async ({
  browser,
  request,
}) => {
  const writer = await apiLogin(request, {
    origin: server.url,
    account: EDITOR.account,
    password: EDITOR.password,
  });
  const reader = await apiLogin(request, {
    origin: server.url,
    account: DEMO.account,
    password: DEMO.password,
  });
  const title = `实时通知${Date.now() % 100000}`;
  const postId = await newPost(request, reader, title);
  const before = await unreadOnServer(request, reader);

  const readerContext = await browser.newContext();
  const first = await readerContext.newPage();
  const second = await readerContext.newPage();
  const streams = countStreams([first, second]);
  await openWithToken(first, reader, `${server.url}/basic/portal`);
  await openWithToken(second, reader, `${server.url}/basic/portal/PolicyTotality`);
  for (const page of [first, second])
    await expect(page.getByRole('button', { name: /^通知/ })).toHaveAccessibleName(bellName(before));
  // The stream opens once the pages are idle; one of the two tabs reads it for both.
  await expect.poll(streams).toBe(1);

  // The second tab keeps its notice panel open on 消息.
  await second.getByRole('button', { name: /^通知/ }).click();
  const panel = second.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await expect(panel.getByText(`「${title}」有 1 条新回复`)).toHaveCount(0);

  // Another user replies, in another browser context, through the API.
  const writerContext = await browser.newContext();
  expect(
    (await apiReply(writerContext.request, server.url, writer, postId, '我们有车，可以联系。')).success,
  ).toBe(true);
  await writerContext.close();

  for (const page of [first, second])
    await expect(page.getByRole('button', { name: /^通知/ })).toHaveAccessibleName(bellName(before + 1), {
      timeout: 10_000,
    });
  await expect(panel.getByText(`「${title}」有 1 条新回复`)).toBeVisible();
  expect(streams(), 'still one stream for the two tabs').toBe(1);
  expect(new URL(first.url()).pathname).toBe('/basic/portal');
  await readerContext.close();
});

test('the stream sends the token in a header, never in its URL', async ({ browser, request }) => {
  const reader = await apiLogin(request, { origin: server.url });
  const context = await browser.newContext();
  const page = await context.newPage();
  const stream = page.waitForRequest((sent) => sent.url().includes('/notices/stream'));
  await openWithToken(page, reader, `${server.url}/basic/portal`);
  const sent = await stream;
  expect(sent.url()).not.toContain(reader);
  expect(await sent.headerValue('authentication')).toBe(reader);
  await context.close();
});

test('a stream refused by a gateway (502) is tried again, resuming after the newest notice held', async ({
  browser,
  request,
}) => {
  const writer = await apiLogin(request, {
    origin: server.url,
    account: EDITOR.account,
    password: EDITOR.password,
  });
  const reader = await apiLogin(request, {
    origin: server.url,
    account: DEMO.account,
    password: DEMO.password,
  });
  const title = `网关重试${Date.now() % 100000}`;
  const postId = await newPost(request, reader, title);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The first attempt meets a gateway whose server is restarting.
  await page.route(
    '**/notices/stream',
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' }),
    {
      times: 1,
    },
  );
  const retried = page.waitForRequest(
    (sent) => sent.url().includes('/notices/stream') && sent.headers()['last-event-id'] !== undefined,
    { timeout: 15_000 },
  );
  await openWithToken(page, reader, `${server.url}/basic/portal`);
  const bell = page.getByRole('button', { name: /^通知/ });
  const before = await unreadOnServer(request, reader);
  await expect(bell).toHaveAccessibleName(bellName(before));
  const again = await retried;
  const newest = await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('portal:global') ?? '{}') as {
      notices?: { id: number }[];
    };
    return Math.max(0, ...(stored.notices ?? []).map((notice) => notice.id));
  });
  expect(again.headers()['last-event-id']).toBe(String(newest));

  expect((await apiReply(request, server.url, writer, postId, '重连之后的回复。')).success).toBe(true);
  await expect(bell).toHaveAccessibleName(bellName(before + 1), { timeout: 10_000 });
  await context.close();
});
