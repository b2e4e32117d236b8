/**
 * The error catalogue against the real reference server: login, the Authentication header, an
 * expired token (E1), a revoked token (E2), invalid input (E3), a business failure (E4).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as accountApi from '../../../src/lib/account/api.ts';
import * as noticesApi from '../../../src/lib/notices/api.ts';
import * as sessionApi from '../../../src/lib/request/api.ts';
import { requestSmsCode } from '../../../src/lib/account/sms-code.ts';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { failureOf, recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let shortLived: ReferenceServer;
let effects: RecordedEffects;

beforeAll(async () => {
  [server, shortLived] = await Promise.all([
    startReferenceServer(),
    startReferenceServer({ tokenTtlSeconds: 1 }),
  ]);
});
afterAll(async () => {
  resetRequestConfiguration();
  await Promise.all([server.close(), shortLived.close()]);
});
beforeEach(() => {
  resetRequestConfiguration();
  effects = recordEffects();
  configureRequest({ ...effects, origin: server.url });
});

async function logIn(): Promise<void> {
  const result = await accountApi.login({ account: DEMO.account, password: DEMO.password });
  effects.token = result.token;
}

describe('with a valid token', () => {
  it('logs in at /logistics/api/auth/login and is recognised through the Authentication header', async () => {
    await logIn();
    expect(effects.token).not.toBe('');
    const user = await sessionApi.getCurrentUser();
    expect(user).toMatchObject({ account: 'demo', mobile: '138****8000' });
    expect(effects.toasts).toEqual([]);
  });
});

describe('E4: a business failure', () => {
  it('a wrong password raises a business error with the server text, shown as an error toast', async () => {
    const error = await failureOf(accountApi.login({ account: DEMO.account, password: 'wrong-password1' }));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 10003,
      errorMessage: '账号或密码错误',
      status: 200,
    });
    expect(effects.toasts).toEqual([{ level: 'error', text: '账号或密码错误' }]);
    expect(effects.navigations).toEqual([]);
  });

  it('skipErrorHandler leaves the text to the login form', async () => {
    const error = await failureOf(
      accountApi.login({ account: DEMO.account, password: 'wrong-password1' }, { skipErrorHandler: true }),
    );
    expect(error.errorMessage).toBe('账号或密码错误');
    expect(effects.toasts).toEqual([]);
  });
});

describe('E3: invalid input', () => {
  it('shows the server errorMsg of a 400', async () => {
    const error = await failureOf(requestSmsCode({ mobile: '123', purpose: 'reset' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, errorCode: 10001 });
    expect(effects.toasts).toHaveLength(1);
    expect(effects.toasts[0]?.text).toBe(error.errorMessage);
    expect(error.errorMessage).toContain('手机号');
  });

  it('shows nothing with hideMessage, and still rejects', async () => {
    const error = await failureOf(requestSmsCode({ mobile: '123', purpose: 'reset' }, { hideMessage: true }));
    expect(error.status).toBe(400);
    expect(effects.toasts).toEqual([]);
  });
});

describe('E1: errorCode 10002', () => {
  it('without a token: the server message, session cleared, token blanked, /login', async () => {
    const error = await failureOf(noticesApi.getNotices());
    expect(error).toMatchObject({ errorCode: 10002, status: 200 });
    expect(effects.toasts).toEqual([{ level: 'error', text: error.errorMessage }]);
    expect(error.errorMessage).not.toBe('');
    expect(effects.sessionCleared).toBe(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });

  it('with a token that expired mid-session', async () => {
    configureRequest({ origin: shortLived.url });
    await logIn();
    expect(await sessionApi.getCurrentUser()).toMatchObject({ account: 'demo' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const error = await failureOf(sessionApi.getCurrentUser());
    expect(error.errorCode).toBe(10002);
    expect(effects.toasts).toEqual([{ level: 'error', text: '登录已过期，请重新登录' }]);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });
});

describe('E2: HTTP 401', () => {
  it('a token logged out elsewhere is E1 with the server saying so, and the same clearing', async () => {
    await logIn();
    const revoked = effects.token;
    await sessionApi.logout(effects.token);
    effects.token = revoked;
    const error = await failureOf(sessionApi.getCurrentUser());
    expect([error.status, error.errorCode]).toEqual([200, 10002]);
    expect(effects.toasts).toEqual([{ level: 'error', text: '您已在其他窗口退出登录，请重新登录' }]);
    expect(effects.sessionCleared).toBe(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });

  it('an unknown token gives the E2 text and the same clearing', async () => {
    effects.token = 'not-a-token-the-server-issued';
    const error = await failureOf(sessionApi.getCurrentUser());
    expect(error.status).toBe(401);
    expect(effects.toasts).toEqual([{ level: 'error', text: 'token过期失效, 请重新登录' }]);
    expect(effects.sessionCleared).toBe(1);
    expect(effects.token).toBe('');
    expect(effects.navigations).toEqual(['/login']);
  });
});
