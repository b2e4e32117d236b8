/** Page views the portal counts itself (`POST /views`, `GET /desk/stats/views`; docs/api.md, Page views). */

/**
 * The kinds of public item page: what `GET /desk/stats/views?kind=` narrows the most-read list to,
 * and what the sitemap lists (server/queries/sitemap.ts).
 */
export const VIEW_KINDS = [
  'policies',
  'announcements',
  'routes',
  'enterprises',
  'offers',
  'posts',
  'users',
] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** `POST /views`: whether this view was counted (a crawler's or a prefetch's is not). */
export interface ViewCounted {
  counted: boolean;
}

/** One day of the period: China's day (`YYYY-MM-DD`) and the views counted on it. */
export interface ViewsOfDay {
  day: string;
  views: number;
}

/** A page among the most read of the period: its path and query as visitors opened it. */
export interface MostRead {
  path: string;
  views: number;
  /** The kind of item the page shows, and its title where the item has one. */
  kind: ViewKind | null;
  title: string | null;
}

/** `GET /desk/stats/views?from&to&kind`. */
export interface ViewStats {
  from: string;
  to: string;
  kind: ViewKind | null;
  total: number;
  /** Every day of the period in order, days without views at 0. */
  days: ViewsOfDay[];
  /** The most read pages of the period (of `kind` when given), most read first. */
  mostRead: MostRead[];
}
