import { beforeAll, describe, expect, it } from 'vitest';
import { postgresKeywordMatch } from '../../../server/store/postgres/postgres-search.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';

/**
 * Chinese keyword search on PostgreSQL: 2- and 4-character keywords find titles and texts through
 * the table's search index (the query plan names it), ASCII in either case, wildcard characters
 * taken literally; a single character still finds its rows.
 */
describe.skipIf(postgresMissing)('keyword search on PostgreSQL', () => {
  const postgres = usePostgres();
  let store: PostgresStore;
  const search = async (keyword: string) => {
    const match = postgresKeywordMatch('policies', keyword, 'p');
    const rows = await store.all<{ title: string }>(
      `SELECT p.title FROM policies p WHERE ${match.sql} ORDER BY p.id`,
      ...match.params,
    );
    return rows.map((row) => row.title);
  };

  beforeAll(async () => {
    store = await postgres.store(2);
    const policy = (title: string, content: string) =>
      store.run(
        `INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
         VALUES (?, '交通运输部', '交运发〔2026〕1号', 'national', '全国', '2026-01-01', '2026-02-01', '摘要', ?)`,
        title,
        content,
      );
    await policy('关于加快物流枢纽建设的通知', '各省交通运输厅：现将有关事项通知如下。');
    await policy('冷链运输管理办法', '第一条 为规范冷链物流，制定本办法。');
    await policy('GPS 监控平台接入规范', '车辆应接入 gps 平台，上报频率 100% 覆盖。');
    await policy('道路货运安全规定', '货车司机应遵守限速_要求。');
    // Enough other rows that reading the index beats reading the table.
    await store.exec(`INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
      SELECT '第' || n || '号港口作业通知', '港务局', 'x', 'city', '某市', '2025-01-01', '2025-01-02', '摘要', '码头装卸作业安排。'
      FROM generate_series(1, 3000) AS n`);
    await store.exec('ANALYZE policies');
  });

  it('finds a 4-character keyword in a title, and a 2-character one in titles and texts', async () => {
    expect(await search('物流枢纽')).toEqual(['关于加快物流枢纽建设的通知']);
    expect(await search('物流')).toEqual(['关于加快物流枢纽建设的通知', '冷链运输管理办法']);
    expect(await search('本办法')).toEqual(['冷链运输管理办法']);
  });

  it('matches ASCII letters in either case, and takes % and _ literally', async () => {
    expect(await search('gps')).toEqual(['GPS 监控平台接入规范']);
    expect(await search('100%')).toEqual(['GPS 监控平台接入规范']);
    expect(await search('速_')).toEqual(['道路货运安全规定']);
    expect(await search('限速%要求')).toEqual([]);
  });

  it('finds a single character too (without the index, as on SQLite)', async () => {
    expect(await search('厅')).toEqual(['关于加快物流枢纽建设的通知']);
  });

  it('reads 2- and 4-character keywords through the search index, not the whole table', async () => {
    for (const keyword of ['物流', '物流枢纽']) {
      const match = postgresKeywordMatch('policies', keyword, 'p');
      const plan = await store.all<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.id FROM policies p WHERE ${match.sql}`,
        ...match.params,
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, keyword).toContain('Index Scan on policies_search');
      expect(text, keyword).not.toMatch(/Seq Scan/);
    }
  });
});
