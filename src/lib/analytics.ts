/**
 * The analytics adapter (docs/product.md, Error catalogue): every page view (path plus query) goes to a Baidu-Tongji-style
 * `_hmt` queue when a site id is configured, and always to `__portalAnalytics`, which tests read.
 * The target object is passed in (the page's `window`) so this module stays DOM-free.
 */
import { HM_SITE_ID } from './config.ts';

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
}

/** The Tongji script for a site id (the layout loads it when one is configured). */
export function tongjiScriptUrl(siteId: string): string {
  return `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`;
}
