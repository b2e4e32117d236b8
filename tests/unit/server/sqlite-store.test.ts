/**
 * The SQLite store (server/store/sqlite/sqlite-store.ts; docs/decisions.md, "One store, two databases" and
 * "SQLite commits transactions in groups"): with awaits inside transactions, a transaction stays
 * atomic and isolated on the one connection, and its caller hears of it once it is committed.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_LIMIT, SqliteStore, sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { openDatabase, PAGE_CACHE_SIZE } from '../../../server/store/sqlite/db.ts';

let store: SqliteStore;
beforeEach(() => {
  store = sqliteStore(new DatabaseSync(':memory:'));
  store.database.exec('CREATE TABLE marks (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
});

const mark = (name: string) => store.run('INSERT INTO marks (name) VALUES (?)', name);
const names = async () =>
  (await store.all<{ name: string }>('SELECT name FROM marks ORDER BY id')).map((row) => row.name);

describe('sqliteStore()', () => {
  it('gives a connection one store, so every caller shares its turns', () => {
    expect(sqliteStore(store.database)).toBe(store);
    expect(() => new SqliteStore(store.database)).toThrow(/sqliteStore/);
  });
});

describe('statements', () => {
  it('reads rows, the first row, the first column, and says what a write changed', async () => {
    expect(await mark('a')).toEqual({ changes: 1, lastInsertId: 1 });
    await mark('b');
    expect(await store.get<{ name: string }>('SELECT name FROM marks WHERE id = ?', 2)).toEqual({
      name: 'b',
    });
    expect(await store.get('SELECT name FROM marks WHERE id = ?', 9)).toBeUndefined();
    expect(await store.column('SELECT id FROM marks ORDER BY id DESC')).toEqual([2, 1]);
    expect(await store.run('UPDATE marks SET name = ?', 'c')).toEqual({ changes: 2, lastInsertId: 2 });
  });

  it('takes the SQLite text of a statement written per dialect', async () => {
    await mark('a');
    const text = { sqlite: "SELECT name || '!' AS name FROM marks", postgres: 'not SQLite at all' };
    expect(await store.get(text)).toEqual({ name: 'a!' });
  });

  it('rejects a failing statement instead of throwing at the call', async () => {
    const failing = store.get('SELECT name FROM nowhere');
    await expect(failing).rejects.toThrow(/no such table/);
  });
});

describe('transactions', () => {
  it('calls an afterCommit task once the group holding the transaction has committed', async () => {
    const calls: string[] = [];
    await Promise.all([
      store.transaction(async (tx) => {
        await mark('first');
        tx.afterCommit(() => calls.push(store.database.isTransaction ? 'inside' : 'after'));
      }),
      store.transaction(async () => {
        await delay(20);
        // The first has ended; its group, which this one joined, has not committed.
        expect(calls).toEqual([]);
      }),
    ]);
    await vi.waitFor(() => expect(calls).toEqual(['after']));
  });

  it('keeps all of a transaction that awaits, and rolls all of it back on a throw', async () => {
    await store.transaction(async (tx) => {
      await tx.run('INSERT INTO marks (name) VALUES (?)', 'kept 1');
      await delay(5);
      await tx.run('INSERT INTO marks (name) VALUES (?)', 'kept 2');
    });
    const failed = store.transaction(async (tx) => {
      await tx.run('INSERT INTO marks (name) VALUES (?)', 'lost 1');
      await delay(5);
      await store.run('INSERT INTO marks (name) VALUES (?)', 'lost 2');
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await names()).toEqual(['kept 1', 'kept 2']);
    expect(store.database.isTransaction).toBe(false);
  });

  it('runs two interleaving transactions one after the other', async () => {
    const first = store.transaction(async () => {
      await mark('first 1');
      await delay(10);
      await mark('first 2');
      return 'first';
    });
    const second = store.transaction(async () => {
      const seen = await names();
      await mark('second');
      return seen;
    });
    expect(await Promise.all([first, second])).toEqual(['first', ['first 1', 'first 2']]);
    expect(await names()).toEqual(['first 1', 'first 2', 'second']);
  });

  it('lets a statement from outside wait until the open transaction ends, and keeps it out of it', async () => {
    const events: string[] = [];
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const failing = store.transaction(async () => {
      await mark('inside');
      begun();
      await delay(10);
      events.push('transaction ends');
      throw new Error('refused');
    });
    await started;
    const read = names().then((seen) => {
      events.push('outside read');
      return seen;
    });
    const write = mark('outside').then(() => events.push('outside write'));
    await expect(failing).rejects.toThrow('refused');
    // The read did not see the row rolled back, and the write was not rolled back with it.
    expect(await read).not.toContain('inside');
    await write;
    expect(events[0]).toBe('transaction ends');
    expect(events.slice(1).sort()).toEqual(['outside read', 'outside write']);
    expect(await names()).toEqual(['outside']);
  });

  it('joins a transaction started inside a transaction instead of waiting for itself', async () => {
    const failed = store.transaction(async () => {
      await mark('outer');
      await store.transaction(async (tx) => {
        await tx.run('INSERT INTO marks (name) VALUES (?)', 'nested');
      });
      expect(await names()).toEqual(['outer', 'nested']);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await names()).toEqual([]);
  });

  it('treats work a transaction left running as outside it once it ended', async () => {
    let late: Promise<unknown> | undefined;
    await store.transaction(async () => {
      late = delay(10).then(() => store.transaction(() => mark('late')));
      await mark('inside');
    });
    const other = store.transaction(async () => {
      await delay(20);
      await mark('other');
    });
    await Promise.all([late, other]);
    expect((await names()).sort()).toEqual(['inside', 'late', 'other']);
  });

  it('closes only after the open transaction ended', async () => {
    const open = store.transaction(async () => {
      await delay(5);
      await mark('kept');
    });
    const closed = store.close();
    await open;
    await closed;
    expect(store.database.isOpen).toBe(false);
  });
});

describe('transactions committed in groups', () => {
  let dir: string;
  let other: DatabaseSync;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-groups-'));
    const file = new DatabaseSync(join(dir, 'groups.db'));
    file.exec('PRAGMA journal_mode = WAL');
    file.exec('CREATE TABLE marks (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    store = sqliteStore(file);
    // A second connection sees only what is committed, as another server node would.
    other = new DatabaseSync(join(dir, 'groups.db'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    other.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Marks `name` in a transaction and comes back once its work is done, while its group still waits
   * for its COMMIT; `answered` is the transaction's own answer.
   */
  async function markedUncommitted(name: string): Promise<{ answered: Promise<unknown> }> {
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const answered = store.transaction(async () => {
      await mark(name);
      wrote();
    });
    await written;
    return { answered };
  }

  const committed = () =>
    (other.prepare('SELECT name FROM marks ORDER BY id').all() as { name: string }[]).map((row) => row.name);

  it('answers a transaction only once it is committed, and commits those of one moment together', async () => {
    const seenMeanwhile: string[][] = [];
    const seenWhenAnswered: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store
          .transaction(async () => {
            await mark(name);
            seenMeanwhile.push(committed());
          })
          .then(() => seenWhenAnswered.push(committed())),
      ),
    );
    // Each ran after the one before had finished, yet nothing was committed until all three had run.
    expect(seenMeanwhile).toEqual([[], [], []]);
    expect(seenWhenAnswered).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(store.database.isTransaction).toBe(false);
  });

  it('undoes a failing transaction alone and keeps the others of its group', async () => {
    const results = await Promise.allSettled([
      store.transaction(() => mark('a')),
      store.transaction(async () => {
        await mark('b');
        throw new Error('refused');
      }),
      store.transaction(() => mark('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['a', 'c']);
    expect(store.database.isTransaction).toBe(false);
  });

  it('fails every transaction of a group whose COMMIT fails, keeps none of it, and goes on', async () => {
    store.database.exec(`PRAGMA foreign_keys = ON;
      CREATE TABLE parents (id INTEGER PRIMARY KEY);
      CREATE TABLE children (parent_id INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED)`);
    // A deferred foreign key is checked by COMMIT alone: the group's COMMIT fails, not the statement.
    const results = await Promise.allSettled([
      store.transaction(() => mark('a')),
      store.transaction(() => store.run('INSERT INTO children (parent_id) VALUES (99)')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results)
      expect(String((result as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committed()).toEqual([]);
    expect(store.database.isTransaction).toBe(false);
    await mark('after');
    expect(committed()).toEqual(['after']);
  });

  it('answers a write made outside a transaction once it is committed, also one that returns rows', async () => {
    const { answered: first } = await markedUncommitted('first');
    // The group holding 'first' is still open: each write joins it and hears back after its COMMIT.
    const [afterRun, afterGet, afterAll] = await Promise.all([
      mark('run').then(committed),
      store.get('INSERT INTO marks (name) VALUES (?) RETURNING id', 'get').then(committed),
      store.all("UPDATE marks SET name = name || '!' WHERE name = 'first' RETURNING id").then(committed),
    ]);
    expect(afterRun).toContain('run');
    expect(afterGet).toContain('get');
    expect(afterAll).toContain('first!');
    await first;
    expect(committed()).toEqual(['first!', 'run', 'get']);
  });

  it('lets a read from outside see what a finished transaction of the open group wrote', async () => {
    const { answered } = await markedUncommitted('a');
    expect(await names()).toEqual(['a']);
    expect(committed()).toEqual([]);
    await answered;
    expect(committed()).toEqual(['a']);
  });

  it(`commits a full group (${GROUP_LIMIT}) before the next transaction begins another`, async () => {
    const seenByLast: string[][] = [];
    const names = Array.from({ length: GROUP_LIMIT + 1 }, (_, n) => `m${n}`);
    await Promise.all(
      names.map((name, n) =>
        store.transaction(async () => {
          await mark(name);
          if (n === GROUP_LIMIT) seenByLast.push(committed());
        }),
      ),
    );
    expect(seenByLast).toEqual([names.slice(0, GROUP_LIMIT)]);
    expect(committed()).toEqual(names);
  });

  it('commits while a test fakes the timers', async () => {
    vi.useFakeTimers();
    await store.transaction(() => mark('faked'));
    expect(committed()).toEqual(['faked']);
  });
});

describe('rows', () => {
  it('are ordinary objects (node:sqlite’s have no prototype and are slow to copy), columns in order', async () => {
    await mark('一');
    const row = await store.get<Record<string, unknown>>(
      'SELECT id, name, 1 AS name2, 2 AS name2 FROM marks',
    );
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    // A name given twice takes the later value, as node:sqlite's own objects do.
    expect(Object.entries(row!)).toEqual([
      ['id', 1],
      ['name', '一'],
      ['name2', 2],
    ]);
    const rows = await store.all<Record<string, unknown>>('SELECT name FROM marks');
    expect(rows.map((one) => Object.getPrototypeOf(one) as unknown)).toEqual([Object.prototype]);
    expect(await store.get('SELECT name FROM marks WHERE id = 99')).toBeUndefined();
    const [inserted] = await store.transaction((tx) =>
      tx.all<Record<string, unknown>>("INSERT INTO marks (name) VALUES ('二') RETURNING id, name"),
    );
    expect(Object.getPrototypeOf(inserted)).toBe(Object.prototype);
    expect(inserted).toEqual({ id: 2, name: '二' });
  });
});

describe('openDatabase()', () => {
  it('keeps PAGE_CACHE_SIZE of pages in memory, not SQLite’s 2 MiB', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cache-'));
    try {
      const { db } = openDatabase(join(dir, 'portal.db'), { create: true });
      expect(db.prepare('PRAGMA cache_size').get()).toEqual({ cache_size: PAGE_CACHE_SIZE });
      expect(PAGE_CACHE_SIZE).toBeLessThanOrEqual(-65_536);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
