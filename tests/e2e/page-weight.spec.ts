import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/lib/shared/routes.ts';
import {
  FRAME_ONLY_PAGES,
  HTML_BUDGET_GZIP,
  jsBudgetFor,
  JS_BUDGET_GZIP,
  OVER_BUDGET,
  pageKind,
} from '../../bench/budgets.ts';
import { distPageWeights, type DistPageWeight } from '../../bench/dist-weight.ts';
import { test, expect, hydrated, apiLogin, TOKEN_KEY } from './fixtures.ts';
import { siteDir } from './servers.ts';

/**
 * The page-weight budgets README states, over the built files (byte counts, gzip level 9, no
 * timings): every HTML file, pre-rendered ones included, within 14 KB; the JavaScript each page loads
 * without user action within its budget (bench/budgets.ts). A browser check keeps the count honest:
 * every script Chromium fetches for a page is one the count includes.
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let weights: DistPageWeight[];

test.beforeAll(() => {
  weights = distPageWeights(siteDir());
});

test('every HTML file of the build is within 14 KB gzip', async ({}, testInfo) => {
  expect(weights.length, 'HTML files in the build').toBeGreaterThan(routes.length - 1);
  await testInfo.attach('page-weights.txt', {
    contentType: 'text/plain',
    body: weights
      .map(
        (page) =>
          `${page.file}  HTML ${kb(page.htmlGzipBytes)}  JS ${kb(page.jsGzipBytes)} (${page.scripts.length} files)` +
          (page.onDemandGzipBytes ? `  on demand ${kb(page.onDemandGzipBytes)}` : ''),
      )
      .join('\n'),
  });
  const over = weights
    .filter((page) => page.htmlGzipBytes > HTML_BUDGET_GZIP)
    .map((page) => `${page.file}: ${kb(page.htmlGzipBytes)}`);
  expect(over, `HTML over ${kb(HTML_BUDGET_GZIP)} gzip`).toEqual([]);
});

test('every script a page names is in the build', () => {
  const broken = weights.filter((page) => page.missing.length > 0).map((page) => [page.file, page.missing]);
  expect(broken).toEqual([]);
});

test('no page loads the route table, at once or on demand', () => {
  // The table's titles side by side are its mark: a script holding every one of them carries the
  // table (the login's redirect check reads src/lib/site/landing-paths.ts instead).
  const titles = [...new Set(routes.map((route) => route.title))];
  const carriers = new Set<string>();
  for (const page of weights)
    for (const script of [...page.scripts, ...page.onDemand]) {
      const code = readFileSync(join(siteDir(), script.file), 'utf8');
      if (titles.every((title) => code.includes(title))) carriers.add(script.file);
    }
  expect([...carriers]).toEqual([]);
});

test.describe('JavaScript per page within its budget', () => {
  for (const route of routes) {
    const budget = jsBudgetFor(route);
    const ceiling = OVER_BUDGET[route.path];
    test(`${route.path}: ${pageKind(route)} page, ${kb(budget)}`, () => {
      if (ceiling !== undefined) {
        test
          .info()
          .annotations.push({ type: 'open work', description: `over budget, held at ${ceiling} bytes` });
      }
      const pages = weights.filter((page) => page.route === route);
      expect(pages.length, `a built file for ${route.path}`).toBeGreaterThan(0);
      for (const page of pages) {
        const detail = page.scripts.map((script) => `${script.file} ${kb(script.gzipBytes)}`).join(', ');
        expect(page.jsGzipBytes, `${page.file}: ${detail}`).toBeLessThanOrEqual(ceiling ?? budget);
      }
      if (ceiling !== undefined) {
        // The entry goes once the page is back within its budget (bench/budgets.ts, OVER_BUDGET).
        const heaviest = Math.max(...pages.map((page) => page.jsGzipBytes));
        expect(heaviest, `${route.path} is within its budget: remove it from OVER_BUDGET`).toBeGreaterThan(
          budget,
        );
      }
    });
  }

  test('the not-found page within the budget of other pages', () => {
    const page = weights.find((entry) => entry.file === '404.html');
    expect(page, '404.html in the build').toBeDefined();
    expect(page!.jsGzipBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP.other);
  });
});

/** The scripts every built page of the portal's frame loads: the core chunk and the frame's islands. */
const frameScripts = (all: readonly DistPageWeight[]): Set<string> => {
  const framed = all.filter(
    (page) => page.route?.layout === 'basic' && !FRAME_ONLY_PAGES.includes(page.route.path),
  );
  const [first, ...rest] = framed.map((page) => new Set(page.scripts.map((script) => script.file)));
  return new Set([...first!].filter((file) => rest.every((scripts) => scripts.has(file))));
};

test('a page without an island of its own loads only what every page of the frame loads', () => {
  const frame = frameScripts(weights);
  expect(frame.size).toBeGreaterThan(0);
  for (const path of FRAME_ONLY_PAGES) {
    const pages = weights.filter((page) => page.route?.path === path);
    expect(pages.length, `a built file for ${path}`).toBeGreaterThan(0);
    for (const page of pages)
      expect(page.scripts.map((script) => script.file).filter((file) => !frame.has(file))).toEqual([]);
  }
});

test("an offer's page, a post's page and a profile, as the server renders them, within their budgets", async ({
  request,
}) => {
  const served = process.env.PORTAL_E2E_SERVED_DIST;
  expect(served, 'the served copy of the site (global-setup)').toBeTruthy();
  const first = async (path: string) =>
    ((await (await request.get(`/logistics/api${path}`)).json()) as { data: { list: { id: number }[] } }).data
      .list[0]!.id;
  const pages = [
    `/basic/portal/logisticsInformationDetails/${await first('/logistics-info?page=1&pageSize=1')}`,
    `/basic/portal/postPetails/${await first('/posts?page=1&pageSize=1')}`,
    // The demo account (id 1 in every seed) has a profile.
    '/basic/portal/userProfile/1',
  ];
  // Asked for once, each is rendered into the served site if it has no file yet.
  for (const path of pages) {
    const [route, id] = [path.slice(0, path.lastIndexOf('/')), path.slice(path.lastIndexOf('/') + 1)];
    expect((await request.get(`${route}?id=${id}`)).status()).toBe(200);
  }
  const rendered = distPageWeights(served!).filter((page) =>
    pages.some((path) => page.file === `${path.slice(1)}/index.html`),
  );
  expect(rendered.map((page) => page.file).sort()).toEqual(
    pages.map((path) => `${path.slice(1)}/index.html`).sort(),
  );
  for (const page of rendered) {
    expect(page.htmlGzipBytes, `${page.file} HTML`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    expect(page.missing, `${page.file}: scripts it names`).toEqual([]);
    expect(page.jsGzipBytes, `${page.file} JS`).toBeLessThanOrEqual(jsBudgetFor(page.route!));
    if (FRAME_ONLY_PAGES.includes(page.route!.path)) {
      const frame = frameScripts(weights);
      expect(page.scripts.map((script) => script.file).filter((file) => !frame.has(file))).toEqual([]);
    }
  }
});

test.describe('the count includes every script Chromium loads', () => {
  for (const path of ['/basic/portal', '/login', '/basic/portal/exitData']) {
    test(path, async ({ page, request, baseURL }) => {
      const route = routes.find((entry) => entry.path === path)!;
      if (route.requiresLogin) {
        const token = await apiLogin(request);
        await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      }
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === new URL(baseURL!).origin && url.pathname.endsWith('.js'))
          fetched.add(url.pathname.slice(1));
      });
      // A signed-in page keeps its notice stream open, so its network never goes idle; the stream is
      // the last thing a page starts (once idle, after its chunk arrived).
      const streamOpened = route.requiresLogin
        ? page.waitForRequest((sent) => sent.url().includes('/notices/stream'))
        : null;
      await page.goto(path);
      await hydrated(page);
      if (streamOpened) await streamOpened;
      else await page.waitForLoadState('networkidle');
      const file = join(path.slice(1), 'index.html');
      expect(existsSync(join(siteDir(), file))).toBe(true);
      const counted = weights.find((entry) => entry.file === file)!;
      const all = new Set([...counted.scripts, ...counted.onDemand].map((script) => script.file));
      expect([...fetched].filter((script) => !all.has(script))).toEqual([]);
      expect(fetched.size).toBeGreaterThan(0);
    });
  }
});
