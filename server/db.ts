import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SCHEMA_SQL } from './schema.ts';

export type Database = DatabaseSync;

/** Opens (creating when new) the portal database: WAL, foreign keys, the schema. */
export function openDatabase(path: string): { db: Database; created: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  const existing = db
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    .get() as { n: number } | undefined;
  const created = !existing || existing.n === 0;
  db.exec(SCHEMA_SQL);
  return { db, created };
}

/** Runs `work` in one transaction; every multi-row write goes through here. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Current time as the ISO string stored in every `*_at` column. */
export function nowIso(): string {
  return new Date().toISOString();
}
