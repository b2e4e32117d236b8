/**
 * One portal on both databases: a seeded SQLite database, copied into PostgreSQL as an operator would
 * (copy-to-postgres.ts), with a store on each. `same` runs a query function on both stores and expects
 * the same answer, so a query whose text is SQLite's alone fails on PostgreSQL, and one whose
 * PostgreSQL text answers differently (a type, an order, a case rule) fails the comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { seedDatabase, type SeedOptions } from '../../../server/seed/index.ts';
import { copySqliteToPostgres } from '../../../server/store/copy-to-postgres.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import type { Store } from '../../../server/store/store.ts';
import { usePostgres } from '../helpers/postgres.ts';

export interface Twins {
  sqlite: Store;
  postgres: Store;
  /** `query` on each store, in turn (SQLite first); both answers must be equal. Returns SQLite's. */
  same: <T>(query: (db: Store) => Promise<T>) => Promise<T>;
}

/** Registers the seeding, the copy and the stores with the file's hooks; call at the top of a describe. */
export function useTwins(seed: SeedOptions): Twins {
  const postgres = usePostgres();
  let folder: string | undefined;
  let database: Database | undefined;
  let pool: { end(): Promise<void> } | undefined;
  const twins: Twins = {
    sqlite: undefined as unknown as Store,
    postgres: undefined as unknown as Store,
    same: async <T>(query: (db: Store) => Promise<T>): Promise<T> => {
      const onSqlite = await query(twins.sqlite);
      const onPostgres = await query(twins.postgres);
      expect(onPostgres).toEqual(onSqlite);
      return onSqlite;
    },
  };
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-twins-'));
    database = openDatabase(join(folder, 'portal.db'), { create: true }).db;
    seedDatabase(database, seed);
    const { client, url } = await postgres.database();
    await copySqliteToPostgres(database, client);
    const connected = PostgresStore.connect(url, { max: 4 });
    pool = connected.pool;
    twins.sqlite = sqliteStore(database);
    twins.postgres = connected.store;
  }, 60_000);
  afterAll(async () => {
    await pool?.end().catch(() => {});
    database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return twins;
}
