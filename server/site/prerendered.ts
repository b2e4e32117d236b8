import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import { detailsRouteOf, type DetailsKind } from '../../src/lib/shared/details-routes.ts';

/**
 * Details pages (docs/decisions.md, "Unknown items answer 404"). The build writes one file per item
 * of the pre-rendered kinds at `<details route>/<id>/index.html` (e.g.
 * `basic/portal/policyDetails/12/index.html`); a request for `<details route>?id=12` is answered
 * with that file when it exists. Otherwise the route's own page (the shell, which loads the item in
 * the browser and says 内容不存在) is sent, with status 404 when the item is known not to exist:
 * - a malformed id (`?id=abc`, `?id=012`, `?id=`), on every details route;
 * - a well-formed id of a pre-rendered kind without its file (the file is the only record: a later
 *   publish writes it, and the same address answers 200 from then on);
 * - a well-formed id of a run-time kind (logistics information, posts) that `itemExists` does not
 *   find in the database; without `itemExists` (no database), or when the database fails, such an
 *   id is answered 200.
 * A details route without `id` is its page as usual (200). The address stays as the visitor wrote it.
 */

/** Whether an item exists, asked only for the run-time kinds. */
export type ItemExists = (kind: DetailsKind, id: number) => Promise<boolean>;

export interface SiteAnswer {
  /** The file to send, relative to the site's root (the path itself when nothing changes). */
  file: string;
  /** 404 when the page is sent for an item that does not exist. */
  status: 200 | 404;
}

export async function detailsAnswer(
  distDir: string,
  path: string,
  id: string | undefined,
  itemExists?: ItemExists,
): Promise<SiteAnswer> {
  const same: SiteAnswer = { file: path, status: 200 };
  const route = detailsRouteOf(path);
  if (!route || id === undefined) return same;
  const missing: SiteAnswer = { file: path, status: 404 };
  const itemId = parsePositiveId(id);
  if (itemId === null) return missing;
  if (!route.prerendered) return (await knownMissing(itemExists, route.kind, itemId)) ? missing : same;
  const file = `${route.path}/${itemId}/index.html`;
  return existsSync(join(distDir, file)) ? { file, status: 200 } : missing;
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
