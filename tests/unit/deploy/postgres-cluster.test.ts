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
 * own, takes the extension Chinese search needs (pg_trgm), makes further databases, and leaves
 * nothing behind. Skipped only where PostgreSQL is missing outside CI.
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

  it('has pg_trgm, whose index serves a Chinese keyword inside a title', async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await client.query('CREATE TABLE notes (id serial PRIMARY KEY, title text NOT NULL)');
      await client.query(
        "INSERT INTO notes (title) SELECT '关于第' || n || '批物流枢纽建设的通知' FROM generate_series(1, 2000) AS n",
      );
      await client.query('CREATE INDEX notes_title ON notes USING gin (title gin_trgm_ops)');
      await client.query('ANALYZE notes');
      await client.query('SET enable_seqscan = off');
      const found = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM notes WHERE title LIKE '%第1999批物流%'",
      );
      expect(found.rows[0]?.n).toBe('1');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT id FROM notes WHERE title LIKE '%物流枢纽%'",
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('notes_title');
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
