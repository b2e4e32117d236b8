import type { Page } from '@playwright/test';
import { isDetailsRoute, routes, type RouteEntry } from '../../src/lib/shared/routes.ts';
import { TOKEN_KEY } from './fixtures.ts';

/**
 * The pages the whole-site checks visit, from the route table, so a page added there is checked
 * without touching the tests: every route but the redirects, a details route with `?id=` of a
 * seeded item (every seeded kind has an item 1).
 */

export const SEEDED_ID = 1;

export interface SitePage {
  route: RouteEntry;
  /** Path and query to open. */
  url: string;
}

export const sitePages: SitePage[] = routes
  .filter((route) => route.layout !== 'redirect')
  .map((route) => ({ route, url: isDetailsRoute(route) ? `${route.path}?id=${SEEDED_ID}` : route.path }));

/** The pages a visitor can read (pages that act for a user send a visitor to /login). */
export const visitorPages = sitePages.filter((page) => !page.route.requiresLogin);

/** Every page of this browser context starts with `token` stored, as a logged-in user's tab would. */
export async function storeTokenEverywhere(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
}

/**
 * Sums the layout shifts of each document (without those right after user input), the way CLS
 * counts them, into `window.__portalLayoutShift`; read it with `layoutShift(page)`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { total: 0, sources: [] as string[] };
    (globalThis as unknown as { __portalLayoutShift: typeof state }).__portalLayoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof HTMLElement ? node : node?.parentElement;
          const from = source.previousRect;
          const to = source.currentRect;
          const name = element
            ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} «${(element.innerText ?? '').trim().slice(0, 30)}»`
            : '?';
          state.sources.push(
            `${name} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { __portalLayoutShift?: { total: number; sources: string[] } })
        .__portalLayoutShift ?? { total: -1, sources: ['no layout-shift observer'] },
  );
}
