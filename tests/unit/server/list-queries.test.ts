import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX } from '../../../src/lib/shared/contract.ts';
import { listQueries } from '../../../src/lib/shared/list-queries.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The server reads each list's query by the shape the list pages read (src/lib/shared/list-queries.ts):
 * texts as long as the shape says, counted as every rule counts (code points of the normalised
 * text), ids and days by the one parser and the one check.
 */
const endpoints = Object.entries(listQueries) as [
  string,
  Record<string, { kind: string; maxLength?: number }>,
][];
const texts = endpoints.flatMap(([path, shape]) =>
  Object.entries(shape)
    .filter(([, rule]) => rule.kind === 'text')
    .map(([name, rule]) => [path, name, rule.maxLength ?? 0] as const),
);
const ids = endpoints.flatMap(([path, shape]) =>
  Object.entries(shape)
    .filter(([, rule]) => rule.kind === 'id')
    .map(([name]) => [path, name] as const),
);

describe('list query strings, read by the shared shapes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (path: string, query: Record<string, string>) =>
    server.api<{ total: number }>('GET', `${path}?${new URLSearchParams(query)}`);

  it.each(texts)(
    '%s %s takes %i emoji, one character each, and refuses one more',
    async (path, name, max) => {
      expect((await get(path, { [name]: '😀'.repeat(max) })).body.success).toBe(true);
      const over = await get(path, { [name]: '😀'.repeat(max + 1) });
      expect(over.status).toBe(400);
      expect(over.body.errorMsg).toMatch(new RegExp(`（${name}）最多${max}个字符$`));
    },
  );

  it.each(texts)(
    '%s %s counts the text as stored: invisible edges count nothing',
    async (path, name, max) => {
      const answer = await get(path, { [name]: `\u200b${'a'.repeat(max)}\ufeff` });
      expect(answer.body.success).toBe(true);
    },
  );

  it.each(ids)('%s %s reads ids as the pages do', async (path, name) => {
    expect((await get(path, { [name]: '1' })).body.success).toBe(true);
    for (const wrong of ['0', '07', '1e3', '2147483648']) {
      const answer = await get(path, { [name]: wrong });
      expect(answer.body.errorMsg, wrong).toMatch(new RegExp(`（${name}）必须是正整数$`));
    }
  });

  it('reads days with the one calendar check', async () => {
    expect((await get('/policies', { from: '2028-02-29' })).body.success).toBe(true);
    expect((await get('/policies', { from: '2026-02-29' })).body.errorCode).toBe(10001);
  });

  it('takes pages up to PAGE_MAX, the last page a list link can name', async () => {
    expect((await get('/policies', { page: String(PAGE_MAX) })).body.success).toBe(true);
    expect((await get('/policies', { page: String(PAGE_MAX + 1) })).body.errorCode).toBe(10001);
  });
});
