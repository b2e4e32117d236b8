/** The session store against the real reference server: login, logout, second-tab rebuild. */
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/lib/shared/contract.ts';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';
import { fakeFetch, requestUrl } from '../helpers/fake-fetch.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let browser: FakeBrowser;
let stores: typeof import('../../../src/stores/shell/session.ts');
let api: typeof import('../../../src/lib/account/api.ts');

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanStores(stores.$session);
  uninstallBrowser();
});

/** A fresh page: storage as given, store modules evaluated anew. */
async function openPage(
  seed: Parameters<typeof installBrowser>[0] = {},
  fetchImpl?: typeof fetch,
): Promise<void> {
  browser = installBrowser(seed);
  api = await import('../../../src/lib/account/api.ts');
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  configureRequest({ origin: server.url, ...(fetchImpl ? { fetch: fetchImpl } : {}), logError: () => {} });
  stores = await import('../../../src/stores/shell/session.ts');
}

async function demoLogin(): Promise<LoginResult> {
  return api.login({ account: DEMO.account, password: DEMO.password });
}

describe('reading the stored session', () => {
  const user = {
    id: 1,
    account: 'demo',
    role: 'user',
    nickname: '演示',
    realName: '',
    company: '',
    email: '',
    mobile: '138****8000',
    createdAt: '',
    lastLoginAt: null,
    blocking: false,
  };

  it.each([
    ['nothing stored', {}, { digital_user_token: 't' }, { loggedin: false, userInfo: null }],
    [
      'corrupt JSON',
      { 'portal:session': '{"loggedin":tr' },
      { digital_user_token: 't' },
      { loggedin: false, userInfo: null },
    ],
    [
      'a foreign shape',
      { 'portal:session': '[1,2]' },
      { digital_user_token: 't' },
      { loggedin: false, userInfo: null },
    ],
    [
      'a stored login',
      { 'portal:session': JSON.stringify({ loggedin: true, userInfo: user }) },
      { digital_user_token: 't' },
      { loggedin: true, userInfo: user },
    ],
    [
      'a stored login whose token was blanked in another tab',
      { 'portal:session': JSON.stringify({ loggedin: true, userInfo: user }) },
      { digital_user_token: '' },
      { loggedin: false, userInfo: null },
    ],
    [
      'the logged-out state',
      { 'portal:session': '{"loggedin":false,"userInfo":{}}' },
      {},
      { loggedin: false, userInfo: {} },
    ],
  ])('%s', async (_case, session, local, expected) => {
    await openPage({ session, local });
    expect(stores.$session.get()).toEqual(expected);
  });
});

describe('actions', () => {
  it('setLoginState merges into the session', async () => {
    await openPage();
    stores.setLoginState({ loggedin: true });
    expect(stores.$session.get()).toEqual({ loggedin: true, userInfo: null });
  });

  it('loginWith keeps the token in localStorage and the session in sessionStorage', async () => {
    await openPage();
    const result = await demoLogin();
    expect(stores.loginWith(result)).toBe(true);
    expect(browser.localStorage.getItem('digital_user_token')).toBe(result.token);
    expect(stores.hasToken()).toBe(true);
    expect(stores.$currentUser.get()?.account).toBe('demo');
    expect(JSON.parse(browser.sessionStorage.getItem('portal:session') ?? '')).toEqual({
      loggedin: true,
      userInfo: result.user,
    });
  });

  it.each([
    ['localStorage refuses writes', (b: FakeBrowser) => (b.localStorage.full = true)],
    [
      'both storages refuse writes',
      (b: FakeBrowser) => {
        b.localStorage.full = true;
        b.sessionStorage.full = true;
      },
    ],
  ])('loginWith logs nobody in when %s, and revokes the token it could not keep', async (_case, refuse) => {
    await openPage();
    const result = await demoLogin();
    refuse(browser);
    expect(stores.loginWith(result)).toBe(false);
    expect(stores.$session.get().loggedin).toBe(false);
    expect(stores.$currentUser.get()).toBeNull();
    expect(stores.hasToken()).toBe(false);
    await expect
      .poll(async () => {
        const answer = await fetch(`${server.url}/logistics/api/user/current`, {
          headers: { Authentication: result.token },
        });
        return ((await answer.json()) as { errorMsg: string }).errorMsg;
      })
      .toBe('您已在其他窗口退出登录，请重新登录');
  });

  it('loginWith still logs in when sessionStorage is full', async () => {
    await openPage();
    browser.sessionStorage.full = true;
    const result = await demoLogin();
    expect(() => stores.loginWith(result)).not.toThrow();
    expect(stores.$session.get().loggedin).toBe(true);
    // Mounting a store (an island subscribing) must not bring back the value that could not be stored.
    const unsubscribe = stores.$session.listen(() => {});
    expect(stores.$session.get().loggedin).toBe(true);
    unsubscribe();
  });

  it('logout revokes the token, clears all sessionStorage, blanks the token, resets the session and goes to /login', async () => {
    await openPage({
      session: { 'navigation-title': '3', 'persist:root': '{}', 'portal:cache:draft': '"x"' },
    });
    const result = await demoLogin();
    stores.loginWith(result);
    await stores.logout();
    // Only the logged-out session is left, so the login page starts logged out.
    expect(browser.sessionStorage.snapshot()).toEqual({
      'portal:session': '{"loggedin":false,"userInfo":{}}',
    });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(stores.$session.get()).toEqual({ loggedin: false, userInfo: {} });
    expect(browser.assigned).toEqual(['/login']);
    const answer = await fetch(`${server.url}/logistics/api/user/current`, {
      headers: { Authentication: result.token },
    });
    expect(await answer.json()).toMatchObject({
      errorCode: 10002,
      errorMsg: '您已在其他窗口退出登录，请重新登录',
    });
  });

  it('logout completes locally when the server cannot be reached', async () => {
    const offline = fakeFetch(() => new TypeError('fetch failed'));
    await openPage({ local: { digital_user_token: 'some-token' } }, offline.fetch);
    await stores.logout();
    expect(offline.calls.map((call) => call.url)).toEqual([`${server.url}/logistics/api/auth/logout`]);
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(browser.assigned).toEqual(['/login']);
  });

  it('logout ends the session here before the server answers, and sends the old token', async () => {
    let answer: (response: Response) => void = () => {};
    const calls: { url: string; headers: Record<string, string>; keepalive: boolean | undefined }[] = [];
    const hanging = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: requestUrl(input),
        headers: { ...(init?.headers as Record<string, string>) },
        keepalive: init?.keepalive,
      });
      return new Promise<Response>((resolve) => (answer = resolve));
    }) as typeof fetch;
    await openPage(
      {
        local: { digital_user_token: 'old-token' },
        session: { 'portal:session': '{"loggedin":true,"userInfo":{"id":1,"account":"demo"}}' },
      },
      hanging,
    );
    let settled = false;
    const pending = stores.logout().then(() => (settled = true));
    // Nothing has been awaited: the local end is already complete.
    expect(browser.assigned).toEqual(['/login']);
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(stores.$session.get()).toEqual({ loggedin: false, userInfo: {} });
    expect(browser.sessionStorage.snapshot()).toEqual({
      'portal:session': '{"loggedin":false,"userInfo":{}}',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: `${server.url}/logistics/api/auth/logout`,
      headers: { authentication: 'old-token' },
      keepalive: true,
    });
    expect(settled, 'the promise waits for the server, the user does not').toBe(false);
    answer(new Response('{"success":true,"errorCode":0,"errorMsg":"","data":null}'));
    await pending;
  });

  it('logout without a token asks nothing of the server', async () => {
    const recorder = fakeFetch();
    await openPage({}, recorder.fetch);
    await stores.logout();
    expect(recorder.calls).toEqual([]);
    expect(browser.assigned).toEqual(['/login']);
  });
});

describe('checkSession (a second tab)', () => {
  it('fills an empty session from /user/current when a token is present', async () => {
    await openPage();
    const { token } = await demoLogin();
    await openPage({ local: { digital_user_token: token } });
    expect(stores.$session.get().loggedin).toBe(false);
    await expect(stores.checkSession()).resolves.toEqual({ kind: 'user' });
    expect(stores.$currentUser.get()?.account).toBe('demo');
  });

  it('does nothing without a token', async () => {
    const recorder = fakeFetch();
    await openPage({}, recorder.fetch);
    await expect(stores.checkSession()).resolves.toEqual({ kind: 'visitor' });
    expect(recorder.calls).toEqual([]);
  });

  it('blanks a token the server no longer accepts, quietly', async () => {
    await openPage({ local: { digital_user_token: 'revoked-or-unknown' } });
    await expect(stores.checkSession()).resolves.toEqual({ kind: 'visitor' });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(stores.$session.get()).toEqual({ loggedin: false, userInfo: null });
    expect(browser.assigned).toEqual([]);
  });
});
