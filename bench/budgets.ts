/**
 * The page-weight budgets README states, in one place: the budget test (tests/e2e/page-weight.spec.ts)
 * holds the build to them and the page report (`npm run bench`) prints against them.
 */
import type { RouteEntry } from '../src/lib/shared/routes.ts';

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
 * Open work: pages over their budget, each with the bytes it may not exceed until it is back within
 * the budget (100 KB = 102,400 bytes). The test holds them to these ceilings (no page may grow
 * further) and fails once an entry is within its budget, so the list only shrinks. It is not a new
 * budget (docs/decisions.md, Whole-site checks and page weight).
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {
  // This round's capabilities (issue 32: the offers' marks in the table block, 收藏/屏蔽 beside an
  // offer's phone, a route, error codes and an SMS purpose; issue 33: the quote section on a 货源 and
  // the waybill routes; issue 34: the page-view beacon every page sends) took the last bytes of these
  // five. Most of it is in every page's core chunk (the contract's error codes and enumerations, the
  // landing paths); the post page and 企业详情 also load the whole list group for a pager and a list
  // store (docs/decisions.md, "Page weight after the trust capabilities").
  // Ratings and credit (issue 33, points 4 and 5) add their five error codes and the list's
  // `sort=credit` to every page's core chunk (about 60 bytes), and the credit in brief to an offer's
  // page (about 300 bytes); 回复帖子 crosses its budget by those core bytes.
  '/basic/portal/logisticsInformationDetails': 103_468,
  '/basic/portal/postPetails': 102_888,
  '/basic/portal/detailsEnterprise': 102_708,
  '/basic/portal/publishTruck': 113_111,
  '/basic/portal/deliveryPage': 112_844,
  '/basic/portal/replyToPost': 112_643,
};
