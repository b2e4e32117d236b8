/**
 * The portal's statements on PostgreSQL: the same constant texts with `?` placeholders the SQLite
 * store runs (numbered once per text, postgres-sql.ts), or the text written for PostgreSQL where the
 * dialects differ. Statements are prepared by name on each pooled connection, so a text is parsed
 * once per connection, as SQLite's store prepares it once per database.
 *
 * A transaction holds one pooled connection from BEGIN to COMMIT; everything run inside it (through
 * `tx` or the store itself, found by the async context) goes through that connection, and a
 * transaction begun inside it joins it. Other requests meanwhile use other connections, and
 * PostgreSQL keeps them apart: transactions are SERIALIZABLE and run again when refused for a
 * conflict (`transaction`); a statement outside one is its own transaction.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { pg } from './postgres-client.ts';
import { numberedPlaceholders } from './postgres-sql.ts';

import { textFor, type RunResult, type SqlText, type SqlValue, type Store } from './store.ts';

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

/** How often a transaction PostgreSQL refused for a conflict is run (the first time included). */
const TRANSACTION_ATTEMPTS = 20;

/** A serialization failure or a deadlock: the transaction may succeed when run again. */
const isConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
};

export class PostgresStore implements Store {
  readonly dialect = 'postgres' as const;
  readonly location: string;
  readonly #pool: pg.Pool;

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
   * SERIALIZABLE, as SQLite's transactions (which take turns) are: a transaction that checks and then
   * writes (a key not yet used, a rate not yet reached, a floor number) never interleaves with
   * another that would change what it checked. PostgreSQL refuses one of two such transactions
   * (40001, or 40P01 for a deadlock); it is run again from the start, a few times at most, so callers
   * see the same answers as on SQLite. `work` only touches the database, so running it again is safe.
   */
  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const current = scopes.getStore();
    if (current && current.open && current.store === this) return work(this);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#transactionOnce(work);
      } catch (error) {
        if (!isConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
        // A short, random pause lets the transaction that won finish before this one starts again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  async #transactionOnce<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const scope: Scope = { store: this, client, open: true };
    let broken = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
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

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
