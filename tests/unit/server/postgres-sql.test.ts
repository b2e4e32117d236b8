import { describe, expect, it } from 'vitest';
import { numberedPlaceholders } from '../../../server/store/postgres/postgres-sql.ts';

/** `?` placeholders become PostgreSQL's `$n`, in order, and only where they are placeholders. */
describe('numberedPlaceholders', () => {
  it.each([
    ['SELECT 1', 'SELECT 1', 0],
    ['SELECT * FROM posts WHERE id = ?', 'SELECT * FROM posts WHERE id = $1', 1],
    ['UPDATE t SET a = ?, b = ? WHERE id = ?', 'UPDATE t SET a = $1, b = $2 WHERE id = $3', 3],
    ["SELECT '?' AS q, ? AS v", "SELECT '?' AS q, $1 AS v", 1],
    ["SELECT 'it''s ?' || ?", "SELECT 'it''s ?' || $1", 1],
    ['SELECT "odd?name" FROM t WHERE x = ?', 'SELECT "odd?name" FROM t WHERE x = $1', 1],
    ['SELECT ? -- why?\n, ?', 'SELECT $1 -- why?\n, $2', 2],
    ['SELECT /* a ? here */ ?', 'SELECT /* a ? here */ $1', 1],
    ['SELECT ? -- the end?', 'SELECT $1 -- the end?', 1],
    ["WHERE title LIKE '%' || ? || '%' ESCAPE '\\'", "WHERE title LIKE '%' || $1 || '%' ESCAPE '\\'", 1],
  ])('%s', (sql, text, count) => {
    expect(numberedPlaceholders(sql)).toEqual({ text, count });
  });

  it.each([
    ['SELECT password_hash AS passwordHash FROM users', 'SELECT password_hash AS "passwordHash" FROM users'],
    [
      'SELECT x.userId FROM (SELECT 1 AS userId) x ORDER BY userId',
      'SELECT x."userId" FROM (SELECT 1 AS "userId") x ORDER BY "userId"',
    ],
    ['SELECT \'camelCase\' AS k, "quotedName" FROM t', 'SELECT \'camelCase\' AS k, "quotedName" FROM t'],
    [
      'SELECT COUNT(*) AS n, json_group_array(id) AS ids FROM t',
      'SELECT COUNT(*) AS n, json_group_array(id) AS ids FROM t',
    ],
    ['SELECT a AS Total, b AS x2Y FROM t -- aliasName', 'SELECT a AS Total, b AS "x2Y" FROM t -- aliasName'],
  ])('quotes the camelCase names of %s', (sql, text) => {
    expect(numberedPlaceholders(sql).text).toBe(text);
  });

  it('refuses a text whose literal or comment never ends', () => {
    expect(() => numberedPlaceholders("SELECT 'open")).toThrow(/unterminated '/);
    expect(() => numberedPlaceholders('SELECT "open')).toThrow(/unterminated "/);
    expect(() => numberedPlaceholders('SELECT /* open')).toThrow(/unterminated comment/);
  });
});

/** SQLite's numbered parameters (`?1`, `?6`): the same number is the same value, as `$1`, `$6`. */
describe('numberedPlaceholders with numbered parameters', () => {
  it.each([
    ['SELECT ?1, ?2 WHERE a = ?1', 'SELECT $1, $2 WHERE a = $1', 2],
    ['SELECT ?2 - 1, ?1', 'SELECT $2 - 1, $1', 2],
    [
      'SELECT x FROM t WHERE a = ?10 AND b IN (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
      'SELECT x FROM t WHERE a = $10 AND b IN ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      10,
    ],
    ["SELECT '?1' || ?1 -- ?2\n", "SELECT '?1' || $1 -- ?2\n", 1],
  ])('%s', (sql, text, count) => {
    expect(numberedPlaceholders(sql)).toEqual({ text, count });
  });

  it('refuses plain and numbered parameters in one text, in either order', () => {
    expect(() => numberedPlaceholders('SELECT ?1, ?')).toThrow(/never both/);
    expect(() => numberedPlaceholders('SELECT ?, ?1')).toThrow(/never both/);
  });

  it('refuses a number no value can have, and a number skipped', () => {
    expect(() => numberedPlaceholders('SELECT ?0')).toThrow(/\?0 is not a parameter number/);
    expect(() => numberedPlaceholders('SELECT ?40000')).toThrow(/not a parameter number/);
    expect(() => numberedPlaceholders('SELECT ?1, ?3')).toThrow(/uses \?3 but not \?2/);
  });
});
