/**
 * Lane search reads SQLite's index on the origin code (server/store/sqlite/schema-offers.ts), not every offer:
 * SQLite's own query plan, so SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lane search on SQLite', () => {
  it('uses the index on the origin code, not a scan of every offer', () => {
    const plan = server.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM logistics_info li WHERE li.origin_code >= '31' AND li.origin_code < '32'",
      )
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toContain('logistics_info_origin');
  });
});
