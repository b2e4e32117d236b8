/**
 * The home's latest logistics information rows: the few fields a row prints, ready to show. The
 * build passes them to the island (not whole items, to keep the HTML small) and the island makes
 * them again from the answer it reads on load. Kept apart from the list's description, so the home
 * page's script does not load the list's columns.
 */
import type { LogisticsInfoItem, LogisticsKind, PortalHome } from '../shared/contract.ts';
import type { Mark } from '../shared/contract/documents.ts';
import { formatDateTime, formatMoney } from '../shared/format.ts';
import { detailsHref } from '../list/list-definition.ts';
import { offerState } from '../offers/logistics-tabs.ts';
import { routeText } from '../shared/short-place.ts';
import { LOGISTICS_DETAILS_PATH } from '../shared/routes.ts';

/** One row of the home's latest logistics information, ready to show. */
export interface LatestRow {
  id: number;
  href: string;
  title: string;
  /** `已过期` for a stale offer, else ''. */
  state: string;
  /** The publisher's marks an editor checked (server/queries/marks.ts), as the list shows them. */
  marks: readonly Mark[];
  route: string;
  price: string;
  time: string;
}

export function latestRow(item: LogisticsInfoItem): LatestRow {
  return {
    id: item.id,
    href: detailsHref(LOGISTICS_DETAILS_PATH, item.id),
    title: item.title,
    state: offerState(item),
    marks: item.marks,
    route: routeText(item),
    price: formatMoney(item.price),
    time: formatDateTime(item.publishedAt),
  };
}

export type LatestByKind = Readonly<Record<LogisticsKind, readonly LatestRow[]>>;

export function latestByKind(home: Pick<PortalHome, LogisticsKind>): LatestByKind {
  return {
    cargo: home.cargo.map(latestRow),
    vehicle: home.vehicle.map(latestRow),
    line: home.line.map(latestRow),
  };
}
