/**
 * The SQLite store (server/store/sqlite-store.ts; docs/decisions.md, "One store, two databases"):
 * with awaits inside transactions, a transaction stays atomic and isolated on the one connection.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore, sqliteStore } from '../../../server/store/sqlite-store.ts';

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
    // The read did not see the uncommitted row, and the write was not rolled back with it.
    expect(await read).toEqual([]);
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
