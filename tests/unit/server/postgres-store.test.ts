import { beforeAll, describe, expect, it, vi } from 'vitest';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { GROUP_LIMIT, PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { onSiteChange, recordSiteChange } from '../../../server/queries/site-changes.ts';
import type { Store } from '../../../server/store/store.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';

/**
 * The PostgreSQL store runs the portal's `?` texts, gives rows as node:sqlite does (bigint ids as
 * numbers), counts changed rows, and keeps a transaction whole: committed or rolled back as one,
 * joined by a transaction begun inside it, and apart from the statements other requests run meanwhile.
 */
describe.skipIf(postgresMissing)('the PostgreSQL store', () => {
  const postgres = usePostgres();
  let store: PostgresStore;
  beforeAll(async () => {
    store = await postgres.store(4);
  });

  const addCircle = (name: string, on: Store = store) =>
    on.get<{ id: number }>(
      'INSERT INTO circles (name, description) VALUES (?, ?) RETURNING id',
      name,
      `${name}的介绍`,
    );

  it('runs ? texts and answers rows with numbers where SQLite has integers', async () => {
    const added = await addCircle('冷链物流');
    expect(typeof added?.id).toBe('number');
    expect(await store.get('SELECT id, name, sort FROM circles WHERE name = ?', '冷链物流')).toEqual({
      id: added?.id,
      name: '冷链物流',
      sort: 0,
    });
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '没有这个圈子')).toBeUndefined();
    expect(
      await store.all("SELECT name FROM circles WHERE name LIKE '冷%?' OR name = ?", '冷链物流'),
    ).toEqual([{ name: '冷链物流' }]);
  });

  it('picks the PostgreSQL text of a statement written per dialect', async () => {
    const row = await store.get<{ v: string }>({
      sqlite: "SELECT 'sqlite' AS v",
      postgres: "SELECT 'postgres' AS v",
    });
    expect(row).toEqual({ v: 'postgres' });
  });

  it('counts the rows a statement changed', async () => {
    await addCircle('零担快运');
    await addCircle('整车运输');
    const result = await store.run(
      'UPDATE circles SET sort = sort + 1 WHERE name IN (?, ?)',
      '零担快运',
      '整车运输',
    );
    expect(result).toEqual({ changes: 2, lastInsertId: 0 });
  });

  it('tells the id an INSERT made, and reads a column as a list', async () => {
    const first = await store.run(
      'INSERT INTO circles (name, description) VALUES (?, ?)',
      '危险品运输',
      '介绍',
    );
    const second = await store.run(
      'INSERT INTO circles (name, description) VALUES (?, ?)',
      '大件运输',
      '介绍',
    );
    expect(first.changes).toBe(1);
    expect(second.lastInsertId).toBe(first.lastInsertId + 1);
    expect(
      await store.column<string>(
        'SELECT name FROM circles WHERE id IN (?, ?) ORDER BY id',
        first.lastInsertId,
        second.lastInsertId,
      ),
    ).toEqual(['危险品运输', '大件运输']);
    const none = await store.run("UPDATE circles SET sort = 1 WHERE name = '没有'");
    expect(none).toEqual({ changes: 0, lastInsertId: 0 });
  });

  it('runs what the store is asked inside a transaction in that transaction, as tx would', async () => {
    await expect(
      store.transaction(async () => {
        await addCircle('经由存储本身写入');
        expect(await store.get('SELECT id FROM circles WHERE name = ?', '经由存储本身写入')).toBeDefined();
        throw new Error('撤销');
      }),
    ).rejects.toThrow('撤销');
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '经由存储本身写入')).toBeUndefined();
  });

  it('refuses a statement given the wrong number of values', async () => {
    await expect(store.get('SELECT id FROM circles WHERE name = ?')).rejects.toThrow(
      /takes 1 values, 0 given/,
    );
  });

  it('commits a transaction as one and rolls it back as one', async () => {
    await store.transaction(async (tx) => {
      await addCircle('事务甲', tx);
      await addCircle('事务乙', tx);
    });
    expect(await store.all("SELECT name FROM circles WHERE name LIKE '事务%' ORDER BY name")).toHaveLength(2);
    await expect(
      store.transaction(async (tx) => {
        await addCircle('回滚丙', tx);
        throw new Error('中途失败');
      }),
    ).rejects.toThrow('中途失败');
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '回滚丙')).toBeUndefined();
  });

  it('joins a transaction begun inside another', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await addCircle('内层', inner);
        });
        throw new Error('外层失败');
      }),
    ).rejects.toThrow('外层失败');
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '内层')).toBeUndefined();
  });

  it('keeps what a transaction has not committed from the statements of other requests', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const open = store.transaction(async (tx) => {
      await addCircle('未提交', tx);
      written();
      await holding;
    });
    await wrote;
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '未提交')).toBeUndefined();
    release();
    await open;
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '未提交')).toBeDefined();
  });

  it('gives every pooled connection back, also after a failed transaction', async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const { store: own, pool } = PostgresStore.connect(url, { max: 2 });
    try {
      for (let n = 0; n < 8; n += 1) {
        await own.transaction(() => Promise.reject(new Error(`第${n}次失败`))).catch(() => {});
      }
      expect(pool.totalCount - pool.idleCount).toBe(0);
      expect(await own.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await pool.end();
    }
  });

  it('lets only one of concurrent check-then-write transactions write: they take turns', async () => {
    const checkThenAdd = () =>
      store.transaction(async (tx) => {
        const found = await tx.get<{ id: number }>('SELECT id FROM circles WHERE name = ?', '只建一次');
        if (found) return found.id;
        // Both would pass the check at once without isolation: the pause lets the others check too.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return (await addCircle('只建一次', tx))?.id;
      });
    const ids = await Promise.all(Array.from({ length: 8 }, checkThenAdd));
    expect(new Set(ids).size).toBe(1);
    expect(await store.all('SELECT id FROM circles WHERE name = ?', '只建一次')).toEqual([{ id: ids[0] }]);
  });

  it('commits transactions that queued meanwhile as one group: a throw undoes its own writes alone', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const txid = (tx: Store) =>
      tx.get<{ id: string }>('SELECT txid_current()::text AS id').then((row) => row?.id);
    const first = store.transaction(async (tx) => {
      await addCircle('组甲', tx);
      started();
      await holding;
      return txid(tx);
    });
    await running;
    // Queued behind the first, so they run in its group.
    const second = store.transaction(async (tx) => (await addCircle('组乙', tx), txid(tx)));
    const failing = store.transaction(async (tx) => {
      await addCircle('组丙', tx);
      // An error in a statement: PostgreSQL refuses the rest of the transaction until a rollback.
      await tx.get('SELECT no_such_column FROM circles');
    });
    const third = store.transaction(async (tx) => (await addCircle('组丁', tx), txid(tx)));
    release();
    await expect(failing).rejects.toThrow(/no_such_column/);
    const ids = await Promise.all([first, second, third]);
    expect(new Set(ids).size).toBe(1);
    expect(await store.column("SELECT name FROM circles WHERE name LIKE '组%' ORDER BY id")).toEqual([
      '组甲',
      '组乙',
      '组丁',
    ]);
  });

  it('answers a transaction only once the COMMIT of its group kept it', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let answered = false;
    const first = store
      .transaction(async (tx) => {
        await addCircle('先完成', tx);
      })
      .then(() => (answered = true));
    const second = store.transaction(async () => {
      started();
      await holding;
    });
    await running;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first has run; its group is still open for the second.
    expect(answered).toBe(false);
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '先完成')).toBeUndefined();
    release();
    await Promise.all([first, second]);
    expect(await store.get('SELECT id FROM circles WHERE name = ?', '先完成')).toBeDefined();
  });

  it(`holds at most ${GROUP_LIMIT} transactions in one group`, async () => {
    const count = GROUP_LIMIT * 2 + 5;
    const ids = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        store.transaction(async (tx) => {
          await addCircle(`成组${n}`, tx);
          return (await tx.get<{ id: string }>('SELECT txid_current()::text AS id'))?.id;
        }),
      ),
    );
    const sizes = new Map<string | undefined, number>();
    for (const id of ids) sizes.set(id, (sizes.get(id) ?? 0) + 1);
    expect(Math.max(...sizes.values())).toBe(GROUP_LIMIT);
    expect(sizes.size).toBeLessThan(count / 4);
  });

  it('commits ids in order across two nodes: a reader never sees a higher id before a lower one', async () => {
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
          nodes[n % 2]!.store.transaction(async (tx) => {
            await tx.run(
              "INSERT INTO site_changes (kind, item_id, at) VALUES ('offer', ?, '2026-11-27T00:00:00.000Z')",
              n,
            );
            // Time between the id and the COMMIT, for another node's write to come in between.
            await new Promise((resolve) => setTimeout(resolve, n % 3));
          }),
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

  it('wakes the site-change listeners once the transaction that recorded the change has committed', async () => {
    let seen: unknown = 'not read';
    let woke!: () => void;
    const woken = new Promise<void>((resolve) => (woke = resolve));
    const stop = onSiteChange(() => {
      void store
        .get('SELECT item_id AS "itemId" FROM site_changes WHERE item_id = ?', 424_242)
        .then((row) => {
          seen = row;
          woke();
        });
    });
    try {
      await store.transaction(async (tx) => {
        await recordSiteChange(tx, 'offer', 424_242, '2026-11-27T00:00:00.000Z');
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(seen).toBe('not read');
      });
      await woken;
    } finally {
      stop();
    }
    expect(seen).toEqual({ itemId: 424_242 });
  });

  it('goes on after the database ends its idle connections (a restart, a failover)', async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const { store: own, pool } = PostgresStore.connect(url, { max: 2 });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await own.get('SELECT 1 AS one')).toEqual({ one: 1 });
      expect(pool.idleCount).toBe(1);
      const name = new URL(url).pathname.slice(1);
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await vi.waitFor(() => expect(pool.totalCount).toBe(0));
      expect(warned.mock.calls.join(' ')).toMatch(/connection lost/);
      expect(await own.get('SELECT 2 AS two')).toEqual({ two: 2 });
    } finally {
      warned.mockRestore();
      await pool.end();
    }
  });
});
