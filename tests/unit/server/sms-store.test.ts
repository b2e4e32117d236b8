/** What the SMS tables keep: pruning past every window, and a database file from before the limits. */
import { DatabaseSync } from 'node:sqlite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { consumeCode, issueCode, listOutbox, pruneSms } from '../../../server/domain/sms.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { settingsFor } from '../../../server/settings.ts';

const SMS_LIMITS_DEFAULT = settingsFor().smsLimits;

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const HOUR = 3_600_000;

let db: Database | undefined;
let directory: string | undefined;
afterEach(async () => {
  db?.close();
  db = undefined;
  if (directory) await rm(directory, { recursive: true, force: true });
  directory = undefined;
});

const count = (table: string): number =>
  (db!.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const request = (mobile: string) => ({ mobile, purpose: 'reset' as const, ip: '198.51.100.1', userId: null });

describe('pruneSms', () => {
  it('deletes codes, wrong guesses and outbox messages older than a day, and keeps what a limit still counts', async () => {
    db = openDatabase(':memory:', { create: true }).db;
    await issueCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000201'), true, NOW - 25 * HOUR);
    await consumeCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000201'), '000000', NOW - 25 * HOUR);
    await issueCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000202'), true, NOW - 23 * HOUR);
    await consumeCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000202'), '000000', NOW - 23 * HOUR);
    expect([count('sms_codes'), count('sms_misses'), count('sms_outbox')]).toEqual([2, 2, 2]);

    expect(await pruneSms(sqliteStore(db), NOW)).toBe(3);
    expect([count('sms_codes'), count('sms_misses'), count('sms_outbox')]).toEqual([1, 1, 1]);
    expect((await listOutbox(sqliteStore(db), undefined)).map((message) => message.mobile)).toEqual([
      '13700000202',
    ]);
    expect(await pruneSms(sqliteStore(db), NOW)).toBe(0);
  });
});

describe('a database made before the SMS limits', () => {
  it('gets the new columns on opening, and sends and checks codes', async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-sms-'));
    const path = join(directory, 'portal.db');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE sms_codes (
      id INTEGER PRIMARY KEY, mobile TEXT NOT NULL,
      purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'bind')), code_hash TEXT NOT NULL,
      created_at TEXT NOT NULL, expires_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used_at TEXT)`);
    old
      .prepare(
        'INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        '13700000203',
        'reset',
        'ab',
        new Date(NOW - HOUR).toISOString(),
        new Date(NOW - HOUR / 2).toISOString(),
      );
    old.close();

    db = openDatabase(path, { create: true }).db;
    const columns = (db.prepare('PRAGMA table_info(sms_codes)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).toEqual(expect.arrayContaining(['client_ip', 'user_id']));
    await issueCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000203'), true, NOW);
    const code = (await listOutbox(sqliteStore(db), '13700000203'))[0]?.code ?? '';
    expect(await consumeCode(sqliteStore(db), SMS_LIMITS_DEFAULT, request('13700000203'), code, NOW)).toBe(
      true,
    );
  });
});
