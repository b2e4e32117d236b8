/** The account store of the account pages, against the real reference server. */
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let browser: FakeBrowser;
let account: typeof import('../../../src/stores/account.ts');
let session: typeof import('../../../src/stores/shell/session.ts');
let api: typeof import('../../../src/lib/account/api.ts');

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanStores(account.$account, session.$session);
  uninstallBrowser();
});

async function openPage(): Promise<void> {
  browser = installBrowser();
  api = await import('../../../src/lib/account/api.ts');
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  configureRequest({ origin: server.url, logError: () => {} });
  session = await import('../../../src/stores/shell/session.ts');
  account = await import('../../../src/stores/account.ts');
}

async function logIn(): Promise<void> {
  session.loginWith(await api.login({ account: DEMO.account, password: DEMO.password }));
}

describe('loadAccount', () => {
  it('without a token stays loading and asks nothing (the login guard sends the visitor away)', async () => {
    await openPage();
    await account.loadAccount();
    expect(account.$account.get()).toEqual({ status: 'loading', data: null, error: null });
  });

  it('with a token is the account as the server has it, mobile masked', async () => {
    await openPage();
    await logIn();
    await account.loadAccount();
    expect(account.$account.get()).toMatchObject({
      status: 'ready',
      data: { account: DEMO.account, mobile: '138****8000' },
    });
  });

  it('a transport failure is kept for 重试, worded by the request layer', async () => {
    await openPage();
    await logIn();
    const { configureRequest } = await import('../../../src/lib/request/request.ts');
    configureRequest({ origin: 'http://127.0.0.1:9', logError: () => {} });
    await account.loadAccount();
    const state = account.$account.get();
    expect(state).toMatchObject({ status: 'failed', error: { kind: 'network' } });
    const { loadFailureText } = await import('../../../src/lib/request/load.ts');
    expect(loadFailureText(state.status === 'failed' && state.error)).toBe('网络连接失败，请检查网络后重试');
  });
});

describe('after the server accepted a change', () => {
  it('accountSaved shows the answered user on the page and in the session', async () => {
    await openPage();
    await logIn();
    const saved = await api.updateProfile({ nickname: '新昵称', realName: '', company: '', email: '' });
    account.accountSaved(saved);
    expect(account.$account.get()).toMatchObject({ status: 'ready', data: { nickname: '新昵称' } });
    expect(session.$currentUser.get()?.nickname).toBe('新昵称');
  });

  it('passwordChanged ends the session, carries its toast and opens /login', async () => {
    await openPage();
    await logIn();
    account.passwordChanged();
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(session.$currentUser.get()).toBeNull();
    expect(browser.assigned).toEqual(['/login']);
    const flash = JSON.parse(browser.sessionStorage.getItem('portal:flash-toast') ?? 'null') as {
      level: string;
      text: string;
    } | null;
    expect(flash?.level).toBe('success');
    expect(flash?.text).toContain('密码已修改');
  });
});
