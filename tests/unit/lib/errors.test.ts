import { describe, expect, it } from 'vitest';
import {
  adaptResponse,
  ErrorTexts,
  RequestError,
  TechnicalDetails,
  toRequestError,
} from '../../../src/lib/request/errors.ts';

describe('catalogue texts', () => {
  it('are exactly the spec texts', () => {
    expect(ErrorTexts.tokenExpired).toBe('token过期失效请重新登录');
    expect(ErrorTexts.unauthorized).toBe('token过期失效, 请重新登录');
    expect(ErrorTexts.requestFailed).toBe('请求失败');
    expect(ErrorTexts.network).toBe('网络连接失败，请检查网络后重试');
    expect(ErrorTexts.timeout).toBe('请求超时，请稍后重试');
    expect(TechnicalDetails.retry).toBe('Request error, please retry.');
    expect(TechnicalDetails.network).toBe('Network request failed');
  });
});

describe('adaptResponse', () => {
  it.each([
    [
      'a success',
      { success: true, errorCode: 0, errorMsg: '', data: [1] },
      { success: true, errorCode: 0, errorMessage: '', data: [1] },
    ],
    [
      'a failure with showType',
      { success: false, errorCode: 10003, errorMsg: '账号或密码错误', data: null, showType: 1 },
      { success: false, errorCode: 10003, errorMessage: '账号或密码错误', data: null, showType: 1 },
    ],
    [
      'string numbers',
      { success: false, errorCode: '10001', errorMsg: 'x', data: null, showType: '4' },
      { success: false, errorCode: 10001, errorMessage: 'x', data: null, showType: 4 },
    ],
    ['not an object', 'oops', { success: false, errorCode: 0, errorMessage: '', data: undefined }],
  ])('adapts %s', (_case, body, expected) => {
    expect(adaptResponse(body)).toEqual(expected);
  });
});

describe('toRequestError', () => {
  const response = (status: number, data: unknown) => ({
    status,
    statusText: '',
    data,
    headers: new Headers(),
  });

  it.each([
    [
      'a non-2xx envelope',
      response(400, { success: false, errorCode: 10001, errorMsg: '请输入手机号', data: null }),
      'http',
      '请输入手机号',
      400,
      10001,
    ],
    [
      'a 401 envelope',
      response(401, { success: false, errorCode: 10002, errorMsg: '登录凭证无效', data: null }),
      'http',
      '登录凭证无效',
      401,
      10002,
    ],
    [
      'a 2xx failure envelope',
      response(200, { success: false, errorCode: 10003, errorMsg: '', data: null }),
      'business',
      '请求失败',
      200,
      10003,
    ],
    [
      'an HTML 502 page',
      response(502, '<html>Bad Gateway</html>'),
      'http',
      ErrorTexts.serverUnavailable,
      502,
      undefined,
    ],
    [
      'an HTML 404 page',
      response(404, '<html>Not Found</html>'),
      'http',
      ErrorTexts.requestFailed,
      404,
      undefined,
    ],
    ['a bare 429', response(429, ''), 'http', ErrorTexts.tooManyRequests, 429, undefined],
    ['a bare 403', response(403, ''), 'http', ErrorTexts.requestFailed, 403, undefined],
    [
      "another backend's English message",
      response(500, { success: false, errorCode: 500, errorMsg: 'Internal Server Error', data: null }),
      'http',
      ErrorTexts.serverUnavailable,
      500,
      500,
    ],
    [
      'a 200 with malformed JSON',
      response(200, '{"success": tru'),
      'parse',
      ErrorTexts.parse,
      200,
      undefined,
    ],
  ])('turns %s into a %s error', (_case, reason, kind, message, status, code) => {
    const error = toRequestError(reason);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind, errorMessage: message, status, errorCode: code });
  });

  it.each([
    [
      'a TypeError',
      new TypeError('fetch failed'),
      'network',
      ErrorTexts.network,
      'Network request failed (fetch failed)',
    ],
    [
      'a timeout DOMException',
      new DOMException('signal timed out', 'TimeoutError'),
      'timeout',
      ErrorTexts.timeout,
      'timeout of 5000ms exceeded',
    ],
    [
      'an abort DOMException',
      new DOMException('aborted', 'AbortError'),
      'abort',
      ErrorTexts.aborted,
      'aborted',
    ],
    ['a SyntaxError', new SyntaxError('Unexpected token <'), 'parse', ErrorTexts.parse, 'Unexpected token <'],
    ['an Error with text', new Error('boom'), 'unknown', ErrorTexts.retry, 'boom'],
    ['an Error without text', new Error(''), 'unknown', ErrorTexts.retry, 'Request error, please retry.'],
    ['a bare value', 42, 'unknown', ErrorTexts.retry, 'Request error, please retry.'],
  ])(
    'turns %s into a %s error: Chinese to read, the English kept as its detail',
    (_case, reason, kind, message, detail) => {
      const error = toRequestError(reason, { timeoutMs: 5000 });
      expect(error).toMatchObject({ kind, errorMessage: message, detail });
      expect(error.message, 'what an Error prints is what the user reads').toBe(message);
    },
  );

  it('keeps a RequestError as it is and knows which errors end the login', () => {
    const original = new RequestError({ kind: 'business', errorMessage: 'x', errorCode: 10002 });
    expect(toRequestError(original)).toBe(original);
    expect(original.loginExpired).toBe(true);
    expect(original.name).toBe('BizError');
    expect(toRequestError(response(401, '')).loginExpired).toBe(true);
    expect(toRequestError(response(500, '')).loginExpired).toBe(false);
  });
});
