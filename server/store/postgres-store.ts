/**
 * The portal's statements on PostgreSQL: the same constant texts with `?` placeholders the SQLite
 * store runs (numbered once per text, postgres-sql.ts), or the text written for PostgreSQL where the
 * dialects differ. Statements are prepared by name on each pooled connection, so a text is parsed
 * once per connection, as SQLite's store prepares it once per database.
 *
 * A transaction holds one pooled connection from BEGIN to COMMIT; everything it runs goes through it,
 * and a transaction begun inside it joins it. Other requests meanwhile use other connections, and
 * PostgreSQL keeps them apart (READ COMMITTED; the statements that must not race lock their rows or
 * rely on a unique index, as on SQLite).
 */
import { createHash } from 'node:crypto';
import { pg } from './postgres-client.ts';
import { numberedPlaceholders } from './postgres-sql.ts';

/** One statement for both stores, or one text per dialect where they differ. */
export type SqlText = string | { readonly sqlite: string; readonly postgres: string };

export type SqlValue = string | number | bigint | null | Uint8Array;

export interface RunResult {
  changes: number;
}

interface Prepared {
  name: string;
  text: string;
  count: number;
}

const prepared = new Map<string, Prepared>();

/** The statement for `sql` on PostgreSQL: numbered placeholders and a name, made once per text. */
function postgresStatement(sql: SqlText): Prepared {
  const source = typeof sql === 'string' ? sql : sql.postgres;
  let statement = prepared.get(source);
  if (!statement) {
    const { text, count } = numberedPlaceholders(source);
    const name = `p_${createHash('sha1').update(source).digest('hex').slice(0, 20)}`;
    prepared.set(source, (statement = { name, text, count }));
  }
  return statement;
}

type Queryable = pg.Pool | pg.PoolClient;

export class PostgresStore {
  readonly dialect = 'postgres' as const;
  readonly #on: Queryable;
  readonly #inTransaction: boolean;

  constructor(on: Queryable, inTransaction = false) {
    this.#on = on;
    this.#inTransaction = inTransaction;
  }

  /** A store on a pool of at most `max` connections to `url` (PORTAL_DATABASE_URL). */
  static connect(url: string, options: { max?: number } = {}): { store: PostgresStore; pool: pg.Pool } {
    const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
    return { store: new PostgresStore(pool), pool };
  }

  async #query<T>(sql: SqlText, params: readonly SqlValue[]): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const statement = postgresStatement(sql);
    if (statement.count !== params.length) {
      throw new Error(`statement takes ${statement.count} values, ${params.length} given: ${statement.text}`);
    }
    return this.#on.query<T & pg.QueryResultRow>({
      name: statement.name,
      text: statement.text,
      values: params as unknown[],
    });
  }

  async get<T>(sql: SqlText, ...params: SqlValue[]): Promise<T | undefined> {
    return (await this.#query<T>(sql, params)).rows[0];
  }

  async all<T>(sql: SqlText, ...params: SqlValue[]): Promise<T[]> {
    return (await this.#query<T>(sql, params)).rows;
  }

  async run(sql: SqlText, ...params: SqlValue[]): Promise<RunResult> {
    return { changes: (await this.#query(sql, params)).rowCount ?? 0 };
  }

  /** Statements without values, several at once (schema changes, `SET …`). */
  async exec(sql: SqlText): Promise<void> {
    await this.#on.query(typeof sql === 'string' ? sql : sql.postgres);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PostgresStore) => Promise<T>): Promise<T> {
    if (this.#inTransaction) return work(this);
    if (!(this.#on instanceof pg.Pool)) throw new Error('a store on one connection begins no transaction');
    const client = await this.#on.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(new PostgresStore(client, true));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is not handed out again.
      client.release(broken);
    }
  }
}
