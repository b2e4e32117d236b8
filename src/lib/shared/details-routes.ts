/**
 * The details routes whose item a server in front of the site may look for (a public item, not a
 * shipment), read from the route table (routes.ts, `details`): the reference server's answer for an
 * unknown item (server/site/prerendered.ts), nginx's configuration (deploy/render-nginx.ts) and the
 * publisher's links (server/site/publishing) take them from here. Kept apart from routes.ts so that
 * the pages' scripts, which import path names from there, never carry this derived list.
 */
import { routes, type ItemDetails } from './routes.ts';

/** The kind of a public item a details route shows. */
export type DetailsKind = Exclude<ItemDetails, { known: 'owner' }>['kind'];

export interface DetailsRoute {
  path: string;
  kind: DetailsKind;
  /** The build writes a file per item (`prerendered`); otherwise only the database knows (`rendered`). */
  prerendered: boolean;
  /** The server renders an item's file when it is first asked for or changes (user content). */
  rendered: boolean;
}

export const detailsRoutes: readonly DetailsRoute[] = routes.flatMap(({ path, details }) =>
  details !== undefined && details.known !== 'owner'
    ? [
        {
          path,
          kind: details.kind,
          prerendered: details.known === 'prerendered',
          rendered: details.known === 'rendered',
        },
      ]
    : [],
);

/** The details route of a site path (trailing slashes ignored), or undefined. */
export function detailsRouteOf(path: string): DetailsRoute | undefined {
  const trimmed = path.replace(/\/+$/, '');
  return detailsRoutes.find((route) => route.path === trimmed);
}
