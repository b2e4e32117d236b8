/**
 * PostgreSQL for a test file: one throw-away cluster (deploy/start-postgres.ts) per file, a new empty
 * database per test that asks, and clients that are closed with it. Where PostgreSQL is missing the
 * file's PostgreSQL tests are skipped, except in CI, where tests/unit/deploy/postgres-cluster.test.ts
 * fails instead.
 */
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { findPostgres, startPostgres, type RunningPostgres } from '../../../deploy/start-postgres.ts';

export const postgresMissing = findPostgres() === null;

// bigint ids and counts arrive as numbers, as node:sqlite gives them (ids stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Registers the cluster's start and stop with the file's hooks; call at the top of a describe. */
export function usePostgres(): { database(): Promise<pg.Client>; url(): string } {
  let cluster: RunningPostgres | undefined;
  const clients: pg.Client[] = [];
  let count = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await cluster?.stop();
  });
  return {
    url: () => {
      if (!cluster) throw new Error('the cluster has not started');
      return cluster.url;
    },
    async database() {
      if (!cluster) throw new Error('the cluster has not started');
      count += 1;
      const client = new pg.Client({ connectionString: await cluster.createDatabase(`test_${count}`) });
      await client.connect();
      clients.push(client);
      return client;
    },
  };
}
