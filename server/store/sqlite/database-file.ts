/**
 * Whether the database behind a connection can still keep what it is given (docs/decisions.md,
 * "When the database cannot keep data").
 *
 * SQLite on Linux keeps reading and writing a file that was deleted or replaced after it was opened:
 * every answer would still be a success while nothing reaches the file an operator backs up, and the
 * next start would find no database. So the file is watched explicitly: its device and inode are
 * noted when it is opened, and compared (one `stat`, about 1.5 µs) before every API request and every
 * write transaction. Once it differs the connection is done for good (this process cannot reach the
 * new file); the cause is logged once with the path, and callers answer 503 until a restart.
 */
import { statSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

interface Watched {
  path: string;
  dev: number;
  ino: number;
  gone: boolean;
}

const watched = new WeakMap<DatabaseSync, Watched>();

/** The database file is no longer the one the server opened (deleted, moved away or replaced). */
export class DatabaseUnavailableError extends Error {}

/** Notes which file `db` opened, to tell later when it is gone. Not for `:memory:`. */
export function watchDatabaseFile(db: DatabaseSync, path: string): void {
  const stats = statSync(path);
  watched.set(db, { path, dev: stats.dev, ino: stats.ino, gone: false });
}

/** The path `db` was opened from, when it is a watched file. */
export function databasePath(db: DatabaseSync): string | undefined {
  return watched.get(db)?.path;
}

/** Throws DatabaseUnavailableError when the file `db` opened is no longer at its path. */
export function assertDatabaseFile(db: DatabaseSync): void {
  const file = watched.get(db);
  if (!file) return;
  if (!file.gone) {
    const now = statSync(file.path, { throwIfNoEntry: false });
    if (now && now.dev === file.dev && now.ino === file.ino) return;
    file.gone = true;
    console.error(
      `[server] 数据库文件 ${file.path} ${now ? '已被替换' : '已被删除或移走'}：之后的写入无法保存，接口一律答 503。` +
        `请恢复该文件（或确认替换它的文件正确）后重启服务器。 / The database file ${file.path} was ` +
        `${now ? 'replaced' : 'deleted or moved'} while the server ran; every API request answers 503 until a restart.`,
    );
  }
  throw new DatabaseUnavailableError(`the database file ${file.path} is gone`);
}

/** SQLite's primary result codes for a store that cannot keep data (full, read-only, I/O, cannot open). */
const STORAGE_CODES = new Set([8, 10, 13, 14]);

/**
 * The words of a SQLite failure that means the data could not be stored (a full disk, a read-only or
 * vanished file, an I/O error), or undefined for any other failure.
 */
export function storageFailure(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return undefined;
  return STORAGE_CODES.has(errcode & 0xff) ? error.message : undefined;
}
