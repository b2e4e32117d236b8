import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import { tabPages } from '../../src/lib/shared/tab-pages.ts';
import { detailsRouteOf, type DetailsKind } from '../../src/lib/shared/details-routes.ts';

/**
 * Details pages (docs/decisions.md, "Unknown items answer 404", "Static user content"). Each item has
 * its file at `<details route>/<id>/index.html` (e.g. `basic/portal/policyDetails/12/index.html`); a
 * request for `<details route>?id=12` is answered with that file when it exists. Otherwise:
 * - a malformed id (`?id=abc`, `?id=012`, `?id=`), on every details route: the route's page (the
 *   shell, which says 内容不存在) with status 404;
 * - a pre-rendered kind (editorial content): the file is the only record, so 404 (a later publish
 *   writes it, and the same address answers 200 from then on);
 * - a rendered kind (offers, posts; a post's reply page K ≥ 2 is `?id=N&page=K`, its file
 *   `<id>/<K>/index.html`): rendered now when the database has the item (`renderOnDemand`), then
 *   served; 404 for an item that does not exist or is not public, 410 (the not-found page) for an
 *   offer whose page was retired; when nothing can be rendered (no render bundle, a failure), the shell
 *   as before, 404 only when the database says the item is not there. A query the files cannot answer
 *   (other parameters) gets the shell in the same way.
 * A details route without `id` is its page as usual (200). `logisticsInformation?tab=2` (or `3`,
 * nothing else: src/lib/shared/tab-pages.ts) is that tab's static first page when it exists. The address stays as
 * the visitor wrote it.
 */

/** Whether an item exists, asked only for the rendered kinds. */
export type ItemExists = (kind: DetailsKind, id: number) => Promise<boolean>;

/** A rendered kind's page made on request: written, not public (404), retired (410), or not now. */
export type RenderOnDemand = (
  kind: DetailsKind,
  id: number,
  page: number,
) => Promise<'rendered' | 'missing' | 'retired' | 'unknown'>;

export interface SiteAnswer {
  /** The file to send, relative to the site's root (the path itself when nothing changes). */
  file: string;
  /** 404 when the page is sent for an item that does not exist, 410 for one whose page was retired. */
  status: 200 | 404 | 410;
}

export interface ItemLookups {
  itemExists?: ItemExists | undefined;
  renderOnDemand?: RenderOnDemand | undefined;
}

export async function detailsAnswer(
  distDir: string,
  path: string,
  query: Readonly<Record<string, string>>,
  lookups: ItemLookups = {},
): Promise<SiteAnswer> {
  const same: SiteAnswer = { file: path, status: 200 };
  const route = detailsRouteOf(path);
  if (!route) return listAnswer(distDir, path, query) ?? same;
  const id = query['id'];
  if (id === undefined) return same;
  const missing: SiteAnswer = { file: path, status: 404 };
  const itemId = parsePositiveId(id);
  if (itemId === null) return missing;
  if (route.prerendered) {
    const file = `${route.path}/${itemId}/index.html`;
    return existsSync(join(distDir, file)) ? { file, status: 200 } : missing;
  }
  const shell = async () => ((await knownMissing(lookups.itemExists, route.kind, itemId)) ? missing : same);
  const names = Object.keys(query);
  const page = query['page'] === undefined ? 1 : parsePositiveId(query['page']);
  const fileAnswers =
    route.rendered &&
    page !== null &&
    names.every((name) => name === 'id' || (name === 'page' && route.kind === 'post'));
  if (!fileAnswers) return shell();
  const file = `${route.path}/${itemId}${page > 1 ? `/${page}` : ''}/index.html`;
  if (existsSync(join(distDir, file))) return { file, status: 200 };
  const made = await lookups.renderOnDemand?.(route.kind, itemId, page).catch(() => 'unknown' as const);
  if (made === 'rendered' && existsSync(join(distDir, file))) return { file, status: 200 };
  if (made === 'missing') return missing;
  if (made === 'retired') return { file: '/404.html', status: 410 };
  return shell();
}

/** `<list>?tab=<tab>` (nothing else) → that tab's static first page (src/lib/shared/tab-pages.ts), when it has one. */
function listAnswer(
  distDir: string,
  path: string,
  query: Readonly<Record<string, string>>,
): SiteAnswer | null {
  const tab = query['tab'];
  if (tab === undefined || Object.keys(query).length !== 1) return null;
  const list = tabPages.find((pages) => pages.path === path.replace(/\/+$/, ''));
  if (!list?.tabs.includes(tab)) return null;
  const file = `${list.path}/${tab}/index.html`;
  return existsSync(join(distDir, file)) ? { file, status: 200 } : null;
}

/** True only when the database says the item is not there; a database that fails says nothing. */
async function knownMissing(
  itemExists: ItemExists | undefined,
  kind: DetailsKind,
  id: number,
): Promise<boolean> {
  if (!itemExists) return false;
  try {
    return !(await itemExists(kind, id));
  } catch {
    // The page still loads; its shell shows the API's own answer (or failure) for the item.
    return false;
  }
}
