/**
 * Rows the server tests put in or read straight from the server's store, whichever database it runs
 * on (SQLite, or PostgreSQL on the second run of the suite): only portable SQL through `Store`.
 */
import type { SqlText, SqlValue, Store } from '../../../server/store/store.ts';
import { hashPasswordSync } from '../../../server/domain/passwords.ts';
import type { NewUser } from './harness.ts';

/** Adds a user straight to the store (for tests that must not disturb the demo account); returns its id. */
export async function insertUser(store: Store, user: NewUser): Promise<number> {
  const result = await store.run(
    'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    user.account,
    hashPasswordSync(user.password),
    user.nickname ?? user.account,
    user.mobile,
    new Date().toISOString(),
  );
  return result.lastInsertId;
}

/** The number in column `n` of the first row `sql` selects (a count, a minimum id). */
export async function countRows(store: Store, sql: SqlText, ...params: SqlValue[]): Promise<number> {
  const row = await store.get<{ n: number | null }>(sql, ...params);
  return Number(row?.n);
}
