/**
 * The session check of a page (a second tab): only a token the server refuses makes a visitor; any
 * other failure keeps the token and the session as they are.
 */
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';

let browser: FakeBrowser;
let stores: typeof import('../../../src/stores/shell/session.ts');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanStores(stores.$session);
  uninstallBrowser();
  vi.restoreAllMocks();
});

/** A fresh page: storage as given, store modules evaluated anew, requests answered by `fetchImpl`. */
async function openPage(seed: Parameters<typeof installBrowser>[0], fetchImpl: typeof fetch): Promise<void> {
  browser = installBrowser(seed);
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  configureRequest({ origin: 'http://127.0.0.1:9', fetch: fetchImpl, logError: () => {} });
  stores = await import('../../../src/stores/shell/session.ts');
}

describe('checkSession: only a refused token makes a visitor', () => {
  /**
   * Answers with a plain response-shaped object: Node's own Response keeps `status` out of `for…in`,
   * which is how redaxios copies a response (browsers enumerate it).
   */
  const answering = (answer: { status: number; body: unknown } | Error): typeof fetch =>
    (() => {
      if (answer instanceof Error) return Promise.reject(answer);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return Promise.resolve({
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        statusText: '',
        headers: new Headers(),
        text: () => Promise.resolve(text),
      });
    }) as unknown as typeof fetch;
  const envelope = (errorCode: number, errorMsg: string) => ({
    success: false,
    errorCode,
    errorMsg,
    data: null,
  });

  it.each([
    ['offline', new TypeError('fetch failed'), 'network', '网络连接失败，请检查网络后重试'] as const,
    [
      'an HTML 502',
      { status: 502, body: '<html>Bad Gateway</html>' },
      'http',
      '服务器暂时无法响应，请稍后重试',
    ],
    [
      'a 500 with a message',
      { status: 500, body: envelope(50000, '服务器内部错误') },
      'http',
      '服务器内部错误',
    ],
    [
      'a 429',
      { status: 429, body: envelope(10004, '请求过于频繁，请稍后再试') },
      'http',
      '请求过于频繁，请稍后再试',
    ],
    ['text with status 200', { status: 200, body: 'not json' }, 'parse', '服务器返回的数据格式不正确'],
    [
      'JSON that is not the envelope',
      { status: 200, body: { hello: 'world' } },
      'parse',
      '服务器返回的数据格式不正确',
    ],
    [
      'an envelope without a user',
      { status: 200, body: { success: true, errorCode: 0, errorMsg: '', data: null } },
      'parse',
      '服务器返回的数据格式不正确',
    ],
  ] as const)('%s fails the check and keeps the token', async (_case, answer, kind, message) => {
    await openPage({ local: { digital_user_token: 'good-token' } }, answering(answer));
    const result = await stores.checkSession();
    expect(result).toMatchObject({ kind: 'failed', error: { kind, errorMessage: message } });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('good-token');
    expect(stores.$session.get()).toEqual({ loggedin: false, userInfo: null });
    expect(browser.assigned).toEqual([]);
  });

  it.each([
    ['HTTP 401', { status: 401, body: envelope(10002, '登录已失效') }],
    ['errorCode 10002 with status 200', { status: 200, body: envelope(10002, 'token过期') }],
  ])('%s makes a visitor and blanks the token', async (_case, answer) => {
    await openPage({ local: { digital_user_token: 'old-token' } }, answering(answer));
    await expect(stores.checkSession()).resolves.toEqual({ kind: 'visitor' });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
  });
});
