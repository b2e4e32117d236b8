/**
 * The portal home: what its sections show of `GET /portal/home`, all rendered into the HTML at build
 * time. The latest logistics rows, which the browser reads again, are in home-latest.ts.
 */
import type { PortalCounts, PortalHome } from '../shared/contract.ts';
import { formatDate, formatNumber } from '../shared/format.ts';
import { detailsHref } from '../list/list-definition.ts';
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ANNOUNCEMENT_LIST_PATH,
  COMMUNITY_PATH,
  LOGISTICS_LIST_PATH,
  POLICY_DETAILS_PATH,
  POLICY_LIST_PATH,
  ENTERPRISE_LIST_PATH,
  ROUTE_LIST_PATH,
} from '../shared/routes.ts';

/** A link in the latest policies or announcements. */
export interface ArticleLink {
  id: number;
  href: string;
  title: string;
  /** Shown after the title: the issuing authority or the enterprise. */
  source: string;
  date: string;
}

export function policyLinks(home: Pick<PortalHome, 'policies'>): ArticleLink[] {
  return home.policies.map((policy) => ({
    id: policy.id,
    href: detailsHref(POLICY_DETAILS_PATH, policy.id),
    title: policy.title,
    source: policy.authority,
    date: formatDate(policy.publishedAt),
  }));
}

export function announcementLinks(home: Pick<PortalHome, 'announcements'>): ArticleLink[] {
  return home.announcements.map((announcement) => ({
    id: announcement.id,
    href: detailsHref(ANNOUNCEMENT_DETAILS_PATH, announcement.id),
    title: announcement.title,
    source: announcement.enterpriseName,
    date: formatDate(announcement.publishedAt),
  }));
}

/** `…community?circleId=3`: the community page opened on one circle. */
export function circleHref(circleId: number): string {
  return `${COMMUNITY_PATH}?circleId=${encodeURIComponent(String(circleId))}`;
}

/** The home's figures, in the order shown, each with the page that lists them. */
export const countEntries: readonly { key: keyof PortalCounts; label: string; unit: string; href: string }[] =
  [
    { key: 'logisticsInfo', label: '物流信息', unit: '条', href: LOGISTICS_LIST_PATH },
    { key: 'enterprises', label: '入驻企业', unit: '家', href: ENTERPRISE_LIST_PATH },
    { key: 'routes', label: '物流专线', unit: '条', href: ROUTE_LIST_PATH },
    { key: 'policies', label: '政策法规', unit: '篇', href: POLICY_LIST_PATH },
    { key: 'announcements', label: '企业公告', unit: '篇', href: ANNOUNCEMENT_LIST_PATH },
    { key: 'posts', label: '社区帖子', unit: '篇', href: COMMUNITY_PATH },
  ];

/** The figures as shown: `{label, value: '1,234', unit, href}`; a missing count reads `-`. */
export function countItems(counts: Partial<PortalCounts>) {
  return countEntries.map((entry) => ({ ...entry, value: formatNumber(counts[entry.key]) }));
}
