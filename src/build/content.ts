/**
 * Build-time content: what the static pages show, read through the contract (the same JSON API the
 * browser uses). `PORTAL_CONTENT_API` names the API's origin (e.g. `https://portal.example.cn`, whose
 * `/logistics/api/...` answers); without it the reference server's API app runs in this process on
 * the embedded database (`PORTAL_DB`, default ./data/portal.db; without that file the demo content in
 * memory), or on PostgreSQL when `PORTAL_DATABASE_URL` names the server's database, and is called
 * directly, no port needed. Only .astro frontmatter imports this module (never
 * an island). Paths come from the API client's endpoints (`getPortalHome.path`, a list's
 * `endpoint.path`).
 *
 * The same module renders the pages a publish changes (server/site/publishing/): compiled into the render
 * bundle the build keeps, it then reads only the items the publisher names (`DETAILS_SCOPE`).
 */
import { existsSync } from 'node:fs';
import type { PagedEndpoint } from '../lib/request/api.ts';
import type { Envelope, Paged } from '../lib/shared/contract.ts';
import type { DetailsDefinition, ListDefinition } from '../lib/list/list-definition.ts';
import { listParams } from '../lib/list/list-definition.ts';
import { defaultListQuery } from '../lib/shared/list-query.ts';
import {
  CONTENT_TIME,
  DETAILS_SCOPE,
  type DetailsScope,
  type PageParams,
} from '../lib/shared/details-scope.ts';

const API_BASE = '/logistics/api';
type Fetcher = (request: Request) => Response | Promise<Response>;

/**
 * When this build read its content: the same instant for every page of one build (or of one
 * publish). `PORTAL_CONTENT_TIME` (an ISO 8601 instant) fixes it, so that two builds of the same
 * database print the same pages; the content API answers as of that instant too.
 */
const snapshotAt = readSnapshotTime(process.env['PORTAL_CONTENT_TIME']);

function readSnapshotTime(value: string | undefined): Date {
  if (value === undefined || value.trim() === '') return new Date();
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime()))
    throw new Error(`PORTAL_CONTENT_TIME=${value} is not an ISO 8601 instant (e.g. 2026-11-24T08:00:00Z).`);
  return at;
}

/** When the content of this build (or of this render batch, CONTENT_TIME) was read; shown in the footer, and for a build-info file. */
export function contentSnapshotTime(): Date {
  return (globalThis as Record<symbol, Date | undefined>)[CONTENT_TIME] ?? snapshotAt;
}

let fetcher: Promise<Fetcher> | undefined;

/** The portal's own database: PostgreSQL when PORTAL_DATABASE_URL names one, else the SQLite file. */
export async function embeddedStore(): Promise<import('../../server/store/store.ts').Store> {
  const { readSetting, SETTINGS } = await import('../../server/settings.ts');
  const url = readSetting(SETTINGS.databaseUrl, process.env);
  if (url) {
    const { PostgresStore } = await import('../../server/store/postgres/postgres-store.ts');
    // Idle connections do not keep the build's process alive once it is done.
    return PostgresStore.connect(url, { max: PARALLEL_READS, exitOnIdle: true }).store;
  }
  const { openDatabase } = await import('../../server/store/sqlite/db.ts');
  const { seedDatabase } = await import('../../server/seed/index.ts');
  const { sqliteStore } = await import('../../server/store/sqlite/sqlite-store.ts');
  const path = readSetting(SETTINGS.dbPath, process.env);
  // The build never creates the portal's database (whose accounts the server decides, in demo mode
  // only): without one it reads the demo content, the same the server seeds in demo mode, from a
  // database in memory that is thrown away with the build process.
  const exists = existsSync(path);
  const { db } = openDatabase(exists ? path : ':memory:', { create: !exists });
  if (!exists) seedDatabase(db, { accounts: true });
  return sqliteStore(db);
}

async function embeddedApi(): Promise<Fetcher> {
  const { createApiApp } = await import('../../server/http/app.ts');
  const { settingsFor } = await import('../../server/settings.ts');
  // The build is not a reader: its reads count no announcement views (docs/decisions.md, Publishing).
  const app = createApiApp({
    db: await embeddedStore(),
    settings: settingsFor(),
    countViews: false,
    now: () => contentSnapshotTime().getTime(),
  });
  return (request) => app.fetch(request);
}

function contentFetcher(): Promise<Fetcher> {
  const origin = process.env.PORTAL_CONTENT_API?.trim().replace(/\/+$/, '');
  fetcher ??= origin ? Promise.resolve((request: Request) => fetch(request)) : embeddedApi();
  return fetcher;
}

function contentUrl(path: string, params: Record<string, string | number> = {}): string {
  const origin = process.env.PORTAL_CONTENT_API?.trim().replace(/\/+$/, '') || 'http://content.build';
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const query = search.toString();
  return `${origin}${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** One contract call's `data`; null for 10404 (an item that is gone); any other failure stops the build. */
export async function readContent<T>(
  path: string,
  params?: Record<string, string | number>,
): Promise<T | null> {
  const url = contentUrl(path, params);
  const response = await (
    await contentFetcher()
  )(new Request(url, { headers: { Accept: 'application/json' } }));
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (body?.success) return body.data;
  if (body?.errorCode === 10404) return null;
  throw new Error(
    `Build content: ${url} answered ${response.status} ${body?.errorMsg ?? '(not the JSON envelope)'}. ` +
      'Check PORTAL_CONTENT_API, or unset it to build from the embedded database.',
  );
}

/** The list's first page with its default filters (of one tab: the first without it), as the static HTML shows it. */
export function firstPage<T>(list: ListDefinition<T>, tab?: string): Promise<Paged<T> | null> {
  const query = defaultListQuery(list.spec);
  return readContent<Paged<T>>(
    list.endpoint.path,
    listParams(list, tab === undefined ? query : { ...query, tab }),
  );
}

/** Every item of a list endpoint (for one static details page each), newest first. */
async function allItems<T>(endpoint: PagedEndpoint<T>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await readContent<Paged<T>>(endpoint.path, { page, pageSize: 100 });
    if (!answer) return items;
    items.push(...answer.list);
    if (answer.list.length === 0 || items.length >= answer.total) return items;
  }
}

/** At most this many item requests at once, so a remote content API is not flooded. */
const PARALLEL_READS = 8;

/** The params of a route's pages the publisher renders now (none of a route it renders not); undefined in a build. */
export function scopedParams(route: string): readonly PageParams[] | undefined {
  const scope = (globalThis as Record<symbol, DetailsScope | undefined>)[DETAILS_SCOPE];
  return scope ? (scope.get(route) ?? []) : undefined;
}

function scopedIds(detailsPath: string): number[] | undefined {
  return scopedParams(`${detailsPath}/[id]`)?.map((params) => Number(params['id']));
}

/** The props of one static details page per item: `getStaticPaths` of a `[id].astro` page. */
export async function detailsPaths<T>(list: PagedEndpoint<{ id: number }>, details: DetailsDefinition<T>) {
  return itemPages(scopedIds(details.path) ?? (await allItems(list)).map(({ id }) => id), details);
}

/**
 * The props of the static pages of a kind users write (offers, posts): the build renders none, for
 * there may be hundreds of thousands; the server's publisher renders each when its item changes or is
 * first asked for (docs/decisions.md, "Static user content").
 */
export function renderedDetailsPaths<T>(details: DetailsDefinition<T>) {
  return itemPages(scopedIds(details.path) ?? [], details);
}

/** One page per id whose item the API gives (an id it answers 10404 for has none). */
async function itemPages<T>(ids: readonly number[], details: DetailsDefinition<T>) {
  const pages: { params: { id: string }; props: { item: T } }[] = [];
  for (let start = 0; start < ids.length; start += PARALLEL_READS) {
    const batch = ids.slice(start, start + PARALLEL_READS);
    const items = await Promise.all(batch.map((id) => readContent<T>(details.endpoint.path(id))));
    items.forEach((item, index) => {
      if (item !== null) pages.push({ params: { id: String(batch[index]) }, props: { item } });
    });
  }
  return pages;
}
