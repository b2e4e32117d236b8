/**
 * SQLite's log is moved into the file by a thread of its own (server/store/sqlite/checkpoints.ts), not
 * by the server's connection as its COMMITs fill the log: the file grows only once the thread has
 * checkpointed, and closing the store stops the thread.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SAFETY_PAGES } from '../../../server/store/sqlite/checkpoints.ts';
import { sqliteStore, type SqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

let directory: string;
let path: string;
let store: SqliteStore;

beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), 'portal-checkpoints-'));
  path = join(directory, 'portal.db');
  store = sqliteStore(new DatabaseSync(path));
  store.database.exec('PRAGMA journal_mode = WAL');
  store.database.exec('PRAGMA synchronous = NORMAL');
  await store.run('CREATE TABLE photos (id INTEGER PRIMARY KEY, content BLOB NOT NULL)');
});
afterEach(async () => {
  await store.close();
  rmSync(directory, { recursive: true, force: true });
});

/** About 6 MiB of log: past SQLite's own 1,000 pages, well within SAFETY_PAGES. */
async function writePhotos(): Promise<void> {
  for (let n = 0; n < 24; n += 1)
    await store.run('INSERT INTO photos (content) VALUES (?)', randomBytes(256 * 1024));
}

const fileBytes = () => statSync(path).size;

it('leaves the log to the thread: the connection does not checkpoint 6 MiB of it by itself', async () => {
  store.checkpointBeside(60_000);
  expect(store.database.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({
    wal_autocheckpoint: SAFETY_PAGES,
  });
  const before = fileBytes();
  await writePhotos();
  expect(fileBytes()).toBe(before);
  expect(statSync(`${path}-wal`).size).toBeGreaterThan(6 * 1024 * 1024);
});

it('the thread moves the log into the file within a few of its intervals', async () => {
  store.checkpointBeside(50);
  const before = fileBytes();
  await writePhotos();
  await vi.waitFor(() => expect(fileBytes()).toBeGreaterThan(before + 6 * 1024 * 1024), {
    timeout: 10_000,
    interval: 50,
  });
  const { n } = (await store.get<{ n: number }>('SELECT count(*) AS n FROM photos'))!;
  expect(n).toBe(24);
});

it('does nothing for a database in memory', async () => {
  const memory = sqliteStore(new DatabaseSync(':memory:'));
  memory.checkpointBeside(50);
  expect(memory.database.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 1000 });
  await memory.close();
});
