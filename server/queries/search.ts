/**
 * Keyword matching over titles and bodies (docs/api.md, Query text and typed text), on the store's
 * database. On SQLite a keyword of three or more characters uses the FTS5 trigram index
 * `<table>_fts`; a shorter one cannot form a trigram and falls back to LIKE. On PostgreSQL the
 * table's index of two-character sequences narrows the rows and ILIKE checks them
 * (store/postgres-search.ts): the same rows either way. Table and column names come from the fixed
 * list below, never from the request; the keyword is always a bound parameter, quoted as one FTS
 * phrase so that `"`, `*`, `(`, `-`, `NEAR` and the like are searched as plain text.
 */
import { lengthOf } from '../../src/lib/shared/rules/length.ts';
import { postgresKeywordMatch } from '../store/postgres/postgres-search.ts';
import type { Dialect } from '../store/store.ts';
import { fragmentsOf } from './dialects.ts';

interface SearchTarget {
  /** The FTS5 table kept in step with the content table, or null when there is none. */
  fts: string | null;
  columns: readonly string[];
}

const TARGETS = {
  policies: { fts: 'policies_fts', columns: ['title', 'content'] },
  announcements: { fts: 'announcements_fts', columns: ['title', 'content'] },
  logistics_info: { fts: 'logistics_info_fts', columns: ['title', 'content'] },
  posts: { fts: 'posts_fts', columns: ['title', 'content'] },
  enterprises: { fts: null, columns: ['name', 'business_scope', 'city'] },
} as const satisfies Record<string, SearchTarget>;

export type SearchTable = keyof typeof TARGETS;

/** A condition to put in a WHERE clause, with the values bound to its `?` placeholders. */
export interface SqlFragment {
  sql: string;
  params: string[];
}

/** The trigram tokenizer indexes sequences of three characters (Unicode code points). */
export const TRIGRAM_LENGTH = 3;

/**
 * The keyword as one FTS5 phrase: inside double quotes everything is literal text except NUL, which
 * ends the query string for SQLite (an unterminated phrase, a syntax error), so it is dropped.
 */
export const ftsPhrase = (keyword: string): string =>
  `"${keyword.replaceAll('\0', '').replaceAll('"', '""')}"`;

/** `%keyword%` with LIKE's own wildcards and the escape character taken literally. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const ALIAS = /^[a-z_]{1,20}$/;

/**
 * The condition "`alias` row contains `keyword` in one of its searched columns" on the database of
 * `dialect` (pass the store's `db.dialect`). `alias` names the content table in the caller's FROM
 * clause (a constant of the caller).
 */
export function keywordMatch(
  table: SearchTable,
  keyword: string,
  alias: string = table,
  dialect: Dialect = 'sqlite',
): SqlFragment {
  if (!ALIAS.test(alias)) throw new Error(`keywordMatch: bad alias ${alias}`);
  const target: SearchTarget = TARGETS[table];
  if (dialect === 'postgres' && table !== 'enterprises') return postgresKeywordMatch(table, keyword, alias);
  if (dialect === 'sqlite' && target.fts && lengthOf(keyword) >= TRIGRAM_LENGTH) {
    return {
      sql: `${alias}.id IN (SELECT rowid FROM ${target.fts} WHERE ${target.fts} MATCH ?)`,
      params: [ftsPhrase(keyword)],
    };
  }
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does.
  const like = fragmentsOf(dialect).like;
  const pattern = likePattern(keyword);
  return {
    sql: `(${target.columns.map((column) => `${alias}.${column} ${like} ? ESCAPE '\\'`).join(' OR ')})`,
    params: target.columns.map(() => pattern),
  };
}

const COLUMN = /^[a-z_]{1,20}\.[a-z_]{1,30}$/;

/**
 * The condition "the place in `column` matches `place`": the stored text contains it (`上海` finds
 * `上海市浦东新区`), or the stored text is the start of it (`上海市浦东新区` finds `上海`).
 * `instr` (`strpos`) and `substr` compare plain text, so no character of `place` has a special meaning.
 */
export function placeMatch(column: string, place: string, dialect: Dialect = 'sqlite'): SqlFragment {
  if (!COLUMN.test(column)) throw new Error(`placeMatch: bad column ${column}`);
  const contains = fragmentsOf(dialect).position(column, '?');
  return {
    sql: `(${contains} > 0 OR (${column} <> '' AND substr(?, 1, length(${column})) = ${column}))`,
    params: [place, place],
  };
}
