/**
 * Hiding, deleting or editing words finds the notices that carry them through the index of a post's
 * notices by time (schema version 5, `notices_post`), on both stores, not by reading every notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STATEMENTS = {
  'a reply hidden or edited': 'UPDATE notices SET description = ? WHERE post_id = ? AND created_at = ?',
  'a reply deleted': 'DELETE FROM notices WHERE post_id = ? AND created_at = ? AND reply_count <= 1',
  'a post hidden': 'UPDATE notices SET title = ? WHERE post_id = ? AND user_id <> ?',
  'a post deleted': 'DELETE FROM notices WHERE post_id = ?',
} as const;

const VALUES: Record<keyof typeof STATEMENTS, (string | number)[]> = {
  'a reply hidden or edited': ['该内容已被屏蔽', 1, '2026-11-27T08:00:00.000Z'],
  'a reply deleted': [1, '2026-11-27T08:00:00.000Z'],
  'a post hidden': ['「该内容已被屏蔽」', 1, 1],
  'a post deleted': [1],
};

describe('the notices of a post', () => {
  it.each(Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[])(
    'are found by index when %s',
    async (name) => {
      const db = server.store;
      const plan = await db.transaction(async () => {
        if (db.dialect === 'postgres') await db.run('SET LOCAL enable_seqscan = off');
        const prefix = db.dialect === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
        const rows = await db.all<Record<string, unknown>>(`${prefix} ${STATEMENTS[name]}`, ...VALUES[name]);
        return rows.map((row) => String(row['detail'] ?? row['QUERY PLAN'])).join('\n');
      });
      expect(plan).toMatch(/notices_post/);
      expect(plan).not.toMatch(/SCAN notices\b|Seq Scan on notices/);
    },
  );
});
