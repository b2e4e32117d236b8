import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOGISTICS_LIST_PATH } from '../../src/lib/shared/routes.ts';
import { test, expect, apiLogin, EDITOR, hydrated, pathIs } from './fixtures.ts';
import {
  layoutShift,
  recordLayoutShifts,
  sitePages,
  storeTokenEverywhere,
  visitorPages,
  type SitePage,
} from './site-routes.ts';

/**
 * Every route of the route table (src/lib/shared/routes.ts), logged out and logged in, opened once each on
 * the built site: no page error, no Content-Security-Policy violation (the fixture fails the test on
 * any), no date printed as stored (`YYYY-MM-DD`), no layout shift while it loads and hydrates (CLS 0),
 * and no WCAG 2.1 A/AA violation found by
 * axe over the whole page, the shell included. A phone-sized viewport repeats the load checks. The
 * pages of one role (the content desk) are opened logged in with an account of that role. 物流信息
 * opened by a lane link (the home's 快速找货, a shared address) is checked too: its static page is the
 * unfiltered list, and the lane's 订阅此线路 row and 运价参考 box must not push the list down.
 */

/** The account a logged-in visit uses: the demo editor for the desk's pages, the demo user otherwise. */
const accountFor = ({ route }: SitePage) => (route.requiresRole === 'editor' ? EDITOR : {});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function checkPage(
  page: Page,
  { route, url }: SitePage,
  { axe, fitsWidth = false, signedIn = false }: { axe: boolean; fitsWidth?: boolean; signedIn?: boolean },
): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await recordLayoutShifts(page);
  // A signed-in page of the portal keeps its notice stream open, so its network never goes idle; the
  // stream is the last thing such a page starts (once idle), so its request says the page settled.
  const streamOpened =
    signedIn && route.layout === 'basic'
      ? page.waitForRequest((sent) => sent.url().includes('/notices/stream'))
      : null;
  await page.goto(url);
  await hydrated(page);
  if (streamOpened) await streamOpened;
  else await page.waitForLoadState('networkidle');
  await expect(page, 'the page stays (a logged-in user is not sent to /login)').toHaveURL(pathIs(route.path));
  await expect(page.locator('h1').first()).toBeVisible();

  // One look for a date (src/lib/shared/format.ts): 2026/11/26 on every page, never the stored 2026-11-26.
  expect(await page.locator('body').innerText(), `a date as stored on ${url}`).not.toMatch(
    /\d{4}-\d{2}-\d{2}/,
  );

  const shift = await layoutShift(page);
  expect(shift.total, `layout shifts on ${url}:\n${shift.sources.join('\n')}`).toBe(0);

  if (fitsWidth) {
    // Nothing wider than the screen: the page never scrolls sideways (tables scroll inside their frame).
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, `the page's width on ${url}`).toBeLessThanOrEqual(widths.screen);
  }

  if (axe) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
    expect(found, `axe on ${url}`).toEqual([]);
  }
  expect(errors, `page errors on ${url}`).toEqual([]);
}

/** 物流信息 by lane links: 货源 from a province to a province, 车源 from a city, 专线 (no 订阅此线路). */
const laneLinks: SitePage[] = [
  '?originCode=31&destinationCode=51',
  '?tab=2&originCode=3101&destinationCode=44',
  '?tab=3&originCode=31&destinationCode=51',
].map((query) => ({
  route: sitePages.find(({ route }) => route.path === LOGISTICS_LIST_PATH)!.route,
  url: `${LOGISTICS_LIST_PATH}${query}`,
}));

test.describe('a visitor', () => {
  for (const sitePage of visitorPages) {
    test(`${sitePage.url}`, async ({ page }) => {
      await checkPage(page, sitePage, { axe: true });
    });
  }
});

test.describe('a lane link', () => {
  for (const sitePage of laneLinks) {
    test(`${sitePage.url}, a visitor`, async ({ page }) => {
      await checkPage(page, sitePage, { axe: true });
    });
    test(`${sitePage.url}, logged in`, async ({ page, request }) => {
      await storeTokenEverywhere(page, await apiLogin(request, {}));
      await checkPage(page, sitePage, { axe: true, signedIn: true });
    });
  }
});

test.describe('a logged-in user', () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.url}`, async ({ page, request }) => {
      await storeTokenEverywhere(page, await apiLogin(request, accountFor(sitePage)));
      await checkPage(page, sitePage, { axe: true, signedIn: true });
    });
  }
});

test.describe('a phone-sized viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  for (const sitePage of [...visitorPages, ...laneLinks]) {
    test(`${sitePage.url}, a visitor`, async ({ page }) => {
      await checkPage(page, sitePage, { axe: false, fitsWidth: true });
    });
  }
  for (const sitePage of sitePages) {
    test(`${sitePage.url}, logged in`, async ({ page, request }) => {
      await storeTokenEverywhere(page, await apiLogin(request, accountFor(sitePage)));
      await checkPage(page, sitePage, { axe: false, fitsWidth: true, signedIn: true });
    });
  }
});
