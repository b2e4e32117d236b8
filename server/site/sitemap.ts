/**
 * sitemap.xml for crawlers (docs/decisions.md, "Sitemaps and robots.txt"): a sitemap index naming
 * one file per kind — the fixed public pages, then policies, announcements, routes, enterprises,
 * offers, posts and users' profiles — each of at most 50,000 addresses (a larger kind continues in
 * `sitemap-offers-2.xml`, …). Addresses are absolute, on the site's public origin
 * (PORTAL_PUBLIC_ORIGIN) and base path, as visitors write them (`…/policyDetails?id=12`). Each file is
 * written atomically with its `.br` / `.gz` copies, only when its bytes change; files of a previous
 * run that are no longer named are removed after the new index is in place.
 */
import { readdir } from 'node:fs/promises';
import { removePage, writePage } from './publishing/site-files.ts';
import { sitemapItems, SITEMAP_KINDS, type SitemapItem, type SitemapKind } from '../queries/sitemap.ts';
import type { Store } from '../store/store.ts';
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ENTERPRISE_DETAILS_PATH,
  LOGISTICS_DETAILS_PATH,
  POLICY_DETAILS_PATH,
  POST_PATH,
  ROUTE_DETAILS_PATH,
  USER_PROFILE_PATH,
  withBase,
} from '../../src/lib/shared/routes.ts';
import { crawlablePages } from './robots.ts';

/** The protocol's limit of addresses in one file (sitemaps.org). */
export const URLS_PER_FILE = 50_000;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_INDEX = 'sitemap.xml';
/** Ids read from the store at a time. */
const READ_BATCH = 5_000;

const DETAILS_PATH: Record<SitemapKind, string> = {
  policies: POLICY_DETAILS_PATH,
  announcements: ANNOUNCEMENT_DETAILS_PATH,
  routes: ROUTE_DETAILS_PATH,
  enterprises: ENTERPRISE_DETAILS_PATH,
  offers: LOGISTICS_DETAILS_PATH,
  posts: POST_PATH,
  users: USER_PROFILE_PATH,
};

export interface SitemapOptions {
  /** The site's public origin, `https://www.example.cn` (no path). */
  origin: string;
  /** The base path the site is served under (`/`, `/portal/`). */
  base: string;
  /** China's day (`YYYY-MM-DD`): an offer whose last day is before it has left. */
  today: string;
  /** Addresses per file; the protocol's 50,000 unless a test splits sooner. */
  urlsPerFile?: number;
}

export interface SitemapReport {
  /** Every sitemap file now in place, the index first. */
  files: string[];
  /** Files whose bytes changed (with their copies), and files removed. */
  written: string[];
  removed: string[];
  urls: number;
}

/** Text for XML: the five characters that could end or change markup. */
export const xmlText = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  );

/** A stored time as W3C Datetime in UTC without fractions, or null for none or an unreadable one. */
function lastmod(at: string | null): string | null {
  if (at === null) return null;
  const time = Date.parse(at);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const entry = (tag: 'url' | 'sitemap', loc: string, modified: string | null): string =>
  `<${tag}><loc>${xmlText(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</${tag}>`;

const document = (root: 'urlset' | 'sitemapindex', entries: string[]): Buffer =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</${root}>\n`,
  );

/** The file of part `part` (from 1) of a kind: `sitemap-offers.xml`, `sitemap-offers-2.xml`. */
const fileName = (kind: string, part: number): string =>
  part === 1 ? `sitemap-${kind}.xml` : `sitemap-${kind}-${part}.xml`;

interface SitemapFile {
  file: string;
  body: Buffer;
  lastmod: string | null;
}

/** The items of a kind, batch after batch in id order. */
async function* itemsOf(db: Store, kind: SitemapKind, today: string): AsyncGenerator<SitemapItem> {
  let after = 0;
  for (;;) {
    const batch = await sitemapItems(db, kind, after, READ_BATCH, today);
    yield* batch;
    if (batch.length < READ_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** A kind's files, one per `perFile` items, made one at a time. */
async function* kindFiles(
  db: Store,
  kind: SitemapKind,
  address: (path: string) => string,
  options: SitemapOptions,
): AsyncGenerator<SitemapFile & { urls: number }> {
  const perFile = options.urlsPerFile ?? URLS_PER_FILE;
  let entries: string[] = [];
  let newestChange: string | null = null;
  let part = 1;
  const file = () => {
    const made = { file: fileName(kind, part), body: document('urlset', entries), lastmod: newestChange };
    const urls = entries.length;
    entries = [];
    newestChange = null;
    part += 1;
    return { ...made, urls };
  };
  for await (const item of itemsOf(db, kind, options.today)) {
    const modified = lastmod(item.changedAt);
    if (modified && (newestChange === null || modified > newestChange)) newestChange = modified;
    entries.push(entry('url', address(`${DETAILS_PATH[kind]}?id=${item.id}`), modified));
    if (entries.length === perFile) yield file();
  }
  if (entries.length > 0) yield file();
}

/**
 * Writes the sitemap index and its files into `distDir` from the store's public items, and removes
 * the sitemap files a previous run wrote that the new index no longer names.
 */
export async function writeSitemaps(
  db: Store,
  distDir: string,
  options: SitemapOptions,
): Promise<SitemapReport> {
  const origin = new URL(options.origin).origin;
  const address = (path: string): string => `${origin}${withBase(options.base, path)}`;
  const report: SitemapReport = { files: [SITEMAP_INDEX], written: [], removed: [], urls: 0 };
  const indexEntries: string[] = [];
  const put = async (made: SitemapFile): Promise<void> => {
    const { changed, files } = await writePage(distDir, made.file, made.body, null);
    if (changed) report.written.push(...files);
  };
  const pages = crawlablePages().map((path) => entry('url', address(path), null));
  const fixed = { file: fileName('pages', 1), body: document('urlset', pages), lastmod: null };
  await put(fixed);
  report.files.push(fixed.file);
  report.urls += pages.length;
  indexEntries.push(entry('sitemap', address(`/${fixed.file}`), null));
  for (const kind of SITEMAP_KINDS) {
    for await (const made of kindFiles(db, kind, address, options)) {
      await put(made);
      report.files.push(made.file);
      report.urls += made.urls;
      indexEntries.push(entry('sitemap', address(`/${made.file}`), made.lastmod));
    }
  }
  await put({ file: SITEMAP_INDEX, body: document('sitemapindex', indexEntries), lastmod: null });
  report.removed = await removeSitemapsBut(distDir, report.files);
  return report;
}

/** Removes every sitemap file (and its copies) in `distDir` that is not in `keep`. */
export async function removeSitemapsBut(distDir: string, keep: readonly string[]): Promise<string[]> {
  const names = await readdir(distDir).catch(() => [] as string[]);
  const stale = names.filter((name) => /^sitemap(-[a-z]+(-\d+)?)?\.xml$/.test(name) && !keep.includes(name));
  const removed: string[] = [];
  for (const name of stale) removed.push(...(await removePage(distDir, name)));
  return removed;
}
