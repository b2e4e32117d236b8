/**
 * The schema's version on SQLite: a new or older file is brought to this release's version; a later
 * version is applied once, and one that fails leaves nothing; a file a newer release wrote is refused
 * before anything in it changes, by openDatabase and by `node server/main.ts`, which says why. Both
 * stores count the same versions.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase } from '../../../server/store/sqlite/db.ts';
import { POSTGRES_MIGRATIONS } from '../../../server/store/postgres/postgres-schema.ts';
import { applySqliteMigrations, SQLITE_MIGRATIONS } from '../../../server/store/sqlite/sqlite-migrations.ts';
import { freePort, makeCheckout, run, waitForOutput, type Checkout } from './processes.ts';

const LATEST = SQLITE_MIGRATIONS.at(-1)?.version ?? 0;
const versionOf = (db: DatabaseSync) =>
  (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
const tables = (db: DatabaseSync) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-versions-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A file as a newer release leaves it: one table of ours and a version this release does not know. */
function futureFile(name: string): string {
  const path = join(folder, name);
  const db = new DatabaseSync(path);
  db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, account TEXT NOT NULL)');
  db.exec(`PRAGMA user_version = ${LATEST + 5}`);
  db.close();
  return path;
}

describe('the schema version of a SQLite database', () => {
  it('is the latest on a new database', () => {
    const { db } = openDatabase(':memory:', { create: true });
    expect(versionOf(db)).toBe(LATEST);
    db.close();
  });

  it('is brought to the latest on a file of an earlier release (version 0), keeping its rows', () => {
    const path = join(folder, 'earlier.db');
    const early = new DatabaseSync(path);
    early.exec(`CREATE TABLE users (id INTEGER PRIMARY KEY, account TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      nickname TEXT NOT NULL, real_name TEXT NOT NULL DEFAULT '', company TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, last_login_at TEXT)`);
    early.exec(
      "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES ('old', 'h', '老用户', '13900000000', '2025-01-01T00:00:00.000Z')",
    );
    expect(versionOf(early)).toBe(0);
    early.close();
    const { db } = openDatabase(path, { create: false });
    expect(versionOf(db)).toBe(LATEST);
    expect(db.prepare('SELECT account, role FROM users').all()).toEqual([{ account: 'old', role: 'user' }]);
    db.close();
  });

  it('gains a later version once, in order, and stays there', () => {
    const { db } = openDatabase(':memory:', { create: true });
    const later = [
      ...SQLITE_MIGRATIONS,
      {
        version: LATEST + 1,
        name: 'a later release',
        apply: (d: DatabaseSync) => d.exec('CREATE TABLE later_things (id INTEGER PRIMARY KEY)'),
      },
    ];
    expect(applySqliteMigrations(db, later)).toEqual([LATEST + 1]);
    expect(applySqliteMigrations(db, later)).toEqual([]);
    expect(versionOf(db)).toBe(LATEST + 1);
    expect(tables(db)).toContain('later_things');
    db.close();
  });

  it('keeps nothing of a version that fails, and stays at the version before it', () => {
    const { db } = openDatabase(':memory:', { create: true });
    const broken = [
      ...SQLITE_MIGRATIONS,
      {
        version: LATEST + 1,
        name: 'half of it breaks',
        apply: (d: DatabaseSync) => {
          d.exec('CREATE TABLE half_made (id INTEGER PRIMARY KEY)');
          d.exec('INSERT INTO no_such_table VALUES (1)');
        },
      },
    ];
    expect(() => applySqliteMigrations(db, broken)).toThrow(/version \d+ \(half of it breaks\) failed/);
    expect(tables(db)).not.toContain('half_made');
    expect(versionOf(db)).toBe(LATEST);
    db.close();
  });

  it('is refused when a newer release wrote the file, naming both versions, and the file is left as it was', () => {
    const path = futureFile('future.db');
    expect(() => openDatabase(path, { create: false })).toThrow(DatabaseOpenError);
    expect(() => openDatabase(path, { create: true })).toThrow(
      new RegExp(`结构版本是 ${LATEST + 5}.*只认识到 ${LATEST}`),
    );
    const db = new DatabaseSync(path);
    expect(tables(db)).toEqual(['users']);
    expect(versionOf(db)).toBe(LATEST + 5);
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('counts the same versions, with the same names, on both stores', () => {
    expect(SQLITE_MIGRATIONS.map(({ version, name }) => ({ version, name }))).toEqual(
      POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name })),
    );
  });
});

describe('the server on a file a newer release wrote', () => {
  let checkout: Checkout;
  beforeAll(async () => {
    checkout = await makeCheckout();
    await checkout.writeDist('/');
  });
  afterAll(() => checkout.remove());

  it('does not start, and says which versions and what to do', async () => {
    const path = futureFile('future-server.db');
    const port = await freePort();
    const server = run(
      process.execPath,
      ['server/main.ts'],
      checkout.dir,
      { PORT: String(port), PORTAL_DB: path },
      ['PORTAL_DEMO', 'PORTAL_CREATE_DB'],
    );
    try {
      const outcome = await Promise.race([
        server.exited,
        waitForOutput(server, `http://127.0.0.1:${port}`).then(() => 'listening' as const),
      ]);
      expect(outcome).toBe(1);
      expect(server.output()).toContain(
        `数据库的结构版本是 ${LATEST + 5}，而这个版本的服务器只认识到 ${LATEST}`,
      );
      expect(server.output()).toContain(path);
    } finally {
      server.killAll();
    }
  }, 60_000);
});
