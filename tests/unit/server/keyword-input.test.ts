/**
 * Hostile keywords: whatever a caller types into a search box, a list answers with an envelope
 * (a page, possibly empty, or 10001 for input it refuses), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** Every list and the free-text parameter it searches by. */
const LISTS: Array<[string, string]> = [
  ['/posts', 'keyword'],
  ['/policies', 'keyword'],
  ['/announcements', 'keyword'],
  ['/logistics-info', 'keyword'],
  ['/logistics-info', 'origin'],
  ['/enterprises', 'keyword'],
  ['/routes', 'origin'],
  ['/routes', 'destination'],
];

const KEYWORDS: Array<[string, string]> = [
  ['NUL alone', '\u0000'],
  ['NUL after text', 'abc\u0000'],
  ['NUL inside a phrase', '冷链\u0000物流'],
  ['double quote', '"'],
  ['unbalanced quotes', '"冷链物流'],
  ['doubled quotes', '""""'],
  ['single quotes', "'; DROP TABLE posts; --"],
  ['AND', '冷链 AND 物流'],
  ['OR', 'a OR b'],
  ['NOT at the start', 'NOT 物流'],
  ['NEAR', 'NEAR(冷链 物流, 2)'],
  ['prefix star', '物流*'],
  ['lone star', '***'],
  ['caret', '^物流'],
  ['column filter', 'title:物流'],
  ['braces', '{title content}:物流'],
  ['parentheses', '((('],
  ['minus', '-物流'],
  ['plus', '+物流'],
  ['backslash', '\\\\\\'],
  ['tab and newline', '冷链\t物流\n枢纽'],
  ['control characters', '\u0001\u0002\u001b[31m物流\u007f'],
  ['C1 controls', '\u0085\u009b物流'],
  ['zero-width only', '\u200b\u200c\u200d\ufeff'],
  ['emoji', '🚚🚚🚚'],
  ['percent and underscore', '%_%_'],
  ['fifty characters', '物'.repeat(50)],
];

/** Sent exactly as written: bytes no encoder would produce. */
const RAW_QUERIES: Array<[string, string]> = [
  ['a surrogate encoded as UTF-8 (CESU)', 'ab%ED%A0%80cd'],
  ['a low surrogate encoded as UTF-8', '%ED%B0%80%E7%89%A9%E6%B5%81'],
  ['invalid UTF-8', '%FF%FE%E7%89%A9'],
  ['a cut UTF-8 sequence', '%E7%89'],
  ['a lone percent sign', '%'],
  ['a raw NUL after text', 'abc%00'],
  ['a NUL between trigrams', '%E5%86%B7%E9%93%BE%00%E7%89%A9%E6%B5%81'],
];

describe('keyword search on every list that takes one', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  for (const [path, param] of LISTS) {
    it.each(KEYWORDS)(`${path} ${param}: %s answers an envelope, not a 500`, async (_name, keyword) => {
      const answer = await server.api('GET', `${path}?${param}=${encodeURIComponent(keyword)}`);
      expect(answer.status).not.toBe(500);
      if (answer.body.success) {
        expect(answer.body.data).toMatchObject({ page: 1 });
      } else {
        expect(answer.body.errorCode).toBe(10001);
      }
    });

    it.each(RAW_QUERIES)(`${path} ${param}: %s answers an envelope, not a 500`, async (_name, raw) => {
      const answer = await server.api('GET', `${path}?${param}=${raw}`);
      expect(answer.status).not.toBe(500);
      expect([true, 10001]).toContain(answer.body.success || answer.body.errorCode);
    });

    it(`${path} ${param}: a very long value is refused with 10001`, async () => {
      const answer = await server.api('GET', `${path}?${param}=${'a'.repeat(4000)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(10001);
    });
  }

  it('a keyword of only invisible or control characters lists as if no keyword were given', async () => {
    const all = await server.api<{ total: number }>('GET', '/posts');
    for (const keyword of ['\u0000', '\u200b\ufeff', '\u0001\u0002']) {
      const answer = await server.api<{ total: number }>(
        'GET',
        `/posts?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(answer.body.data.total).toBe(all.body.data.total);
    }
  });

  it('text around a removed control character is still found', async () => {
    const plain = await server.api<{ total: number }>(
      'GET',
      `/policies?keyword=${encodeURIComponent('物流')}`,
    );
    const withNul = await server.api<{ total: number }>(
      'GET',
      `/policies?keyword=${encodeURIComponent('物\u0000流')}`,
    );
    expect(plain.body.data.total).toBeGreaterThan(0);
    expect(withNul.body.data.total).toBe(plain.body.data.total);
  });
});
