/**
 * The one way the server reads and writes its data (docs/decisions.md, "One store, two databases").
 * Every call is asynchronous, whatever the database: SQLite answers at once, PostgreSQL over a
 * connection. Queries stay hand-written constant SQL with `?` for each value; a store prepares a
 * text once and binds the values, so no SQL is ever built from a value.
 */

/**
 * A statement's text: one text both databases understand, or one per dialect where they differ
 * (full-text search, upserts, date functions). A PostgreSQL store numbers the `?` itself (`$1`, `$2`).
 */
export type SqlText = string | { readonly sqlite: string; readonly postgres: string };

/** A value bound to a `?`. */
export type SqlValue = null | number | bigint | string | Uint8Array;

export type Dialect = 'sqlite' | 'postgres';

/** What a write changed. */
export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
  /** The id of the row an INSERT made (0 when it made none). */
  lastInsertId: number;
}

export interface Store {
  readonly dialect: Dialect;
  /** Where the data lives, for the log (a file path, a database name); never a password. */
  readonly location: string;
  /** The first row `sql` selects, or undefined. */
  get<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T | undefined>;
  /** Every row `sql` selects. */
  all<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]>;
  /** The first column of every row `sql` selects (id lists, read compactly). */
  column<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]>;
  /** One INSERT, UPDATE or DELETE. */
  run(sql: SqlText, ...params: SqlValue[]): Promise<RunResult>;
  /** Statements without values (schema, pragmas), separated by `;`. */
  exec(sql: SqlText): Promise<void>;
  /**
   * Runs `work` in one transaction: all of it is kept, or none of it (a throw rolls back and the
   * error reaches the caller). Statements issued while it runs, from `work` and whatever it awaits,
   * belong to it whether they go through `tx` or the store itself; a `transaction` inside joins it.
   * Anyone else's statements and transactions wait until it ends.
   */
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
  /**
   * Calls `task` once the transaction the caller runs inside has ended (its COMMIT sent and answered,
   * or its writes undone), outside it; outside a transaction, on the next turn of the event loop. For
   * telling others of a write (a wake-up) when what they read is there to read.
   */
  afterCommit(task: () => void): void;
  /**
   * Throws DatabaseUnavailableError (database-file.ts) when the database can no longer keep what it
   * is given (the SQLite file was deleted or replaced); checked before every request.
   */
  assertAvailable(): void;
  /**
   * Resolves once what the transactions that ended so far wrote is committed, so another connection
   * reads it too (the render workers read what this one's reads already see).
   */
  committed(): Promise<void>;
  /** Waits for the transaction running, then closes the database. */
  close(): Promise<void>;
}

/** The text of `sql` for `dialect`. */
export const textFor = (sql: SqlText, dialect: Dialect): string =>
  typeof sql === 'string' ? sql : sql[dialect];
