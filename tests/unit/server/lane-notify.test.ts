import { mkdtemp, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../server/store/sqlite/db.ts';
import { SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import type { Notice } from '../../../src/lib/shared/contract.ts';
import { notifyLaneSubscribers, type AnnouncedOffer } from '../../../server/domain/subscriptions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

const NOW = Date.parse('2026-11-24T08:00:00.000Z');
let server: TestServer;
const users: Record<string, number> = {};
let nextOfferId = 9000;

/** Each subscriber follows one lane; the publisher follows every lane its offers are on. */
const LANES: Record<string, { kind: 'cargo' | 'vehicle'; origin: string; destination: string }> = {
  shanghaiCityToGuangdong: { kind: 'cargo', origin: '3101', destination: '44' },
  shanghaiToShenzhen: { kind: 'cargo', origin: '31', destination: '4403' },
  jiangsuToGuangdong: { kind: 'cargo', origin: '32', destination: '44' },
  vehiclesShanghaiToGuangdong: { kind: 'vehicle', origin: '31', destination: '44' },
  publisher: { kind: 'cargo', origin: '31', destination: '44' },
};

beforeAll(async () => {
  server = await startTestServer();
  let mobile = 13600000100;
  for (const [name, lane] of Object.entries(LANES)) {
    users[name] = await insertUser(server.store, {
      account: `notify-${name}`,
      password: 'pass-word1',
      mobile: String(mobile++),
    });
    await server.store.run(
      'INSERT INTO subscriptions (user_id, kind, origin_code, destination_code, created_at) VALUES (?, ?, ?, ?, ?)',
      users[name] ?? 0,
      lane.kind,
      lane.origin,
      lane.destination,
      new Date(NOW).toISOString(),
    );
  }
});
afterAll(() => server.close());

const offer = (fields: Partial<AnnouncedOffer>): AnnouncedOffer => ({
  id: nextOfferId++,
  kind: 'cargo',
  userId: users['publisher'] ?? 0,
  title: '钢材 20 吨 上海→深圳',
  originCode: '310115',
  destinationCodes: ['440305'],
  ...fields,
});

const toldOf = async (offerId: number): Promise<string[]> =>
  (
    await server.store.all<{
      userId: number;
    }>('SELECT user_id AS "userId" FROM notices WHERE offer_id = ? ORDER BY user_id', offerId)
  ).map(({ userId }) => Object.keys(users).find((name) => users[name] === userId) ?? String(userId));

describe('notifyLaneSubscribers', () => {
  it.each<[string, Partial<AnnouncedOffer>, string[]]>([
    [
      'a district inside a subscribed city and province',
      {},
      ['shanghaiCityToGuangdong', 'shanghaiToShenzhen'],
    ],
    [
      'a destination outside Shenzhen but inside Guangdong',
      { destinationCodes: ['440106'] },
      ['shanghaiCityToGuangdong'],
    ],
    [
      'any one of several destinations',
      { originCode: '320102', destinationCodes: ['110101', '440305'] },
      ['jiangsuToGuangdong'],
    ],
    ['an origin outside every lane', { originCode: '330102' }, []],
    [
      'a destination given as a whole province, wider than a city lane',
      { destinationCodes: ['440000'] },
      ['shanghaiCityToGuangdong'],
    ],
    [
      'a vehicle offer, only to vehicle lanes',
      { kind: 'vehicle', destinationCodes: ['44'] },
      ['vehiclesShanghaiToGuangdong'],
    ],
    [
      'an origin given as a city code',
      { originCode: '310100' },
      ['shanghaiCityToGuangdong', 'shanghaiToShenzhen'],
    ],
  ])('tells of %s', async (_, fields, expected) => {
    const announced = offer(fields);
    const count = await notifyLaneSubscribers(server.store, announced, NOW);
    expect((await toldOf(announced.id)).sort()).toEqual([...expected].sort());
    expect(count).toBe(expected.length);
  });

  it('never tells the publisher, though their own lane contains the offer', async () => {
    const announced = offer({});
    await notifyLaneSubscribers(server.store, announced, NOW);
    expect(await toldOf(announced.id)).not.toContain('publisher');
    expect(await toldOf(announced.id)).toHaveLength(2);
  });

  it('tells each subscriber once per offer, however often it is announced', async () => {
    const announced = offer({});
    await notifyLaneSubscribers(server.store, announced, NOW);
    expect(await notifyLaneSubscribers(server.store, announced, NOW + 60_000)).toBe(0);
    expect(await toldOf(announced.id)).toHaveLength(2);
  });

  it('writes a message notice at the given time that opens the offer', async () => {
    const announced = offer({ title: '冷链 蔬菜 上海→广州' });
    await notifyLaneSubscribers(server.store, announced, NOW);
    const token = await server.login('notify-shanghaiCityToGuangdong', 'pass-word1');
    const notices = (await server.api<Notice[]>('GET', '/notices', { token })).body.data;
    const notice = notices.find((n) => n.offerId === announced.id);
    expect(notice).toMatchObject({
      type: 'message',
      title: '您订阅的线路有新货源',
      description: '冷链 蔬菜 上海→广州',
      read: false,
      createdAt: new Date(NOW).toISOString(),
      offerId: announced.id,
    });
  });
});

describe('a database from before lane subscriptions', () => {
  it('opens with the subscriptions table and the offer link of notices, its notices kept', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portal-live-upgrade-'));
    const path = join(directory, 'portal.db');
    const old = new DatabaseSync(path);
    old.exec(SCHEMA_SQL);
    old.exec(`INSERT INTO users (id, account, password_hash, nickname, mobile, created_at)
              VALUES (1, 'laoyonghu', 'x', '老用户', '13700009998', '2025-01-01T00:00:00.000Z'),
                     (2, 'fabuzhe', 'x', '发布者', '13700009997', '2025-01-01T00:00:00.000Z');
              INSERT INTO notices (user_id, type, title, description, read, created_at)
              VALUES (1, 'notice', '旧通知', '', 0, '2025-01-02T00:00:00.000Z');`);
    old.close();
    const { db } = openDatabase(path, { create: false });
    try {
      db.prepare(
        "INSERT INTO subscriptions (user_id, kind, origin_code, destination_code, created_at) VALUES (1, 'cargo', '31', '44', ?)",
      ).run(new Date(NOW).toISOString());
      const told = await notifyLaneSubscribers(
        sqliteStore(db),
        {
          id: 5,
          kind: 'cargo',
          userId: 2,
          title: '旧库中的新货源',
          originCode: '310115',
          destinationCodes: ['440305'],
        },
        NOW,
      );
      expect(told).toBe(1);
      expect(db.prepare('SELECT title, offer_id AS "offerId" FROM notices ORDER BY id').all()).toEqual([
        { title: '旧通知', offerId: null },
        { title: '您订阅的线路有新货源', offerId: 5 },
      ]);
    } finally {
      closeDatabase(db);
      await rm(directory, { recursive: true, force: true });
    }
  });
});
