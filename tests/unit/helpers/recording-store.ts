/** A store that writes down the statements read through it, for tests that read their query plans. */
import type { SqlText, SqlValue, Store } from '../../../server/store/store.ts';

export interface Statement {
  sql: SqlText;
  params: SqlValue[];
}

/** `store`, writing down every statement read through it (`get`, `all`, `column`) in `statements`. */
export function recording(store: Store, statements: Statement[]): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'all' || property === 'column')
        return (sql: SqlText, ...params: SqlValue[]) => {
          statements.push({ sql, params });
          return (value as (sql: SqlText, ...params: SqlValue[]) => unknown).call(target, sql, ...params);
        };
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
