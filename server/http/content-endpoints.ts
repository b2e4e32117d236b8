/**
 * The two endpoints every content kind has: a paged list whose filters are the endpoint's query
 * shape (src/lib/shared/list-queries.ts, which the list pages read too), and one item by id.
 */
import type { Hono } from 'hono';
import { listQueries } from '../../src/lib/shared/list-queries.ts';
import type { Store } from '../store/store.ts';
import { listFilterSchema, type ListFilter } from './list-params.ts';
import type { AppEnv, ServerConfig } from './app-env.ts';
import { ok } from './envelope.ts';
import { notFound } from '../domain/errors.ts';
import { readIdParam, readPaging } from './params.ts';
import { validate } from './input.ts';

type ListPath = keyof typeof listQueries;

/** `GET <path>`: the paging and the filters read (10001 for a wrong one), then `list`'s page. */
export function serveList<P extends ListPath>(
  resource: Hono<AppEnv>,
  path: P,
  list: (
    db: Store,
    filter: ListFilter<(typeof listQueries)[P]>,
    page: number,
    pageSize: number,
    config: ServerConfig,
  ) => Promise<unknown>,
): void {
  const schema = listFilterSchema(listQueries[path]);
  resource.get(path, async (c) => {
    const { page, pageSize } = readPaging(c);
    const filter = validate(schema, c.req.query());
    return ok(c, await list(c.get('db'), filter, page, pageSize, c.get('config')));
  });
}

/** `GET <path>/:id`: the item `find` returns, or 10404 `<what>不存在`. */
export function serveItem(
  resource: Hono<AppEnv>,
  path: ListPath,
  find: (db: Store, id: number) => Promise<unknown>,
  what: string,
): void {
  resource.get(`${path}/:id`, async (c) => {
    const item = await find(c.get('db'), readIdParam(c));
    if (!item) throw notFound(what);
    return ok(c, item);
  });
}
