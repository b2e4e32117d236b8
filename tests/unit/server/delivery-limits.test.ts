/**
 * Shipments at volume: order numbers that never collide (past 999,999 in a day too), and a
 * per-account creation limit (PORTAL_DELIVERY_RATE) answered as 10004 / 429 with Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryCreated } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { waitInWords } from '../../../src/lib/shared/wait-in-words.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { writeRate } from '../../../server/limits/rates.ts';
import { settingsFor } from '../../../server/settings.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { SMALL_SEED, startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

const DELIVERY_RATE_DEFAULT = settingsFor().deliveryRatePerMinute;

const today = chinaDay();
const prefix = `FH${today.replaceAll('-', '')}`;
const valid = deliveryInput({ loadingDate: addDays(today, 2), expectedArrivalDate: addDays(today, 3) });

function creator(server: TestServer, token: string) {
  return (key = randomUUID()) =>
    server.api<DeliveryCreated>('POST', '/deliveries', {
      body: valid,
      token,
      headers: { 'Idempotency-Key': key },
    });
}

describe('order numbers', () => {
  let server: TestServer;
  let create: ReturnType<typeof creator>;
  beforeAll(async () => {
    server = await startTestServer();
    create = creator(server, await server.login());
  });
  afterAll(() => server.close());

  it('go on past 999,999 in one day, each shipment its own number', async () => {
    await server.store.run(
      'INSERT INTO order_sequences (day, last) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET last = excluded.last',
      today,
      999_998,
    );
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await create();
      expect(answer.status).toBe(200);
      numbers.push(answer.body.data.orderNo);
    }
    expect(numbers).toEqual([`${prefix}999999`, `${prefix}1000000`, `${prefix}1000001`]);
  });

  it('stay unique when many shipments are created at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => create()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const numbers = answers.map((answer) => answer.body.data.orderNo);
    expect(new Set(numbers).size).toBe(40);
    for (const number of numbers) expect(number.startsWith(prefix)).toBe(true);
  });
});

describe('order numbers in a database written before the day counter existed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("continue after the day's largest number, 999,999 included", async () => {
    const create = creator(server, await server.login());
    const { id } = (await server.store.get("SELECT id FROM users WHERE account = 'demo'")) as { id: number };
    const at = new Date().toISOString();
    for (const orderNo of [`${prefix}000007`, `${prefix}999999`, 'FH20000101999999']) {
      await server.store.run(
        `INSERT INTO deliveries (user_id, order_no, status, payload, created_at, updated_at)
         VALUES (?, ?, 'draft', '{}', ?, ?)`,
        id,
        orderNo,
        at,
        at,
      );
    }
    await server.store.exec('DELETE FROM order_sequences');

    expect((await create()).body.data.orderNo).toBe(`${prefix}1000000`);
    expect((await create()).body.data.orderNo).toBe(`${prefix}1000001`);
  });
});

describe("the shipment rate (the account's own shipments, a sliding window)", () => {
  const start = Date.parse('2026-11-24T02:00:00.000Z');
  const { db } = openDatabase(':memory:', { create: true });
  seedDatabase(db, { ...SMALL_SEED, users: 2, accounts: true });
  const userId = (db.prepare("SELECT id FROM users WHERE account = 'demo'").get() as { id: number }).id;
  let sequence = 0;
  const createdAt = (offsetMs: number) =>
    db
      .prepare(
        `INSERT INTO deliveries (user_id, order_no, status, payload, created_at, updated_at)
         VALUES (?, ?, 'draft', '{}', ?, ?)`,
      )
      .run(userId, `FH-test-${(sequence += 1)}`, new Date(start + offsetMs).toISOString(), '');

  it('waits until the oldest shipment of the window leaves it, rounded up, and keeps accounts apart', async () => {
    let now = start + 30_500;
    const limiter = writeRate('delivery', 3, () => now);
    createdAt(0);
    createdAt(10_000);
    expect(await limiter.waitSeconds(sqliteStore(db), userId)).toBe(0);
    createdAt(20_000);
    expect(await limiter.waitSeconds(sqliteStore(db), userId)).toBe(30);
    await expect(limiter.check(sqliteStore(db), userId, '创建发货单')).rejects.toThrow(
      '创建发货单过于频繁，请在 30 秒后再试',
    );
    expect(await limiter.waitSeconds(sqliteStore(db), userId + 1)).toBe(0);
    now = start + 60_000;
    expect(await limiter.waitSeconds(sqliteStore(db), userId)).toBe(0);
    await limiter.check(sqliteStore(db), userId, '创建发货单');
  });

  it('allows a person filling in the form every time, and not a script', () => {
    expect(DELIVERY_RATE_DEFAULT).toBeGreaterThanOrEqual(5);
    expect(DELIVERY_RATE_DEFAULT).toBeLessThanOrEqual(30);
  });
});

describe('creating shipments over the limit (HTTP)', () => {
  const RATE = 3;
  let server: TestServer;
  let create: ReturnType<typeof creator>;
  let createAsOther: ReturnType<typeof creator>;
  beforeAll(async () => {
    server = await startTestServer({ deliveryRatePerMinute: RATE });
    create = creator(server, await server.login());
    await insertUser(server.store, { account: 'fahuo2', password: 'Fahuo123456', mobile: '13700006789' });
    createAsOther = creator(server, await server.login('fahuo2', 'Fahuo123456'));
  });
  afterAll(() => server.close());

  const count = () => countRows(server.store, 'SELECT count(*) AS n FROM deliveries');

  it('answers 10004 with HTTP 429, Retry-After and the wait; replays and other accounts go through', async () => {
    const firstKey = randomUUID();
    const first = await create(firstKey);
    expect(first.status).toBe(200);
    for (let i = 1; i < RATE; i += 1) expect((await create()).status).toBe(200);
    const before = await count();

    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: 10004, data: null });
    // The message names the wait the header gives.
    const seconds = Number(refused.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.errorMsg).toBe(`创建发货单过于频繁，请在 ${waitInWords(seconds)}后再试`);
    expect(await count()).toBe(before);

    const replay = await create(firstKey);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await createAsOther()).status).toBe(200);
  });

  it('lets the account create again once its shipments are a minute old (state in the database)', async () => {
    expect((await create()).status).toBe(429);
    await server.store.run(
      "UPDATE deliveries SET created_at = ? WHERE user_id = (SELECT id FROM users WHERE account = 'demo')",
      new Date(Date.now() - 61_000).toISOString(),
    );
    expect((await create()).status).toBe(200);
  });
});
