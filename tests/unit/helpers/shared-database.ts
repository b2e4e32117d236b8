/**
 * The database two server processes share in the multi-node tests: a SQLite file (one machine), or one
 * PostgreSQL database (a throw-away cluster, the checkout's database copied in as an operator would with
 * npm run db:copy). README, More than one node.
 */
import { DatabaseSync } from 'node:sqlite';
import {
  findPostgres,
  postgresRequired,
  startPostgres,
  type RunningPostgres,
} from '../../../deploy/start-postgres.ts';
import { copySqliteToPostgres } from '../../../server/store/copy-to-postgres.ts';
import { pg } from '../../../server/store/postgres/postgres-client.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import type { Store } from '../../../server/store/store.ts';
import type { Checkout } from '../server/processes.ts';

/** The database both nodes share, and a way for the test to read it. */
export interface Shared {
  /** What a node is started with to use it. */
  env: Record<string, string>;
  /** The test's own reader of the rows. */
  store: Store;
  close(): Promise<void>;
}

export type StoreKind = 'sqlite' | 'postgres';

export async function shareDatabase(kind: StoreKind, checkout: Checkout): Promise<Shared> {
  if (kind === 'sqlite') {
    const db = new DatabaseSync(checkout.dbPath, { readOnly: true });
    return {
      env: { PORTAL_DB: checkout.dbPath },
      store: sqliteStore(db),
      close: () => Promise.resolve(db.close()),
    };
  }
  const cluster: RunningPostgres = await startPostgres();
  const source = new DatabaseSync(checkout.dbPath, { readOnly: true });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await copySqliteToPostgres(source, client);
  } finally {
    await client.end();
    source.close();
  }
  const { store } = PostgresStore.connect(cluster.url, { max: 2 });
  return {
    env: { PORTAL_DATABASE_URL: cluster.url },
    store,
    close: async () => {
      await store.close();
      await cluster.stop();
    },
  };
}

/** Where PostgreSQL is missing its half is skipped, except in CI (postgres-cluster.test.ts fails). */
export const STORES: StoreKind[] =
  findPostgres() !== null || postgresRequired() ? ['sqlite', 'postgres'] : ['sqlite'];
