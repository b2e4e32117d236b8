/**
 * An enterprise's own routes and announcements, the two tabs of its profile: the lists of 物流专线 and
 * 企业公告 without the enterprise column, filtered by `enterpriseId`, each with its own paging in the
 * profile's URL (`routesPage`, `announcementsPage`; docs/decisions.md, "Routes and enterprises").
 */
import type { AnnouncementItem, RouteItem } from '../shared/contract.ts';
import { routeList } from '../freight-routes/freight-routes.ts';
import { listSpec, type ListDefinition } from '../list/list-definition.ts';
import { apiParams } from '../shared/list-query.ts';
import { ENTERPRISE_DETAILS_PATH } from '../shared/routes.ts';

export const ENTERPRISE_TABS = ['routes', 'announcements'] as const;
export type EnterpriseTab = (typeof ENTERPRISE_TABS)[number];

/** The tab in the profile's URL (`?id=3&tab=announcements`); the routes unless it says otherwise. */
export function readEnterpriseTab(search: string): EnterpriseTab {
  return new URLSearchParams(search).get('tab') === 'announcements' ? 'announcements' : 'routes';
}

/** The profile's query string with `tab` (the routes, the default, leave it out). */
export function searchWithTab(search: string, tab: EnterpriseTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'routes') params.delete('tab');
  else params.set('tab', tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An enterprise has a handful of each: short pages keep the tabs compact. */
const EMBEDDED_PAGE_SIZES = [5, 10, 20] as const;

function ofEnterprise<T>(list: ListDefinition<T>, prefix: string, enterpriseId: number, caption: string) {
  return {
    ...list,
    path: ENTERPRISE_DETAILS_PATH,
    caption,
    columns: list.columns.filter((column) => column.key !== 'enterprise'),
    fields: [],
    spec: listSpec([], { prefix, pageSizes: EMBEDDED_PAGE_SIZES }),
    params: (query) => ({ ...apiParams(query), enterpriseId }),
  } satisfies ListDefinition<T>;
}

export const enterpriseRouteList = (enterpriseId: number): ListDefinition<RouteItem> =>
  ofEnterprise(routeList, 'routes', enterpriseId, '本企业物流专线');

/**
 * The 企业公告 tab: `announcements` is announcements.ts's `announcementList`, passed in so that the
 * profile loads that list's code only when the tab is wanted (EnterpriseTabs imports it on demand).
 */
export const enterpriseAnnouncementList = (
  announcements: ListDefinition<AnnouncementItem>,
  enterpriseId: number,
): ListDefinition<AnnouncementItem> =>
  ofEnterprise(announcements, 'announcements', enterpriseId, '本企业公告');
