import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { Paged } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import type { SqlFragment } from './search.ts';

/**
 * Shared plumbing of the data modules: prepared statements kept per database (parsing a statement
 * costs more than running most of ours), WHERE clauses assembled from constant fragments with bound
 * values, and results cached until a table grows.
 */
const statements = new WeakMap<Database, Map<string, StatementSync>>();

/** The prepared statement for `text` on `db`, prepared once. `text` is always a constant of the code. */
export function statement(db: Database, text: string): StatementSync {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map<string, StatementSync>()));
  let prepared = byText.get(text);
  if (!prepared) byText.set(text, (prepared = db.prepare(text)));
  return prepared;
}

/** Builds a condition list; each part is a constant SQL text plus the values for its `?`. */
export class Conditions {
  readonly parts: string[] = [];
  readonly params: SQLInputValue[] = [];

  add(sql: string, ...params: SQLInputValue[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  addFragment(fragment: SqlFragment): this {
    return this.add(fragment.sql, ...fragment.params);
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

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
 * The largest id of each table (and its count of in-place changes, CHANGED_IN_PLACE), read with one
 * statement (one call into SQLite instead of one per table: the calls, not the index lookups, are
 * what cost here).
 */
function largestIds(db: Database, tables: readonly GrowingTable[]): number[] {
  const parts = tables.flatMap((table) => {
    const changes = CHANGED_IN_PLACE[table];
    return changes ? [GROWTH_SQL[table], changes] : [GROWTH_SQL[table]];
  });
  const columns = parts.map((sql, index) => `(${sql}) AS n${index}`).join(', ');
  const row = statement(db, `SELECT ${columns}`).get() as Record<string, number | null>;
  return parts.map((_, index) => Number(row[`n${index}`] ?? 0));
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
const CACHE_LIMIT = 100;
const caches = new WeakMap<Database, Map<string, CacheEntry>>();

/**
 * `compute()` remembered under `key` until one of `tables` gains a row (its largest id moves), or
 * for at most `maxAgeMs` when given (for results that show counters such as views).
 * `compute` receives the previous result and the largest ids it saw, and the largest ids now, to
 * add only the new rows when it can. At most CACHE_LIMIT results are kept per database, the least recently used dropped.
 */
export function cachedUntilGrowth<T>(
  db: Database,
  tables: readonly GrowingTable[],
  key: string,
  compute: (previous: Previous<T> | undefined, since: readonly number[]) => T,
  maxAgeMs = Infinity,
): T {
  const since = largestIds(db, tables);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, CacheEntry>()));
  const entry = cache.get(key);
  cache.delete(key);
  const now = Date.now();
  if (entry && now - entry.at < maxAgeMs && entry.since.every((n, i) => n === since[i])) {
    cache.set(key, entry);
    return entry.value as T;
  }
  const value = compute(entry && { value: entry.value as T, since: entry.since }, since);
  cache.set(key, { since, value, at: now });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

const idStatements = new WeakMap<Database, Map<string, StatementSync>>();

/** The `id` column of every row `text` selects, compactly (rows read as arrays: half the cost). */
export function selectIds(db: Database, text: string, params: readonly SQLInputValue[]): Int32Array {
  let byText = idStatements.get(db);
  if (!byText) idStatements.set(db, (byText = new Map<string, StatementSync>()));
  let prepared = byText.get(text);
  if (!prepared) {
    prepared = db.prepare(text);
    prepared.setReturnArrays(true);
    byText.set(text, prepared);
  }
  const rows = prepared.all(...params) as unknown as [number][];
  return Int32Array.from(rows, (row) => row[0]);
}

/**
 * Loads the rows for `ids` with `text` (a SELECT whose WHERE reads `IN (SELECT value FROM json_each(?))`)
 * and returns them in the order of `ids`.
 */
function rowsInOrder<T extends { id: number }>(db: Database, text: string, ids: readonly number[]): T[] {
  if (!ids.length) return [];
  const rows = statement(db, text).all(JSON.stringify(ids)) as unknown as T[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of an ordered id list. */
const pageOf = (ids: Int32Array, offset: number, pageSize: number): number[] =>
  Array.from(ids.subarray(offset, offset + pageSize));

/**
 * Page `page` (from 1) of an ordered id list as the contract's paged shape; `itemsById` reads the
 * rows of a JSON array of ids (`… WHERE x.id IN (SELECT value FROM json_each(?))`).
 */
export function pagedRows<T extends { id: number }>(
  db: Database,
  itemsById: string,
  ids: Int32Array,
  page: number,
  pageSize: number,
): Paged<T> {
  const list = rowsInOrder<T>(db, itemsById, pageOf(ids, (page - 1) * pageSize, pageSize));
  return { list, total: ids.length, page, pageSize };
}

/** A content list's search: the ids it selects, in order, and how to read a page of their rows. */
export interface Search {
  /** The table whose new rows may join the list. */
  table: GrowingTable;
  /** What the list depends on besides the table (its filter, the day), part of the cache key. */
  key: unknown;
  /** `SELECT x.id FROM … WHERE … ORDER BY …`, with `params` for its `?`. */
  ids: string;
  params: readonly SQLInputValue[];
  /** Reads the rows of a JSON array of ids (`… WHERE x.id IN (SELECT value FROM json_each(?))`). */
  itemsById: string;
}

/**
 * Page `page` of a content list: the ordered id list of the search is kept until its table gains a
 * row (docs/decisions.md, "Server content queries"), and a page is a slice of it plus one lookup.
 */
export function pagedSearch<T extends { id: number }>(
  db: Database,
  search: Search,
  page: number,
  pageSize: number,
): Paged<T> {
  const ids = cachedUntilGrowth(db, [search.table], `${search.table}:${JSON.stringify(search.key)}`, () =>
    selectIds(db, search.ids, search.params),
  );
  return pagedRows<T>(db, search.itemsById, ids, page, pageSize);
}

/**
 * A user's own rows of `table` (我的帖子, 我的回复) that they have not deleted, newest first: `select`
 * reads them and ends with `WHERE x.user_id = ? AND x.deleted_at IS NULL ORDER BY x.id DESC LIMIT ? OFFSET ?`.
 */
export function ownRows<T>(
  db: Database,
  table: 'posts' | 'replies',
  select: string,
  userId: number,
  limit: number,
  offset: number,
): { list: T[]; total: number } {
  const list = statement(db, select).all(userId, limit, offset) as unknown as T[];
  const { n } = statement(
    db,
    `SELECT count(*) AS n FROM ${table} WHERE user_id = ? AND deleted_at IS NULL`,
  ).get(userId) as {
    n: number;
  };
  return { list, total: n };
}

/** The number of rows of a table whose rows are only added, counted again only when it grows. */
export const countRows = (db: Database, table: GrowingTable): number =>
  cachedUntilGrowth(db, [table], `${table}:count`, () =>
    Number((statement(db, `SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n),
  );
