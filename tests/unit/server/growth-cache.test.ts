/**
 * The result cache of server/queries/sql.ts (docs/decisions.md, "Server content queries"): a result
 * is kept with the largest ids it was computed from, and a later call adds only the rows after them.
 * Every read awaits, so another request may write while a result is computed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import {
  cachedUntilGrowth,
  countContentChange,
  countRows,
  type Previous,
} from '../../../server/queries/kept-results.ts';
import { listCircles } from '../../../server/queries/circles.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { textFor, type Store } from '../../../server/store/store.ts';
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

describe('the circles’ counts', () => {
  /** Posts and replies per circle counted anew over every post. */
  const counted = async () =>
    Object.fromEntries(
      (
        await store.all<{ circleId: number; posts: number; replies: number }>(
          `SELECT circle_id AS circleId, count(*) AS posts, coalesce(sum(reply_count), 0) AS replies
           FROM posts WHERE deleted_at IS NULL GROUP BY circle_id`,
        )
      ).map((row) => [row.circleId, { postCount: row.posts, replyCount: row.replies }]),
    );
  const shown = (circles: { id: number; postCount: number; replyCount: number }[]) =>
    Object.fromEntries(
      circles
        .filter((circle) => circle.postCount > 0)
        .map((circle) => [circle.id, { postCount: circle.postCount, replyCount: circle.replyCount }]),
    );

  /** A reply to `postId` as a reply is written: the next floor and the post's count. */
  const writeReply = (postId: number) => {
    db.prepare(
      `INSERT INTO replies (post_id, user_id, floor, content, created_at)
       SELECT ?, (SELECT min(id) FROM users), coalesce(max(floor), 0) + 1, '另一个请求的回复', '2026-11-24T08:00:00.000Z'
       FROM replies WHERE post_id = ?`,
    ).run(postId, postId);
    db.prepare('UPDATE posts SET reply_count = reply_count + 1 WHERE id = ?').run(postId);
  };

  /**
   * The store, except that `meanwhile`, when set, runs once just before the counts' statement:
   * another request's writes between the largest ids read and the rows counted.
   */
  let meanwhile: (() => Promise<void>) | undefined;
  const racing = (): Store =>
    new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (property === 'all')
          return async (sql: Parameters<Store['all']>[0], ...params: Parameters<Store['all']>[1][]) => {
            const write = meanwhile;
            if (write && textFor(sql, 'sqlite').includes('reply_count')) {
              meanwhile = undefined;
              await write();
            }
            return target.all(sql, ...params);
          };
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });

  it('are kept as of the ids they were counted at while posts and replies are written, then add them once', async () => {
    const reader = racing();
    const oldPost = (await store.get<{ id: number }>('SELECT min(id) AS id FROM posts'))!.id;
    meanwhile = async () => {
      writeReply(oldPost);
      writeReply(Number((await writePost()).lastInsertId));
    };
    const before = await counted();
    // Counted as every post stood when the largest ids were read, and kept.
    expect(shown(await listCircles(reader))).toEqual(before);
    expect(meanwhile).toBeUndefined();
    expect(await counted()).not.toEqual(before);
    expect(shown(await listCircles(reader))).toEqual(await counted());

    // The same while the kept counts are brought up to date: a new post's count already holds a
    // reply written after the ids were read.
    const newPost = Number((await writePost()).lastInsertId);
    const beforeSecond = await counted();
    meanwhile = () => {
      writeReply(newPost);
      writeReply(oldPost);
      return Promise.resolve();
    };
    expect(shown(await listCircles(reader))).toEqual(beforeSecond);
    expect(shown(await listCircles(reader))).toEqual(await counted());
    writeReply(newPost);
    await writePost();
    expect(shown(await listCircles(reader))).toEqual(await counted());
  });
});

describe('a table’s count', () => {
  const offers = () => store.get<{ n: number }>('SELECT count(*) AS n FROM logistics_info');
  it('adds only the rows added, and counts every row anew after a change in place', async () => {
    /** Another offer like the first. */
    const copy = async () => {
      db.exec(`CREATE TEMP TABLE IF NOT EXISTS offer_copy AS SELECT * FROM logistics_info LIMIT 0;
        INSERT INTO offer_copy SELECT * FROM logistics_info ORDER BY id LIMIT 1;
        UPDATE offer_copy SET id = NULL;
        INSERT INTO logistics_info SELECT * FROM offer_copy;
        DELETE FROM offer_copy;`);
      return Promise.resolve();
    };
    expect(await countRows(store, 'logistics_info')).toBe((await offers())!.n);
    await copy();
    await copy();
    expect(await countRows(store, 'logistics_info')).toBe((await offers())!.n);
    // A row removed with its change counted is counted anew.
    await store.run('DELETE FROM logistics_info WHERE id = (SELECT max(id) FROM logistics_info)');
    await countContentChange(store, 'logistics_info');
    expect(await countRows(store, 'logistics_info')).toBe((await offers())!.n);
  });
});
