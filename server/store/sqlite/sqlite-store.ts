import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
// Imported, not the global: a test's fake timers must not hold commits back.
import { setImmediate } from 'node:timers';
import { assertDatabaseFile, databasePath } from './database-file.ts';
import { startCheckpoints, type Checkpoints } from './checkpoints.ts';
import { closeDatabase } from './db.ts';
import { groupOutcome, type GroupOutcome } from '../group-outcome.ts';
import { textFor, type RunResult, type SqlText, type SqlValue, type Store } from '../store.ts';

/** The transaction an async call chain runs inside, while it is open. */
interface Scope {
  store: SqliteStore;
  open: boolean;
  /** Settles when the transaction's group has committed or failed. */
  ended: Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs a function in the async context of this module's loading: outside any transaction. */
const outsideTransactions = AsyncLocalStorage.snapshot();

/**
 * One SQLite transaction holding the store's transactions that ran since it began: committed once
 * the event loop has taken in what arrived meanwhile (docs/decisions.md, "SQLite commits
 * transactions in groups").
 */
interface Group extends GroupOutcome {
  /** Transactions that ran in it so far. */
  members: number;
  /** Whether its COMMIT is due after this turn of the event loop. */
  scheduled: boolean;
}

/**
 * Transactions one COMMIT holds at most. A group rarely grows past the requests a server takes in one
 * turn of the event loop (about 25 under 50 writing connections); the bound keeps one answer from
 * waiting behind an unbounded run of others.
 */
export const GROUP_LIMIT = 64;

/** A statement that writes (the rest read). */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/** A statement read as arrays, with its columns' names. */
interface RowStatement {
  statement: StatementSync;
  names: string[];
}

/**
 * A row as an ordinary object, its columns in order (a name given twice takes the later value, as
 * node:sqlite's own objects do). node:sqlite makes each row an object without a prototype, which V8
 * keeps as a hash table: slow to copy and to write out as JSON (twice the time of an ordinary object
 * for a list's rows), and every answer does both.
 */
function rowObject(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
  return row;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

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
 *
 * Transactions are committed in groups: each runs under its own SAVEPOINT inside one SQLite
 * transaction, and that transaction commits once the event loop has taken in the requests that
 * arrived meanwhile, so one COMMIT (its log pages, its share of checkpoints) serves every write of a
 * busy moment. A transaction's caller hears of its success only after that COMMIT; one that throws is
 * undone alone (ROLLBACK TO its savepoint); a COMMIT that fails fails every transaction in it. A read
 * from outside a transaction runs at once, also while a group waits for its COMMIT, and sees what the
 * group's finished transactions wrote; a write from outside one is a transaction of its own.
 */
export class SqliteStore implements Store {
  readonly dialect = 'sqlite';
  readonly location: string;
  /** The SQLite database itself: the schema, the seed and the checks on the file use it directly. */
  readonly database: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #columns = new Map<string, StatementSync>();
  readonly #objects = new Map<string, RowStatement>();
  /** Ends when the last transaction that started or queued ends; null when none is under way. */
  #turns: Promise<void> | null = null;
  /** The group transactions run in until its COMMIT; null when none is open. */
  #group: Group | null = null;
  #checkpoints: Checkpoints | undefined;

  /** Use `sqliteStore(database)`, which gives each connection one store. */
  constructor(database: DatabaseSync) {
    if (stores.has(database))
      throw new Error('This SQLite connection has its store already: use sqliteStore().');
    stores.set(database, this);
    this.database = database;
    this.location = databasePath(database) ?? ':memory:';
  }

  get<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T | undefined> {
    if (this.#writesAlone(sql)) return this.transaction(() => this.get<T>(sql, ...params));
    return this.#when(() => {
      const { statement, names } = this.#rows(sql);
      const row = statement.get(...params) as unknown as unknown[] | undefined;
      return (row && rowObject(names, row)) as T | undefined;
    });
  }

  all<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    if (this.#writesAlone(sql)) return this.transaction(() => this.all<T>(sql, ...params));
    return this.#when(() => {
      const { statement, names } = this.#rows(sql);
      const rows = statement.all(...params) as unknown as unknown[][];
      return rows.map((row) => rowObject(names, row) as T);
    });
  }

  column<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    return this.#when(() => {
      const rows = this.#arrays(sql).all(...params) as unknown as T[][];
      return rows.map((row) => row[0] as T);
    });
  }

  run(sql: SqlText, ...params: SqlValue[]): Promise<RunResult> {
    // Alone, a write is a transaction: answered once it is committed, like any other.
    if (!this.#inside()) return this.transaction(() => this.run(sql, ...params));
    return this.#when(() => {
      const { changes, lastInsertRowid } = this.#prepared(sql).run(...params);
      return { changes: Number(changes), lastInsertId: Number(lastInsertRowid) };
    });
  }

  /** Outside a transaction, runs after every group is committed (schema and pragmas run alone). */
  async exec(sql: SqlText): Promise<void> {
    if (!this.#inside()) await this.#settled();
    return this.#when(() => this.database.exec(textFor(sql, 'sqlite')));
  }

  /**
   * Runs `work` when its turn comes, in the open group (or a new one), and answers once the group is
   * committed; a throw has its writes undone and is the answer.
   */
  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    if (this.#inside()) return work(this);
    const before = this.#turns;
    let ended!: () => void;
    const turn = new Promise<void>((resolve) => (ended = resolve));
    this.#turns = turn;
    let group: Group | undefined;
    let outcome: Outcome<T>;
    try {
      await before;
      group = this.#join();
      outcome = await this.#member(group, work);
    } finally {
      if (this.#turns === turn) this.#turns = null;
      ended();
      if (group) this.#commitSoon(group);
    }
    if (outcome.ok) {
      await group.committed;
      return outcome.value;
    }
    // Its own failure is the answer, given once the rest of the group is settled.
    await group.committed.catch(() => {});
    throw outcome.error;
  }

  afterCommit(task: () => void): void {
    const ended = this.#inside() ? scopes.getStore()!.ended : Promise.resolve();
    void ended.then(() => setTimeout(() => outsideTransactions(task), 0));
  }

  assertAvailable(): void {
    assertDatabaseFile(this.database);
  }

  /** The open group's COMMIT, which its ended members wait for too (it comes after this turn). */
  async committed(): Promise<void> {
    await this.#group?.committed.catch(() => {});
  }

  /**
   * Moves the write-ahead log into the file from a worker thread every `intervalMs` from now until
   * `close` (checkpoints.ts), instead of in this connection's COMMITs. Nothing for a database in memory.
   */
  checkpointBeside(intervalMs: number): void {
    const file = this.database.location();
    if (file === null || this.#checkpoints) return;
    this.#checkpoints = startCheckpoints(this.database, file, intervalMs);
  }

  async close(): Promise<void> {
    await this.#settled();
    await this.#checkpoints?.stop();
    closeDatabase(this.database);
  }

  /** Ends once no transaction runs or waits and the last group is committed. */
  async #settled(): Promise<void> {
    for (;;) {
      if (this.#turns) await this.#turns;
      else if (this.#group) this.#commit(this.#group);
      else return;
    }
  }

  /**
   * The open group, or a new one when none is open or the open one is full. A database file that is
   * gone is refused before a group begins (database-file.ts).
   */
  #join(): Group {
    const open = this.#group;
    if (open && open.members < GROUP_LIMIT) return open;
    if (open) this.#commit(open);
    assertDatabaseFile(this.database);
    this.database.exec('BEGIN IMMEDIATE');
    const group: Group = { members: 0, scheduled: false, ...groupOutcome() };
    this.#group = group;
    return group;
  }

  /**
   * `work` in `group` under a savepoint: kept when it resolves, undone when it throws. On failure the
   * original error is what the caller sees: SQLite ends the whole transaction itself on some failures
   * (a full disk, an I/O error), which loses the group; a failing ROLLBACK is logged, never thrown in
   * the cause's place.
   */
  async #member<T>(group: Group, work: (tx: Store) => Promise<T>): Promise<Outcome<T>> {
    const db = this.database;
    group.members += 1;
    db.exec('SAVEPOINT member');
    const scope: Scope = { store: this, open: true, ended: group.committed.catch(() => {}) };
    try {
      const value = await scopes.run(scope, () => work(this));
      db.exec('RELEASE member');
      return { ok: true, value };
    } catch (error) {
      this.#undo(error, 'ROLLBACK TO member; RELEASE member');
      if (!db.isTransaction) this.#lost(group, error);
      return { ok: false, error };
    } finally {
      // Work that `work` started and did not await is outside the transaction from now on.
      scope.open = false;
    }
  }

  /**
   * Commits `group` after this turn of the event loop (setImmediate runs once the requests that have
   * arrived are taken in), unless a transaction is running then: its end asks again.
   */
  #commitSoon(group: Group): void {
    if (group.scheduled || this.#group !== group) return;
    group.scheduled = true;
    setImmediate(() => {
      group.scheduled = false;
      if (this.#turns === null) this.#commit(group);
    });
  }

  #commit(group: Group): void {
    if (this.#group !== group) return;
    this.#group = null;
    try {
      this.database.exec('COMMIT');
      group.resolve();
    } catch (error) {
      this.#undo(error, 'ROLLBACK');
      group.reject(error);
    }
  }

  /**
   * Rolls back with `rollback` after `cause`, while a transaction is open (SQLite ends it itself on
   * some failures); a failing rollback is logged, never thrown in the cause's place.
   */
  #undo(cause: unknown, rollback: string): void {
    if (!this.database.isTransaction) return;
    try {
      this.database.exec(rollback);
    } catch (rollbackError) {
      console.error('[server] 回滚失败 / rollback failed after:', reasonOf(cause), rollbackError);
    }
  }

  /** SQLite ended the group's transaction itself (a full disk, an I/O error): none of it is kept. */
  #lost(group: Group, error: unknown): void {
    if (this.#group === group) this.#group = null;
    group.reject(error);
  }

  /** A write (`… RETURNING` read with get or all) from outside a transaction: one of its own. */
  #writesAlone(sql: SqlText): boolean {
    return WRITE.test(textFor(sql, 'sqlite')) && !this.#inside();
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

  /** The statement for `sql` reading rows as arrays, and its columns' names, for `rowObject`. */
  #rows(sql: SqlText): RowStatement {
    const text = textFor(sql, 'sqlite');
    let prepared = this.#objects.get(text);
    if (!prepared) {
      const statement = this.database.prepare(text);
      statement.setReturnArrays(true);
      prepared = { statement, names: statement.columns().map((column) => column.name) };
      this.#objects.set(text, prepared);
    }
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
