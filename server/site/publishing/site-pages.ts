/**
 * Which static pages a published or withdrawn item appears on (docs/decisions.md, Publishing):
 * - the home and the lists' first pages, every time: they show counts, totals and the newest items;
 * - the item's own details page;
 * - the details pages its page links to, before and after the change (an announcement's previous and
 *   next, a route's or an announcement's enterprise): those pages show it in turn (its title as a
 *   neighbour, the enterprise's route count and first routes);
 * - for an enterprise, the pages of its routes and announcements, which print its name.
 * The set may be larger than what changed: a page rendered the same as its file is not written.
 */
import type { Store } from '../../store/store.ts';
import { itemsShowingEnterprise } from '../../queries/site-pages.ts';
import type { ContentChange } from '../site-publisher.ts';
import type { DeskKind } from '../../../src/lib/shared/contract.ts';
import { detailsRoutes } from '../../../src/lib/shared/details-routes.ts';
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ANNOUNCEMENT_LIST_PATH,
  ENTERPRISE_DETAILS_PATH,
  ENTERPRISE_LIST_PATH,
  HOME_PATH,
  POLICY_DETAILS_PATH,
  POLICY_LIST_PATH,
  ROUTE_DETAILS_PATH,
  ROUTE_LIST_PATH,
} from '../../../src/lib/shared/routes.ts';
import type { PageToRender } from './render-worker.ts';

/** The pages every change renders again: the home and the first page of each content list. */
export const SHARED_PAGES: readonly string[] = [
  HOME_PATH,
  POLICY_LIST_PATH,
  ANNOUNCEMENT_LIST_PATH,
  ROUTE_LIST_PATH,
  ENTERPRISE_LIST_PATH,
];

export const DETAILS_PATH_OF: Record<DeskKind, string> = {
  policies: POLICY_DETAILS_PATH,
  announcements: ANNOUNCEMENT_DETAILS_PATH,
  routes: ROUTE_DETAILS_PATH,
  enterprises: ENTERPRISE_DETAILS_PATH,
};

export interface DetailsPage {
  /** The details route (`/basic/portal/policyDetails`). */
  detailsPath: string;
  id: number;
}

export const detailsPageKey = ({ detailsPath, id }: DetailsPage): string => `${detailsPath}/${id}`;

/** The page as the render worker takes it. */
export const detailsToRender = (page: DetailsPage): PageToRender => ({
  route: `${page.detailsPath}/[id]`,
  path: detailsPageKey(page),
  params: { id: String(page.id) },
});

export const sharedToRender = (path: string): PageToRender => ({ route: path, path });

const PRERENDERED_PATHS = detailsRoutes.filter((route) => route.prerendered).map((route) => route.path);
const LINK = /href="[^"?]*?(\/basic\/[A-Za-z/]+)\?id=(\d+)"/g;

/** The pre-rendered details pages an HTML page links to (`…/announcementDetails?id=7`), each once. */
export function linkedDetailsPages(html: string): DetailsPage[] {
  const found = new Map<string, DetailsPage>();
  for (const [, path, id] of html.matchAll(LINK)) {
    const detailsPath = PRERENDERED_PATHS.find((candidate) => path === candidate);
    if (!detailsPath) continue;
    const page = { detailsPath, id: Number(id) };
    found.set(detailsPageKey(page), page);
  }
  return [...found.values()];
}

/** The details pages that show the item beyond those its own page links to. */
export async function pagesShowingItem(db: Store, change: ContentChange): Promise<DetailsPage[]> {
  if (change.kind !== 'enterprises') return [];
  const { routes, announcements } = await itemsShowingEnterprise(db, change.id);
  return [
    ...routes.map((id) => ({ detailsPath: ROUTE_DETAILS_PATH, id })),
    ...announcements.map((id) => ({ detailsPath: ANNOUNCEMENT_DETAILS_PATH, id })),
  ];
}
