/** SQL for wrong passwords by account and by client address (the login throttle's state). */
import type { Store } from '../store/store.ts';

const iso = (ms: number): string => new Date(ms).toISOString();

export interface FailureCount {
  count: number;
  /** Milliseconds since the epoch of the newest failure; null when there is none. */
  latest: number | null;
}

const toCount = (row: { n: number; latest: string | null }): FailureCount => ({
  count: row.n,
  latest: row.latest === null ? null : Date.parse(row.latest),
});

/** Failures on `account` (from any address) after `since`. */
export async function accountFailures(db: Store, account: string, since: number): Promise<FailureCount> {
  const row = (await db.get<{ n: number; latest: string | null }>(
    'SELECT count(*) AS n, max(at) AS latest FROM password_failures WHERE account = ? AND at > ?',
    account,
    iso(since),
  ))!;
  return toCount(row);
}

/** Failures from `address` (on any account) after `since`. */
export async function addressFailures(db: Store, address: string, since: number): Promise<FailureCount> {
  const row = (await db.get<{ n: number; latest: string | null }>(
    'SELECT count(*) AS n, max(at) AS latest FROM password_failures WHERE address = ? AND at > ?',
    address,
    iso(since),
  ))!;
  return toCount(row);
}

/** The newest failure time of each distinct account failed from `address` after `since`, newest first. */
export async function accountsFailedFrom(db: Store, address: string, since: number): Promise<number[]> {
  const rows = await db.all<{ latest: string }>(
    `SELECT max(at) AS latest FROM password_failures WHERE address = ? AND at > ?
       GROUP BY account ORDER BY latest DESC`,
    address,
    iso(since),
  );
  return rows.map((row) => Date.parse(row.latest));
}

/** Records one failure; returns its id (so a reservation can be taken back). */
export async function insertFailure(
  db: Store,
  account: string,
  address: string,
  at: number,
): Promise<number> {
  const result = await db.run(
    'INSERT INTO password_failures (account, address, at) VALUES (?, ?, ?)',
    account,
    address,
    iso(at),
  );
  return Number(result.lastInsertId);
}

export async function deleteFailure(db: Store, id: number): Promise<void> {
  await db.run('DELETE FROM password_failures WHERE id = ?', id);
}

/** Forgets the account's failures: from one address (a correct password there), or all (a reset). */
export async function deleteAccountFailures(db: Store, account: string, address?: string): Promise<void> {
  if (address === undefined) await db.run('DELETE FROM password_failures WHERE account = ?', account);
  else await db.run('DELETE FROM password_failures WHERE account = ? AND address = ?', account, address);
}

/** Deletes the failures at or before `before`; returns how many. */
export async function deleteFailuresBefore(db: Store, before: number): Promise<number> {
  return Number((await db.run('DELETE FROM password_failures WHERE at <= ?', iso(before))).changes);
}

/** The addresses the user has signed in from (newest first, at most `limit`). */
export async function signInAddresses(db: Store, userId: number, limit: number): Promise<string[]> {
  const rows = await db.all<{ ip: string }>(
    `SELECT ip FROM login_records WHERE user_id = ? AND action = 'login' AND ip <> ''
       GROUP BY ip ORDER BY max(at) DESC LIMIT ?`,
    userId,
    limit,
  );
  return rows.map((row) => row.ip);
}
