/**
 * Every rate reads the few newest rows it counts through an index in their order: its cost stays the
 * same however many offers, posts, shipments, reports or codes the account or mobile has made. The
 * statements each rate runs are recorded and their plans read — on SQLite no table is scanned and no
 * table's rows are sorted (`USE TEMP B-TREE` only over a union of already-limited reads); on
 * PostgreSQL, with scans and sorts priced out, no sequential scan and no sort of a table's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { writeRate } from '../../../server/limits/rates.ts';
import { checkSendAllowed } from '../../../server/limits/sms-limits.ts';
import { numberedPlaceholders } from '../../../server/store/postgres/postgres-sql.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { textFor, type SqlValue, type Store } from '../../../server/store/store.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { recording, type Statement } from '../helpers/recording-store.ts';
import { settingsFor } from '../../../server/settings.ts';

const NOW = Date.parse('2026-11-24T08:00:00.000Z');
const RATES: Record<string, (db: Store) => Promise<unknown>> = {
  'publishing offers': (db) => writeRate('offer', 20, () => NOW).waitSeconds(db, 1),
  'posting and replying': (db) => writeRate('post', 5, () => NOW).waitSeconds(db, 1),
  'creating shipments': (db) => writeRate('delivery', 10, () => NOW).waitSeconds(db, 1),
  reporting: (db) => writeRate('report', 10, () => NOW).waitSeconds(db, 1),
  'sending and checking SMS codes': (db) =>
    checkSendAllowed(db, settingsFor().smsLimits, { mobile: '13800000001', ip: '10.0.0.1' }, NOW),
};

/** The statements each rate runs, recorded on `store`. */
async function readsOf(store: Store): Promise<Record<string, Statement[]>> {
  const reads: Record<string, Statement[]> = {};
  for (const [name, rate] of Object.entries(RATES)) {
    reads[name] = [];
    await rate(recording(store, reads[name]));
  }
  return reads;
}

interface SqlitePlanLine {
  id: number;
  parent: number;
  detail: string;
}

/**
 * What is wrong with a SQLite plan: a table read whole (`SCAN` of a table, where an index search
 * belongs) or a table's rows sorted (a temporary b-tree beside the read of a table, not beside the
 * read of a subquery's already-limited result).
 */
function sqliteFaults(plan: readonly SqlitePlanLine[], tables: ReadonlySet<string>): string[] {
  const tableRead = (line: SqlitePlanLine) => {
    const name = /^(?:SEARCH|SCAN) (\w+)/.exec(line.detail)?.[1];
    return name !== undefined && tables.has(name);
  };
  const faults = plan
    .filter((line) => tableRead(line) && line.detail.startsWith('SCAN '))
    .map((line) => line.detail);
  for (const sort of plan.filter((line) => line.detail.startsWith('USE TEMP B-TREE'))) {
    const beside = plan.filter((line) => line.parent === sort.parent && tableRead(line));
    faults.push(...beside.map((line) => `${sort.detail} over ${line.detail}`));
  }
  return faults;
}

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PostgresPlanNode[];
}

/**
 * What is wrong with a PostgreSQL plan: a sequential scan of a table, or a sort whose input reaches a
 * table's read without a Limit between them (a sort of a union of limited reads is fine).
 */
function postgresFaults(node: PostgresPlanNode): string[] {
  const faults: string[] = [];
  const readsUnlimited = (below: PostgresPlanNode): boolean =>
    below['Node Type'] !== 'Limit' &&
    (below['Relation Name'] !== undefined || (below.Plans ?? []).some(readsUnlimited));
  const visit = (at: PostgresPlanNode) => {
    if (at['Node Type'] === 'Seq Scan') faults.push(`Seq Scan on ${at['Relation Name']}`);
    if (at['Node Type'] === 'Sort' && (at.Plans ?? []).some(readsUnlimited))
      faults.push("Sort of a table's rows");
    for (const child of at.Plans ?? []) visit(child);
  };
  visit(node);
  return faults;
}

describe('on SQLite', () => {
  let database: DatabaseSync;
  let reads: Record<string, Statement[]>;
  let tables: Set<string>;
  beforeAll(async () => {
    database = openDatabase(':memory:', { create: true }).db;
    reads = await readsOf(sqliteStore(database));
    tables = new Set(
      (
        database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
      ).map((row) => row.name),
    );
  });
  afterAll(() => database.close());

  const planOf = (statement: Statement): SqlitePlanLine[] =>
    database
      .prepare(`EXPLAIN QUERY PLAN ${textFor(statement.sql, 'sqlite')}`)
      .all(...statement.params) as unknown as SqlitePlanLine[];

  it("finds a table read whole and a table's rows sorted (the publishing rate as it was, on the old index)", () => {
    const plan = (sql: string) =>
      database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as unknown as SqlitePlanLine[];
    expect(
      sqliteFaults(
        plan(
          'SELECT published_at FROM logistics_info INDEXED BY logistics_info_user WHERE user_id = 1 ORDER BY published_at DESC LIMIT 1 OFFSET 19',
        ),
        tables,
      ),
    ).toEqual([
      'USE TEMP B-TREE FOR ORDER BY over SEARCH logistics_info USING INDEX logistics_info_user (user_id=?)',
    ]);
    expect(
      sqliteFaults(plan('SELECT at FROM sms_misses WHERE client_ip = 1 ORDER BY at DESC LIMIT 1'), tables),
    ).toContain('SCAN sms_misses');
  });

  it.each(Object.keys(RATES))('%s: reads its rows through an index, in their order', (name) => {
    const statements = reads[name]!;
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const plan = planOf(statement);
      expect(plan.some((line) => /^SEARCH \w+ USING (COVERING )?INDEX /.test(line.detail))).toBe(true);
      expect(
        sqliteFaults(plan, tables),
        `${textFor(statement.sql, 'sqlite')}\n${plan.map((line) => line.detail).join('\n')}`,
      ).toEqual([]);
    }
  });
});

describe.skipIf(postgresMissing)('on PostgreSQL', () => {
  const postgres = usePostgres();
  let client: pg.Client;
  let reads: Record<string, Statement[]>;
  beforeAll(async () => {
    client = await postgres.filled(async (store) => {
      reads = await readsOf(store);
    });
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_sort = off');
  }, 60_000);

  const planOf = async (sql: string, params: SqlValue[]): Promise<PostgresPlanNode> => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PostgresPlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  };

  it("finds a table's rows sorted (the publishing rate as it was, without its index)", async () => {
    await client.query('BEGIN');
    try {
      await client.query('DROP INDEX logistics_info_publisher');
      const plan = await planOf(
        'SELECT published_at FROM logistics_info WHERE user_id = $1 ORDER BY published_at DESC LIMIT 1 OFFSET 19',
        [1],
      );
      expect(postgresFaults(plan)).toContain("Sort of a table's rows");
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it.each(Object.keys(RATES))('%s: reads its rows through an index, in their order', async (name) => {
    const statements = reads[name]!;
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const { text } = numberedPlaceholders(textFor(statement.sql, 'postgres'));
      const plan = await planOf(text, statement.params);
      expect(postgresFaults(plan), `${text}\n${JSON.stringify(plan)}`).toEqual([]);
    }
  });
});
