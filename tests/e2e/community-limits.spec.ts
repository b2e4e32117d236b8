import { test, expect, apiLogin, openWithToken, hydrated, DEMO, storedToken } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import {
  allReplies,
  apiReply,
  firstPost,
  openComposer,
  replyBox,
  sendReply,
  storedDraftContent,
} from './community-helpers.ts';

/** What the composer does when the server says no: too fast (429) and a login that expired. */

test.describe('over the posting rate', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ postRatePerMinute: 1 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('429 shows the server’s message and keeps the draft', async ({ page, request }) => {
    const token = await apiLogin(request, { origin: server.url });
    const post = await firstPost(request, server.url);
    expect((await apiReply(request, server.url, token, post.id, '用掉这一分钟的额度')).success).toBe(true);

    await openWithToken(page, token, `${server.url}/basic/portal/replyToPost?id=${post.id}`);
    await openComposer(page, page.url());
    const text = `太快的回复 ${Date.now()}`;
    await replyBox(page).fill(text);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await sendReply(page).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(/^回复过于频繁，请在 (\d+ 秒|1 分钟)后再试$/);
    await expect(replyBox(page)).toHaveValue(text);
    await expect(sendReply(page)).toBeEnabled();
    expect(await storedDraftContent(page, `post-${post.id}`)).toBe(text);
    expect(
      (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === text),
    ).toHaveLength(0);
  });
});

test.describe('a login that expires while the user writes', () => {
  const TTL_SECONDS = 8;
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ tokenTtlSeconds: TTL_SECONDS, postRatePerMinute: 1000 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a 2,000-character reply survives the expiry and the login, then posts once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const loggedInAt = Date.now();
    const token = await apiLogin(request, { origin: server.url });
    const post = await firstPost(request, server.url);
    const composer = `${server.url}/basic/portal/replyToPost?id=${post.id}`;
    await openWithToken(page, token, composer);
    await openComposer(page, page.url());

    // 2,000 characters of mixed text: Chinese, line breaks, an emoji pair, typed at the end by keyboard.
    const unit = '到货准时，价格公道。\n';
    let text = unit.repeat(Math.floor(1980 / unit.length));
    text += '😀'.repeat(5);
    text += 'x'.repeat(2000 - text.length - 10);
    const typed = '最后十个字手工输入。';
    expect(text.length + typed.length).toBe(2000);
    await replyBox(page).fill(text);
    await replyBox(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(typed);
    const full = text + typed;
    await expect(replyBox(page)).toHaveValue(full);

    // No click: at expiry the notice stream ends with the token and the page opens the login by itself.
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/login', { timeout: 20_000 });
    expect(Date.now() - loggedInAt, 'not before the token expired').toBeGreaterThanOrEqual(
      TTL_SECONDS * 1000,
    );
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe(`/basic/portal/replyToPost?id=${post.id}`);
    expect(await storedToken(page)).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('portal:session') ?? '')).not.toContain(
      '"loggedin":true',
    );
    expect(await storedDraftContent(page, `post-${post.id}`)).toBe(full);

    await hydrated(page);
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/replyToPost');
    await openComposer(page, page.url());
    await expect(replyBox(page)).toHaveValue(full);
    expect(await replyBox(page).evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(2000);

    await sendReply(page).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/basic/portal/postPetails');
    const stored = (await allReplies(request, server.url, post.id)).filter((reply) => reply.content === full);
    expect(stored).toHaveLength(1);
  });
});
