import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Static details pages: the build writes one file per item at `<details route>/<id>/index.html`
 * (e.g. `basic/portal/policyDetails/12/index.html`). A request for `<details route>?id=12` is answered
 * with that file when it exists; otherwise the route's own page (the shell, which loads the item in
 * the browser). The address the visitor sees stays `<details route>?id=12`.
 *
 * Returns the path to serve instead of `path` (both relative to the site's root), or `path` itself.
 */
export function prerenderedPath(distDir: string, path: string, id: string | undefined): string {
  if (id === undefined || !/^[1-9]\d{0,9}$/.test(id) || path.includes('..')) return path;
  const route = path.replace(/\/+$/, '');
  if (route === '') return path;
  const file = `${route}/${id}/index.html`;
  return existsSync(join(distDir, file)) ? file : path;
}
