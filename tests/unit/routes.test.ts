import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activeMenuPath,
  breadcrumbsFor,
  findRoute,
  menuEntries,
  navItems,
  routes,
  stripBase,
  withBase,
} from '../../src/lib/shared/routes';
import { stringLiterals } from './helpers/string-literals';

const root = join(import.meta.dirname, '../..');
const pagesDir = join(root, 'src/pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * `basic/portal/index.astro` → `/basic/portal`, `login/forgotPassword.astro` → `/login/forgotPassword`;
 * a details route's static pages (`basic/portal/policyDetails/[id].astro`, a post's reply pages
 * `postPetails/[id]/[page].astro`) belong to that route, a list's tab pages
 * (`logisticsInformation/[tab].astro`, src/lib/shared/tab-pages.ts) to the list.
 */
function routeOfFile(file: string): string {
  const withoutExtension = relative(pagesDir, file)
    .split(sep)
    .join('/')
    .replace(/\.astro$/, '')
    .replace(/\/\[id\](\/\[page\])?$/, '')
    .replace(/\/\[tab\]$/, '');
  const path = `/${withoutExtension}`.replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

const pagePaths = pageFiles(pagesDir)
  .filter((file) => file.endsWith('.astro'))
  .map(routeOfFile)
  .filter((path) => path !== '/404');

describe('the route table and src/pages', () => {
  it.each(routes.map((route) => route.path))('%s has a page file', (path) => {
    expect(pagePaths).toContain(path);
  });

  it.each(pagePaths)('page %s is in the route table', (path) => {
    expect(findRoute(path), `add ${path} to src/lib/shared/routes.ts or remove its page`).toBeDefined();
  });

  it('has the 404 page', () => {
    expect(pageFiles(pagesDir).map(routeOfFile)).toContain('/404');
  });

  it('marks as pre-rendered or rendered exactly the details routes that have a page per item ([id].astro)', () => {
    const perItem = pageFiles(pagesDir)
      .filter((file) => file.endsWith(`${sep}[id].astro`))
      .map(routeOfFile)
      .sort();
    const prerendered = routes
      .filter((route) => route.details?.known === 'prerendered' || route.details?.known === 'rendered')
      .map((route) => route.path)
      .sort();
    expect(prerendered).toEqual(perItem);
  });

  it('lists every path once', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it.each(routes.filter((route) => route.parent !== null))('$path has a parent in the table', (route) => {
    expect(findRoute(route.parent ?? '')).toBeDefined();
  });

  it.each(navItems)('navigation item $title points to a route with its key', (item) => {
    expect(findRoute(item.path)?.navKey).toBe(item.key);
  });
});

describe('breadcrumbsFor', () => {
  it.each([
    ['/basic/portal', ['首页']],
    ['/basic/portal/policyDetails', ['首页', '政策法规', '政策详情']],
    ['/basic/portal/policyDetails/', ['首页', '政策法规', '政策详情']],
    ['/basic/portal/mobileBinding', ['首页', '个人资料', '绑定手机']],
    ['/basic/portal/postPetails', ['首页', '交流社区', '帖子详情']],
    ['/login/forgotPassword', ['登录', '找回密码']],
    ['/nowhere', []],
  ])('%s → %j', (path, titles) => {
    expect(breadcrumbsFor(path).map((route) => route.title)).toEqual(titles);
  });
});

describe('menuEntries', () => {
  it('orders the portal group as the sidebar shows it', () => {
    expect(menuEntries('portal').map((route) => route.title)).toEqual([
      '首页',
      '物流信息',
      '物流专线',
      '企业名录',
      '政策法规',
      '企业公告',
      '交流社区',
      '我要发货',
    ]);
  });

  it('orders the account group, all behind the login', () => {
    const entries = menuEntries('account');
    expect(entries.map((route) => route.title)).toEqual([
      '我的发布',
      '我的发货单',
      '订阅线路',
      '我的帖子',
      '个人资料',
      '修改密码',
      '绑定手机',
      '企业认证',
      '本企业公告',
      '我的运单',
      '我的车辆',
      '实名认证',
      '我的收藏',
      '我的投诉',
    ]);
    expect(entries.every((route) => route.requiresLogin)).toBe(true);
  });

  it('orders the desk group, all for editors, 运营概览 once beside 访问统计', () => {
    const entries = menuEntries('desk');
    expect(entries.map((route) => route.title)).toEqual([
      '内容台',
      '认证审核',
      '举报处理',
      '证件审核',
      '投诉处理',
      '运营概览',
      '访问统计',
    ]);
    expect(entries.every((route) => route.requiresRole === 'editor')).toBe(true);
    expect(entries.find((route) => route.title === '运营概览')?.path).toBe('/basic/editor/overview');
  });

  it.each([
    ['/basic/portal', '/basic/portal'],
    ['/basic/portal/policyDetails', '/basic/portal/PolicyTotality'],
    ['/basic/portal/complete', '/basic/portal/deliveryPage'],
    ['/basic/portal/routeDetails', '/basic/logisticsPage'],
    ['/login', null],
  ])('highlights for %s the entry %s', (path, expected) => {
    expect(activeMenuPath(path)).toBe(expected);
  });
});

describe('withBase and stripBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/basic/portal', '/basic/portal'],
    ['/portal/', '/', '/portal/'],
    ['/portal/', '/basic/portal', '/portal/basic/portal'],
    ['/portal', '/login', '/portal/login'],
  ])('withBase(%s, %s) = %s', (base, path, expected) => {
    expect(withBase(base, path)).toBe(expected);
  });

  it.each([
    ['/', '/basic/portal', '/basic/portal'],
    ['/portal/', '/portal/basic/portal', '/basic/portal'],
    ['/portal/', '/portal', '/'],
    ['/portal/', '/portalx/login', '/portalx/login'],
  ])('stripBase(%s, %s) = %s', (base, pathname, expected) => {
    expect(stripBase(base, pathname)).toBe(expected);
  });
});

/** A string that names a portal page: `/basic…`, `/login…`, `/exception…` (with a query or not). */
const PAGE_PATH = /^\/(basic|login|exception)(?=[/?#]|$)/;
const SOURCE = /\.(ts|tsx|astro|mjs|js)$/;
const ROUTE_TABLE = 'src/lib/shared/routes.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

describe('page paths come only from the route table', () => {
  const files = ['src', 'server', 'integrations'].flatMap(sourceFiles).filter((file) => file !== ROUTE_TABLE);
  const strays = files.flatMap((file) =>
    stringLiterals(readFileSync(join(root, file), 'utf8'))
      .filter((literal) => PAGE_PATH.test(literal.text))
      .map((literal) => `${file}:${literal.line} ${literal.text}`),
  );

  it('reads the files of src, server and integrations', () => {
    expect(files).toContain('src/lib/community/community.ts');
    expect(files).toContain('server/http/app.ts');
    expect(files).toContain('src/pages/basic/community.astro');
  });

  it('finds no page path written outside src/lib/shared/routes.ts', () => {
    expect(strays, 'import the path from src/lib/shared/routes.ts instead').toEqual([]);
  });
});

describe('stringLiterals (the scanner the check above reads with)', () => {
  it.each([
    ["const a = '/basic/portal';", ['/basic/portal']],
    ['const a = "/login"; // \'/basic\' in a comment', ['/login']],
    ["/* '/exception' */ const a = 1;", []],
    [
      'const a = `/basic/portal/details?id=${id}&tab=${`x${y}`}`;',
      ['/basic/portal/details?id=', '&tab=', 'x', '', ''],
    ],
    ['<Page path="/basic/community" /><!-- \'/login\' -->', ['/basic/community']],
    ["const a = { b: `${c}` }; const d = '/login';", ['', '', '/login']],
  ])('%s', (source, texts) => {
    expect(stringLiterals(source).map((literal) => literal.text)).toEqual(texts);
  });
});
