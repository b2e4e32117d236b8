/**
 * The composer store against the real reference server: drafts saved as the user types in its form
 * (the form block's store) and restored,
 * a full quota, exactly-once submission across a lost answer, a double send, and an expired login.
 */
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Reply } from '../../../src/lib/shared/contract.ts';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';
import { requestUrl } from '../helpers/fake-fetch.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let browser: FakeBrowser;
let composer: typeof import('../../../src/stores/composer.ts');
let token = '';
let userId = 0;
let postId = 0;
const sent: { url: string; key: string | undefined }[] = [];

beforeAll(async () => {
  server = await startReferenceServer();
  const answer = await fetch(`${server.url}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.account, password: DEMO.password }),
  });
  const body = (await answer.json()) as { data: { token: string; user: { id: number } } };
  token = body.data.token;
  userId = body.data.user.id;
  const posts = (await (await fetch(`${server.url}/logistics/api/posts`)).json()) as {
    data: { list: { id: number }[] };
  };
  postId = posts.data.list[0]!.id;
});
afterAll(() => server.close());
afterEach(() => {
  cleanStores(composer.$composer);
  uninstallBrowser();
});

/** A page with the token stored; `transport` may wrap the real fetch (to drop an answer). */
async function openPage(
  local: Record<string, string> = {},
  transport: (real: typeof fetch) => typeof fetch = (real) => real,
  session: Record<string, string> = {},
): Promise<void> {
  browser = installBrowser({ local: { digital_user_token: token, ...local }, session });
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  const recording: typeof fetch = async (input, init) => {
    if (init?.method?.toLowerCase() === 'post') {
      sent.push({ url: requestUrl(input), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    }
    return fetch(input, init);
  };
  configureRequest({ origin: server.url, fetch: transport(recording), logError: () => {} });
  composer = await import('../../../src/stores/composer.ts');
}

const replyKey = () => `portal:draft:${userId}:post-${postId}`;
const storedDraft = () =>
  JSON.parse(browser.localStorage.getItem(replyKey()) ?? 'null') as Record<string, unknown> | null;
const replyTotal = async () =>
  (
    (await (await fetch(`${server.url}/logistics/api/posts/${postId}/replies`)).json()) as {
      data: Paged<Reply>;
    }
  ).data.total;

describe('drafts', () => {
  it('saves as the user types and restores when the composer opens again', async () => {
    await openPage();
    const form = composer.openComposer(userId, { kind: 'reply', postId });
    expect(composer.$composer.get().restored).toBe(false);
    form.change('content', '第一行\n第二行😀');
    expect(storedDraft()).toMatchObject({ content: '第一行\n第二行😀', pending: null });

    const saved = browser.localStorage.snapshot();
    uninstallBrowser();
    await openPage(saved);
    const reopened = composer.openComposer(userId, { kind: 'reply', postId }, { quoteReplyId: 7 });
    expect(composer.$composer.get()).toMatchObject({
      status: 'open',
      restored: true,
      draft: { content: '第一行\n第二行😀', quoteReplyId: 7 },
    });
    expect(reopened.$state.get().values.content).toBe('第一行\n第二行😀');
  });

  it('a full quota warns, keeps the text on screen and the last stored draft, and recovers', async () => {
    await openPage();
    const form = composer.openComposer(userId, { kind: 'reply', postId });
    form.change('content', '存进去的');
    browser.localStorage.full = true;
    form.change('content', '存进去的和没存进去的');
    expect(composer.$composer.get()).toMatchObject({
      storageFull: true,
      draft: { content: '存进去的和没存进去的' },
    });
    expect(storedDraft()).toMatchObject({ content: '存进去的' });
    browser.localStorage.full = false;
    composer.saveDraft();
    expect(composer.$composer.get().storageFull).toBe(false);
    expect(storedDraft()).toMatchObject({ content: '存进去的和没存进去的' });
  });

  it('the request layer’s E1/E2 clearing (endSession) leaves drafts alone', async () => {
    await openPage();
    composer.openComposer(userId, { kind: 'reply', postId }).change('content', '登录失效也要留着');
    const { endSession } = await import('../../../src/stores/shell/session.ts');
    endSession();
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(storedDraft()).toMatchObject({ content: '登录失效也要留着' });
  });

  it('prunes drafts older than 30 days when a composer opens', async () => {
    const old = { title: '', content: '旧', circleId: null, quoteReplyId: null, pending: null, savedAt: 1 };
    await openPage({ 'portal:draft:99:post-1': JSON.stringify(old) });
    composer.openComposer(userId, { kind: 'post' });
    expect(browser.localStorage.getItem('portal:draft:99:post-1')).toBe(null);
  });
});

describe('submitting', () => {
  it('sends once per draft: an answer lost after the server stored it is retried with the same key', async () => {
    const before = await replyTotal();
    let drop = true;
    await openPage({}, (real) => async (input, init) => {
      const response = await real(input, init);
      if (init?.method?.toLowerCase() === 'post' && drop) {
        drop = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    const form = composer.openComposer(userId, { kind: 'reply', postId });
    form.change('content', '丢了回答的回复');
    sent.length = 0;
    const send = () => composer.sendComposer('/basic/portal/replyToPost?id=1');
    expect(await form.submit(send)).toBe(undefined);
    expect(form.$state.get().status).toBe('failed');
    expect(form.$state.get().message).toContain('重试不会重复发布');
    expect(storedDraft()).toMatchObject({ content: '丢了回答的回复' });
    const retried = await form.submit(send);
    expect(retried?.kind).toBe('reply');
    expect(sent.map((call) => call.key)).toEqual([sent[0]!.key, sent[0]!.key]);
    expect(await replyTotal()).toBe(before + 1);
    expect(storedDraft()).toBe(null);
    expect(composer.$composer.get().status).toBe('done');
    composer.saveDraft();
    expect(storedDraft()).toBe(null);
  });

  it('a second send while the first is in flight sends nothing', async () => {
    await openPage();
    const form = composer.openComposer(userId, { kind: 'reply', postId });
    form.change('content', '双击');
    sent.length = 0;
    const send = () => composer.sendComposer('/x');
    const [first, second] = await Promise.all([form.submit(send), form.submit(send)]);
    expect(first?.kind).toBe('reply');
    expect(second).toBe(undefined);
    expect(sent.length).toBe(1);
  });

  it('checks the limits before sending', async () => {
    await openPage();
    const form = composer.openComposer(userId, { kind: 'post' });
    form.change('title', '   ');
    form.change('content', 'x'.repeat(10_001));
    sent.length = 0;
    expect(await form.submit(() => composer.sendComposer('/x'))).toBe(undefined);
    expect(sent.length).toBe(0);
    expect(form.$state.get().errors).toEqual({
      circleId: '请选择圈子',
      title: '请输入标题',
      content: '正文最多10000个字符',
    });
  });

  it('an expired login keeps the draft, clears sessionStorage and opens the login page that comes back', async () => {
    await openPage({ digital_user_token: 'no-such-token' }, undefined, {
      'portal:session': '{"loggedin":true}',
    });
    const form = composer.openComposer(userId, { kind: 'reply', postId });
    form.change('content', '过期时写的');
    expect(await form.submit(() => composer.sendComposer('/basic/portal/replyToPost?id=5'))).toBe(undefined);
    expect(form.$state.get().message).toBe('登录已过期，草稿已保存，请重新登录后继续');
    expect(storedDraft()).toMatchObject({ content: '过期时写的' });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(browser.sessionStorage.getItem('portal:session')).not.toContain('"loggedin":true');
    expect(browser.assigned).toEqual([
      `/login?redirect=${encodeURIComponent('/basic/portal/replyToPost?id=5')}`,
    ]);
  });
});
