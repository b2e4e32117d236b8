/**
 * Keyword matching on PostgreSQL, with the behaviour of the SQLite store (queries/search.ts): the
 * keyword found anywhere in a title or a text, ASCII letters in either case, `%`, `_` and `\` taken
 * literally. A keyword of two characters or more first narrows the rows through the table's search
 * index (its two-character sequences, postgres-schema.ts), then ILIKE checks each candidate; a
 * one-character keyword reads every row, as it does on SQLite. Table and column names come from the
 * fixed list below; the keyword is always a bound value.
 */
import { lengthOf } from '../../../src/lib/shared/rules/length.ts';

const INDEXED = ['policies', 'announcements', 'logistics_info', 'posts'] as const;
export type IndexedSearchTable = (typeof INDEXED)[number];

export interface SqlFragment {
  sql: string;
  params: string[];
}

const ALIAS = /^[a-z_]{1,20}$/;

/** `%keyword%` with ILIKE's wildcards and its escape character taken literally. */
export const ilikePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The condition "the `alias` row holds `keyword` in its title or text". */
export function postgresKeywordMatch(
  table: IndexedSearchTable,
  keyword: string,
  alias: string = table,
): SqlFragment {
  if (!INDEXED.includes(table)) throw new Error(`postgresKeywordMatch: ${String(table)} has no search index`);
  if (!ALIAS.test(alias)) throw new Error(`postgresKeywordMatch: bad alias ${alias}`);
  const pattern = ilikePattern(keyword);
  const check = `(${alias}.title ILIKE ? ESCAPE '\\' OR ${alias}.content ILIKE ? ESCAPE '\\')`;
  if (lengthOf(keyword) < 2) return { sql: check, params: [pattern, pattern] };
  return {
    // The indexed expression, written exactly as the index has it, so the planner uses the index.
    sql: `portal_bigrams(lower(${alias}.title || ' ' || ${alias}.content)) @> portal_bigrams(lower(?)) AND ${check}`,
    params: [keyword, pattern, pattern],
  };
}
