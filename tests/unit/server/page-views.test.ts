/**
 * Page views counted by the portal itself (docs/api.md, Page views): a view per beacon, none for a
 * crawler or a prefetch, at most PORTAL_VIEWS_PER_MINUTE per address, held by the node until its
 * interval passes; the desk reads views per day and the most read pages, with their titles; no
 * cookie, nothing personal kept; editors only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ViewCounted, type ViewStats } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let server: TestServer;
let editor: string;
let clock = Date.parse('2026-11-27T04:00:00.000Z');
beforeAll(async () => {
  server = await startTestServer({
    views: { flushMs: 5000, perMinute: 5 },
    trustedProxies: ['127.0.0.1'],
    now: () => clock,
  });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const view = (
  path: unknown,
  headers: Record<string, string> = { 'User-Agent': BROWSER },
  address = '10.0.0.1',
) =>
  server.api<ViewCounted>('POST', '/views', {
    body: { path },
    headers: { ...headers, 'X-Forwarded-For': address },
  });
const stats = (query = '', token = editor) =>
  server.api<ViewStats>('GET', `/desk/stats/views${query}`, { token });
const stored = async () =>
  server.store.all<{ day: string; path: string; views: number }>('SELECT * FROM page_views');

describe('POST /views', () => {
  it('counts a view without a cookie, and holds it until the interval passes or the desk reads', async () => {
    const answer = await view('/basic/portal/policyDetails?id=1');
    expect(answer.body.data).toEqual({ counted: true });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await stored()).toEqual([]);
    clock += 5000;
    await view('/basic/portal');
    await expect.poll(stored).toHaveLength(2);
    expect(Object.keys((await stored())[0]!).sort()).toEqual(['day', 'path', 'views']);
  });

  it('does not count a crawler, a prefetch, a prerender or a request without a user agent', async () => {
    for (const headers of [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' },
      { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch;prerender' },
      { 'User-Agent': BROWSER, Purpose: 'prefetch' },
      { 'User-Agent': '' },
    ])
      expect([headers, (await view('/basic/community', headers)).body.data]).toEqual([
        headers,
        { counted: false },
      ]);
  });

  it('refuses what is not a path of the site', async () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      'basic/portal',
      '/a b',
      '/x#y',
      12,
      '/'.repeat(301),
    ]) {
      const answer = await view(path);
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 400, ErrorCodes.invalidInput]);
    }
  });

  it('counts at most PORTAL_VIEWS_PER_MINUTE views an address a minute', async () => {
    clock += 60_000;
    const answers = [];
    for (let n = 0; n < 7; n += 1)
      answers.push((await view('/basic/portal/enterpriseList', undefined, '10.9.9.9')).body.data.counted);
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect((await view('/basic/portal/enterpriseList', undefined, '10.9.9.8')).body.data.counted).toBe(true);
  });
});

describe('GET /desk/stats/views', () => {
  it('answers every day of the period, the total and the most read pages with their titles', async () => {
    const today = chinaDay(clock);
    for (let n = 0; n < 3; n += 1) await view('/basic/portal/policyDetails?id=1', undefined, `10.1.0.${n}`);
    await view('/basic/portal/postPetails?id=1', undefined, '10.1.1.1');
    const answer = await stats(`?from=${addDays(today, -6)}&to=${today}`);
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result.days.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, n) => addDays(today, n - 6)),
    );
    expect(result.days.slice(0, 6).every((day) => day.views === 0)).toBe(true);
    expect(result.total).toBe(result.days.at(-1)!.views);
    const policy = (await server.store.get<{ title: string }>('SELECT title FROM policies WHERE id = 1'))!
      .title;
    expect(result.mostRead.find((page) => page.path.includes('policyDetails'))).toEqual({
      path: '/basic/portal/policyDetails?id=1',
      views: 4,
      kind: 'policies',
      title: policy,
    });
    expect(result.mostRead.map((page) => page.path)).toContain('/basic/portal/postPetails?id=1');
    // Most read first.
    const counts = result.mostRead.map((page) => page.views);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const posts = (await stats(`?from=${today}&to=${today}&kind=posts`)).body.data;
    expect(posts.mostRead.map((page) => [page.path, page.kind])).toEqual([
      ['/basic/portal/postPetails?id=1', 'posts'],
    ]);
    // The period's total stays the whole portal's; the kind narrows the most read.
    expect(posts.total).toBe(result.days.at(-1)!.views);
  });

  it('refuses a period it cannot read', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-11-20&to=2026-11-10',
      '?from=2025-01-01&to=2026-11-27',
      '?kind=members',
    ])
      expect([query, (await stats(query)).status]).toEqual([query, 400]);
  });

  it('is for editors: a user is refused and no token asks for a login', async () => {
    const user = await server.login();
    const refused = await stats('', user);
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    const none = await server.api('GET', '/desk/stats/views');
    expect(none.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });
});
