/**
 * The few SQL fragments that SQLite and PostgreSQL write differently (docs/decisions.md, "One store,
 * two databases"). A query is written once around them: `eachDialect` builds its text for both
 * databases (`{ sqlite, postgres }`, or one string where they come out the same), and a text built per
 * call from constant parts (a list's WHERE) takes the fragments of `db.dialect` through `fragmentsOf`.
 * Everything else the queries use is written the way both understand (`ON CONFLICT … DO NOTHING`,
 * `IS NOT DISTINCT FROM`, `CASE`, a named subquery in every FROM).
 *
 * Each fragment takes the placeholder it binds (`?`, or `?6` in a numbered text), so its values stay
 * in the same place on both databases. Names passed in are constants of the caller, never input.
 */
import type { Dialect, SqlText } from '../store/store.ts';

export interface DialectFragments {
  /** Rows of one column `value`: the integers of the JSON array bound to `param` (`'[3,1,2]'`). */
  jsonIntegers(param?: string): string;
  /** Rows of one column `value`: the strings of the JSON array bound to `param` (`'["a","b"]'`). */
  jsonTexts(param?: string): string;
  /** Where `part` first starts in `text` (from 1), 0 when it is not there: SQLite's `instr`. */
  position(text: string, part: string): string;
  /** The text of field `key` of the JSON object in text column `column` (an object's JSON text, a string's value). */
  jsonText(column: string, key: string): string;
  /** The integer in field `key` of the JSON object in text column `column`. */
  jsonInteger(column: string, key: string): string;
  /** A JSON object's text from `'key', value` pairs, in their order. */
  jsonObject(pairs: string): string;
  /** The JSON array's text of `column` over the rows of `from` (`FROM … WHERE …`) in `order`, `'[]'` for none. */
  jsonArray(column: string, from: string, order: string): string;
  /** A case-insensitive (ASCII letters) LIKE, as SQLite's LIKE is. */
  like: string;
}

const KEY = /^[A-Za-z]{1,40}$/;

const key = (name: string): string => {
  if (!KEY.test(name)) throw new Error(`bad JSON key ${name}`);
  return name;
};

const SQLITE: DialectFragments = {
  jsonIntegers: (param = '?') => `SELECT value FROM json_each(${param})`,
  jsonTexts: (param = '?') => `SELECT value FROM json_each(${param})`,
  position: (text, part) => `instr(${text}, ${part})`,
  jsonText: (column, name) => `json_extract(${column}, '$.${key(name)}')`,
  jsonInteger: (column, name) => `json_extract(${column}, '$.${key(name)}')`,
  jsonObject: (pairs) => `json_object(${pairs})`,
  jsonArray: (column, from, order) =>
    `(SELECT coalesce(json_group_array(${column}), '[]') FROM (SELECT ${column} ${from} ORDER BY ${order}) AS a)`,
  like: 'LIKE',
};

const POSTGRES: DialectFragments = {
  jsonIntegers: (param = '?') =>
    `SELECT CAST(value AS bigint) AS value FROM json_array_elements_text(CAST(${param} AS json)) AS j(value)`,
  jsonTexts: (param = '?') =>
    `SELECT value FROM json_array_elements_text(CAST(${param} AS json)) AS j(value)`,
  position: (text, part) => `strpos(${text}, ${part})`,
  jsonText: (column, name) => `(CAST(${column} AS json) ->> '${key(name)}')`,
  jsonInteger: (column, name) => `CAST(CAST(${column} AS json) ->> '${key(name)}' AS bigint)`,
  jsonObject: (pairs) => `CAST(json_build_object(${pairs}) AS text)`,
  jsonArray: (column, from, order) =>
    `(SELECT coalesce(CAST(json_agg(${column} ORDER BY ${order}) AS text), '[]') ${from})`,
  like: 'ILIKE',
};

/** The fragments of one database. */
export const fragmentsOf = (dialect: Dialect): DialectFragments =>
  dialect === 'postgres' ? POSTGRES : SQLITE;

/** A statement's text for both databases, written once around the fragments that differ. */
export function eachDialect(build: (sql: DialectFragments) => string): SqlText {
  const sqlite = build(SQLITE);
  const postgres = build(POSTGRES);
  return sqlite === postgres ? sqlite : { sqlite, postgres };
}
