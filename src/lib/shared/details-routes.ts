/**
 * The details routes a visitor opens with `?id=N`, and how a server in front of the site knows
 * whether item N exists (docs/decisions.md, "Unknown items answer 404"):
 * - `prerendered`: the build writes `<route>/N/index.html` for every item (policies, announcements,
 *   routes, enterprises), and a later publish writes the file of a new item. The file existing is
 *   the answer: no list of ids is kept anywhere, so nothing goes stale.
 * - `runtime`: the page always loads the item in the browser (logistics information, posts); only a
 *   server with the database can tell whether N exists.
 * A well-formed id is what the API accepts (`ID_DIGITS`, ids.ts).
 */
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ENTERPRISE_DETAILS_PATH,
  LOGISTICS_DETAILS_PATH,
  POLICY_DETAILS_PATH,
  POST_PATH,
  ROUTE_DETAILS_PATH,
} from './routes.ts';

export type DetailsKind = 'policy' | 'announcement' | 'route' | 'enterprise' | 'logistics-info' | 'post';

export interface DetailsRoute {
  path: string;
  kind: DetailsKind;
  prerendered: boolean;
}

export const detailsRoutes: readonly DetailsRoute[] = [
  { path: POLICY_DETAILS_PATH, kind: 'policy', prerendered: true },
  { path: ANNOUNCEMENT_DETAILS_PATH, kind: 'announcement', prerendered: true },
  { path: ROUTE_DETAILS_PATH, kind: 'route', prerendered: true },
  { path: ENTERPRISE_DETAILS_PATH, kind: 'enterprise', prerendered: true },
  { path: LOGISTICS_DETAILS_PATH, kind: 'logistics-info', prerendered: false },
  { path: POST_PATH, kind: 'post', prerendered: false },
];

/** The details route of a site path (trailing slashes ignored), or undefined. */
export function detailsRouteOf(path: string): DetailsRoute | undefined {
  const trimmed = path.replace(/\/+$/, '');
  return detailsRoutes.find((route) => route.path === trimmed);
}
