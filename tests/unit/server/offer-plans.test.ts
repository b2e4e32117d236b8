/**
 * The offers' reads that pick by place — the lane-filtered list (province → province) and the matches'
 * candidates both ways — search an index rather than scan logistics_info: the statements the server
 * runs are recorded and their plans read (`EXPLAIN QUERY PLAN` on SQLite; `EXPLAIN` on PostgreSQL with
 * sequential scans priced out, so a scan shows only where no index can serve).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { listLogisticsInfo } from '../../../server/queries/logistics-info.ts';
import { freshMatches } from '../../../server/queries/offer-matches.ts';
import { numberedPlaceholders } from '../../../server/store/postgres/postgres-sql.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { textFor } from '../../../server/store/store.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { recording, type Statement } from '../helpers/recording-store.ts';
import { MARKET_TODAY, writeMarket, type MarketOffer } from './offer-market-fixture.ts';

/** The statements that pick offers by place: a range or an equality on `origin_code`. */
const byPlace = (statements: readonly Statement[]) =>
  statements.filter((statement) => /origin_code (>= \?|= \?)/.test(textFor(statement.sql, 'sqlite')));

let database: DatabaseSync;
let offers: MarketOffer[];
const reads: Record<'lane' | 'cargoMatches' | 'truckMatches', Statement[]> = {
  lane: [],
  cargoMatches: [],
  truckMatches: [],
};
beforeAll(async () => {
  database = openDatabase(':memory:', { create: true }).db;
  const store = sqliteStore(database);
  offers = await writeMarket(store, 200);
  const filter = { kind: 'cargo' as const, originCode: '31', destinationCode: '51' };
  await listLogisticsInfo(recording(store, reads.lane), filter, 1, 20, MARKET_TODAY);
  const standing = (kind: string) => offers.find((offer) => offer.kind === kind && offer.standing)!;
  await freshMatches(recording(store, reads.cargoMatches), standing('cargo').id, MARKET_TODAY);
  await freshMatches(recording(store, reads.truckMatches), standing('vehicle').id, MARKET_TODAY);
});
afterAll(() => database.close());

const sqlitePlan = (statement: Statement): string[] =>
  (
    database.prepare(`EXPLAIN QUERY PLAN ${textFor(statement.sql, 'sqlite')}`).all(...statement.params) as {
      detail: string;
    }[]
  ).map((row) => row.detail);

describe('on SQLite', () => {
  it.each(['lane', 'cargoMatches', 'truckMatches'] as const)(
    '%s: every read by place searches an index of logistics_info, none scans it',
    (name) => {
      const statements = byPlace(reads[name]);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = sqlitePlan(statement);
        expect(
          plan.some((line) => /^SEARCH li USING (COVERING )?INDEX /.test(line)),
          plan.join('\n'),
        ).toBe(true);
        expect(plan.filter((line) => /^SCAN (li|logistics_info)\b/.test(line))).toEqual([]);
      }
    },
  );

  it('reads the lane list and the candidates from the lane index alone (no row lookups)', () => {
    for (const name of ['lane', 'cargoMatches', 'truckMatches'] as const) {
      const ranges = byPlace(reads[name]).filter((statement) =>
        textFor(statement.sql, 'sqlite').includes('origin_code >= ?'),
      );
      expect(ranges.length).toBeGreaterThan(0);
      for (const statement of ranges) {
        expect(sqlitePlan(statement).join('\n')).toContain(
          'SEARCH li USING COVERING INDEX logistics_info_lane',
        );
      }
    }
  });
});

describe.skipIf(postgresMissing)('on PostgreSQL', () => {
  const postgres = usePostgres();
  let client: pg.Client;
  beforeAll(async () => {
    client = await postgres.filled(async (store) => {
      await writeMarket(store, 200);
    });
    await client.query('ANALYZE');
    await client.query('SET enable_seqscan = off');
  }, 60_000);

  it.each(['lane', 'cargoMatches', 'truckMatches'] as const)(
    '%s: every read by place uses an index of logistics_info, none scans it',
    async (name) => {
      for (const statement of byPlace(reads[name])) {
        const { text } = numberedPlaceholders(textFor(statement.sql, 'postgres'));
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, statement.params);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).not.toMatch(/Seq Scan on logistics_info/);
        // The place is a condition of the index search itself, not a filter over a kind's every offer.
        expect(plan).toMatch(/Index Cond: \(.*\(origin_code (>=|=) '\d+'::text\)/);
      }
    },
  );
});
