import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { addMissingColumns, SCHEMA_SQL } from './schema.ts';

export type Database = DatabaseSync;

/** The database could not be opened; the message names the file and the setting to change. */
export class DatabaseOpenError extends Error {}

/**
 * Opens (creating when new) the portal database: WAL, foreign keys, the schema. A failure is a
 * DatabaseOpenError that says which file, why in words, and to set PORTAL_DB.
 */
export function openDatabase(path: string): { db: Database; created: boolean } {
  let db: Database | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
    return prepare(db);
  } catch (error) {
    db?.close();
    throw new DatabaseOpenError(describeOpenFailure(path, error));
  }
}

function prepare(db: Database): { db: Database; created: boolean } {
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  const existing = db
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    .get() as { n: number } | undefined;
  const created = !existing || existing.n === 0;
  db.exec(SCHEMA_SQL);
  addMissingColumns(db);
  return { db, created };
}

const isDirectory = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

function describeOpenFailure(path: string, error: unknown): string {
  const file = resolve(path);
  const reason = error instanceof Error ? error.message : String(error);
  let problem: string;
  let advice = '请用 PORTAL_DB 指定一个可写目录中的文件（例如 PORTAL_DB=./data/portal.db）';
  if (isDirectory(file)) {
    problem = '这是一个目录，不是数据库文件';
  } else if (/not a database|malformed|corrupt/i.test(reason)) {
    problem = '文件不是有效的 SQLite 数据库（已损坏，或不是本门户的数据库）';
    advice = `请移走该文件（下次启动会新建并写入演示数据），或用 PORTAL_DB 指定另一个文件`;
  } else {
    problem = `无法在 ${dirname(file)} 中创建或打开它（目录无法创建，或没有写权限）`;
  }
  return (
    `无法打开数据库 ${file}：${problem}。${advice}。` +
    ` / Cannot open the database ${file} (${reason}). Set PORTAL_DB to a writable file path.`
  );
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
