import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../../src/lib/contract.ts';
import { notifyLaneSubscribers, type AnnouncedOffer } from '../../../server/subscriptions.ts';
import { addUser, startTestServer, type TestServer } from './harness.ts';

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
    users[name] = addUser(server.db, {
      account: `notify-${name}`,
      password: 'pass-word1',
      mobile: String(mobile++),
    });
    server.db
      .prepare(
        'INSERT INTO subscriptions (user_id, kind, origin_code, destination_code, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(users[name] ?? 0, lane.kind, lane.origin, lane.destination, new Date(NOW).toISOString());
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

const toldOf = (offerId: number): string[] =>
  (
    server.db
      .prepare('SELECT user_id AS userId FROM notices WHERE offer_id = ? ORDER BY user_id')
      .all(offerId) as {
      userId: number;
    }[]
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
  ])('tells of %s', (_, fields, expected) => {
    const announced = offer(fields);
    const count = notifyLaneSubscribers(server.db, announced, NOW);
    expect(toldOf(announced.id).sort()).toEqual([...expected].sort());
    expect(count).toBe(expected.length);
  });

  it('never tells the publisher, though their own lane contains the offer', () => {
    const announced = offer({});
    notifyLaneSubscribers(server.db, announced, NOW);
    expect(toldOf(announced.id)).not.toContain('publisher');
    expect(toldOf(announced.id)).toHaveLength(2);
  });

  it('tells each subscriber once per offer, however often it is announced', () => {
    const announced = offer({});
    notifyLaneSubscribers(server.db, announced, NOW);
    expect(notifyLaneSubscribers(server.db, announced, NOW + 60_000)).toBe(0);
    expect(toldOf(announced.id)).toHaveLength(2);
  });

  it('writes a message notice at the given time that opens the offer', async () => {
    const announced = offer({ title: '冷链 蔬菜 上海→广州' });
    notifyLaneSubscribers(server.db, announced, NOW);
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
