import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePositiveId } from '../src/lib/ids.ts';

/**
 * Static details pages: the build writes one file per item at `<details route>/<id>/index.html`
 * (e.g. `basic/portal/policyDetails/12/index.html`). A request for `<details route>?id=12` is answered
 * with that file when it exists; otherwise the route's own page (the shell, which loads the item in
 * the browser). The address the visitor sees stays `<details route>?id=12`.
 *
 * Returns the path to serve instead of `path` (both relative to the site's root), or `path` itself.
 */
export function prerenderedPath(distDir: string, path: string, id: string | undefined): string {
  const itemId = parsePositiveId(id);
  if (itemId === null || path.includes('..')) return path;
  const route = path.replace(/\/+$/, '');
  if (route === '') return path;
  const file = `${route}/${itemId}/index.html`;
  return existsSync(join(distDir, file)) ? file : path;
}
