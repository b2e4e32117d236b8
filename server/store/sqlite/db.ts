import { DatabaseSync } from 'node:sqlite';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { watchDatabaseFile } from './database-file.ts';
import { SCHEMA_SQL } from './schema.ts';
import { addMissingColumns, widenCheckLists } from './schema-upgrades.ts';
import { DESK_SCHEMA_SQL } from './schema-desk.ts';
import { VERIFICATION_SCHEMA_SQL } from './schema-verification.ts';
import { MODERATION_SCHEMA_SQL } from './schema-moderation.ts';
import { LIVE_SCHEMA_SQL } from './schema-live.ts';
import { applySqliteMigrations, assertKnownSqliteVersion } from './sqlite-migrations.ts';
import { SchemaTooNewError } from '../schema-version.ts';

/**
 * The SQLite database itself. Opening it (pragmas, schema, upgrades) and the seed use it directly;
 * the server reads and writes through its store (`sqliteStore(db)`, server/store/).
 */
export type Database = DatabaseSync;

/** The database could not be opened; the message names the file and the setting to change. */
export class DatabaseOpenError extends Error {}

export interface OpenOptions {
  /**
   * Whether a new database may be made when the file is missing or holds none of the portal's
   * tables. Off, such a file is refused: an operator's database that vanished is never silently
   * replaced by a new one (PORTAL_CREATE_DB, README Settings).
   */
  create: boolean;
}

/**
 * Opens (creating when new and allowed) the portal database: WAL, foreign keys, the schema. A file
 * that cannot be written is refused here rather than on the first write. A failure is a
 * DatabaseOpenError that says which file, why in words, and what to set.
 */
export function openDatabase(path: string, options: OpenOptions): { db: Database; created: boolean } {
  const memory = path === ':memory:';
  if (!memory && !options.create && !existsSync(path)) throw new DatabaseOpenError(describeMissing(path));
  if (!memory && existsSync(path)) assertWritablePlace(path);
  let db: Database | undefined;
  try {
    if (!memory) mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
    const opened = prepare(db, path, options.create);
    if (!memory) {
      probeWrite(db, path);
      watchDatabaseFile(db, resolve(path));
    }
    return opened;
  } catch (error) {
    db?.close();
    if (error instanceof DatabaseOpenError) throw error;
    if (error instanceof SchemaTooNewError) throw new DatabaseOpenError(`${resolve(path)}：${error.message}`);
    throw new DatabaseOpenError(describeOpenFailure(path, error));
  }
}

/**
 * The pages SQLite keeps in memory for the connection (negative: KiB), 64 MiB instead of its 2 MiB:
 * reads that go from one offer to the next (the matches of 200 offers in turn) touch pages all over a
 * file of hundreds of MB, and with 2 MiB most came from the file again (ten offers' rows cost 65 µs of
 * CPU instead of 46). Taken only as pages are read.
 */
export const PAGE_CACHE_SIZE = -65_536;

function prepare(db: Database, path: string, create: boolean): { db: Database; created: boolean } {
  db.exec('PRAGMA busy_timeout = 5000');
  const existing = db
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    .get() as { n: number } | undefined;
  const created = !existing || existing.n === 0;
  if (created && !create) throw new DatabaseOpenError(describeMissing(path));
  // A file a newer release has written is refused before this one changes anything in it.
  assertKnownSqliteVersion(db);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`PRAGMA cache_size = ${PAGE_CACHE_SIZE}`);
  const applySchema = () => {
    db.exec(SCHEMA_SQL);
    addMissingColumns(db);
    db.exec(DESK_SCHEMA_SQL);
    db.exec(VERIFICATION_SCHEMA_SQL);
    db.exec(MODERATION_SCHEMA_SQL);
    db.exec(LIVE_SCHEMA_SQL);
  };
  applySchema();
  widenCheckLists(db, applySchema);
  applySqliteMigrations(db);
  return { db, created };
}

/**
 * The file and its folder (where SQLite keeps the -wal and -shm files) must be writable. `access`
 * answers for the permission bits, a read-only mount and an immutable file (`chattr +i`), for root too.
 */
function assertWritablePlace(path: string): void {
  const file = resolve(path);
  for (const [place, what] of [
    [file, '文件是只读的'],
    [dirname(file), `所在目录 ${dirname(file)} 不可写入`],
  ] as const) {
    try {
      accessSync(place, constants.W_OK);
    } catch (error) {
      throw new DatabaseOpenError(describeReadOnly(file, what, error));
    }
  }
}

/**
 * A write that is rolled back: SQLite opens a file it may not write read-only without a word, and
 * only a write tells. Catches what `access` cannot see (e.g. a file system that refuses writes).
 */
function probeWrite(db: Database, path: string): void {
  try {
    db.exec('BEGIN IMMEDIATE');
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    db.exec(`PRAGMA user_version = ${Number(version)}`);
  } catch (error) {
    throw new DatabaseOpenError(describeReadOnly(resolve(path), '写入被拒绝', error));
  } finally {
    if (db.isTransaction) db.exec('ROLLBACK');
  }
}

const isDirectory = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function describeMissing(path: string): string {
  const file = resolve(path);
  return (
    `找不到数据库 ${file}（文件不存在，或其中没有门户的数据表）。数据库若在别处，请用 PORTAL_DB 指定它；` +
    `若是新安装，请设置 PORTAL_CREATE_DB=1 启动一次，服务器会新建数据库。` +
    ` / No portal database at ${file}. Set PORTAL_DB to the right file, or PORTAL_CREATE_DB=1 to create a new one.`
  );
}

function describeReadOnly(file: string, problem: string, error: unknown): string {
  return (
    `数据库 ${file} 无法写入：${problem}。请让运行服务器的用户可以写入该文件及其所在目录 ${dirname(file)}` +
    `（SQLite 要在目录中建立 -wal 和 -shm 文件），或用 PORTAL_DB 指定一个可写的文件。` +
    ` / The database ${file} is not writable (${reasonOf(error)}).`
  );
}

function describeOpenFailure(path: string, error: unknown): string {
  const file = resolve(path);
  const reason = reasonOf(error);
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

/** Closes `db` after moving the write-ahead log into the database file, so the file alone is complete. */
export function closeDatabase(db: Database): void {
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
