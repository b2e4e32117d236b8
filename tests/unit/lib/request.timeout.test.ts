/**
 * Every request ends: without a timeout of its own a request fails after REQUEST_TIMEOUT_MS with
 * E7's text and the catalogue's toast. The clock is faked, so 15 seconds pass at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/lib/site/config.ts';
import { RequestError } from '../../../src/lib/request/errors.ts';
import { configureRequest, request, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { recordEffects, type RecordedEffects } from '../helpers/effects.ts';

let effects: RecordedEffects;
let signals: AbortSignal[];

/** A server that never answers: the fetch settles only when its signal aborts. */
const hangingFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
  const signal = init?.signal;
  if (signal) signals.push(signal);
  return new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason as Error));
  });
}) as typeof fetch;

const answeringFetch = (() =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, errorCode: 0, errorMsg: '', data: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  )) as typeof fetch;

/** Settles `pending` into the value or the error, without an unhandled rejection. */
function track<T>(pending: Promise<T>): { settled: () => boolean; error: () => unknown } {
  let done = false;
  let failure: unknown;
  pending.then(
    () => (done = true),
    (error: unknown) => {
      done = true;
      failure = error;
    },
  );
  return { settled: () => done, error: () => failure };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetRequestConfiguration();
  effects = recordEffects('token-1');
  signals = [];
  configureRequest({ ...effects, origin: 'http://127.0.0.1:9', fetch: hangingFetch });
});
afterEach(() => {
  vi.useRealTimers();
  resetRequestConfiguration();
});

describe('the default timeout', () => {
  it('is 15 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it.each([
    ['a GET', () => request.get('/api/notices')],
    ['a POST', () => request.post('/api/auth/login', { account: 'a', password: 'b' })],
    ['a DELETE', () => request.delete('/api/notices', { params: { type: 'todo' } })],
    ['a call that skips the handler', () => request.get('/api/user/current', { skipErrorHandler: true })],
  ])('ends %s that never gets an answer with E7', async (_case, send) => {
    const pending = track(send());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(pending.settled(), 'still waiting just before the limit').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.settled()).toBe(true);
    expect(pending.error()).toBeInstanceOf(RequestError);
    expect(pending.error()).toMatchObject({
      kind: 'timeout',
      errorMessage: '请求超时，请稍后重试',
      detail: 'timeout of 15000ms exceeded',
    });
  });

  it('is shown as an error toast by the catalogue', async () => {
    const pending = track(request.get('/api/notices'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(pending.settled()).toBe(true);
    expect(effects.toasts).toEqual([{ level: 'error', text: '请求超时，请稍后重试' }]);
  });

  it('gives way to the timeout a caller chooses', async () => {
    const short = track(request.get('/api/notices', { timeout: 2000 }));
    const long = track(request.get('/api/notices', { timeout: 30_000 }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(short.error()).toMatchObject({ detail: 'timeout of 2000ms exceeded' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(long.settled(), 'a longer timeout is not cut to the default').toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(long.error()).toMatchObject({ detail: 'timeout of 30000ms exceeded' });
  });

  it('is off with timeout 0, for a caller that aborts by itself', async () => {
    const controller = new AbortController();
    const pending = track(request.get('/api/notices', { timeout: 0, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10 * REQUEST_TIMEOUT_MS);
    expect(pending.settled()).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(pending.error()).toMatchObject({ kind: 'abort' });
  });

  it('leaves no timer behind once the answer has come', async () => {
    configureRequest({ fetch: answeringFetch });
    await expect(request.get('/api/notices')).resolves.toMatchObject({ data: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
