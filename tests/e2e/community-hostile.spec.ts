import type { APIRequestContext, Page } from '@playwright/test';
import { excerpt } from '../../src/lib/shared/rules/length.ts';
import { test, expect, apiLogin, openWithToken, hydrated } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { apiGet, firstPost, openComposer, replyBox, sendReply, type ReplyRow } from './community-helpers.ts';
import { HOSTILE_BODIES, HOSTILE_TITLES } from './hostile-corpus.ts';
// What the server stores: the portal's one text rule (lone surrogates dropped, NFC, trimmed).
import { normalizeBody, normalizeLine } from '../../src/lib/shared/text.ts';

/**
 * A hostile corpus posted as titles, bodies, replies and quotes: in Chromium nothing runs, no dialog
 * opens, and every text shows exactly as the server stored it, which is exactly as typed (the
 * server cannot store a lone surrogate in UTF-8: it becomes U+FFFD, as `toWellFormed` says).
 */
let server: ExtraServer;
let token: string;
let circleId: number;
test.beforeAll(async ({ request }) => {
  server = await startExtraServer({ postRatePerMinute: 1000 });
  token = await apiLogin(request, { origin: server.url });
  circleId = (await firstPost(request, server.url)).circleId;
});
test.afterAll(async () => {
  await server?.stop();
});

async function apiPost<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${server.url}/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': `hostile-${Date.now()}-${Math.random()}` },
    data,
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

/** Fails the test on any dialog; records whether anything set `window.__pwned`. */
function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // No element came from user text: only text nodes and the portal's own links.
  expect(await page.locator('[data-user-text] :not(a)').count()).toBe(0);
  for (const href of await page
    .locator('[data-user-text] a')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]))) {
    expect(href[0]).toMatch(/^https?:\/\//);
    expect(href[1]).toBe('nofollow ugc noopener noreferrer');
  }
  // Long unbroken text wraps inside the page instead of widening it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const textOf = (page: Page, name: string) => page.locator(`[data-user-text="${name}"]`);

test('hostile titles and bodies show as typed on the post page and run nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = watch(page);
  const posts = [];
  for (const [index, body] of HOSTILE_BODIES.entries()) {
    const title = HOSTILE_TITLES[index % HOSTILE_TITLES.length]!;
    const post = await apiPost<{ id: number; title: string; content: string }>(request, '/posts', {
      circleId,
      title: title.text,
      content: body.text,
    });
    expect(post.title, title.name).toBe(normalizeLine(title.text));
    expect(post.content, body.name).toBe(normalizeBody(body.text));
    posts.push(post);
  }
  await openWithToken(page, token, `${server.url}/basic/portal/postPetails?id=${posts[0]!.id}`);
  for (const post of posts) {
    await page.goto(`${server.url}/basic/portal/postPetails?id=${post.id}`);
    await hydrated(page);
    await expect(textOf(page, 'post-title')).toHaveCount(1);
    expect(await textOf(page, 'post-title').textContent()).toBe(post.title);
    expect(await textOf(page, 'post-body').textContent()).toBe(post.content);
    await expectNothingRan(page, dialogs);
  }
});

test('hostile text typed into the composer, as replies and quotes, shows as typed and runs nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = watch(page);
  const post = await apiPost<{ id: number }>(request, '/posts', {
    circleId,
    title: '引用测试',
    content: '正文',
  });
  const composed = HOSTILE_BODIES.map((entry) => entry.text).join('\n');
  await openWithToken(page, token, `${server.url}/basic/portal/replyToPost?id=${post.id}`);
  await openComposer(page, page.url());
  await replyBox(page).fill(composed);
  await sendReply(page).click();
  await expect(page).toHaveURL(/postPetails/);
  await hydrated(page);
  const first = page.locator('#floor-1');
  await expect(first).toBeFocused();
  expect(await first.locator('[data-user-text="reply-body"]').textContent()).toBe(
    // The browser sends UTF-8, in which a lone surrogate becomes U+FFFD before the server sees it.
    normalizeBody(composed.toWellFormed()),
  );
  await expectNothingRan(page, dialogs);

  // Each entry as a reply, then a reply quoting it.
  const replies: ReplyRow[] = [];
  for (const entry of HOSTILE_TITLES) {
    const reply = await apiPost<ReplyRow>(request, `/posts/${post.id}/replies`, { content: entry.text });
    replies.push(reply);
    await apiPost<ReplyRow>(request, `/posts/${post.id}/replies`, {
      content: `引用：${entry.name}`,
      quoteReplyId: reply.id,
    });
  }
  const stored = await apiGet<{ list: (ReplyRow & { quote: { content: string } | null })[] }>(
    request,
    server.url,
    `/posts/${post.id}/replies?pageSize=100`,
  );
  for (const reply of stored.list.filter((row) => row.floor > 1)) {
    await page.goto(`${server.url}/basic/portal/postPetails?id=${post.id}&floor=${reply.floor}`);
    await hydrated(page);
    const floor = page.locator(`#floor-${reply.floor}`);
    await expect(floor).toBeFocused();
    expect(await floor.locator('[data-user-text="reply-body"]').textContent()).toBe(reply.content);
    if (reply.quote) {
      expect(await floor.locator('[data-user-text="quote-body"]').textContent()).toBe(
        excerpt(reply.quote.content),
      );
    }
    await expectNothingRan(page, dialogs);
  }
  // The quote as the composer shows it.
  for (const reply of replies.slice(0, 3)) {
    await page.goto(`${server.url}/basic/portal/replyToPost?id=${post.id}&quote=${reply.id}`);
    await openComposer(page, page.url());
    expect(await textOf(page, 'quote-body').textContent()).toBe(excerpt(reply.content));
    await expectNothingRan(page, dialogs);
  }
});

test('hostile titles and replies show as typed in the community list and in my posts and replies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = watch(page);
  const stamp = Date.now();
  const titles: string[] = [];
  const post = await apiPost<{ id: number }>(request, '/posts', {
    circleId,
    title: `列表引用 ${stamp}`,
    content: '正文',
  });
  for (const entry of HOSTILE_TITLES) {
    const created = await apiPost<{ title: string }>(request, '/posts', {
      circleId,
      title: entry.text,
      content: entry.text,
    });
    titles.push(created.title);
    await apiPost<ReplyRow>(request, `/posts/${post.id}/replies`, { content: entry.text });
  }
  const cells = (table: string, column: number) =>
    page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`).allTextContents();

  await openWithToken(page, token, `${server.url}/basic/community?circleId=${circleId}&pageSize=50`);
  await expect.poll(() => cells('帖子列表', 1)).toEqual(expect.arrayContaining(titles));
  await expectNothingRan(page, dialogs);

  await page.goto(`${server.url}/basic/portal/MyPost?pageSize=50`);
  await hydrated(page);
  await expect.poll(() => cells('我的帖子', 1)).toEqual(expect.arrayContaining(titles));
  await expectNothingRan(page, dialogs);

  const stored = await apiGet<{ list: ReplyRow[] }>(request, server.url, '/user/replies?pageSize=50', token);
  await page.goto(`${server.url}/basic/portal/MyPost?tab=replies&pageSize=50`);
  await hydrated(page);
  await expect
    .poll(() => cells('我的回复', 1))
    .toEqual(
      expect.arrayContaining(
        stored.list.slice(0, HOSTILE_TITLES.length).map((reply) => excerpt(reply.content, 60)),
      ),
    );
  await expectNothingRan(page, dialogs);
});
