/**
 * PostgreSQL for a test file: one throw-away cluster (deploy/start-postgres.ts) per file, a new empty
 * database per test that asks, and clients and pools that are closed with it. Where PostgreSQL is
 * missing the file's PostgreSQL tests are skipped, except in CI, where
 * tests/unit/deploy/postgres-cluster.test.ts fails instead.
 */
import { afterAll, beforeAll } from 'vitest';
import { findPostgres, startPostgres, type RunningPostgres } from '../../../deploy/start-postgres.ts';
import { pg } from '../../../server/store/postgres/postgres-client.ts';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';

export const postgresMissing = findPostgres() === null;

export interface TestPostgres {
  /** A new empty database, and a client connected to it. */
  database(): Promise<{ client: pg.Client; url: string }>;
  /** A store (a pool of `max`) on a new database at this release's schema. */
  store(max?: number): Promise<PostgresStore>;
  /**
   * A new database at this release's schema, written by `fill` through a store of one connection
   * (ended once `fill` has run); the client stays connected, e.g. to read plans with EXPLAIN.
   */
  filled(fill: (store: PostgresStore) => Promise<void>): Promise<pg.Client>;
}

/** Registers the cluster's start and stop with the file's hooks; call at the top of a describe. */
export function usePostgres(): TestPostgres {
  let cluster: RunningPostgres | undefined;
  const open: { end(): Promise<void> }[] = [];
  let count = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((client) => client.end().catch(() => {})));
    await cluster?.stop();
  });
  const database = async () => {
    if (!cluster) throw new Error('the cluster has not started');
    count += 1;
    const url = await cluster.createDatabase(`test_${count}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    open.push(client);
    return { client, url };
  };
  return {
    database,
    async store(max = 4) {
      const { client, url } = await database();
      await migratePostgres(client);
      const { store, pool } = PostgresStore.connect(url, { max });
      open.push(pool);
      return store;
    },
    async filled(fill) {
      const { client, url } = await database();
      await migratePostgres(client);
      const { store, pool } = PostgresStore.connect(url, { max: 1 });
      try {
        await fill(store);
      } finally {
        await pool.end();
      }
      return client;
    },
  };
}
