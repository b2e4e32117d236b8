import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { assertDatabaseFile, databasePath } from '../database-file.ts';
import { closeDatabase } from '../db.ts';
import { textFor, type RunResult, type SqlText, type SqlValue, type Store } from './store.ts';

/** The transaction an async call chain runs inside, while it is open. */
interface Scope {
  store: SqliteStore;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

const stores = new WeakMap<DatabaseSync, SqliteStore>();

/**
 * The one store of `database`: every caller of a connection shares its turns (two stores on one
 * connection would each believe they own it) and its caches.
 */
export function sqliteStore(database: DatabaseSync): SqliteStore {
  return stores.get(database) ?? new SqliteStore(database);
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `run()`'s value, or its throw, as a promise. */
const settle = <T>(run: () => T): Promise<T> => new Promise<T>((resolve) => resolve(run()));

/**
 * The store on the embedded SQLite database (node:sqlite). Statements are prepared once per text.
 * There is one connection, so a transaction that awaits must keep everyone else out until it ends:
 * transactions take turns, a statement from outside the running one waits for it, and the calls made
 * inside it (found by their async context) run in it, nested transactions included.
 */
export class SqliteStore implements Store {
  readonly dialect = 'sqlite';
  readonly location: string;
  /** The SQLite database itself: the schema, the seed and the checks on the file use it directly. */
  readonly database: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #columns = new Map<string, StatementSync>();
  /** Ends when the last transaction that started or queued ends; null when none is under way. */
  #turns: Promise<void> | null = null;

  /** Use `sqliteStore(database)`, which gives each connection one store. */
  constructor(database: DatabaseSync) {
    if (stores.has(database))
      throw new Error('This SQLite connection has its store already: use sqliteStore().');
    stores.set(database, this);
    this.database = database;
    this.location = databasePath(database) ?? ':memory:';
  }

  get<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T | undefined> {
    return this.#when(() => this.#prepared(sql).get(...params) as T | undefined);
  }

  all<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    return this.#when(() => this.#prepared(sql).all(...params) as T[]);
  }

  column<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    return this.#when(() => {
      const rows = this.#arrays(sql).all(...params) as unknown as T[][];
      return rows.map((row) => row[0] as T);
    });
  }

  run(sql: SqlText, ...params: SqlValue[]): Promise<RunResult> {
    return this.#when(() => {
      const { changes, lastInsertRowid } = this.#prepared(sql).run(...params);
      return { changes: Number(changes), lastInsertId: Number(lastInsertRowid) };
    });
  }

  exec(sql: SqlText): Promise<void> {
    return this.#when(() => this.database.exec(textFor(sql, 'sqlite')));
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    if (this.#inside()) return work(this);
    const before = this.#turns;
    let ended!: () => void;
    const turn = new Promise<void>((resolve) => (ended = resolve));
    this.#turns = turn;
    try {
      await before;
      return await this.#run(work);
    } finally {
      if (this.#turns === turn) this.#turns = null;
      ended();
    }
  }

  assertAvailable(): void {
    assertDatabaseFile(this.database);
  }

  async close(): Promise<void> {
    while (this.#turns) await this.#turns;
    closeDatabase(this.database);
  }

  /**
   * One transaction, its turn come. A database file that is gone is refused before anything is
   * written (database-file.ts). On failure the original error is what the caller sees: SQLite ends
   * the transaction itself on some failures (a full disk, an I/O error), so ROLLBACK runs only while
   * one is open, and a failing ROLLBACK is logged, never thrown in the cause's place.
   */
  async #run<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const db = this.database;
    assertDatabaseFile(db);
    db.exec('BEGIN IMMEDIATE');
    const scope: Scope = { store: this, open: true };
    try {
      const result = await scopes.run(scope, () => work(this));
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) {
        try {
          db.exec('ROLLBACK');
        } catch (rollbackError) {
          console.error('[server] 回滚失败 / rollback failed after:', reasonOf(error), rollbackError);
        }
      }
      throw error;
    } finally {
      // Work that `work` started and did not await is outside the transaction from now on.
      scope.open = false;
    }
  }

  /** Whether the caller runs inside this store's open transaction. */
  #inside(): boolean {
    const scope = scopes.getStore();
    return scope !== undefined && scope.open && scope.store === this;
  }

  /** Runs `statement` now, or once no transaction but the caller's own is under way. */
  #when<T>(statement: () => T): Promise<T> {
    if (this.#turns === null || this.#inside()) return settle(statement);
    return this.#afterTransactions(statement);
  }

  /** The check and the statement run in one step: no transaction can begin between them. */
  async #afterTransactions<T>(statement: () => T): Promise<T> {
    while (this.#turns !== null && !this.#inside()) await this.#turns;
    return statement();
  }

  #prepared(sql: SqlText): StatementSync {
    const text = textFor(sql, 'sqlite');
    let prepared = this.#statements.get(text);
    if (!prepared) this.#statements.set(text, (prepared = this.database.prepare(text)));
    return prepared;
  }

  /** The statement for `sql` reading rows as arrays (half the cost of objects, for id lists). */
  #arrays(sql: SqlText): StatementSync {
    const text = textFor(sql, 'sqlite');
    let prepared = this.#columns.get(text);
    if (!prepared) {
      prepared = this.database.prepare(text);
      prepared.setReturnArrays(true);
      this.#columns.set(text, prepared);
    }
    return prepared;
  }
}
