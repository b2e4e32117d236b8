/**
 * The seed's transactions: synchronous, on the SQLite database itself, since the seed writes a new
 * SQLite file before any request is served (docs/decisions.md, "One store, two databases"). The
 * server's own transactions are the store's (server/store/).
 */
import { assertDatabaseFile } from '../store/sqlite/database-file.ts';
import type { Database } from '../store/sqlite/db.ts';

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs `work` in one transaction. On failure the original error is what the caller sees: SQLite ends
 * the transaction itself on some failures (a full disk, an I/O error), so ROLLBACK runs only while
 * one is open, and a failing ROLLBACK is logged, never thrown in the cause's place.
 */
export function transaction<T>(db: Database, work: () => T): T {
  assertDatabaseFile(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch (rollbackError) {
        console.error('[seed] 回滚失败 / rollback failed after:', reasonOf(error), rollbackError);
      }
    }
    throw error;
  }
}
