/**
 * Results kept until a table they are read from grows (`cachedUntilGrowth`), the largest ids that
 * say so, and the tables' counts kept the same way. (The data modules' other plumbing: sql.ts.)
 */
import type { Store } from '../store/store.ts';

/**
 * Tables whose rows are only ever added, but for the content desk's changes (CHANGED_IN_PLACE), and
 * `community_edits`, which gains a row whenever a post's or reply's text changes or is deleted: a
 * result read from posts or replies names it too, so an edit or deletion counts as growth.
 */
const GROWTH_SQL = {
  policies: 'SELECT max(id) AS n FROM policies',
  announcements: 'SELECT max(id) AS n FROM announcements',
  logistics_info: 'SELECT max(id) AS n FROM logistics_info',
  enterprises: 'SELECT max(id) AS n FROM enterprises',
  routes: 'SELECT max(id) AS n FROM routes',
  circles: 'SELECT max(id) AS n FROM circles',
  posts: 'SELECT max(id) AS n FROM posts',
  replies: 'SELECT max(id) AS n FROM replies',
  community_edits: 'SELECT max(id) AS n FROM community_edits',
  moderation_actions: 'SELECT max(id) AS n FROM moderation_actions',
  // Not a largest id: the kept credit facts change in place, and each change (with each upheld
  // complaint) counts one here, in the write's transaction (credit-facts.ts), so an order by credit
  // is kept until some publisher's credit may have moved.
  credit_facts: "SELECT n FROM content_changes WHERE name = 'credit_facts'",
  // Every change that alters a public page of user content records a row here, in the write's
  // transaction (site-changes.ts): an offer edited or closed, a post hidden, a nickname or a mark.
  site_changes: 'SELECT max(id) AS n FROM site_changes',
} as const;
export type GrowingTable = keyof typeof GROWTH_SQL;

/**
 * Tables whose rows the content desk also replaces and removes (publish over a published item,
 * withdraw): each such change counts one in `content_changes` (queries/desk-public.ts), read beside
 * the table's largest id, so a list cached from the table before the change is not served after it.
 */
const CHANGED_IN_PLACE: Partial<Record<GrowingTable, string>> = {
  policies: "SELECT n FROM content_changes WHERE name = 'policies'",
  announcements: "SELECT n FROM content_changes WHERE name = 'announcements'",
  enterprises: "SELECT n FROM content_changes WHERE name = 'enterprises'",
  routes: "SELECT n FROM content_changes WHERE name = 'routes'",
  logistics_info: "SELECT n FROM content_changes WHERE name = 'logistics_info'",
};

/**
 * Counts one in-place change of each of `tables` (CHANGED_IN_PLACE), so the results cached from them
 * before the change are not served after it.
 */
export async function countContentChange(db: Store, ...tables: GrowingTable[]): Promise<void> {
  const bump =
    'INSERT INTO content_changes (name, n) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET n = content_changes.n + 1';
  for (const table of tables) await db.run(bump, table);
}

/**
 * The largest id of each table (and its count of in-place changes, CHANGED_IN_PLACE), read with one
 * statement (one call into SQLite instead of one per table: the calls, not the index lookups, are
 * what cost here).
 */
async function largestIds(db: Store, tables: readonly GrowingTable[]): Promise<number[]> {
  const row = (await db.get<Record<string, number | null>>(growthQuery(tables)))!;
  // One column per part, in order (`n0`, `n1`, …): the row's own order.
  return Object.values(row).map((n) => Number(n ?? 0));
}

/** largestIds' statement for each list of tables, written once (every read of a kept list asks it). */
const growthQueries = new Map<string, string>();

function growthQuery(tables: readonly GrowingTable[]): string {
  const key = tables.join(',');
  let text = growthQueries.get(key);
  if (text === undefined) {
    const parts = tables.flatMap((table) => {
      const changes = CHANGED_IN_PLACE[table];
      return changes ? [GROWTH_SQL[table], changes] : [GROWTH_SQL[table]];
    });
    text = `SELECT ${parts.map((sql, index) => `(${sql}) AS n${index}`).join(', ')}`;
    growthQueries.set(key, text);
  }
  return text;
}

/** What a cached result was computed from: the largest id of each table then. */
export interface Previous<T> {
  value: T;
  since: readonly number[];
}

interface CacheEntry {
  since: number[];
  value: unknown;
  at: number;
}
/** Lists' ids and visitors' pages of them (content-endpoints.ts) together. */
const CACHE_LIMIT = 1000;
const caches = new WeakMap<Store, Map<string, CacheEntry>>();
/** The results cachedUntilGrowth keeps: every request that asks gets the same object, never changed. */
const keptResults = new WeakSet<object>();

/** Whether `value` is a kept result (the same object for every request until it is computed anew). */
export const isKeptResult = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && keptResults.has(value);

/** How cachedUntilGrowth keeps a result. */
export interface KeptOptions {
  /** Kept at most this long (results that show counters such as views); default for ever. */
  maxAgeMs?: number;
  /**
   * `compute` adds no row past `since` to `previous`: it ignores `previous`, or reads only the rows
   * up to `since`. Its result is then kept even when rows were written while it ran; otherwise it is
   * answered but not kept (it may hold rows past `since`, which adding "the rows after `since`" later
   * would count twice). Without this, a process that reads while others write hundreds of rows a
   * second (a render worker) would keep nothing, and compute everything anew on every read.
   */
  keepWhileWritten?: boolean;
}

/**
 * `compute()` remembered under `key` until one of `tables` gains a row (its largest id moves), or
 * for at most `maxAgeMs` when given (for results that show counters such as views).
 * `compute` receives the previous result and the largest ids it saw, and the largest ids now, to
 * add only the new rows when it can. At most CACHE_LIMIT results are kept per database, the least recently used dropped.
 */
export async function cachedUntilGrowth<T>(
  db: Store,
  tables: readonly GrowingTable[],
  key: string,
  compute: (previous: Previous<T> | undefined, since: readonly number[]) => Promise<T>,
  options: KeptOptions = {},
): Promise<T> {
  const { maxAgeMs = Infinity, keepWhileWritten = false } = options;
  const since = await largestIds(db, tables);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, CacheEntry>()));
  const entry = cache.get(key);
  cache.delete(key);
  // An entry's age is a duration: the monotonic clock, not the time of day.
  const now = performance.now();
  if (entry && now - entry.at < maxAgeMs && entry.since.every((n, i) => n === since[i])) {
    cache.set(key, entry);
    return entry.value as T;
  }
  const value = await compute(entry && { value: entry.value as T, since: entry.since }, since);
  // Another request may have written while this one computed (every read awaits): then the value
  // may hold rows newer than `since`, and adding "the rows after `since`" to it later would count
  // them twice. Unless `compute` never adds to a previous result past `since`, it is answered but
  // not kept; the previous result stays. The largest ids only grow, so the same ids before and after
  // mean nothing was added in between.
  const after = keepWhileWritten ? since : await largestIds(db, tables);
  if (after.every((n, i) => n === since[i])) {
    cache.set(key, { since, value, at: now });
    if (typeof value === 'object' && value !== null) keptResults.add(value);
  } else if (entry) cache.set(key, entry);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * The number of rows of a table whose rows are only added (or removed with a count of its in-place
 * changes, CHANGED_IN_PLACE). When it grows, only the rows added are counted and added; a change in
 * place counts every row again. Either count reads the rows up to the largest id it is made for, so
 * it holds for that id exactly, whatever is written meanwhile (rows commit in the order of their ids:
 * one writer on SQLite, the turn on PostgreSQL). Counting 200,000 offers took 15 ms on PostgreSQL, on
 * every render of the home while offers were published.
 */
export const countRows = async (db: Store, table: GrowingTable): Promise<number> =>
  cachedUntilGrowth<number>(
    db,
    [table],
    `${table}:count`,
    async (previous, since) => {
      const [largest = 0, ...changes] = since;
      const [before = 0, ...changesBefore] = previous?.since ?? [];
      if (previous && changesBefore.every((n, i) => n === changes[i])) {
        const added = await db.get<{ n: number }>(
          `SELECT count(*) AS n FROM ${table} WHERE id > ? AND id <= ?`,
          before,
          largest,
        );
        return previous.value + Number(added!.n);
      }
      // Every row, less the few past `largest`, in one statement: SQLite counts a whole table from
      // its b-tree's pages without reading a row.
      const all = await db.get<{ n: number }>(
        `SELECT (SELECT count(*) FROM ${table}) - (SELECT count(*) FROM ${table} WHERE id > ?) AS n`,
        largest,
      );
      return Number(all!.n);
    },
    { keepWhileWritten: true },
  );
