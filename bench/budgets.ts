/**
 * The page-weight budgets README states, in one place: the budget test (tests/e2e/page-weight.spec.ts)
 * holds the build to them and the page report (`npm run bench`) prints against them.
 */
import { USER_PROFILE_PATH, type RouteEntry } from '../src/lib/shared/routes.ts';

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
 * Pages with no island of their own: they may load only what every page of the portal's frame loads
 * (the core chunk and the frame's islands: the bell, the account menu, the toaster), built or
 * rendered by the server's publisher. 用户主页 is static HTML throughout.
 */
export const FRAME_ONLY_PAGES: readonly string[] = [USER_PROFILE_PATH];

/**
 * Open work: pages over their budget, each with the bytes it may not exceed until it is back within
 * the budget (100 KB = 102,400 bytes). The test holds them to these ceilings (no page may grow
 * further) and fails once an entry is within its budget, so the list only shrinks. It is not a new
 * budget (docs/decisions.md, Whole-site checks and page weight).
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {};
