/**
 * robots.txt, and which pages of the route table crawlers are for (docs/decisions.md, "Sitemaps and
 * robots.txt"). Crawlers may read every public page; they are kept out of the pages behind a login
 * (the account, the publish and reply forms, shipments), the content desk, the login pages, the
 * error pages and the API. The file names the sitemap when the site's public origin is known.
 */
import {
  EXCEPTION_PATH,
  LOGIN_PATH,
  routes,
  withBase,
  type RouteEntry,
} from '../../src/lib/shared/routes.ts';
import { tabPages } from '../../src/lib/shared/tab-pages.ts';
import { writePage } from './publishing/site-files.ts';

export const ROBOTS_FILE = 'robots.txt';
const API_PATH = '/logistics/api/';

const under = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

/** A page for visitors who are not signed in, without an item of its own (items are listed per kind). */
const isPublic = (route: RouteEntry): boolean =>
  !route.requiresLogin && !under(route.path, LOGIN_PATH) && !under(route.path, EXCEPTION_PATH);

/** The fixed public pages as the sitemap lists them: the route table's, and the lists' tab pages. */
export function crawlablePages(): string[] {
  return routes
    .filter((route) => isPublic(route) && route.layout !== 'redirect' && route.details === undefined)
    .flatMap(({ path }) => [
      path,
      ...(tabPages.find((list) => list.path === path)?.tabs.map((tab) => `${path}?tab=${tab}`) ?? []),
    ]);
}

/**
 * Disallow lines for the pages crawlers are kept out of. A rule matches every address that starts
 * with it, so a path that begins a public one (`/basic/portal/details` and `…/detailsEnterprise`) is
 * written as itself exactly (`$`), with a query, or below it; a path under one already kept out is left.
 */
function disallowed(base: string): string[] {
  const closed = routes.filter((route) => !isPublic(route)).map((route) => route.path);
  const open = routes.filter(isPublic).map((route) => route.path);
  const lines: string[] = [];
  const whole: string[] = [];
  for (const path of [...closed].sort()) {
    if (whole.some((folder) => under(path, folder))) continue;
    const at = withBase(base, path);
    if (open.some((other) => other !== path && other.startsWith(path))) {
      lines.push(`${at}$`, `${at}?`, `${at}/`);
    } else {
      lines.push(at);
      whole.push(path);
    }
  }
  return [...lines, withBase(base, API_PATH)].map((line) => `Disallow: ${line}`);
}

/** The text of robots.txt; `sitemap` is the index's absolute address, or null when it has none. */
export function robotsText(base: string, sitemap: string | null): string {
  return [
    '# 物流信息门户',
    'User-agent: *',
    `Allow: ${withBase(base, '/')}`,
    ...disallowed(base),
    ...(sitemap ? ['', `Sitemap: ${sitemap}`] : []),
    '',
  ].join('\n');
}

/** Writes robots.txt into `distDir` (atomically, with its copies) when its text changed. */
export async function writeRobots(distDir: string, base: string, sitemap: string | null): Promise<boolean> {
  return (await writePage(distDir, ROBOTS_FILE, Buffer.from(robotsText(base, sitemap)), null)).changed;
}
