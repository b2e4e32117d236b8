/**
 * node-postgres as the portal uses it: `bigint` columns (ids, counters) arrive as numbers, as
 * node:sqlite gives them, so a row reads the same from either store. The portal's ids and counts stay
 * far below 2^53; a value above it would lose precision, so it is refused rather than rounded.
 */
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`bigint ${text} is beyond what the portal reads exactly`);
  return value;
});

export { pg };

/** Quotes a table or column name of the schema (never a value: values are always bound parameters). */
export const identifier = (name: string): string => pg.escapeIdentifier(name);
