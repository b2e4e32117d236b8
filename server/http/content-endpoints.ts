/**
 * The two endpoints every content kind has: a paged list whose filters are the endpoint's query
 * shape (src/lib/shared/list-queries.ts, which the list pages read too), and one item by id.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { listQueries } from '../../src/lib/shared/list-queries.ts';
import type { Store } from '../store/store.ts';
import { listFilterSchema, type ListFilter } from './list-params.ts';
import type { AppEnv, ServerConfig } from './app-env.ts';
import { ok } from './envelope.ts';
import { notFound } from '../domain/errors.ts';
import { readIdParam, readPaging } from './params.ts';
import { validate } from './input.ts';
import { optionalUser } from './session.ts';

type ListPath = keyof typeof listQueries;

/**
 * `GET <path>`: the paging and the filters read (10001 for a wrong one), then `list`'s page. With
 * `{ reader: true }` the list also learns who reads it (null for a visitor), for what a reader's
 * blocks leave out; its answers are then personal (no-store, private-answers.ts) when a token comes.
 */
export function serveList<P extends ListPath>(
  resource: Hono<AppEnv>,
  path: P,
  list: (
    db: Store,
    filter: ListFilter<(typeof listQueries)[P]>,
    page: number,
    pageSize: number,
    config: ServerConfig,
    reader: number | null,
  ) => Promise<unknown>,
  { reader = false }: { reader?: boolean } = {},
): void {
  const schema = listFilterSchema(listQueries[path]);
  const readerKnown: MiddlewareHandler<AppEnv> = reader ? optionalUser : (_, next) => next();
  resource.get(path, readerKnown, async (c) => {
    const { page, pageSize } = readPaging(c);
    const filter = validate(schema, c.req.query());
    const readBy = reader ? (c.get('user')?.id ?? null) : null;
    return ok(c, await list(c.get('db'), filter, page, pageSize, c.get('config'), readBy));
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
