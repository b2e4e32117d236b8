import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsInfoItem, Paged } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Lane search: an origin and a destination code of any level (province `31`, city `3101`, district
 * `310115`, or the six-digit code of a level, `310000`) find every offer whose place lies inside it.
 */
let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  const loading = addDays(chinaDay(), 2);
  const add = async (name: string, origin: string, destinations: string[]) => {
    const { lastInsertId } = await server.store.run(
      `INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name,
         contact_phone, loading_date, expires_on, published_at, origin_code, destination_code)
       VALUES ('cargo', ?, '', '', '测试物流', '', '张先生', '13900001111', ?, ?, ?, ?, ?)`,
      `车道测试${name}`,
      loading,
      loading,
      new Date().toISOString(),
      origin,
      destinations[0] ?? null,
    );
    ids[name] = lastInsertId;
    for (const code of destinations) {
      await server.store.run(
        'INSERT INTO offer_destinations (info_id, code) VALUES (?, ?)',
        lastInsertId,
        code,
      );
    }
  };
  await add('浦东到锦江', '310115', ['510104']);
  await add('嘉定到深圳南山', '310114', ['440305']);
  await add('姑苏到武侯', '320508', ['510107']);
  // A truck bound for two provinces' cities.
  await add('闵行到成都或广州', '310112', ['510100', '440100']);
});
afterAll(() => server.close());

async function lane(query: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ keyword: '车道测试', pageSize: '50', ...query });
  const { body } = await server.api<Paged<LogisticsInfoItem>>('GET', `/logistics-info?${params}`);
  expect(body.errorCode).toBe(0);
  return body.data.list.map((item) => item.title.replace('车道测试', '')).sort();
}

describe('GET /logistics-info by lane codes', () => {
  it.each([
    [{ originCode: '31' }, ['嘉定到深圳南山', '浦东到锦江', '闵行到成都或广州']],
    [{ originCode: '310000' }, ['嘉定到深圳南山', '浦东到锦江', '闵行到成都或广州']],
    [{ originCode: '3101' }, ['嘉定到深圳南山', '浦东到锦江', '闵行到成都或广州']],
    [{ originCode: '310115' }, ['浦东到锦江']],
    [{ originCode: '32' }, ['姑苏到武侯']],
    [{ destinationCode: '51' }, ['姑苏到武侯', '浦东到锦江', '闵行到成都或广州']],
    // A district inside a city: 锦江区 (510104) is in 成都市 (5101).
    [{ destinationCode: '5101' }, ['姑苏到武侯', '浦东到锦江', '闵行到成都或广州']],
    // A truck bound for the whole of 成都市 serves 锦江区 too.
    [{ destinationCode: '510104' }, ['浦东到锦江', '闵行到成都或广州']],
    [{ destinationCode: '510107' }, ['姑苏到武侯', '闵行到成都或广州']],
    [{ destinationCode: '440305' }, ['嘉定到深圳南山']],
    [{ destinationCode: '44' }, ['嘉定到深圳南山', '闵行到成都或广州']],
    [{ destinationCode: '440100' }, ['闵行到成都或广州']],
    [{ originCode: '31', destinationCode: '44' }, ['嘉定到深圳南山', '闵行到成都或广州']],
    [{ originCode: '3101', destinationCode: '5101' }, ['浦东到锦江', '闵行到成都或广州']],
    [{ originCode: '11' }, []],
  ])('%j finds %j', async (query, expected) => {
    expect(await lane(query)).toEqual(expected);
  });

  it.each(['3', '31011', '3101150', 'abc', '00', '31 01'])('refuses the code %j with 10001', async (code) => {
    const { status, body } = await server.api(
      'GET',
      `/logistics-info?originCode=${encodeURIComponent(code)}`,
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe(10001);
    expect(body.errorMsg).toContain('行政区划代码');
  });

  it('the seeded offers carry district codes that lane search finds', async () => {
    const rows = await server.store.all<{ code: string }>(
      "SELECT origin_code AS code FROM logistics_info WHERE kind IN ('cargo', 'vehicle') AND origin_code IS NOT NULL ORDER BY id",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^\d{6}$/.test(row.code) && !row.code.endsWith('00'))).toBe(true);
    const province = rows[0]!.code.slice(0, 2);
    const { body } = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      `/logistics-info?originCode=${province}`,
    );
    expect(body.data.total).toBeGreaterThan(0);
  });
});

describe('a database of an earlier release', () => {
  it('gets codes for the places its offers name, and lane search finds them', () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-lanes-'));
    const path = join(directory, 'old.db');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE logistics_info (
      id INTEGER PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, origin TEXT NOT NULL,
      destination TEXT NOT NULL, cargo_name TEXT NOT NULL DEFAULT '', weight_tons REAL, volume_cubic REAL,
      vehicle_type TEXT NOT NULL DEFAULT '', vehicle_length_meters REAL, price REAL, company_name TEXT NOT NULL,
      enterprise_id INTEGER, content TEXT NOT NULL, contact_name TEXT NOT NULL, contact_phone TEXT NOT NULL,
      loading_date TEXT, published_at TEXT NOT NULL, views INTEGER NOT NULL DEFAULT 0)`);
    old.exec(`INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name,
      contact_phone, loading_date, published_at) VALUES
      ('cargo', '苏州→成都 钢材', '苏州', '成都', '某公司', '', '王', '13900002222', '2099-01-01', '2026-11-01T00:00:00Z'),
      ('vehicle', '上海→广州 9.6米', '上海', '广州', '车队', '', '李', '13900003333', '2099-01-02', '2026-11-02T00:00:00Z')`);
    old.close();
    try {
      const { db } = openDatabase(path, { create: true });
      const rows = db
        .prepare(
          'SELECT origin_code AS origin, destination_code AS destination, expires_on AS expires FROM logistics_info ORDER BY id',
        )
        .all();
      expect(rows.map((row) => ({ ...row }))).toEqual([
        { origin: '320500', destination: '510100', expires: '2099-01-01' },
        { origin: '310100', destination: '440100', expires: '2099-01-02' },
      ]);
      const found = db
        .prepare("SELECT info_id AS id FROM offer_destinations WHERE code >= '44' AND code < '45'")
        .all() as { id: number }[];
      expect(found.map((row) => row.id)).toEqual([2]);
      db.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
