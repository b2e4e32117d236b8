import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  LOGIN_ACTIONS,
  LOGISTICS_KINDS,
  NOTICE_TYPES,
  POLICY_LEVELS,
  SMS_PURPOSES,
  VEHICLE_LENGTHS,
  VEHICLE_TYPES,
} from '../../../src/lib/shared/contract.ts';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { oneOf, SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { SMALL_SEED, startTestServer, type TestServer } from './harness.ts';

/**
 * Each enumeration is one list in the contract; the schema's CHECK constraints, the seed and the
 * server's query parsing read it. A value added to a list is known everywhere at once.
 */
const ENUMERATIONS: [table: string, column: string, values: readonly string[]][] = [
  ['login_records', 'action', LOGIN_ACTIONS],
  ['sms_codes', 'purpose', SMS_PURPOSES],
  ['logistics_info', 'kind', LOGISTICS_KINDS],
  ['policies', 'level', POLICY_LEVELS],
  ['notices', 'type', NOTICE_TYPES],
  ['deliveries', 'status', DELIVERY_STATUSES],
];

describe('the schema takes exactly the contract’s values', () => {
  it.each(ENUMERATIONS)('%s.%s is checked against its list', (_table, column, values) => {
    expect(SCHEMA_SQL).toContain(`CHECK (${oneOf(column, values)})`);
  });

  it('builds a CHECK only from plain words', () => {
    expect(oneOf('kind', ['cargo', 'line'])).toBe("kind IN ('cargo', 'line')");
    expect(() => oneOf('kind', ["x') OR ('1' = '1"])).toThrow();
  });

  it.each(ENUMERATIONS)('the database created carries %s.%s’s CHECK', (table, column, values) => {
    const db = openDatabase(':memory:', { create: true }).db;
    try {
      const { sql } = db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
        .get(table) as {
        sql: string;
      };
      expect(sql).toContain(`CHECK (${column} IN (${values.map((value) => `'${value}'`).join(', ')}))`);
    } finally {
      db.close();
    }
  });
});

describe('the seed writes only the contract’s values, and every one of them', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { ...SMALL_SEED, accounts: true });
  });
  afterAll(() => db.close());

  it.each([
    ['logistics_info', 'kind', LOGISTICS_KINDS],
    ['policies', 'level', POLICY_LEVELS],
    ['notices', 'type', NOTICE_TYPES],
  ] as const)('%s.%s', (table, column, values) => {
    const seeded = db.prepare(`SELECT DISTINCT ${column} AS value FROM ${table} ORDER BY 1`).all();
    expect(seeded.map((row) => row['value'])).toEqual([...values].sort());
  });
});

describe('the seed’s freight words stay within the forms’ lists (no migration is needed)', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { ...SMALL_SEED, accounts: true });
  });
  afterAll(() => db.close());
  const distinct = (sql: string) =>
    db
      .prepare(sql)
      .all()
      .map((row) => row['value']);

  it('vehicle types of offers, lines and routes', () => {
    const types = [
      ...distinct('SELECT DISTINCT vehicle_type AS value FROM logistics_info'),
      ...distinct('SELECT DISTINCT vehicle_type AS value FROM routes'),
    ];
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(VEHICLE_TYPES, String(type)).toContain(type);
  });

  it('vehicle lengths of offers', () => {
    const lengths = distinct(
      'SELECT DISTINCT vehicle_length_meters AS value FROM logistics_info WHERE vehicle_length_meters IS NOT NULL',
    );
    expect(lengths.length).toBeGreaterThan(0);
    for (const length of lengths) expect(VEHICLE_LENGTHS, String(length)).toContain(String(length));
  });
});

describe('the list queries accept each value of their list and nothing else', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['/logistics-info', 'kind', LOGISTICS_KINDS],
    ['/policies', 'level', POLICY_LEVELS],
    ['/logistics-info', 'vehicleType', VEHICLE_TYPES],
  ] as const)('%s?%s=', async (path, name, values) => {
    for (const value of values) {
      const answer = await server.api<{ total: number }>(
        'GET',
        `${path}?${name}=${encodeURIComponent(value)}`,
      );
      expect(answer.body.success, value).toBe(true);
    }
    const wrong = await server.api('GET', `${path}?${name}=other`);
    expect(wrong.body.errorCode).toBe(10001);
  });
});
