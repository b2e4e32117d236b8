/** SQL for wrong passwords by account and by client address (the login throttle's state). */
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

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
export function accountFailures(db: Database, account: string, since: number): FailureCount {
  const row = statement(
    db,
    'SELECT count(*) AS n, max(at) AS latest FROM password_failures WHERE account = ? AND at > ?',
  ).get(account, iso(since)) as { n: number; latest: string | null };
  return toCount(row);
}

/** Failures from `address` (on any account) after `since`. */
export function addressFailures(db: Database, address: string, since: number): FailureCount {
  const row = statement(
    db,
    'SELECT count(*) AS n, max(at) AS latest FROM password_failures WHERE address = ? AND at > ?',
  ).get(address, iso(since)) as { n: number; latest: string | null };
  return toCount(row);
}

/** The newest failure time of each distinct account failed from `address` after `since`, newest first. */
export function accountsFailedFrom(db: Database, address: string, since: number): number[] {
  const rows = statement(
    db,
    `SELECT max(at) AS latest FROM password_failures WHERE address = ? AND at > ?
       GROUP BY account ORDER BY latest DESC`,
  ).all(address, iso(since)) as { latest: string }[];
  return rows.map((row) => Date.parse(row.latest));
}

/** Records one failure; returns its id (so a reservation can be taken back). */
export function insertFailure(db: Database, account: string, address: string, at: number): number {
  const result = statement(db, 'INSERT INTO password_failures (account, address, at) VALUES (?, ?, ?)').run(
    account,
    address,
    iso(at),
  );
  return Number(result.lastInsertRowid);
}

export function deleteFailure(db: Database, id: number): void {
  statement(db, 'DELETE FROM password_failures WHERE id = ?').run(id);
}

/** Forgets the account's failures: from one address (a correct password there), or all (a reset). */
export function deleteAccountFailures(db: Database, account: string, address?: string): void {
  if (address === undefined) statement(db, 'DELETE FROM password_failures WHERE account = ?').run(account);
  else statement(db, 'DELETE FROM password_failures WHERE account = ? AND address = ?').run(account, address);
}

/** Deletes the failures at or before `before`; returns how many. */
export function deleteFailuresBefore(db: Database, before: number): number {
  return Number(statement(db, 'DELETE FROM password_failures WHERE at <= ?').run(iso(before)).changes);
}

/** The addresses the user has signed in from (newest first, at most `limit`). */
export function signInAddresses(db: Database, userId: number, limit: number): string[] {
  const rows = statement(
    db,
    `SELECT ip FROM login_records WHERE user_id = ? AND action = 'login' AND ip <> ''
       GROUP BY ip ORDER BY max(at) DESC LIMIT ?`,
  ).all(userId, limit) as { ip: string }[];
  return rows.map((row) => row.ip);
}
