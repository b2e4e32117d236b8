import { describe, expect, it } from 'vitest';
import { errorPageUrl, handleRequestError } from '../../../src/lib/error-handler.ts';
import { RequestError, type RequestErrorInit } from '../../../src/lib/errors.ts';
import { recordEffects } from '../helpers/effects.ts';

const business = (init: Partial<RequestErrorInit>): RequestError =>
  new RequestError({
    kind: 'business',
    errorMessage: '库存不足',
    fromServer: true,
    errorCode: 20001,
    status: 200,
    ...init,
  });

describe('handleRequestError: showType (E6)', () => {
  it.each([
    ['0 is silent', 0, [], [], []],
    ['1 is a warning toast', 1, [{ level: 'warning', text: '库存不足' }], [], []],
    ['2 is an error toast', 2, [{ level: 'error', text: '库存不足' }], [], []],
    ['4 is a notification', 4, [], [{ level: 'error', title: '错误码 20001', description: '库存不足' }], []],
    [
      '9 goes to the error page',
      9,
      [],
      [],
      ['/exception?errorCode=20001&errorMessage=%E5%BA%93%E5%AD%98%E4%B8%8D%E8%B6%B3'],
    ],
    ['an unknown type is an error toast', 7, [{ level: 'error', text: '库存不足' }], [], []],
    ['no type is an error toast', undefined, [{ level: 'error', text: '库存不足' }], [], []],
  ])('%s', (_case, showType, toasts, notifications, navigations) => {
    const effects = recordEffects('token');
    handleRequestError(business(showType === undefined ? {} : { showType }), {}, effects);
    expect(effects.toasts).toEqual(toasts);
    expect(effects.notifications).toEqual(notifications);
    expect(effects.navigations).toEqual(navigations);
    expect(effects.token).toBe('token');
    expect(effects.sessionCleared).toBe(0);
  });

  it.each([1, 2, 4, undefined])('hideMessage hides showType %s', (showType) => {
    const effects = recordEffects();
    handleRequestError(business(showType === undefined ? {} : { showType }), { hideMessage: true }, effects);
    expect(effects.toasts).toEqual([]);
    expect(effects.notifications).toEqual([]);
  });

  it('hideMessage does not stop the showType 9 redirect', () => {
    const effects = recordEffects();
    handleRequestError(business({ showType: 9 }), { hideMessage: true }, effects);
    expect(effects.navigations).toHaveLength(1);
  });
});

describe('handleRequestError: login expiry (E1, E2)', () => {
  it.each([
    [
      'E1 with the server text',
      business({ errorCode: 10002, errorMessage: '登录已过期，请重新登录' }),
      '登录已过期，请重新登录',
    ],
    [
      'E1 without a server text',
      business({ errorCode: 10002, errorMessage: '请求失败', fromServer: false }),
      'token过期失效请重新登录',
    ],
    [
      'E2 (401 wins over 10002)',
      new RequestError({
        kind: 'http',
        status: 401,
        errorCode: 10002,
        errorMessage: '登录凭证无效',
        fromServer: true,
      }),
      'token过期失效, 请重新登录',
    ],
    [
      'E2 without a body',
      new RequestError({ kind: 'http', status: 401, errorMessage: '请求失败' }),
      'token过期失效, 请重新登录',
    ],
  ])('%s: toast, cleared session, blank token, /login', (_case, error, text) => {
    const effects = recordEffects('token');
    handleRequestError(error, { hideMessage: true }, effects);
    expect(effects.toasts).toEqual([{ level: 'error', text }]);
    expect(effects.sessionCleared).toBe(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });
});

describe('handleRequestError: without structured information (E5, E7)', () => {
  it.each([
    [
      'a timeout',
      new RequestError({ kind: 'timeout', errorMessage: 'timeout of 100ms exceeded' }),
      'timeout of 100ms exceeded',
    ],
    [
      'a network failure',
      new RequestError({ kind: 'network', errorMessage: 'Network request failed' }),
      'Network request failed',
    ],
    [
      'an error without text',
      new RequestError({ kind: 'unknown', errorMessage: '' }),
      'Request error, please retry.',
    ],
  ])('%s shows its text', (_case, error, text) => {
    const effects = recordEffects();
    handleRequestError(error, {}, effects);
    expect(effects.toasts).toEqual([{ level: 'error', text }]);
  });

  it('an abort by the caller shows nothing', () => {
    const effects = recordEffects();
    handleRequestError(new RequestError({ kind: 'abort', errorMessage: 'x' }), {}, effects);
    expect(effects.toasts).toEqual([]);
  });

  it('E9: a failing effect is logged, the rest still runs', () => {
    const effects = recordEffects('token');
    effects.toast = () => {
      throw new Error('toaster broken');
    };
    handleRequestError(business({ errorCode: 10002 }), {}, effects);
    expect(effects.errors).toHaveLength(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });
});

describe('errorPageUrl', () => {
  it('uses the configured page and keeps its own query', () => {
    const error = business({ errorCode: 500, errorMessage: 'a&b' });
    expect(errorPageUrl(error, '/custom-error?from=api')).toBe(
      '/custom-error?from=api&errorCode=500&errorMessage=a%26b',
    );
  });
});
