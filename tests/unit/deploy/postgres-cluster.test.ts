import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgres,
  POSTGRES_MISSING,
  postgresRequired,
  startPostgres,
  type RunningPostgres,
} from '../../../deploy/start-postgres.ts';

/**
 * The throw-away PostgreSQL cluster the store's tests run on: it starts on 127.0.0.1 on a port of its
 * own, in UTF-8, makes further databases, and leaves nothing behind. Skipped only where PostgreSQL is missing outside CI.
 */

const missing = findPostgres() === null;

describe('PostgreSQL on this machine', () => {
  it.runIf(missing && postgresRequired())('is installed where the tests must run', () => {
    expect.fail(POSTGRES_MISSING);
  });
});

describe.skipIf(missing)('a throw-away PostgreSQL cluster', () => {
  let cluster: RunningPostgres;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers on 127.0.0.1 at the URL it gives, as the database it names', async () => {
    expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/portal$/);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ db: string; encoding: string }>(
        'SELECT current_database() AS db, pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()',
      );
      expect(rows).toEqual([{ db: 'portal', encoding: 'UTF8' }]);
    } finally {
      await client.end();
    }
  });

  it('makes another empty database in the same cluster', async () => {
    const url = await cluster.createDatabase('second');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(rows[0]?.n).toBe('0');
    } finally {
      await client.end();
    }
    await expect(cluster.createDatabase('bad name; drop')).rejects.toThrow(/not a plain database name/);
  });
});

describe.skipIf(missing)('stopping the cluster', () => {
  it('leaves no server listening and no folder behind', async () => {
    const cluster = await startPostgres();
    expect(existsSync(cluster.folder)).toBe(true);
    await cluster.stop();
    expect(existsSync(cluster.folder)).toBe(false);
    const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2000 });
    await expect(client.connect()).rejects.toThrow();
  }, 60_000);
});
