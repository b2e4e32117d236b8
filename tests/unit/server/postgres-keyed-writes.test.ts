/**
 * Transactions that name their keys on PostgreSQL (store.ts, TransactionOptions; docs/decisions.md,
 * "Writes that name their keys"): their reads run beside each other's, those naming one key take
 * turns, a transaction naming none runs alone, their writes still commit in the order their ids were
 * made, and replies to one post through two nodes at once take distinct, consecutive floors (the
 * server processes on either store: tests/unit/deploy/two-nodes.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import type { Store } from '../../../server/store/store.ts';
import { insertReply } from '../../../server/queries/replies.ts';
import { accountKey } from '../../../server/http/idempotency.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';

const AT = '2026-11-27T08:00:00.000Z';

/** Two writers and a post of theirs; answers the post's id and the writers' ids. */
async function postWithWriters(store: Store): Promise<{ postId: number; writers: number[] }> {
  const writers: number[] = [];
  for (const n of [1, 2]) {
    const { lastInsertId } = await store.run(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
      `floor.writer${n}`,
      'x',
      `楼层${n}`,
      `1790000000${n}`,
      AT,
    );
    writers.push(lastInsertId);
  }
  const circle = await store.run(
    "INSERT INTO circles (name, description) VALUES ('楼层圈', '两台服务器回复同一帖子')",
  );
  const post = await store.run(
    "INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (?, ?, '同一帖子', '回复的楼层', ?)",
    circle.lastInsertId,
    writers[0]!,
    AT,
  );
  return { postId: post.lastInsertId, writers };
}

/**
 * `count` replies to one post, sent through the two nodes in turn at once, each in a transaction
 * naming its writer alone, as a reply's does; answers the floors as stored, by reply id.
 */
async function floorsThroughTwoNodes(nodes: [Store, Store], count: number): Promise<number[]> {
  const { postId, writers } = await postWithWriters(nodes[0]);
  await Promise.all(
    Array.from({ length: count }, (_, n) => {
      const node = nodes[n % 2]!;
      const userId = writers[n % 2]!;
      return node.transaction(
        async () => {
          await insertReply(node, userId, postId, { content: `第 ${n} 条` }, AT);
          // Time between the floor and the COMMIT, for the other node's reply to come in between.
          await new Promise((resolve) => setTimeout(resolve, n % 3));
        },
        { keys: [accountKey(userId)] },
      );
    }),
  );
  const floors = await nodes[1].column<number>(
    'SELECT floor FROM replies WHERE post_id = ? ORDER BY id',
    postId,
  );
  const { replyCount } = (await nodes[1].get<{ replyCount: number }>(
    'SELECT reply_count AS replyCount FROM posts WHERE id = ?',
    postId,
  ))!;
  expect(Number(replyCount)).toBe(count);
  return floors.map(Number);
}

const consecutive = (count: number) => Array.from({ length: count }, (_, n) => n + 1);

describe.skipIf(postgresMissing)('transactions that name their keys on PostgreSQL', () => {
  const postgres = usePostgres();
  let store: PostgresStore;
  beforeAll(async () => {
    store = await postgres.store(4);
  });

  /** Rejects after `ms`: a transaction that waits for the other's end never meets it. */
  const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
    Promise.race([
      work,
      new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
    ]);

  it('read beside each other when their keys differ: neither waits for the other to end', async () => {
    let arrived = 0;
    let bothRead!: () => void;
    const met = new Promise<void>((resolve) => (bothRead = resolve));
    const readThenMeet = (key: string) =>
      store.transaction(
        async (tx) => {
          await tx.get('SELECT count(*) AS n FROM circles');
          arrived += 1;
          if (arrived === 2) bothRead();
          await met;
          return tx.get<{ id: number }>(
            'INSERT INTO circles (name, description) VALUES (?, ?) RETURNING id',
            key,
            '并行读取',
          );
        },
        { keys: [key] },
      );
    const ids = await within(5_000, Promise.all([readThenMeet('post:1'), readThenMeet('post:2')]));
    expect(ids.map((row) => typeof row?.id)).toEqual(['number', 'number']);
  });

  it('take turns when they name one key: a check and its write see nobody else in between', async () => {
    const { lastInsertId: circleId } = await store.run(
      "INSERT INTO circles (name, description, sort) VALUES ('只加一', '按键轮流', 0)",
    );
    const addOne = () =>
      store.transaction(
        async (tx) => {
          const { sort } = (await tx.get<{ sort: number }>(
            'SELECT sort FROM circles WHERE id = ?',
            circleId,
          ))!;
          await new Promise((resolve) => setTimeout(resolve, 3));
          await tx.run('UPDATE circles SET sort = ? WHERE id = ?', sort + 1, circleId);
        },
        { keys: [`circle:${circleId}`, 'other:1'] },
      );
    await Promise.all(Array.from({ length: 12 }, addOne));
    expect(await store.get('SELECT sort FROM circles WHERE id = ?', circleId)).toEqual({ sort: 12 });
  });

  it('keep a transaction that names no key apart from them all, as before', async () => {
    let keyedRead!: () => void;
    const read = new Promise<void>((resolve) => (keyedRead = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const keyed = store.transaction(
      async (tx) => {
        await tx.get('SELECT 1 AS one');
        keyedRead();
        await released;
        order.push('keyed ends');
      },
      { keys: ['post:9'] },
    );
    await read;
    const whole = store.transaction(async (tx) => {
      await tx.get('SELECT 1 AS one');
      order.push('whole runs');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([keyed, whole]);
    expect(order).toEqual(['keyed ends', 'whole runs']);
  });

  it('commit ids in order across two nodes: a reader never sees a higher id before a lower one', async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const nodes = [PostgresStore.connect(url, { max: 3 }), PostgresStore.connect(url, { max: 3 })];
    const seen: number[][] = [];
    let writing = true;
    const watch = (async () => {
      while (writing) {
        const { rows } = await client.query<{ id: string }>('SELECT id FROM site_changes ORDER BY id');
        seen.push(rows.map((row) => Number(row.id)));
      }
    })();
    try {
      await Promise.all(
        Array.from({ length: 120 }, (_, n) =>
          nodes[n % 2]!.store.transaction(
            async (tx) => {
              await tx.get('SELECT count(*) AS n FROM site_changes');
              await tx.run(
                "INSERT INTO site_changes (kind, item_id, at) VALUES ('offer', ?, '2026-11-27T00:00:00.000Z')",
                n,
              );
              // Time between the id and the COMMIT, for another transaction's write to come in between.
              await new Promise((resolve) => setTimeout(resolve, n % 3));
            },
            { keys: [`account:${n % 7}`] },
          ),
        ),
      );
    } finally {
      writing = false;
      await watch;
      await Promise.all(nodes.map(({ pool }) => pool.end()));
    }
    const all = (await client.query<{ id: string }>('SELECT id FROM site_changes ORDER BY id')).rows.map(
      (row) => Number(row.id),
    );
    expect(all).toHaveLength(120);
    expect(seen.length).toBeGreaterThan(5);
    for (const ids of seen) expect(ids).toEqual(all.slice(0, ids.length));
  });

  it('give replies to one post through two nodes distinct, consecutive floors', async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const nodes = [PostgresStore.connect(url, { max: 3 }), PostgresStore.connect(url, { max: 3 })] as const;
    try {
      const floors = await floorsThroughTwoNodes([nodes[0].store, nodes[1].store], 40);
      expect(floors).toEqual(consecutive(40));
    } finally {
      await Promise.all(nodes.map(({ pool }) => pool.end()));
    }
  });
});
