/**
 * The pruning at start (server/domain/maintenance.ts) on a restarted server: a stale row written before the
 * restart is gone once the server opens a copy of the SQLite file. SQLite only (a copy of the file).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const HOUR = 3600 * 1000;
const iso = (at: number) => new Date(at).toISOString();

describe('on a restarted server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('prunes once when the server starts', async () => {
    server.db
      .prepare('INSERT INTO idempotency_keys VALUES (1, ?, ?, ?, ?)')
      .run('from-last-week', 'hash', '{}', iso(Date.now() - 7 * 24 * HOUR));
    const directory = await mkdtemp(join(tmpdir(), 'portal-maintenance-'));
    const copy = join(directory, 'portal.db');
    server.db.prepare('VACUUM INTO ?').run(copy);
    const again = await startTestServer({ dbPath: copy });
    try {
      const left = again.db.prepare(
        "SELECT count(*) AS n FROM idempotency_keys WHERE key = 'from-last-week'",
      );
      expect(left.get()).toEqual({ n: 0 });
    } finally {
      await again.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
