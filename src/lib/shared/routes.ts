import type { UserRole } from './contract.ts';

/**
 * The route table: every page of the portal, once. Pages, the top navigation, the sidebar menu,
 * breadcrumbs, login guards and the tests all read it. Paths are written without the base path.
 */

/**
 * Every page's path, written once: the table below, the pages, the lists' links and the islands'
 * navigation all read these names (tests/unit/routes.test.ts keeps such literals out of other files).
 */
export const ROOT_PATH = '/';
export const PORTAL_PATH = '/basic';
export const HOME_PATH = '/basic/portal';
export const LOGIN_PATH = '/login';
export const FORGOT_PASSWORD_PATH = '/login/forgotPassword';
export const REGISTER_PATH = '/login/register';
export const AGREEMENT_PATH = '/legal/agreement';
export const PRIVACY_PATH = '/legal/privacy';
export const CONTACT_PATH = '/legal/contact';
export const LOGISTICS_LIST_PATH = '/basic/portal/logisticsInformation';
export const LOGISTICS_DETAILS_PATH = '/basic/portal/logisticsInformationDetails';
export const ROUTE_LIST_PATH = '/basic/logisticsPage';
export const ROUTE_DETAILS_PATH = '/basic/portal/routeDetails';
export const ENTERPRISE_DETAILS_PATH = '/basic/portal/detailsEnterprise';
export const ENTERPRISE_LIST_PATH = '/basic/portal/enterpriseList';
export const POLICY_LIST_PATH = '/basic/portal/PolicyTotality';
export const POLICY_DETAILS_PATH = '/basic/portal/policyDetails';
export const ANNOUNCEMENT_LIST_PATH = '/basic/portal/corporateAnnouncementList';
export const ANNOUNCEMENT_DETAILS_PATH = '/basic/portal/announcementDetails';
export const COMMUNITY_PATH = '/basic/community';
export const POST_PATH = '/basic/portal/postPetails';
export const COMPOSER_PATH = '/basic/portal/replyToPost';
export const DELIVERY_FORM_PATH = '/basic/portal/deliveryPage';
export const DELIVERY_DETAILS_PATH = '/basic/portal/details';
export const DELIVERY_COMPLETE_PATH = '/basic/portal/complete';
export const MY_DELIVERIES_PATH = '/basic/portal/myDeliveries';
export const MY_POSTS_PATH = '/basic/portal/MyPost';
export const MY_OFFERS_PATH = '/basic/portal/myOffers';
export const MY_WAYBILLS_PATH = '/basic/portal/myWaybills';
export const WAYBILL_PATH = '/basic/portal/waybill';
export const PUBLISH_CARGO_PATH = '/basic/portal/publishCargo';
export const PUBLISH_VEHICLE_PATH = '/basic/portal/publishTruck';
export const PROFILE_PATH = '/basic/portal/exitData';
export const PASSWORD_PATH = '/basic/portal/passwordSetting';
export const MOBILE_BINDING_PATH = '/basic/portal/mobileBinding';
export const SUBSCRIPTIONS_PATH = '/basic/portal/subscriptions';
export const FAVORITES_PATH = '/basic/portal/myFavorites';
export const USER_PROFILE_PATH = '/basic/portal/userProfile';
export const EDITOR_PATH = '/basic/editor';
export const EDITOR_FORM_PATH = '/basic/editor/edit';
export const EDITOR_PREVIEW_PATH = '/basic/editor/preview';
export const VERIFICATION_PATH = '/basic/portal/enterpriseVerification';
export const MEMBER_ANNOUNCEMENTS_PATH = '/basic/portal/enterpriseAnnouncements';
export const VERIFICATION_QUEUE_PATH = '/basic/editor/verifications';
export const EDITOR_REPORTS_PATH = '/basic/editor/reports';
export const MY_VEHICLES_PATH = '/basic/portal/myVehicles';
export const IDENTITY_PATH = '/basic/portal/identityVerification';
export const DOCUMENT_QUEUE_PATH = '/basic/editor/documents';
export const COMPLAINT_QUEUE_PATH = '/basic/editor/complaints';
export const MY_COMPLAINTS_PATH = '/basic/portal/myComplaints';
export const EDITOR_VIEWS_PATH = '/basic/editor/views';
export const EDITOR_OVERVIEW_PATH = '/basic/editor/overview';
export const EXCEPTION_PATH = '/exception';
export const FORBIDDEN_PATH = '/exception/403';
export const SERVER_ERROR_PATH = '/exception/500';

export type Layout = 'basic' | 'plain' | 'redirect';

/** Icon names the sidebar can draw (see src/components/Icon.astro). */
export type MenuIcon =
  | 'home'
  | 'list'
  | 'route'
  | 'building'
  | 'document'
  | 'megaphone'
  | 'chat'
  | 'truck'
  | 'post'
  | 'user'
  | 'lock'
  | 'phone'
  | 'edit'
  | 'chart';

export interface MenuPlacement {
  group: 'portal' | 'account' | 'desk';
  order: number;
  icon: MenuIcon;
}

/**
 * The item a details route shows (named by `?id=`), and how a server in front of the site tells
 * whether item N exists (docs/decisions.md, "Unknown items answer 404"; details-routes.ts):
 * - `prerendered`: the build writes `<route>/N/index.html` for every item and a later publish writes a
 *   new item's file: the file existing is the answer, so no list of ids goes stale;
 * - `rendered`: user content (offers, posts, users' profiles): the server writes `<route>/N/index.html` when the item
 *   changes or is first asked for (server/site/publishing/user-publisher.ts), from the database, which
 *   alone knows whether item N exists;
 * - `owner`: the item is its owner's (a shipment): nobody else may learn whether it exists, so the
 *   page is answered as it is.
 */
export type ItemDetails =
  | { kind: 'policy' | 'announcement' | 'route' | 'enterprise'; known: 'prerendered' }
  | { kind: 'logistics-info' | 'post' | 'user'; known: 'rendered' }
  | { kind: 'delivery'; known: 'owner' };

export interface RouteEntry {
  path: string;
  title: string;
  /** Path of the parent route, for breadcrumbs; null at the top. */
  parent: string | null;
  /** Key of the top-navigation item that is active on this page; null when none is. */
  navKey: NavKey | null;
  /** Place in the sidebar menu; null when the route is reached only from other pages. */
  menu: MenuPlacement | null;
  requiresLogin: boolean;
  /**
   * The role the page is for (the content desk: `editor`): the sidebar shows it only to that role, and
   * anyone else who opens it is sent to /exception/403. Null for every other page.
   */
  requiresRole: UserRole | null;
  layout: Layout;
  /** For a details route: the item it shows (the one table of details routes). */
  details?: ItemDetails;
  /** For redirect routes: where they go. */
  redirectTo?: string;
}

/**
 * A page a login may lead back to (`?redirect=`): not the login pages themselves (a loop) nor the
 * result pages outside the portal's frame. The browser checks against src/lib/site/landing-paths.ts, the
 * same set written out, so that the table stays out of every page's script.
 */
export const isLandingRoute = (route: RouteEntry): boolean =>
  route.layout !== 'plain' && route.path !== LOGIN_PATH;

/** A details route shows one item named by `?id=`. */
export const isDetailsRoute = (route: RouteEntry): boolean => route.details !== undefined;

export const navItems = [
  { key: '0', title: '首页', path: HOME_PATH },
  { key: '1', title: '物流信息', path: LOGISTICS_LIST_PATH },
  { key: '2', title: '物流专线', path: ROUTE_LIST_PATH },
  { key: '3', title: '政策法规', path: POLICY_LIST_PATH },
  { key: '4', title: '企业公告', path: ANNOUNCEMENT_LIST_PATH },
  { key: '5', title: '交流社区', path: COMMUNITY_PATH },
  { key: '6', title: '我要发货', path: DELIVERY_FORM_PATH },
] as const;
export type NavKey = (typeof navItems)[number]['key'];

export const menuGroups = [
  { key: 'portal', title: '物流门户' },
  { key: 'account', title: '个人中心' },
  { key: 'desk', title: '内容管理' },
] as const;

// Marked free of side effects for the bundler: its reads of `options` would otherwise keep every
// call, and so the table's contents, in the script of any page that imports a path name from here.
/* @__NO_SIDE_EFFECTS__ */
function page(
  path: string,
  title: string,
  parent: string | null,
  navKey: NavKey | null,
  options: {
    menu?: MenuPlacement;
    requiresLogin?: boolean;
    requiresRole?: UserRole;
    details?: ItemDetails;
  } = {},
): RouteEntry {
  return {
    path,
    title,
    parent,
    navKey,
    menu: options.menu ?? null,
    requiresLogin: options.requiresLogin ?? options.requiresRole !== undefined,
    requiresRole: options.requiresRole ?? null,
    layout: 'basic',
    ...(options.details ? { details: options.details } : {}),
  };
}

/** A page outside the portal's frame (login, error pages). */
const plain = (path: string, title: string, parent: string | null = null): RouteEntry => ({
  path,
  title,
  parent,
  navKey: null,
  menu: null,
  requiresLogin: false,
  requiresRole: null,
  layout: 'plain',
});

/** An address that only sends the visitor on to the portal home. */
const redirect = (path: string, title: string): RouteEntry => ({
  ...plain(path, title),
  layout: 'redirect',
  redirectTo: HOME_PATH,
});

export const routes: readonly RouteEntry[] = [
  redirect(ROOT_PATH, '首页'),
  plain(LOGIN_PATH, '登录'),
  plain(FORGOT_PASSWORD_PATH, '找回密码', LOGIN_PATH),
  plain(REGISTER_PATH, '注册账号', LOGIN_PATH),
  plain(AGREEMENT_PATH, '用户协议'),
  plain(PRIVACY_PATH, '隐私政策'),
  plain(CONTACT_PATH, '联系我们'),
  redirect(PORTAL_PATH, '物流门户'),

  page(HOME_PATH, '首页', null, '0', { menu: { group: 'portal', order: 1, icon: 'home' } }),
  page(LOGISTICS_LIST_PATH, '物流信息', HOME_PATH, '1', {
    menu: { group: 'portal', order: 2, icon: 'list' },
  }),
  page(LOGISTICS_DETAILS_PATH, '信息详情', LOGISTICS_LIST_PATH, '1', {
    details: { kind: 'logistics-info', known: 'rendered' },
  }),
  page(PUBLISH_CARGO_PATH, '发布货源', LOGISTICS_LIST_PATH, '1', { requiresLogin: true }),
  page(PUBLISH_VEHICLE_PATH, '发布车源', LOGISTICS_LIST_PATH, '1', { requiresLogin: true }),
  page(ROUTE_LIST_PATH, '物流专线', HOME_PATH, '2', { menu: { group: 'portal', order: 3, icon: 'route' } }),
  page(ROUTE_DETAILS_PATH, '专线详情', ROUTE_LIST_PATH, '2', {
    details: { kind: 'route', known: 'prerendered' },
  }),
  page(ENTERPRISE_DETAILS_PATH, '企业详情', ROUTE_LIST_PATH, '2', {
    details: { kind: 'enterprise', known: 'prerendered' },
  }),
  // Between 物流专线 and 政策法规 in the sidebar; the header's 物流专线 stays its section.
  page(ENTERPRISE_LIST_PATH, '企业名录', HOME_PATH, '2', {
    menu: { group: 'portal', order: 3.5, icon: 'building' },
  }),
  page(POLICY_LIST_PATH, '政策法规', HOME_PATH, '3', {
    menu: { group: 'portal', order: 4, icon: 'document' },
  }),
  page(POLICY_DETAILS_PATH, '政策详情', POLICY_LIST_PATH, '3', {
    details: { kind: 'policy', known: 'prerendered' },
  }),
  page(ANNOUNCEMENT_LIST_PATH, '企业公告', HOME_PATH, '4', {
    menu: { group: 'portal', order: 5, icon: 'megaphone' },
  }),
  page(ANNOUNCEMENT_DETAILS_PATH, '公告详情', ANNOUNCEMENT_LIST_PATH, '4', {
    details: { kind: 'announcement', known: 'prerendered' },
  }),
  page(COMMUNITY_PATH, '交流社区', HOME_PATH, '5', { menu: { group: 'portal', order: 6, icon: 'chat' } }),
  page(POST_PATH, '帖子详情', COMMUNITY_PATH, '5', { details: { kind: 'post', known: 'rendered' } }),
  page(COMPOSER_PATH, '发表帖子', COMMUNITY_PATH, '5', { requiresLogin: true }),
  page(USER_PROFILE_PATH, '用户主页', HOME_PATH, null, { details: { kind: 'user', known: 'rendered' } }),
  page(DELIVERY_FORM_PATH, '我要发货', HOME_PATH, '6', {
    menu: { group: 'portal', order: 7, icon: 'truck' },
    requiresLogin: true,
  }),
  page(DELIVERY_DETAILS_PATH, '发货详情', MY_DELIVERIES_PATH, '6', {
    requiresLogin: true,
    details: { kind: 'delivery', known: 'owner' },
  }),
  page(DELIVERY_COMPLETE_PATH, '发货结果', DELIVERY_FORM_PATH, '6', { requiresLogin: true }),
  page(MY_DELIVERIES_PATH, '我的发货单', HOME_PATH, null, {
    menu: { group: 'account', order: 2, icon: 'truck' },
    requiresLogin: true,
  }),
  page(MY_POSTS_PATH, '我的帖子', HOME_PATH, null, {
    menu: { group: 'account', order: 4, icon: 'post' },
    requiresLogin: true,
  }),
  page(MY_OFFERS_PATH, '我的发布', HOME_PATH, null, {
    menu: { group: 'account', order: 1, icon: 'list' },
    requiresLogin: true,
  }),
  page(MY_WAYBILLS_PATH, '我的运单', HOME_PATH, null, {
    menu: { group: 'account', order: 10, icon: 'truck' },
    requiresLogin: true,
  }),
  page(WAYBILL_PATH, '运单详情', MY_WAYBILLS_PATH, null, { requiresLogin: true }),
  page(MY_COMPLAINTS_PATH, '我的投诉', HOME_PATH, null, {
    menu: { group: 'account', order: 13, icon: 'list' },
    requiresLogin: true,
  }),
  page(PROFILE_PATH, '个人资料', HOME_PATH, null, {
    menu: { group: 'account', order: 5, icon: 'user' },
    requiresLogin: true,
  }),
  page(PASSWORD_PATH, '修改密码', PROFILE_PATH, null, {
    menu: { group: 'account', order: 6, icon: 'lock' },
    requiresLogin: true,
  }),
  page(MOBILE_BINDING_PATH, '绑定手机', PROFILE_PATH, null, {
    menu: { group: 'account', order: 7, icon: 'phone' },
    requiresLogin: true,
  }),
  page(SUBSCRIPTIONS_PATH, '订阅线路', HOME_PATH, null, {
    menu: { group: 'account', order: 3, icon: 'route' },
    requiresLogin: true,
  }),
  page(FAVORITES_PATH, '我的收藏', HOME_PATH, null, {
    menu: { group: 'account', order: 12, icon: 'list' },
    requiresLogin: true,
  }),
  page(EDITOR_PATH, '内容台', HOME_PATH, null, {
    menu: { group: 'desk', order: 1, icon: 'edit' },
    requiresRole: 'editor',
  }),
  page(EDITOR_FORM_PATH, '编辑内容', EDITOR_PATH, null, { requiresRole: 'editor' }),
  page(EDITOR_PREVIEW_PATH, '预览', EDITOR_PATH, null, { requiresRole: 'editor' }),
  page(VERIFICATION_PATH, '企业认证', PROFILE_PATH, null, {
    menu: { group: 'account', order: 8, icon: 'user' },
    requiresLogin: true,
  }),
  page(MEMBER_ANNOUNCEMENTS_PATH, '本企业公告', VERIFICATION_PATH, null, {
    menu: { group: 'account', order: 9, icon: 'megaphone' },
    requiresLogin: true,
  }),
  page(VERIFICATION_QUEUE_PATH, '认证审核', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 2, icon: 'list' },
    requiresRole: 'editor',
  }),
  page(EDITOR_REPORTS_PATH, '举报处理', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 3, icon: 'chat' },
    requiresRole: 'editor',
  }),
  page(MY_VEHICLES_PATH, '我的车辆', PROFILE_PATH, null, {
    menu: { group: 'account', order: 10, icon: 'truck' },
    requiresLogin: true,
  }),
  page(IDENTITY_PATH, '实名认证', PROFILE_PATH, null, {
    menu: { group: 'account', order: 11, icon: 'user' },
    requiresLogin: true,
  }),
  page(DOCUMENT_QUEUE_PATH, '证件审核', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 4, icon: 'list' },
    requiresRole: 'editor',
  }),
  page(COMPLAINT_QUEUE_PATH, '投诉处理', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 5, icon: 'list' },
    requiresRole: 'editor',
  }),
  page(EDITOR_OVERVIEW_PATH, '运营概览', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 8, icon: 'chart' },
    requiresRole: 'editor',
  }),
  page(EDITOR_VIEWS_PATH, '访问统计', EDITOR_PATH, null, {
    menu: { group: 'desk', order: 9, icon: 'chart' },
    requiresRole: 'editor',
  }),

  plain(FORBIDDEN_PATH, '无权访问'),
  plain(SERVER_ERROR_PATH, '服务器出错'),
  plain(EXCEPTION_PATH, '出错了'),
];

/**
 * The table entry for a path (base already removed); trailing slashes are ignored. A search rather
 * than a map built beside the table: a module-level map would count as work done at load, and keep the
 * table in the script of every page that imports one of the path names above.
 */
export function findRoute(path: string): RouteEntry | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => route.path === trimmed);
}

/** The entry for a path that must be in the table (used by pages at build time). */
export function routeFor(path: string): RouteEntry {
  const route = findRoute(path);
  if (!route) throw new Error(`Route ${path} is not in src/lib/shared/routes.ts; add it to the table.`);
  return route;
}

/** Breadcrumb trail from the top down to the route itself. */
export function breadcrumbsFor(path: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  let current = findRoute(path);
  while (current) {
    trail.unshift(current);
    current = current.parent ? findRoute(current.parent) : undefined;
  }
  return trail;
}

/** Sidebar entries of one group, in menu order. */
export function menuEntries(group: MenuPlacement['group']): RouteEntry[] {
  return routes
    .filter((route) => route.menu?.group === group)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}

/** The sidebar entry to highlight on a page: the nearest route in its breadcrumb trail that has a menu place. */
export function activeMenuPath(path: string): string | null {
  const trail = breadcrumbsFor(path);
  for (let index = trail.length - 1; index >= 0; index -= 1) {
    const entry = trail[index];
    if (entry?.menu) return entry.path;
  }
  return null;
}

/** Prefix an app path with the base path (`/` or e.g. `/portal/`). */
export function withBase(base: string, path: string): string {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${prefix}${path}` || '/';
}

/** Remove the base path from a location pathname; returns an app path starting with `/`. */
export function stripBase(base: string, pathname: string): string {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}
