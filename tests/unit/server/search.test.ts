import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../src/lib/shared/contract.ts';
import { SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import { ftsPhrase, keywordMatch, likePattern, placeMatch } from '../../../server/queries/search.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows } from './store-rows.ts';

describe('search helpers on a database of their own', () => {
  const db = new DatabaseSync(':memory:');
  const texts = [
    '冷链物流枢纽建设方案',
    '新能源物流车推广 100% 覆盖',
    'file_name 与 5_0 规格',
    '路径 C:\\data\\冷库',
    '他说 "多式联运" 很重要',
    "O'Brien 的 NEAR 报告 (第一版) -草案- a*b",
  ];
  beforeAll(() => {
    db.exec(SCHEMA_SQL);
    const insert = db.prepare(
      `INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
       VALUES (?, '交通运输部', '1号', 'national', '全国', '2026-01-01', '2026-02-01', '', ?)`,
    );
    texts.forEach((text, i) => insert.run(`政策${i + 1}`, text));
  });
  afterAll(() => db.close());

  const search = (keyword: string): number[] => {
    const match = keywordMatch('policies', keyword, 'p');
    const rows = db
      .prepare(`SELECT p.id FROM policies p WHERE ${match.sql} ORDER BY p.id`)
      .all(...match.params);
    return rows.map((row) => Number(row['id']));
  };

  it('quotes a keyword as one FTS phrase and escapes LIKE wildcards', () => {
    expect(ftsPhrase('say "hi"')).toBe('"say ""hi"""');
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it('uses the trigram index from three characters and LIKE below', () => {
    expect(keywordMatch('posts', '冷链物流').sql).toContain('posts_fts MATCH ?');
    expect(keywordMatch('posts', '冷链').sql).toContain("LIKE ? ESCAPE '\\'");
    expect(keywordMatch('enterprises', '顺达物流有限公司').sql).toContain('LIKE');
  });

  it.each([
    ['冷链', [1]],
    ['冷库', [4]],
    ['物流枢纽', [1]],
    ['多式联运', [5]],
    ['100%', [2]],
    ['%', [2]],
    ['_', [3]],
    ['5_0', [3]],
    ['\\', [4]],
    ['C:\\data', [4]],
    ['"', [5]],
    ['"多式', [5]],
    ["O'Brien", [6]],
    ["'", [6]],
    ['NEAR', [6]],
    ['(第一版)', [6]],
    ['-草案-', [6]],
    ['a*b', [6]],
    ['*', [6]],
    ['AND', []],
    ['冷链 OR 新能源', []],
    ['") OR 1=1 --', []],
  ])('finds %j literally', (keyword, ids) => {
    expect(search(keyword)).toEqual(ids);
  });

  it('matches places both ways and only from a constant column', () => {
    const match = placeMatch('p.content', '冷链物流枢纽建设方案及其他');
    const rows = db.prepare(`SELECT p.id FROM policies p WHERE ${match.sql}`).all(...match.params);
    expect(rows.map((row) => row['id'])).toEqual([1]);
    expect(() => placeMatch('p.content; DROP TABLE policies', 'x')).toThrow();
    expect(() => keywordMatch('posts', 'x', 'p; --')).toThrow();
  });
});

describe('search over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const now = new Date().toISOString();
    await server.store.run(
      `INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
       VALUES ('推进港口岸电建设的意见', '交通运输部', '交水发〔2026〕9号', 'national', '全国', ?, ?, '岸电', '推广港口岸电，新能源为先。')`,
      now,
      now,
    );
    await server.store.run(
      "INSERT INTO announcements (enterprise_id, title, content, published_at) VALUES (1, '港口岸电服务上线', '我司岸电服务正式上线。', ?)",
      now,
    );
    await server.store.run(
      `INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name, contact_phone, published_at)
       VALUES ('line', '宁波港口岸电专线', '宁波', '上海', '宁波测试物流', '港口岸电配套运输。', '王先生', '13900001111', ?)`,
      now,
    );
    const user = (await server.store.get('SELECT id FROM users ORDER BY id LIMIT 1')) as { id: number };
    const circle = (await server.store.get('SELECT id FROM circles ORDER BY id LIMIT 1')) as { id: number };
    await server.store.run(
      "INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (?, ?, '港口岸电谁用过', '岸电价格如何？', ?)",
      circle.id,
      user.id,
      now,
    );
  });
  afterAll(() => server.close());

  /** The rows whose title or body contains the keyword, counted without the search code. */
  const expectedTotal = (table: string, keyword: string): Promise<number> =>
    countRows(
      server.store,
      {
        sqlite: `SELECT count(*) AS n FROM ${table} WHERE instr(title, ?) > 0 OR instr(content, ?) > 0`,
        postgres: `SELECT count(*) AS n FROM ${table} WHERE strpos(title, ?) > 0 OR strpos(content, ?) > 0`,
      },
      keyword,
      keyword,
    );

  const searches = [
    ['/policies', 'policies'],
    ['/announcements', 'announcements'],
    ['/logistics-info', 'logistics_info'],
    ['/posts', 'posts'],
  ] as const;
  const keywords = ['岸电', '港口岸电', '冷链', '物流枢纽', '新能源', '多式联运'];

  describe.each(searches)('%s?keyword=', (path, table) => {
    it.each(keywords)('finds exactly the rows containing %s', async (keyword) => {
      const { status, body } = await server.api<Paged<{ id: number; title: string }>>(
        'GET',
        `${path}?keyword=${encodeURIComponent(keyword)}&pageSize=100`,
      );
      expect(status).toBe(200);
      const total = await expectedTotal(table, keyword);
      expect(body.data.total).toBe(total);
      expect(body.data.list).toHaveLength(Math.min(total, 100));
      if (keyword.includes('岸电'))
        expect(body.data.list.some((item) => item.title.includes('岸电'))).toBe(true);
    });
  });

  const nasty = ["' OR 1=1 --", '"; DROP TABLE posts; --', '%_\\', '*"(NEAR', 'x'.repeat(5000), '\u0000'];
  const parameters: [string, string[]][] = [
    ['/logistics-info', ['kind', 'origin', 'destination', 'vehicleType', 'keyword', 'page', 'pageSize']],
    ['/policies', ['keyword', 'level', 'from', 'to', 'page', 'pageSize']],
    ['/announcements', ['keyword', 'enterpriseId', 'page', 'pageSize']],
    ['/enterprises', ['keyword', 'page', 'pageSize']],
    ['/routes', ['origin', 'destination', 'enterpriseId', 'page', 'pageSize']],
    ['/posts', ['circleId', 'keyword', 'page', 'pageSize']],
    ['/posts/1/replies', ['page', 'pageSize']],
  ];
  const cases = parameters.flatMap(([path, names]) =>
    names.flatMap((name) =>
      nasty.map((value) => [
        path,
        name,
        value.length > 40 ? `${value.slice(0, 10)}…(${value.length})` : value,
        value,
      ]),
    ),
  );

  it.each(cases)('%s?%s=%s answers an envelope, never a 500', async (path, name, _label, value) => {
    const { status, body } = await server.api<Paged<unknown>>(
      'GET',
      `${path}?${name}=${encodeURIComponent(value)}`,
    );
    expect(status).not.toBe(500);
    expect(typeof body.success).toBe('boolean');
    if (body.success) {
      expect(Array.isArray(body.data.list)).toBe(true);
    } else {
      expect(status).toBe(400);
      expect(body.errorCode).toBe(10001);
      expect(body.errorMsg).toContain(`（${name}）`);
    }
    if (value.length > 1000) expect(body.errorCode).toBe(10001);
  });

  it('leaves the tables in place after all that', async () => {
    const { body } = await server.api<Paged<unknown>>('GET', '/posts');
    expect(body.data.total).toBeGreaterThan(0);
  });

  it.each(['/posts/abc', "/posts/1'--", '/posts/0', '/posts/99999999999', '/policies/-1', '/routes/1.5'])(
    '%s is 10001, not a 500',
    async (path) => {
      const { status, body } = await server.api('GET', path);
      expect(status).toBe(400);
      expect(body.errorMsg).toBe('编号（id）必须是正整数');
    },
  );
});
