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
import { groupOutcome, type GroupOutcome } from '../group-outcome.ts';

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
  /** Settles when the transaction's group has committed or failed. */
  ended: Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs a function in the async context of this module's loading: outside any transaction. */
const outsideTransactions = AsyncLocalStorage.snapshot();

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

/**
 * One PostgreSQL transaction holding the turn lock and the node's transactions that queued while it
 * ran, each under the savepoint `member`, until its COMMIT.
 */
interface Group extends GroupOutcome {
  client: pg.PoolClient;
  /** Transactions that ran in it so far. */
  members: number;
  /** No transaction joins any more: one met a conflict. */
  closing: boolean;
  /** Its COMMIT was sent, or it was lost. */
  ended: boolean;
}

/**
 * Transactions one COMMIT holds at most: enough for what 50 writing connections queue while a group
 * runs, and under the 64 subtransactions a PostgreSQL session keeps in shared memory (a writing
 * savepoint is one until the COMMIT; past 64 every other session's snapshot reads pg_subtrans). The
 * bound also lets another node's group have the turn lock between two of this node's.
 */
export const GROUP_LIMIT = 32;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export class PostgresStore implements Store {
  readonly dialect = 'postgres' as const;
  readonly location: string;
  readonly #pool: pg.Pool;
  /** Ends when the last transaction this node queued has run (its group may still be committing). */
  #turns: Promise<void> = Promise.resolve();
  /** Transactions queued behind the one running: while any waits, the open group is kept for it. */
  #waiting = 0;
  /** The group transactions run in until its COMMIT is sent; null when none is open. */
  #group: Group | null = null;
  /** Ends when the newest group has committed or failed. */
  #lastGroup: Promise<void> = Promise.resolve();

  /**
   * Told of each statement a transaction sends (all of them in the turn every transaction takes): for
   * the tests that count what a write holds the turn for (docs/decisions.md, "A write's statements in
   * the turn").
   */
  onStatement: ((text: string) => void) | undefined;

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
  #connection(text: string): pg.Pool | pg.PoolClient {
    const scope = scopes.getStore();
    if (!scope || !scope.open || scope.store !== this) return this.#pool;
    this.onStatement?.(text);
    return scope.client;
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
    return this.#connection(statement.text).query<T & pg.QueryResultRow>({
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
    const text = textFor(sql, 'postgres');
    await this.#connection(text).query(text);
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. What
   * `work` runs meanwhile — through `tx` or through the store itself — goes through the transaction's
   * connection; a transaction begun inside it joins it.
   *
   * Transactions take turns, as on SQLite, across every node on this database: within a node they
   * queue in memory (so waiting holds no pooled connection, and reads go on meanwhile), and they run
   * in groups that hold a transaction-level advisory lock (TURN_LOCK) every node's groups share. So a
   * transaction that checks and then writes (a key not yet used, a rate not reached, a floor number)
   * never interleaves with another, and what commits first has the lower ids. A group is one
   * PostgreSQL transaction holding each of the node's transactions that queued while it ran, each
   * under its own savepoint (a throw undoes that one alone), and its one COMMIT answers them all: a
   * caller hears of its success only once that COMMIT kept it (docs/decisions.md, "PostgreSQL commits
   * transactions in groups"). A deadlock with a statement outside any transaction (40P01) runs the
   * transaction again in the next group; `work` only touches the database, so that is safe.
   */
  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const current = scopes.getStore();
    if (current && current.open && current.store === this) return work(this);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#grouped(work);
      } catch (error) {
        if (!isConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * `work` once its turn comes, in the open group or a new one; answered once the group's COMMIT
   * kept it, or with its own failure once the rest of the group is settled.
   */
  async #grouped<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const previous = this.#turns;
    let ended = () => {};
    this.#turns = new Promise<void>((resolve) => (ended = resolve));
    this.#waiting += 1;
    let group: Group | undefined;
    let outcome: Outcome<T>;
    try {
      await previous;
      this.#waiting -= 1;
      group = await this.#join();
      outcome = await this.#member(group, work);
    } finally {
      // Committed before the next turn begins, unless a transaction of this node waits to join.
      if (group && (this.#waiting === 0 || group.members >= GROUP_LIMIT || group.closing))
        this.#commit(group);
      ended();
    }
    if (outcome.ok) {
      await group.committed;
      return outcome.value;
    }
    await group.committed.catch(() => {});
    throw outcome.error;
  }

  /**
   * The open group with a new savepoint for the next member, or a new group: a pooled connection, its
   * transaction and the turn lock (waiting there while another node's group, or this node's previous
   * one, commits).
   */
  async #join(): Promise<Group> {
    const open = this.#group;
    if (open) {
      try {
        await open.client.query('RELEASE SAVEPOINT member; SAVEPOINT member');
      } catch (error) {
        this.#lose(open, error);
        throw error;
      }
      return open;
    }
    const client = await this.#pool.connect();
    try {
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${TURN_LOCK}); SAVEPOINT member`);
    } catch (error) {
      await this.#rollback(client);
      throw error;
    }
    const group: Group = { client, members: 0, closing: false, ended: false, ...groupOutcome() };
    this.#group = group;
    this.#lastGroup = group.committed.catch(() => {});
    return group;
  }

  /**
   * `work` in `group` under its savepoint: kept when it resolves, undone when it throws. A conflict
   * closes the group, so the retry (and the statement it met) waits for its COMMIT rather than for
   * locks the group's earlier members hold.
   */
  async #member<T>(group: Group, work: (tx: Store) => Promise<T>): Promise<Outcome<T>> {
    group.members += 1;
    const ended = group.committed.catch(() => {});
    const scope: Scope = { store: this, client: group.client, open: true, ended };
    try {
      return { ok: true, value: await scopes.run(scope, () => work(this)) };
    } catch (error) {
      if (isConflict(error)) group.closing = true;
      await group.client.query('ROLLBACK TO SAVEPOINT member').catch(() => this.#lose(group, error));
      return { ok: false, error };
    } finally {
      // Work that `work` started and did not await is outside the transaction from now on.
      scope.open = false;
    }
  }

  /** Sends the group's COMMIT; the next group may begin meanwhile and waits for the turn lock. */
  #commit(group: Group): void {
    if (group.ended) return;
    group.ended = true;
    if (this.#group === group) this.#group = null;
    group.client.query('COMMIT').then(
      () => {
        group.client.release();
        group.resolve();
      },
      async (error: unknown) => {
        await this.#rollback(group.client);
        group.reject(error);
      },
    );
  }

  /** The group's connection failed (a ROLLBACK TO or a savepoint did not run): none of it is kept. */
  #lose(group: Group, error: unknown): void {
    if (group.ended) return;
    group.ended = true;
    if (this.#group === group) this.#group = null;
    void this.#rollback(group.client).then(() => group.reject(error));
  }

  /** Rolls back and gives the connection back; one whose ROLLBACK failed is not handed out again. */
  async #rollback(client: pg.PoolClient): Promise<void> {
    let broken = false;
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    client.release(broken);
  }

  afterCommit(task: () => void): void {
    const scope = scopes.getStore();
    const ended = scope && scope.open && scope.store === this ? scope.ended : Promise.resolve();
    void ended.then(() => setTimeout(() => outsideTransactions(task), 0));
  }

  /** Nothing to check per request: a lost connection fails the statement that needs it. */
  assertAvailable(): void {}

  /**
   * The newest group's COMMIT: a transaction that ended is committed only with its group, and other
   * nodes' rows are read by other connections, which see committed rows only.
   */
  async committed(): Promise<void> {
    await this.#lastGroup;
  }

  /** Once every transaction queued has run and the last group has ended. */
  async close(): Promise<void> {
    await this.#turns;
    await this.#lastGroup;
    await this.#pool.end();
  }
}
