/**
 * The route table: every page of the portal, once. Pages, the top navigation, the sidebar menu,
 * breadcrumbs, login guards and the tests all read it. Paths are written without the base path.
 */

export type Layout = 'basic' | 'plain' | 'redirect';

/** Icon names the sidebar can draw (see src/components/Icon.astro). */
export type MenuIcon =
  | 'home'
  | 'list'
  | 'route'
  | 'document'
  | 'megaphone'
  | 'chat'
  | 'truck'
  | 'post'
  | 'user'
  | 'lock'
  | 'phone';

export interface MenuPlacement {
  group: 'portal' | 'account';
  order: number;
  icon: MenuIcon;
}

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
  layout: Layout;
  /** For redirect routes: where they go. */
  redirectTo?: string;
}

/** A details route shows one item named by `?id=` (its last segment says details). */
export const isDetailsRoute = (route: RouteEntry): boolean =>
  /details|petails/i.test(route.path.split('/').pop() ?? '');

export const navItems = [
  { key: '0', title: '首页', path: '/basic/portal' },
  { key: '1', title: '物流信息', path: '/basic/portal/logisticsInformation' },
  { key: '2', title: '物流专线', path: '/basic/logisticsPage' },
  { key: '3', title: '政策法规', path: '/basic/portal/PolicyTotality' },
  { key: '4', title: '企业公告', path: '/basic/portal/corporateAnnouncementList' },
  { key: '5', title: '交流社区', path: '/basic/community' },
  { key: '6', title: '我要发货', path: '/basic/portal/deliveryPage' },
] as const;
export type NavKey = (typeof navItems)[number]['key'];

export const menuGroups = [
  { key: 'portal', title: '物流门户' },
  { key: 'account', title: '个人中心' },
] as const;

const HOME = '/basic/portal';

function page(
  path: string,
  title: string,
  parent: string | null,
  navKey: NavKey | null,
  options: { menu?: MenuPlacement; requiresLogin?: boolean } = {},
): RouteEntry {
  return {
    path,
    title,
    parent,
    navKey,
    menu: options.menu ?? null,
    requiresLogin: options.requiresLogin ?? false,
    layout: 'basic',
  };
}

export const routes: readonly RouteEntry[] = [
  {
    path: '/',
    title: '首页',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'redirect',
    redirectTo: HOME,
  },
  {
    path: '/login',
    title: '登录',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'plain',
  },
  {
    path: '/login/forgotPassword',
    title: '找回密码',
    parent: '/login',
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'plain',
  },
  {
    path: '/basic',
    title: '物流门户',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'redirect',
    redirectTo: HOME,
  },

  page(HOME, '首页', null, '0', { menu: { group: 'portal', order: 1, icon: 'home' } }),
  page('/basic/portal/logisticsInformation', '物流信息', HOME, '1', {
    menu: { group: 'portal', order: 2, icon: 'list' },
  }),
  page('/basic/portal/logisticsInformationDetails', '信息详情', '/basic/portal/logisticsInformation', '1'),
  page('/basic/logisticsPage', '物流专线', HOME, '2', { menu: { group: 'portal', order: 3, icon: 'route' } }),
  page('/basic/portal/routeDetails', '专线详情', '/basic/logisticsPage', '2'),
  page('/basic/portal/detailsEnterprise', '企业详情', '/basic/logisticsPage', '2'),
  page('/basic/portal/PolicyTotality', '政策法规', HOME, '3', {
    menu: { group: 'portal', order: 4, icon: 'document' },
  }),
  page('/basic/portal/policyDetails', '政策详情', '/basic/portal/PolicyTotality', '3'),
  page('/basic/portal/corporateAnnouncementList', '企业公告', HOME, '4', {
    menu: { group: 'portal', order: 5, icon: 'megaphone' },
  }),
  page('/basic/portal/announcementDetails', '公告详情', '/basic/portal/corporateAnnouncementList', '4'),
  page('/basic/community', '交流社区', HOME, '5', { menu: { group: 'portal', order: 6, icon: 'chat' } }),
  page('/basic/portal/postPetails', '帖子详情', '/basic/community', '5'),
  page('/basic/portal/replyToPost', '发表帖子', '/basic/community', '5', { requiresLogin: true }),
  page('/basic/portal/deliveryPage', '我要发货', HOME, '6', {
    menu: { group: 'portal', order: 7, icon: 'truck' },
    requiresLogin: true,
  }),
  page('/basic/portal/details', '发货详情', '/basic/portal/deliveryPage', '6', { requiresLogin: true }),
  page('/basic/portal/complete', '发货成功', '/basic/portal/deliveryPage', '6', { requiresLogin: true }),
  page('/basic/portal/MyPost', '我的帖子', HOME, null, {
    menu: { group: 'account', order: 1, icon: 'post' },
    requiresLogin: true,
  }),
  page('/basic/portal/exitData', '个人资料', HOME, null, {
    menu: { group: 'account', order: 2, icon: 'user' },
    requiresLogin: true,
  }),
  page('/basic/portal/passwordSetting', '修改密码', '/basic/portal/exitData', null, {
    menu: { group: 'account', order: 3, icon: 'lock' },
    requiresLogin: true,
  }),
  page('/basic/portal/mobileBinding', '绑定手机', '/basic/portal/exitData', null, {
    menu: { group: 'account', order: 4, icon: 'phone' },
    requiresLogin: true,
  }),

  {
    path: '/exception/403',
    title: '无权访问',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'plain',
  },
  {
    path: '/exception/500',
    title: '服务器出错',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'plain',
  },
  {
    path: '/exception',
    title: '出错了',
    parent: null,
    navKey: null,
    menu: null,
    requiresLogin: false,
    layout: 'plain',
  },
];

export const HOME_PATH = HOME;
export const LOGIN_PATH = '/login';

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The table entry for a path (base already removed); trailing slashes are ignored. */
export function findRoute(path: string): RouteEntry | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(trimmed);
}

/** The entry for a path that must be in the table (used by pages at build time). */
export function routeFor(path: string): RouteEntry {
  const route = findRoute(path);
  if (!route) throw new Error(`Route ${path} is not in src/lib/routes.ts; add it to the table.`);
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
