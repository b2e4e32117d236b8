/**
 * The two endpoints every content kind has: a paged list whose filters are the endpoint's query
 * shape (src/lib/shared/list-queries.ts, which the list pages read too), and one item by id.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { listQueries } from '../../src/lib/shared/list-queries.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { cachedUntilGrowth, type GrowingTable } from '../queries/kept-results.ts';
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
 * A visitor's page of a list is kept (cachedUntilGrowth) and sent as the same bytes until one of its
 * list's tables or `site_changes` moves, the day turns, or this long has passed: the items' view
 * counters may lag this long, as the home's do (portal.ts).
 */
export const VISITOR_PAGE_MAX_AGE_MS = 5000;

/**
 * `GET <path>`: the paging and the filters read (10001 for a wrong one), then `list`'s page. With
 * `{ reader: true }` the list also learns who reads it (null for a visitor), for what a reader's
 * blocks leave out; its answers are then personal (no-store, private-answers.ts) when a token comes.
 * `keptBy`: the tables whose change may alter a page of the list (besides `site_changes`), by which a
 * visitor's page is kept (VISITOR_PAGE_MAX_AGE_MS).
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
  { reader = false, keptBy }: { reader?: boolean; keptBy: readonly GrowingTable[] },
): void {
  const schema = listFilterSchema(listQueries[path]);
  const readerKnown: MiddlewareHandler<AppEnv> = reader ? optionalUser : (_, next) => next();
  const tables = [...keptBy, 'site_changes'] as const;
  resource.get(path, readerKnown, async (c) => {
    const { page, pageSize } = readPaging(c);
    const filter = validate(schema, c.req.query());
    const db = c.get('db');
    const config = c.get('config');
    const readBy = reader ? (c.get('user')?.id ?? null) : null;
    if (readBy !== null) return ok(c, await list(db, filter, page, pageSize, config, readBy));
    // What a page shows changes with the day (offers expire, marks lapse): the day is in the key.
    const key = `page:${path}:${chinaDay(config.now())}:${page}:${pageSize}:${JSON.stringify(filter)}`;
    const answer = () => list(db, filter, page, pageSize, config, null);
    return ok(
      c,
      await cachedUntilGrowth(db, tables, key, answer, {
        maxAgeMs: VISITOR_PAGE_MAX_AGE_MS,
        keepWhileWritten: true,
      }),
    );
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
