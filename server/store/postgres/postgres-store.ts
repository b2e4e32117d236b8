/**
 * The portal's statements on PostgreSQL: the same constant texts with `?` placeholders the SQLite
 * store runs (numbered once per text, postgres-sql.ts), or the text written for PostgreSQL where the
 * dialects differ. Statements are prepared by name on each pooled connection, so a text is parsed
 * once per connection, as SQLite's store prepares it once per database.
 *
 * A transaction holds one pooled connection from BEGIN to COMMIT; everything run inside it (through
 * `tx` or the store itself, found by the async context) goes through that connection, and a
 * transaction begun inside it joins it. Other requests meanwhile use other connections, and
 * transactions take turns across every node (`transaction`); a statement outside one is its own
 * transaction and runs at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { pg } from './postgres-client.ts';
import { numberedPlaceholders } from './postgres-sql.ts';

import { textFor, type RunResult, type SqlText, type SqlValue, type Store } from '../store.ts';

interface Prepared {
  name: string;
  text: string;
  count: number;
}

const prepared = new Map<string, Prepared>();

/**
 * An INSERT answers the ids it made (PostgreSQL has no "last insert id" to ask for afterwards);
 * an INSERT that names its own RETURNING keeps it.
 */
const withReturning = (text: string): string =>
  /^\s*INSERT\b/i.test(text) && !/\bRETURNING\b/i.test(text)
    ? `${text.replace(/[\s;]+$/, '')} RETURNING *`
    : text;

/** The statement for `sql` on PostgreSQL: numbered placeholders and a name, made once per text. */
function postgresStatement(sql: SqlText, returning: boolean): Prepared {
  const source = textFor(sql, 'postgres');
  const key = returning ? `R:${source}` : source;
  let statement = prepared.get(key);
  if (!statement) {
    const { text, count } = numberedPlaceholders(returning ? withReturning(source) : source);
    const name = `p_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
    prepared.set(key, (statement = { name, text, count }));
  }
  return statement;
}

/** The transaction an async call chain runs inside, while it is open. */
interface Scope {
  store: PostgresStore;
  client: pg.PoolClient;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The database a URL names, for the log: never its password. */
export const databaseName = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
};

/** How often a transaction PostgreSQL ended for a deadlock is run (the first time included). */
const TRANSACTION_ATTEMPTS = 5;

/**
 * The advisory lock a transaction holds while it runs: the same number on every node of one portal
 * (any number other than the schema migrations' lock, postgres-migrations.ts).
 */
const TURN_LOCK = 7_319_420_242;

/** A deadlock, or a serialization failure: the transaction may succeed when run again. */
const isConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
};

export class PostgresStore implements Store {
  readonly dialect = 'postgres' as const;
  readonly location: string;
  readonly #pool: pg.Pool;
  /** Ends when the last transaction this node queued ends. */
  #turns: Promise<void> = Promise.resolve();

  constructor(pool: pg.Pool, location = 'postgres') {
    this.#pool = pool;
    this.location = location;
  }

  /** A store on a pool of at most `max` connections to `url` (PORTAL_DATABASE_URL). */
  static connect(
    url: string,
    options: { max?: number; exitOnIdle?: boolean } = {},
  ): { store: PostgresStore; pool: pg.Pool } {
    // `exitOnIdle`: a process that only reads (the build) may end while idle connections stay open.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      allowExitOnIdle: options.exitOnIdle ?? false,
    });
    // An idle connection the database ends (a restart, a failover, an administrator) is dropped from
    // the pool and the next statement opens a new one; unhandled, the error would stop the process.
    pool.on('error', (error) => {
      console.warn(`[server] PostgreSQL 连接中断 / connection lost (${databaseName(url)}): ${error.message}`);
    });
    return { store: new PostgresStore(pool, databaseName(url)), pool };
  }

  /** The open transaction's connection when the caller runs inside one of this store's, else the pool. */
  #connection(): pg.Pool | pg.PoolClient {
    const scope = scopes.getStore();
    return scope && scope.open && scope.store === this ? scope.client : this.#pool;
  }

  async #query<T>(
    sql: SqlText,
    params: readonly SqlValue[],
    options: { returning?: boolean; arrays?: boolean } = {},
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const statement = postgresStatement(sql, options.returning ?? false);
    if (statement.count !== params.length) {
      throw new Error(`statement takes ${statement.count} values, ${params.length} given: ${statement.text}`);
    }
    return this.#connection().query<T & pg.QueryResultRow>({
      name: statement.name,
      text: statement.text,
      values: params as unknown[],
      ...(options.arrays ? { rowMode: 'array' } : {}),
    });
  }

  async get<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T | undefined> {
    return (await this.#query<T>(sql, params)).rows[0];
  }

  async all<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    return (await this.#query<T>(sql, params)).rows;
  }

  /** The first column of every row. */
  async column<T = unknown>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    const result = await this.#query<unknown[]>(sql, params, { arrays: true });
    return (result.rows as unknown as unknown[][]).map((row) => row[0] as T);
  }

  async run(sql: SqlText, ...params: SqlValue[]): Promise<RunResult> {
    const result = await this.#query<{ id?: unknown }>(sql, params, { returning: true });
    const id = result.rows.at(-1)?.id;
    return { changes: result.rowCount ?? 0, lastInsertId: typeof id === 'number' ? id : 0 };
  }

  /** Statements without values, several at once (schema changes, `SET …`). */
  async exec(sql: SqlText): Promise<void> {
    await this.#connection().query(textFor(sql, 'postgres'));
  }

  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. What `work` runs meanwhile — through `tx` or through the store itself — goes through that
   * connection; a transaction begun inside it joins it.
   *
   * Transactions take turns, as on SQLite, across every node on this database: within a node they
   * queue in memory (so waiting holds no pooled connection, and reads go on meanwhile), and the one
   * whose turn it is takes a transaction-level advisory lock (TURN_LOCK) that every node's
   * transactions share. So a transaction that checks and then writes (a key not yet used, a rate not
   * reached, a floor number) never interleaves with another. A deadlock with a statement outside any
   * transaction (40P01) runs the transaction again; `work` only touches the database, so that is safe.
   */
  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const current = scopes.getStore();
    if (current && current.open && current.store === this) return work(this);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#inTurn(() => this.#transactionOnce(work));
      } catch (error) {
        if (!isConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      }
    }
  }

  /** Runs `task` once every transaction of this node queued before it has ended. */
  async #inTurn<T>(task: () => Promise<T>): Promise<T> {
    const previous = this.#turns;
    let done = () => {};
    this.#turns = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      return await task();
    } finally {
      done();
    }
  }

  async #transactionOnce<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const scope: Scope = { store: this, client, open: true };
    let broken = false;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [TURN_LOCK]);
      const result = await scopes.run(scope, () => work(this));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      scope.open = false;
      // A connection whose ROLLBACK failed is not handed out again.
      client.release(broken);
    }
  }

  /** Nothing to check per request: a lost connection fails the statement that needs it. */
  assertAvailable(): void {}

  /** A transaction's caller hears of it after its COMMIT, and reads go to other connections. */
  async committed(): Promise<void> {}

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
