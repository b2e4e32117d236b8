/**
 * Lists whose tabs are pages of their own: the first page of `<list>?tab=<tab>` is the file
 * `<list>/<tab>/index.html` (the list's first tab is the list's own page). nginx's configuration
 * (deploy/render-nginx.ts) and the sitemap (server/site/sitemap.ts) read the tabs here.
 */
import { LOGISTICS_LIST_PATH } from './routes.ts';

export interface TabPages {
  /** The list's route path. */
  path: string;
  /** The `?tab=` values with a page of their own, beside the list's own page (its first tab). */
  tabs: readonly string[];
}

export const tabPages: readonly TabPages[] = [
  // 货源 (`?tab=1`) is the list's own page; 车源 and 专线 are `?tab=2` and `?tab=3` (the keys of
  // src/lib/offers/logistics-tabs.ts, held equal by tests/unit/lib/tab-pages.test.ts).
  { path: LOGISTICS_LIST_PATH, tabs: ['2', '3'] },
];
