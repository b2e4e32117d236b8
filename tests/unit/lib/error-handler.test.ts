import { describe, expect, it } from 'vitest';
import { handleRequestError, showErrorPage } from '../../../src/lib/request/error-handler.ts';
import { errorPageDetails } from '../../../src/lib/exception/error-page-details.ts';
import { RequestError, toRequestError, type RequestErrorInit } from '../../../src/lib/request/errors.ts';
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
    ['9 goes to the error page', 9, [], [], ['/exception?errorCode=20001&ticket=ticket-1']],
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

  it('9 keeps the message in the tab, not in the address, and the error page shows it', () => {
    const effects = recordEffects();
    handleRequestError(business({ showType: 9 }), {}, effects);
    const [address] = effects.navigations;
    expect(address).not.toContain('errorMessage');
    expect(errorPageDetails(new URL(address!, 'http://portal.test').search, effects.storage)).toEqual({
      errorCode: '20001',
      errorMessage: '库存不足',
    });
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

  it.each([
    [
      'a page with its query',
      '/basic/portal/MyPost?tab=2',
      '/login?redirect=%2Fbasic%2Fportal%2FMyPost%3Ftab%3D2',
    ],
    [
      'a details page',
      '/basic/portal/policyDetails?id=7#body',
      '/login?redirect=%2Fbasic%2Fportal%2FpolicyDetails%3Fid%3D7%23body',
    ],
    ['the login page itself', '/login?redirect=%2Fbasic', '/login'],
    ['a path outside the route table', '/nowhere', '/login'],
    ['no page (outside a browser)', '', '/login'],
  ])('the login page brings the user back from %s', (_case, here, login) => {
    const effects = recordEffects('token', here);
    handleRequestError(business({ errorCode: 10002 }), {}, effects);
    expect(effects.navigations).toEqual([login]);
  });

  it('E2 brings the user back as well', () => {
    const effects = recordEffects('token', '/basic/portal/exitData');
    handleRequestError(
      new RequestError({ kind: 'http', status: 401, errorMessage: '请求失败' }),
      {},
      effects,
    );
    expect(effects.navigations).toEqual(['/login?redirect=%2Fbasic%2Fportal%2FexitData']);
  });
});

describe('handleRequestError: without structured information (E5, E7)', () => {
  it.each([
    [
      'a timeout',
      toRequestError(new DOMException('timeout of 100ms exceeded', 'TimeoutError'), { timeoutMs: 100 }),
      '请求超时，请稍后重试',
    ],
    ['a network failure', toRequestError(new TypeError('Failed to fetch')), '网络连接失败，请检查网络后重试'],
    [
      'an error without text',
      new RequestError({ kind: 'unknown', errorMessage: '' }),
      '请求出错，请稍后重试',
    ],
    ['a thrown bug', toRequestError(new Error('x is undefined')), '请求出错，请稍后重试'],
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

describe('showErrorPage', () => {
  it('uses the configured page and keeps its own query', () => {
    const effects = recordEffects();
    showErrorPage(
      business({ errorCode: 500, errorMessage: '服务维护中' }),
      effects,
      '/custom-error?from=api',
    );
    expect(effects.navigations).toEqual(['/custom-error?from=api&errorCode=500&ticket=ticket-1']);
  });
});
