import type { Paged } from '../../src/lib/shared/contract.ts';
import type { SqlText, SqlValue, Store } from '../store/store.ts';
import type { SqlFragment } from './search.ts';
import { cachedUntilGrowth, type GrowingTable } from './kept-results.ts';

/**
 * Shared plumbing of the data modules: WHERE clauses assembled from constant fragments with bound
 * values, and pages of kept id lists (results cached until a table grows: kept-results.ts). (The store prepares each statement text once:
 * parsing a statement costs more than running most of ours.)
 */
/** Builds a condition list; each part is a constant SQL text plus the values for its `?`. */
export class Conditions {
  readonly parts: string[] = [];
  readonly params: SqlValue[] = [];

  add(sql: string, ...params: SqlValue[]): this {
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

/** The `id` column of every row `text` selects, compactly. */
export async function selectIds(db: Store, text: string, params: readonly SqlValue[]): Promise<Int32Array> {
  return Int32Array.from(await db.column<number>(text, ...params));
}

/**
 * Loads the rows for `ids` with `text` (a SELECT whose WHERE reads `IN (<jsonIntegers>)`, dialects.ts:
 * the ids are bound as one JSON array) and returns them in the order of `ids`.
 */
async function rowsInOrder<T extends { id: number }>(
  db: Store,
  text: SqlText,
  ids: readonly number[],
): Promise<T[]> {
  if (!ids.length) return [];
  const rows = await db.all<T>(text, JSON.stringify(ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of an ordered id list. */
const pageOf = (ids: Int32Array, offset: number, pageSize: number): number[] =>
  Array.from(ids.subarray(offset, offset + pageSize));

/**
 * Page `page` (from 1) of an ordered id list as the contract's paged shape; `itemsById` reads the
 * rows of a JSON array of ids (`… WHERE x.id IN (<jsonIntegers>)`, dialects.ts).
 */
/** No ids: what a list leaves out for a visitor, or for an account that blocks nobody. */
export const NO_IDS: ReadonlySet<number> = new Set();

/** Page `page` of `ids` less `hidden` (the rows of users the reader blocked, domain/blocks.ts). */
export async function pagedRows<T extends { id: number }>(
  db: Store,
  itemsById: SqlText,
  ids: Int32Array,
  page: number,
  pageSize: number,
  hidden: ReadonlySet<number> = NO_IDS,
): Promise<Paged<T>> {
  const shown = hidden.size === 0 ? ids : ids.filter((id) => !hidden.has(id));
  const list = await rowsInOrder<T>(db, itemsById, pageOf(shown, (page - 1) * pageSize, pageSize));
  return { list, total: shown.length, page, pageSize };
}

/** A content list's search: the ids it selects, in order, and how to read a page of their rows. */
export interface Search {
  /** The table whose new rows may join the list. */
  table: GrowingTable;
  /** What the list depends on besides the table (its filter, the day), part of the cache key. */
  key: unknown;
  /** `SELECT x.id FROM … WHERE … ORDER BY …`, with `params` for its `?`. */
  ids: string;
  params: readonly SqlValue[];
  /** Reads the rows of a JSON array of ids (`… WHERE x.id IN (<jsonIntegers>)`, dialects.ts). */
  itemsById: SqlText;
}

/**
 * Page `page` of a content list: the ordered id list of the search is kept until its table gains a
 * row (docs/decisions.md, "Server content queries"), and a page is a slice of it plus one lookup.
 */
export async function pagedSearch<T extends { id: number }>(
  db: Store,
  search: Search,
  page: number,
  pageSize: number,
  hidden: ReadonlySet<number> = NO_IDS,
): Promise<Paged<T>> {
  return pagedRows<T>(db, search.itemsById, await searchIds(db, search), page, pageSize, hidden);
}

/**
 * The ordered ids of a content list's search, kept as `pagedSearch` keeps them. Callers that order
 * them otherwise (by credit) order a copy: the kept array is shared.
 */
export const searchIds = (db: Store, search: Search): Promise<Int32Array> =>
  cachedUntilGrowth(
    db,
    [search.table],
    `${search.table}:${JSON.stringify(search.key)}`,
    async () => selectIds(db, search.ids, search.params),
    { keepWhileWritten: true },
  );

/**
 * A user's own rows of `table` (我的帖子, 我的回复) that they have not deleted, newest first: `select`
 * reads them and ends with `WHERE x.user_id = ? AND x.deleted_at IS NULL ORDER BY x.id DESC LIMIT ? OFFSET ?`.
 */
export async function ownRows<T>(
  db: Store,
  table: 'posts' | 'replies',
  select: string,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ list: T[]; total: number }> {
  const list = await db.all<T>(select, userId, limit, offset);
  const { n } = (await db.get<{ n: number }>(
    `SELECT count(*) AS n FROM ${table} WHERE user_id = ? AND deleted_at IS NULL`,
    userId,
  ))!;
  return { list, total: n };
}
