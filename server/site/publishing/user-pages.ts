/**
 * Which static pages a change to user content concerns (docs/decisions.md, "Static user content"),
 * and the addresses visitors and a CDN use for each:
 * - an offer: its page when it has one already (a new offer's page is rendered when first asked for,
 *   "Renders yield to the API"), the first pages of the offers' list (货源 at the list's own path, 车源 and 专线
 *   its tab pages `logisticsInformation/<tab>`) and the home (最新物流信息, counts);
 * - a post: its first page, the reply page a reply's change is on (every reply page when the post
 *   itself changed: a hidden or deleted post's words leave all of them), the community page and the
 *   home (hot circles, counts); a reply on a later page changes the first page only by its counts
 *   (`onlyCountsChange`);
 * - a user (a new nickname, a mark, 注销): the pages of their offers (发布人 links the nickname to
 *   the profile), of their posts and of their replies that have a file already (the others are
 *   rendered when first asked for), the community page and the home;
 * - and the profile of the user an offer's, a post's or a user's change concerns (用户主页: their
 *   standing offers, their posts, their name and marks), when it has a file already.
 */
import { replyPageCount, replyPageOf } from '../../../src/lib/shared/reply-pages.ts';
import { tabPages } from '../../../src/lib/shared/tab-pages.ts';
import {
  COMMUNITY_PATH,
  HOME_PATH,
  LOGISTICS_DETAILS_PATH,
  LOGISTICS_LIST_PATH,
  POST_PATH,
  USER_PROFILE_PATH,
} from '../../../src/lib/shared/routes.ts';
import type { SiteChange } from '../../queries/site-changes.ts';
import { lastFloor, ownerOf, wordsOfUser } from '../../queries/user-pages.ts';
import type { Store } from '../../store/store.ts';
import type { PageToRender } from './render-worker.ts';

export const offerPage = (id: number): PageToRender => ({
  route: `${LOGISTICS_DETAILS_PATH}/[id]`,
  path: `${LOGISTICS_DETAILS_PATH}/${id}`,
  params: { id: String(id) },
});

/** Page 1 is the post's own page; page K ≥ 2 its K-th page of replies. */
export const postPage = (id: number, page = 1): PageToRender =>
  page <= 1
    ? { route: `${POST_PATH}/[id]`, path: `${POST_PATH}/${id}`, params: { id: String(id) } }
    : {
        route: `${POST_PATH}/[id]/[page]`,
        path: `${POST_PATH}/${id}/${page}`,
        params: { id: String(id), page: String(page) },
      };

export const profilePage = (id: number): PageToRender => ({
  route: `${USER_PROFILE_PATH}/[id]`,
  path: `${USER_PROFILE_PATH}/${id}`,
  params: { id: String(id) },
});

const samePath = (path: string): PageToRender => ({ route: path, path });

/**
 * The first pages of the offers' list: 货源 is the list's own page, 车源 and 专线 its tab pages
 * (src/lib/shared/tab-pages.ts). An offer's change renders them all, whatever its kind: the server
 * does not keep which tab shows which kind, and coalescing holds them to about one render a second.
 */
export const offerListPages = (): PageToRender[] => [
  samePath(LOGISTICS_LIST_PATH),
  ...(tabPages.find((list) => list.path === LOGISTICS_LIST_PATH)?.tabs ?? []).map((tab) => ({
    route: `${LOGISTICS_LIST_PATH}/[tab]`,
    path: `${LOGISTICS_LIST_PATH}/${tab}`,
    params: { tab },
  })),
];

const postPages = (id: number, floors: number): PageToRender[] =>
  Array.from({ length: replyPageCount(floors) }, (_, index) => postPage(id, index + 1));

/**
 * The pages `change` concerns, each once. `kept` says which pages have a file already or are being
 * rendered (a render under way may have read the content before the change).
 */
export async function pagesOfChange(
  db: Store,
  kept: (page: PageToRender) => boolean,
  change: SiteChange,
): Promise<PageToRender[]> {
  const home = samePath(HOME_PATH);
  const community = samePath(COMMUNITY_PATH);
  const rendered = (pages: PageToRender[]) => pages.filter(kept);
  // A profile without a file is rendered when first asked for, with what stands then.
  const profileOf = (owner: number | null | undefined) =>
    owner === null || owner === undefined ? [] : rendered([profilePage(owner)]);
  if (change.kind === 'offer') {
    const owner = await ownerOf(db, 'offer', change.itemId);
    // Nobody asked for a new offer's page yet: it is rendered on its first request, with what stands then.
    const own = rendered([offerPage(change.itemId)]);
    return owner !== undefined ? [...own, ...offerListPages(), home, ...profileOf(owner)] : own;
  }
  if (change.kind === 'post') {
    // A reply changes neither the post's title nor whether it stands: the profile keeps its file.
    if (change.floor !== null)
      return [
        ...[...new Set([1, replyPageOf(change.floor)])].map((page) => postPage(change.itemId, page)),
        community,
        home,
      ];
    return [
      ...postPages(change.itemId, await lastFloor(db, change.itemId)),
      community,
      home,
      ...profileOf(await ownerOf(db, 'post', change.itemId)),
    ];
  }
  const { offers, posts, replies } = await wordsOfUser(db, change.itemId);
  const words = new Map(
    [
      ...offers.map((id) => offerPage(id)),
      ...posts.map((id) => postPage(id)),
      ...replies.map(({ postId, floor }) => postPage(postId, replyPageOf(floor))),
    ].map((page) => [page.path, page]),
  );
  return [...rendered([...words.values()]), community, home, ...profileOf(change.itemId)];
}

/**
 * Whether the only change `change` makes to `page` is a count: a reply on a later page of replies
 * changes a post's first page only by its number of replies and pages (回复 N, the pagination), which
 * may wait longer (`PORTAL_SITE_COUNTS_COALESCE_MS`) than the page that shows the reply's words.
 */
export function onlyCountsChange(change: SiteChange, page: PageToRender): boolean {
  return (
    change.kind === 'post' &&
    change.floor !== null &&
    replyPageOf(change.floor) > 1 &&
    page.path === postPage(change.itemId).path
  );
}

/** The addresses of a page as visitors ask for it (and a CDN keeps it), with the base. */
export function userPageUrls(base: string, page: PageToRender): string[] {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  const file = `${root}${page.path}/`;
  const { id, page: replyPage, tab } = page.params ?? {};
  if (page.route === `${LOGISTICS_DETAILS_PATH}/[id]`)
    return [`${root}${LOGISTICS_DETAILS_PATH}?id=${id}`, file];
  if (page.route === `${POST_PATH}/[id]`) return [`${root}${POST_PATH}?id=${id}`, file];
  if (page.route === `${POST_PATH}/[id]/[page]`)
    return [`${root}${POST_PATH}?id=${id}&page=${replyPage}`, file];
  if (page.route === `${USER_PROFILE_PATH}/[id]`) return [`${root}${USER_PROFILE_PATH}?id=${id}`, file];
  if (page.route === `${LOGISTICS_LIST_PATH}/[tab]`)
    return [`${root}${LOGISTICS_LIST_PATH}?tab=${tab}`, file];
  return [`${root}${page.path}`];
}
