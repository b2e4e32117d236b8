/**
 * Every message a user can see is Chinese: walks each source of texts shown on screen (the error
 * catalogue, the status classes, the error page's code texts, the form and pagination messages) and
 * every kind of failure the request layer can meet, and asserts that what a user reads has Chinese in
 * it. The seed's English texts survive only as the errors' technical detail.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { COMPLAINT_ERROR_CODES } from '../../../src/lib/shared/contract/complaints.ts';
import { SCHEDULE_ERROR_CODES } from '../../../src/lib/shared/contract/schedules.ts';
import { errorCodeText } from '../../../src/lib/exception/error-page-details.ts';
import {
  ErrorTexts,
  hasChinese,
  httpStatusText,
  RequestError,
  TechnicalDetails,
  toRequestError,
} from '../../../src/lib/request/errors.ts';
import { formErrorText } from '../../../src/lib/request/refusal.ts';
import { zhCN } from '../../../src/lib/shared/messages.ts';

/** Every string inside a nested catalogue, with its path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

const response = (status: number, data: unknown, statusText = '') => ({ status, statusText, data });

/** Everything a request can be rejected with, one of each kind (docs/product.md, E5 and E7). */
const failures: [string, unknown][] = [
  ['offline (TypeError)', new TypeError('Failed to fetch')],
  ['refused (TypeError from Node)', new TypeError('fetch failed')],
  ['the timeout', new DOMException('timeout of 5000ms exceeded', 'TimeoutError')],
  ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
  ['a SyntaxError', new SyntaxError('Unexpected token < in JSON at position 0')],
  ['text with status 200', response(200, '<html>login portal</html>', 'OK')],
  ['no body with status 200', response(200, undefined, 'OK')],
  [
    'an English envelope',
    response(200, { success: false, errorCode: 3, errorMsg: 'Out of stock', data: null }),
  ],
  ['an empty envelope', response(200, { success: false, errorCode: 3, errorMsg: '', data: null })],
  ...[400, 401, 403, 404, 405, 408, 409, 413, 415, 429, 500, 502, 503, 504].map(
    (status): [string, unknown] => [`a bare HTTP ${status}`, response(status, '<html>error</html>', 'Error')],
  ),
  ['a thrown Error', new Error("Cannot read properties of undefined (reading 'list')")],
  ['a thrown string', 'Request error, please retry.'],
  ['a bare value', 42],
  ['nothing', undefined],
];

describe('every text a user can read has Chinese in it', () => {
  it.each(leaves(ErrorTexts))('the error catalogue: %s', (_path, text) => {
    expect(hasChinese(text), text).toBe(true);
  });

  it.each(leaves({ form: zhCN.form, pagination: zhCN.pagination }))(
    'the form and pagination messages: %s',
    (_path, text) => {
      expect(hasChinese(text), text).toBe(true);
    },
  );

  it.each(Array.from({ length: 200 }, (_, index) => 400 + index))('HTTP %i without an envelope', (status) => {
    expect(hasChinese(httpStatusText(status))).toBe(true);
  });

  it.each([
    ...[
      ...Object.values(ErrorCodes),
      ...Object.values(COMPLAINT_ERROR_CODES),
      ...Object.values(SCHEDULE_ERROR_CODES),
    ].map(String),
    '401',
    '403',
    '404',
    '429',
    '500',
    '503',
    '',
    '77',
  ])('the error page for code %j', (code) => {
    expect(hasChinese(errorCodeText(code))).toBe(true);
  });

  it.each(failures)('%s: the message, the toast and a form say it in Chinese', (_case, reason) => {
    const error = toRequestError(reason, { timeoutMs: 5000 });
    expect(hasChinese(error.errorMessage), error.errorMessage).toBe(true);
    expect(hasChinese(error.message), 'what the Error prints').toBe(true);
    expect(hasChinese(formErrorText(error))).toBe(true);
  });

  it('keeps the seed’s English texts as the technical detail, never as the message', () => {
    const network = toRequestError(new TypeError('Failed to fetch'));
    expect(network.errorMessage).toBe('网络连接失败，请检查网络后重试');
    expect(network.detail).toContain(TechnicalDetails.network);
    const timeout = toRequestError(new DOMException('x', 'TimeoutError'), { timeoutMs: 5000 });
    expect(timeout.errorMessage).toBe('请求超时，请稍后重试');
    expect(timeout.detail).toBe('timeout of 5000ms exceeded');
    const unknown = toRequestError(42);
    expect(unknown.errorMessage).toBe('请求出错，请稍后重试');
    expect(unknown.detail).toBe(TechnicalDetails.retry);
  });

  it('a server’s Chinese message is shown as it is', () => {
    const error = toRequestError(
      response(400, { success: false, errorCode: 10001, errorMsg: '请输入手机号', data: null }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error.errorMessage).toBe('请输入手机号');
  });
});
