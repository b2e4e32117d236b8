/** What a failed load says: the catalogue's Chinese words for its error, by one rule for every island. */
import { describe, expect, it } from 'vitest';
import { ErrorTexts, RequestError } from '../../../src/lib/request/errors.ts';
import { LOAD_FAILURE_FALLBACK, loadFailureText } from '../../../src/lib/request/load.ts';

describe('loadFailureText', () => {
  it.each<[string, unknown, string]>([
    [
      'a server message',
      new RequestError({ kind: 'business', errorMessage: '服务维护中，请稍后再试' }),
      '服务维护中，请稍后再试',
    ],
    // A fetch that failed outside the request layer: the browser's English never reaches the screen.
    ['a transport failure', new TypeError('Failed to fetch'), ErrorTexts.network],
    ['an error of the page', new Error('只有草稿状态的发货单可以修改'), '只有草稿状态的发货单可以修改'],
    [
      'an error without words',
      new RequestError({ kind: 'unknown', errorMessage: '' }),
      LOAD_FAILURE_FALLBACK,
    ],
    ['something thrown that is not an error', 'boom', ErrorTexts.retry],
    ['nothing', undefined, ErrorTexts.retry],
  ])('%s', (_case, error, text) => {
    expect(loadFailureText(error)).toBe(text);
  });
});
