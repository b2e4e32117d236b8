/**
 * The pruning of tables that would only grow (server/domain/maintenance.ts): each task keeps a row exactly
 * as long as its documented lifetime (fixed clock), the schedule runs at start and on its interval,
 * and rows made up by strangers (account names, mobiles) go away.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryCreated } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import {
  pruneTasks,
  runMaintenance,
  startMaintenance,
  type PruneTask,
} from '../../../server/domain/maintenance.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { SMALL_SEED, startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { countRows } from './store-rows.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { settingsFor } from '../../../server/settings.ts';

/** The tasks of a server at the default settings. */
const PRUNE_TASKS = pruneTasks(
  settingsFor().loginThrottle.windowSeconds,
  settingsFor().userPages.keepSeconds,
);

const HOUR = 3600 * 1000;
/** Noon in China: a day's counter is pruned by day, away from midnight. */
const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const iso = (at: number) => new Date(at).toISOString();

interface Rows {
  /** Adds a row that became prunable `ageMs` ago, or is `ageMs` old (per the task's rule). */
  add(db: Database, ageMs: number, tag: string): void;
  /** The tags still there. */
  left(db: Database): string[];
  /** The clock step of the rule (order counters go by China day). */
  stepMs?: number;
}

const tags = (db: Database, sql: string) =>
  (db.prepare(sql).all() as { tag: string }[]).map((row) => row.tag).sort();

/** How to make a row of each task's table; a task added to PRUNE_TASKS needs a line here. */
const ROWS: Record<string, Rows> = {
  idempotency_keys: {
    add: (db, age, tag) =>
      db
        .prepare('INSERT INTO idempotency_keys VALUES (1, ?, ?, ?, ?)')
        .run(tag, 'hash', '{}', iso(NOW - age)),
    left: (db) => tags(db, 'SELECT key AS tag FROM idempotency_keys'),
  },
  password_failures: {
    add: (db, age, tag) =>
      db
        .prepare("INSERT INTO password_failures (account, address, at) VALUES (?, '198.51.100.7', ?)")
        .run(tag, iso(NOW - age)),
    left: (db) => tags(db, 'SELECT account AS tag FROM password_failures'),
  },
  sms_codes: {
    add: (db, age, tag) =>
      db
        .prepare(
          "INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES (?, 'reset', 'h', ?, ?)",
        )
        .run(tag, iso(NOW - age), iso(NOW - age + 10 * 60 * 1000)),
    left: (db) => tags(db, 'SELECT mobile AS tag FROM sms_codes'),
  },
  sms_outbox: {
    add: (db, age, tag) =>
      db
        .prepare(
          "INSERT INTO sms_outbox (mobile, purpose, code, text, sent_at) VALUES (?, 'reset', '1', 't', ?)",
        )
        .run(tag, iso(NOW - age)),
    left: (db) => tags(db, 'SELECT mobile AS tag FROM sms_outbox'),
  },
  tokens: {
    // Expired `age` ago; and one still valid but revoked `age` ago.
    add: (db, age, tag) => {
      const insert = db.prepare(
        'INSERT INTO tokens (user_id, token_hash, created_at, expires_at, revoked_at) VALUES (1, ?, ?, ?, ?)',
      );
      insert.run(`${tag}`, iso(NOW - age - 2 * HOUR), iso(NOW - age), null);
      insert.run(`${tag}-revoked`, iso(NOW - age - HOUR), iso(NOW + HOUR), iso(NOW - age));
    },
    left: (db) => tags(db, 'SELECT token_hash AS tag FROM tokens'),
  },
  day_counters: {
    add: (db, age, tag) =>
      db
        .prepare('INSERT INTO order_sequences (day, last) VALUES (?, ?)')
        .run(chinaDay(NOW - age), tag.length),
    left: (db) =>
      (db.prepare('SELECT day FROM order_sequences').all() as { day: string }[]).map((row) =>
        row.day === chinaDay(NOW - 47 * HOUR) ? 'kept' : row.day,
      ),
    stepMs: 24 * HOUR,
  },
  site_changes: {
    // The newest row is never pruned (site-changes.ts): the kept row gets the larger id.
    add: (db, age, tag) =>
      db
        .prepare("INSERT INTO site_changes (id, kind, item_id, floor, at) VALUES (?, 'post', ?, NULL, ?)")
        .run(tag === 'kept' ? 1_000_001 : 1_000_000, tag.length, iso(NOW - age)),
    left: (db) =>
      (db.prepare('SELECT item_id AS id FROM site_changes').all() as { id: number }[]).map((row) =>
        row.id === 'kept'.length ? 'kept' : 'gone',
      ),
  },
};

function scratchDatabase(): Database {
  const { db } = openDatabase(':memory:', { create: true });
  seedDatabase(db, { ...SMALL_SEED, users: 1, posts: 0, replies: 0, accounts: true });
  return db;
}

describe.each(PRUNE_TASKS.map((task) => [task.name, task] as const))('the %s task', (name, task) => {
  it(`keeps a row for its lifetime (${task.lifetimeMs / HOUR} h) and removes it after`, async () => {
    const rows = ROWS[name];
    expect(rows, `a row maker for ${name} in this test`).toBeDefined();
    const db = scratchDatabase();
    try {
      const before = rows!.left(db);
      rows!.add(db, task.lifetimeMs - 1000, 'kept');
      rows!.add(db, task.lifetimeMs + (rows!.stepMs ?? 1000), 'gone');
      const added = rows!.left(db).length - before.length;
      expect(added).toBeGreaterThanOrEqual(2);
      const removed = await task.prune(sqliteStore(db), NOW);
      expect(removed).toBe(added / 2);
      expect(
        rows!
          .left(db)
          .filter((tag) => !before.includes(tag))
          .every((tag) => tag.startsWith('kept')),
      ).toBe(true);
      expect(rows!.left(db).length).toBe(before.length + added / 2);
    } finally {
      db.close();
    }
  });
});

describe('runMaintenance', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs every task, logs one that fails and goes on with the next', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = scratchDatabase();
    const failing: PruneTask = {
      name: 'broken',
      lifetimeMs: 1,
      prune: () => {
        throw new Error('no such table: broken');
      },
    };
    ROWS['password_failures']!.add(db, 61 * 60 * 1000, 'stranger');
    const results = await runMaintenance(sqliteStore(db), [failing, ...PRUNE_TASKS], NOW);
    expect(results.find((result) => result.name === 'password_failures')?.removed).toBe(1);
    expect(results.some((result) => result.name === 'broken')).toBe(false);
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain('清理 broken 失败');
    db.close();
  });
});

describe('startMaintenance', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once at once, then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const db = scratchDatabase();
    const schedule = await startMaintenance(sqliteStore(db), {
      intervalMs: 600_000,
      now: () => Date.now(),
      tasks: [{ name: 'count', lifetimeMs: 0, prune: (_db, now) => Promise.resolve(void runs.push(now)) }],
    });
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(600_000);
    expect(runs).toHaveLength(2);
    vi.advanceTimersByTime(1_200_000);
    expect(runs).toHaveLength(4);
    schedule.stop();
    vi.advanceTimersByTime(6_000_000);
    expect(runs).toHaveLength(4);
    db.close();
  });
});

describe('on a running server', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
  });
  afterAll(() => server.close());

  const count = (table: string) => countRows(server.store, `SELECT count(*) AS n FROM ${table}`);

  it('forgets made-up account names and mobiles once their windows have passed', async () => {
    for (let i = 0; i < 5; i += 1) {
      await server.api('POST', '/auth/login', { body: { account: `nobody-${i}`, password: 'guess123456' } });
      await server.api('POST', '/sms/code', {
        body: await smsCodeBody(server, `1390000${String(i).padStart(4, '0')}`, 'reset'),
      });
    }
    expect(await count('password_failures')).toBeGreaterThanOrEqual(5);
    expect(await count('sms_codes')).toBeGreaterThanOrEqual(5);
    await runMaintenance(server.store, PRUNE_TASKS, Date.now() + 59 * 60 * 1000);
    expect(await count('password_failures')).toBeGreaterThanOrEqual(5);
    await runMaintenance(server.store, PRUNE_TASKS, Date.now() + 61 * 60 * 1000);
    expect(await count('password_failures')).toBe(0);
    // The daily SMS limits still count these codes; a day later they are gone too.
    expect(await count('sms_codes')).toBeGreaterThanOrEqual(5);
    await runMaintenance(server.store, PRUNE_TASKS, Date.now() + 25 * 3600 * 1000);
    expect(await count('sms_codes')).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the original for a day, and as a new request after', async () => {
    const today = chinaDay();
    const body = deliveryInput({ loadingDate: addDays(today, 1), expectedArrivalDate: addDays(today, 2) });
    const key = randomUUID();
    const send = () =>
      server.api<DeliveryCreated>('POST', '/deliveries', {
        body,
        token,
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    await runMaintenance(server.store, PRUNE_TASKS, Date.now() + 23 * HOUR);
    expect((await send()).body.data.id).toBe(first.body.data.id);
    await runMaintenance(server.store, PRUNE_TASKS, Date.now() + 25 * HOUR);
    expect((await send()).body.data.id).not.toBe(first.body.data.id);
  });
});
