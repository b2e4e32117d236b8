/**
 * The result cache of server/queries/sql.ts (docs/decisions.md, "Server content queries"): a result
 * is kept with the largest ids it was computed from, and a later call adds only the rows after them.
 * Every read awaits, so another request may write while a result is computed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { cachedUntilGrowth, type Previous } from '../../../server/queries/sql.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import type { Store } from '../../../server/store/store.ts';
import { SMALL_SEED } from './harness.ts';

let db: Database;
let store: Store;
beforeEach(() => {
  db = openDatabase(':memory:', { create: true }).db;
  seedDatabase(db, { ...SMALL_SEED, users: 2, accounts: true });
  store = sqliteStore(db);
});
afterEach(() => db.close());

/** A post written by someone else's request. */
const writePost = () =>
  store.run(
    `INSERT INTO posts (circle_id, user_id, title, content, created_at)
     SELECT (SELECT min(id) FROM circles), (SELECT min(id) FROM users), '另一个请求的帖子', '内容', '2026-11-24T08:00:00.000Z'`,
  );

/** The post ids, newest first, extended by the rows after the previous result when there is one. */
const postIds =
  (meanwhile?: () => Promise<unknown>) =>
  async (previous: Previous<number[]> | undefined): Promise<number[]> => {
    await meanwhile?.();
    const after = previous?.since[0] ?? 0;
    const newer = await store.column<number>('SELECT id FROM posts WHERE id > ? ORDER BY id DESC', after);
    return [...newer, ...(previous?.value ?? [])];
  };

describe('cachedUntilGrowth', () => {
  it('keeps a result until its table grows, then adds only the new rows', async () => {
    const first = await cachedUntilGrowth(store, ['posts'], 'ids', postIds());
    expect(
      await cachedUntilGrowth(store, ['posts'], 'ids', () => Promise.reject(new Error('computed'))),
    ).toBe(first);
    const { lastInsertId } = await writePost();
    expect(await cachedUntilGrowth(store, ['posts'], 'ids', postIds())).toEqual([lastInsertId, ...first]);
  });

  it('does not keep a result during whose computing another request wrote, so no row is counted twice', async () => {
    await cachedUntilGrowth(store, ['posts'], 'ids', postIds());
    await writePost();
    // A second post is written after the largest ids were read and before the rows are.
    const racing = await cachedUntilGrowth(store, ['posts'], 'ids', postIds(writePost));
    const next = await cachedUntilGrowth(store, ['posts'], 'ids', postIds());
    const all = await store.column<number>('SELECT id FROM posts ORDER BY id DESC');
    expect(racing).toEqual(all);
    expect(next).toEqual(all);
    expect(new Set(next).size).toBe(next.length);
  });
});
