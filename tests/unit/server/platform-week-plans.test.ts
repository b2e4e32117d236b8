/**
 * 运营概览's week reads an index's range of times for each series, never a whole table: the statements
 * `countsByDay` runs are recorded and their plans read (`EXPLAIN QUERY PLAN` on SQLite; `EXPLAIN` on
 * PostgreSQL with sequential scans priced out, so a scan shows only where no index can serve).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import { OVERVIEW_SERIES, type OverviewSeriesName } from '../../../src/lib/shared/contract/overview.ts';
import { countsByDay } from '../../../server/queries/platform-week.ts';
import { numberedPlaceholders } from '../../../server/store/postgres/postgres-sql.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { textFor } from '../../../server/store/store.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { recording, type Statement } from '../helpers/recording-store.ts';

/**
 * Each series' table, its time column and the index its range is read through (offers: any of
 * logistics_info's that leads with the kind and holds the time; PostgreSQL picks the covering lane index).
 */
const EXPECTED: Record<OverviewSeriesName, { table: string; column: string; index: string }> = {
  offers: { table: 'logistics_info', column: 'published_at', index: 'logistics_info_(kind|lane)' },
  waybills: { table: 'waybill_events', column: 'created_at', index: 'waybill_events_type' },
  registrations: { table: 'users', column: 'created_at', index: 'users_created' },
};

let database: DatabaseSync;
const reads = {} as Record<OverviewSeriesName, Statement>;
beforeAll(async () => {
  database = openDatabase(':memory:', { create: true }).db;
  for (const series of OVERVIEW_SERIES) {
    const statements: Statement[] = [];
    await countsByDay(recording(sqliteStore(database), statements), series, '2026-11-15', '2026-11-28');
    expect(statements).toHaveLength(1);
    reads[series] = statements[0]!;
  }
});
afterAll(() => database.close());

describe('on SQLite', () => {
  it.each(OVERVIEW_SERIES)('%s: searches its index by time, scans nothing', (series) => {
    const { table, column, index } = EXPECTED[series];
    const statement = reads[series];
    const plan = (
      database.prepare(`EXPLAIN QUERY PLAN ${textFor(statement.sql, 'sqlite')}`).all(...statement.params) as {
        detail: string;
      }[]
    ).map((row) => row.detail);
    expect(plan.join('\n')).toMatch(
      new RegExp(`SEARCH ${table} USING (COVERING )?INDEX ${index} \\(.*${column}>\\? AND ${column}<\\?\\)`),
    );
    expect(plan.filter((line) => line.startsWith('SCAN '))).toEqual([]);
  });
});

describe.skipIf(postgresMissing)('on PostgreSQL', () => {
  const postgres = usePostgres();
  let client: pg.Client;
  beforeAll(async () => {
    client = await postgres.filled(async () => {});
    await client.query('SET enable_seqscan = off');
  }, 60_000);

  it.each(OVERVIEW_SERIES)('%s: uses its index by time, scans no table', async (series) => {
    const { table, column, index } = EXPECTED[series];
    const statement = reads[series];
    const { text } = numberedPlaceholders(textFor(statement.sql, 'postgres'));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, statement.params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}`));
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} on ${table}`));
    expect(plan).toMatch(new RegExp(`Index Cond: .*\\(${column} >= `));
  });
});
