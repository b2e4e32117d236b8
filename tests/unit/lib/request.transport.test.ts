/**
 * The error catalogue for what the reference server cannot produce (E1 fallback, E5–E7, E6 showTypes),
 * against a local HTTP server over real sockets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest, request, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { failureOf, recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { closedPortOrigin, startLocalServer, type LocalServer } from '../helpers/local-server.ts';

let server: LocalServer;
let effects: RecordedEffects;

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});
beforeEach(() => {
  resetRequestConfiguration();
  effects = recordEffects('token-1');
  configureRequest({ ...effects, origin: server.origin });
});

describe('transport failures (E5, E7)', () => {
  it('a hang ends with 请求超时 in an error toast, `timeout of {n}ms exceeded` as its detail', async () => {
    const error = await failureOf(request.get('/api/hang', { timeout: 150 }));
    expect(error).toMatchObject({
      kind: 'timeout',
      errorMessage: '请求超时，请稍后重试',
      detail: 'timeout of 150ms exceeded',
    });
    expect(effects.toasts).toEqual([{ level: 'error', text: '请求超时，请稍后重试' }]);
  });

  it('a body that stops half-way also times out', async () => {
    const error = await failureOf(request.get('/api/slow-body', { timeout: 150 }));
    expect(error.kind).toBe('timeout');
  });

  it('malformed JSON with status 200 is a parse error', async () => {
    const error = await failureOf(request.get('/api/malformed'));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    expect(effects.toasts).toEqual([{ level: 'error', text: '服务器返回的数据格式不正确' }]);
  });

  it('an HTML 502 page is an http error shown with the text of its status class (E3, E7)', async () => {
    const error = await failureOf(request.get('/api/html-502'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      errorMessage: '服务器暂时无法响应，请稍后重试',
    });
    expect(error.detail).toMatch(/^HTTP 502/);
    expect(effects.toasts).toEqual([{ level: 'error', text: '服务器暂时无法响应，请稍后重试' }]);
  });

  it('a refused connection reads 网络连接失败, re-thrown after the toast, `Network request failed` its detail', async () => {
    configureRequest({ origin: await closedPortOrigin() });
    const error = await failureOf(request.get('/api/echo'));
    expect(error).toMatchObject({ kind: 'network', errorMessage: '网络连接失败，请检查网络后重试' });
    expect(error.detail).toMatch(/^Network request failed/);
    expect(effects.toasts).toEqual([{ level: 'error', text: '网络连接失败，请检查网络后重试' }]);
  });

  it('an abort by the caller is silent', async () => {
    const controller = new AbortController();
    const pending = request.get('/api/hang', { signal: controller.signal, timeout: 5000 });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(pending);
    expect(error.kind).toBe('abort');
    expect(effects.toasts).toEqual([]);
  });

  it('hideMessage keeps a transport failure quiet but still rejects', async () => {
    const error = await failureOf(request.get('/api/html-502', { hideMessage: true }));
    expect(error.status).toBe(502);
    expect(effects.toasts).toEqual([]);
  });
});

describe('failed responses (E1, E2, E3, E4)', () => {
  it('E1 without a server text shows the fallback and ends the session', async () => {
    const error = await failureOf(request.get('/api/expired'));
    expect(error.errorCode).toBe(10002);
    expect(effects.toasts).toEqual([{ level: 'error', text: 'token过期失效请重新登录' }]);
    expect(effects.sessionCleared).toBe(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });

  it('E1 with a server text shows it', async () => {
    await failureOf(request.get('/api/expired', { params: { msg: '登录已过期，请重新登录' } }));
    expect(effects.toasts).toEqual([{ level: 'error', text: '登录已过期，请重新登录' }]);
  });

  it('E2: HTTP 401 shows its own text whatever the body says', async () => {
    await failureOf(request.get('/api/revoked'));
    expect(effects.toasts).toEqual([{ level: 'error', text: 'token过期失效, 请重新登录' }]);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });

  it('E3: a 400 shows the server errorMsg; a 500 without one shows the text of its status class', async () => {
    await failureOf(request.post('/api/bad-input', { mobile: '' }));
    await failureOf(request.get('/api/server-error'));
    expect(effects.toasts).toEqual([
      { level: 'error', text: '请输入手机号（mobile）' },
      { level: 'error', text: '服务器暂时无法响应，请稍后重试' },
    ]);
    expect(effects.navigations).toEqual([]);
  });

  it('skipErrorHandler: no toast, no redirect, token kept; the caller gets the error', async () => {
    const error = await failureOf(request.get('/api/expired', { skipErrorHandler: true }));
    expect(error.loginExpired).toBe(true);
    expect(effects.toasts).toEqual([]);
    expect(effects.navigations).toEqual([]);
    expect(effects.token).toBe('token-1');
  });
});

describe('showType from the envelope (E4, E6)', () => {
  it.each([
    [0, [], [], []],
    [1, [{ level: 'warning', text: '库存不足' }], [], []],
    [2, [{ level: 'error', text: '库存不足' }], [], []],
    [4, [], [{ level: 'error', title: '错误码 20001', description: '库存不足' }], []],
    [9, [], [], ['/exception?errorCode=20001&ticket=ticket-1']],
    [3, [{ level: 'error', text: '库存不足' }], [], []],
  ])('showType %s', async (type, toasts, notifications, navigations) => {
    const error = await failureOf(request.get('/api/show', { params: { type } }));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 20001,
      errorMessage: '库存不足',
      showType: type,
    });
    expect(effects.toasts).toEqual(toasts);
    expect(effects.notifications).toEqual(notifications);
    expect(effects.navigations).toEqual(navigations);
  });
});
