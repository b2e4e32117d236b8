/**
 * The analytics adapter (docs/product.md, Error catalogue): every page view (path plus query) goes to a Baidu-Tongji-style
 * `_hmt` queue when a site id is configured, always to `__portalAnalytics`, which tests read, and to
 * the portal's own count (`POST /views` as a beacon, docs/api.md, Page views) where the target can send one.
 * A page view is each page load and each route change inside a page (a list's page or filter, a
 * tab: a new history entry, or back and forward to one); Tongji's own automatic page view is turned
 * off so each is counted once, with its query. The target object is passed in (the page's `window`)
 * so this module stays DOM-free; the layout loads Tongji's script (tongjiScriptUrl).
 */
import { buildRequestUrl } from '../request/request-url.ts';
import { stripBase } from '../shared/routes.ts';
import { BASE_URL, HM_SITE_ID } from './config.ts';

export type PageViewCommand = ['_trackPageview', string];

interface Queue {
  push(...items: unknown[]): unknown;
}

export type AnalyticsTarget = Record<string, unknown>;

function queueOn(target: AnalyticsTarget, name: string): Queue {
  const existing = target[name];
  // Once Tongji's script has loaded, `_hmt` is its own object with a `push`, not an array.
  if (typeof existing === 'object' && existing !== null && typeof (existing as Queue).push === 'function') {
    return existing as Queue;
  }
  const queue: unknown[] = [];
  target[name] = queue;
  return queue;
}

/** Records one page view; with no site id only the local recorder sees it. */
export function trackPageView(
  pathWithQuery: string,
  target: AnalyticsTarget = globalThis,
  siteId: string | null = HM_SITE_ID,
): void {
  const command: PageViewCommand = ['_trackPageview', pathWithQuery];
  queueOn(target, '__portalAnalytics').push(command);
  if (siteId) queueOn(target, '_hmt').push(command);
  countView(pathWithQuery, target);
}

interface BeaconTarget {
  navigator?: { sendBeacon?(url: string, data: Blob): boolean };
  document?: {
    prerendering?: boolean;
    addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void;
  };
}

/**
 * The portal's own count of a view: a beacon (it outlives the page, and the portal sets no cookie to
 * send with it) naming the path without the base. A page prerendered ahead of a click is counted when
 * it is shown, never before.
 */
function countView(pathWithQuery: string, target: AnalyticsTarget): void {
  const { navigator: beacon, document } = target as BeaconTarget;
  if (!beacon?.sendBeacon) return;
  const send = () =>
    beacon.sendBeacon?.(
      buildRequestUrl('/api/views', { base: BASE_URL }),
      new Blob([JSON.stringify({ path: stripBase(BASE_URL, pathWithQuery) })], { type: 'application/json' }),
    );
  if (document?.prerendering) document.addEventListener('prerenderingchange', send, { once: true });
  else send();
}

/** The Tongji script for a site id (the layout loads it when one is configured). */
export function tongjiScriptUrl(siteId: string): string {
  return `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`;
}

/** What route changes are watched on: the page's `window`, or a stand-in in tests. */
export interface RouteTarget {
  location: { pathname: string; search: string };
  history: { pushState(data: unknown, unused: string, url?: string | URL | null): void };
  addEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * Sends the page view of this load, then one for every route change: a history entry added
 * (`pushState`) or returned to (`popstate`) whose path or query differs from the last one sent. A
 * corrected URL (`replaceState`) is the same view, not a new one. With a site id, Tongji is told
 * first not to count the load on its own (it would count it twice, and without the query).
 */
export function trackRouteViews(
  target: RouteTarget & AnalyticsTarget,
  siteId: string | null = HM_SITE_ID,
): void {
  if (siteId) queueOn(target, '_hmt').push(['_setAutoPageview', false]);
  const current = () => `${target.location.pathname}${target.location.search}`;
  let last = current();
  trackPageView(last, target, siteId);
  const changed = () => {
    const now = current();
    if (now === last) return;
    last = now;
    trackPageView(now, target, siteId);
  };
  const { history } = target;
  const pushState = history.pushState.bind(history);
  history.pushState = (data, unused, url) => {
    pushState(data, unused, url);
    changed();
  };
  target.addEventListener('popstate', changed);
}
