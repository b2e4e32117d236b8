/**
 * `npm run bench`: the page-weight and Lighthouse report (a report, not a test: it never fails on a
 * figure, it prints them). For every route of the route table it measures the built site as a
 * visitor's browser receives it, from the reference server alone and from nginx in front of it
 * (deploy/nginx.conf), both sending the build's precompressed files:
 * - the HTML: bytes on the wire and the encoding it came in;
 * - the JavaScript before first paint: external scripts the browser reports as render-blocking
 *   (`renderBlockingStatus`) and inline classic scripts, which run while the HTML is parsed (module
 *   scripts are deferred and never delay the first paint);
 * - the JavaScript on the wire fetched before the load event, and after the page has gone idle
 *   (client:idle islands included); the stylesheets; everything the page fetched, headers included;
 * - Lighthouse performance, desktop and mobile, in Debian's Chromium, and the largest cumulative
 *   layout shift any of its runs measured;
 * - beside them, the page's JavaScript as the budget test counts it over dist/ (gzip 9) against its
 *   budget (bench/budgets.ts), so one report holds every aim of the page.
 * Protected routes are measured logged in (the demo account's token is put in localStorage first), so
 * the figures are those of the page itself, not of the redirect to /login; a details route is measured
 * with the seeded item `?id=1`, the page the build wrote for it where it wrote one (real content). Sizes computed from the
 * files in dist/ are the budget test's business (tests/e2e/page-weight.spec.ts), not this report's.
 *
 * Options: `--no-lighthouse`, `--only=/basic/portal,/login` (paths), `--runs=N` (Lighthouse runs per
 * route and form factor; the median score is kept; default 1), `--dist=DIR` (another build than dist/),
 * `--servers=reference,nginx` (default both; nginx is left out, with a warning, where it is missing).
 * Output: a table per server on stdout and bench/out/pages.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { routes, type RouteEntry } from '../src/lib/shared/routes.ts';
import { startServer } from '../server/start.ts';
import { settingsFor } from '../server/settings.ts';
import { findNginx, NGINX_MISSING, startNginx } from '../deploy/start-nginx.ts';
import { jsBudgetFor } from './budgets.ts';
import { distPageWeights, type DistPageWeight } from './dist-weight.ts';
import { createLighthouse, median } from './lighthouse.ts';
import { measurePage } from './page-weight.ts';
import { printAims, printTable } from './pages-report.ts';
import {
  CHROME_FLAGS,
  CHROMIUM,
  kb,
  measuredPath,
  type PageFigures,
  type ServerName,
} from './report-common.ts';

interface Options {
  dist: string;
  lighthouse: boolean;
  only: string[] | null;
  runs: number;
  servers: ServerName[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    dist: 'dist',
    lighthouse: true,
    only: null,
    runs: 1,
    servers: ['reference', 'nginx'],
  };
  for (const argument of argv) {
    const [name, value = ''] = argument.split(/=(.*)/s) as [string, string?];
    if (argument === '--no-lighthouse') options.lighthouse = false;
    else if (name === '--only') options.only = value.split(',').filter(Boolean);
    else if (name === '--dist') options.dist = value;
    else if (name === '--runs') options.runs = Math.max(1, Number(value) || 1);
    else if (
      name === '--servers' &&
      value.split(',').every((server) => server === 'reference' || server === 'nginx')
    )
      options.servers = value.split(',') as ServerName[];
    else
      throw new Error(
        `Unknown option ${argument}. Use --no-lighthouse, --only=/path,/path, --runs=N, --dist=DIR or --servers=reference,nginx.`,
      );
  }
  return options;
}

function ensureBuild(dist: string): void {
  if (existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'index.html.br'))) return;
  console.log(`${dist} has no precompressed build: building the site (astro build)…`);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', dist], {
    stdio: 'inherit',
  });
}

async function demoToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
  });
  const body = (await response.json()) as {
    success: boolean;
    errorMsg: string;
    data: { token: string } | null;
  };
  if (!body.success || !body.data) throw new Error(`The demo login failed: ${body.errorMsg}`);
  return body.data.token;
}

/** Every selected route from one server: weights, then Lighthouse when it can run. */
/** Largest script weight of the route's built files (its static details pages included), and its budget. */
let distWeights: DistPageWeight[] = [];
function distScripts(route: RouteEntry): Pick<PageFigures, 'distJsGzipBytes' | 'distJsBudgetBytes'> {
  const files = distWeights.filter((page) => page.route === route);
  return {
    distJsGzipBytes: files.length === 0 ? null : Math.max(...files.map((page) => page.jsGzipBytes)),
    distJsBudgetBytes: jsBudgetFor(route),
  };
}

async function measureServer(
  server: ServerName,
  baseUrl: string,
  browser: Browser,
  selected: RouteEntry[],
  options: Options,
): Promise<PageFigures[]> {
  const token = await demoToken(baseUrl);
  let runner: Awaited<ReturnType<typeof createLighthouse>> | null = null;
  let unavailable: string | null = null;
  if (options.lighthouse) {
    try {
      runner = await createLighthouse(baseUrl, token);
    } catch (error) {
      unavailable = error instanceof Error ? error.message : String(error);
      console.warn(`Lighthouse cannot run: ${unavailable}`);
    }
  }
  const figures: PageFigures[] = [];
  try {
    for (const route of selected) {
      process.stdout.write(`[${server}] measuring ${measuredPath(route)} …`);
      const weights = await measurePage(browser, baseUrl, route, token);
      const lighthouse: PageFigures['lighthouse'] = { desktop: null, mobile: null, cls: null };
      if (runner) {
        try {
          for (const formFactor of ['desktop', 'mobile'] as const) {
            const scores: number[] = [];
            for (let run = 0; run < options.runs; run += 1) {
              const result = await runner.run(
                `${baseUrl}${measuredPath(route)}`,
                formFactor,
                route.requiresLogin,
              );
              if (result.score !== null) scores.push(result.score);
              if (result.cls !== null) lighthouse.cls = Math.max(lighthouse.cls ?? 0, result.cls);
            }
            lighthouse[formFactor] = median(scores);
          }
        } catch (error) {
          lighthouse.error = error instanceof Error ? error.message : String(error);
        }
      } else if (unavailable) lighthouse.error = unavailable;
      figures.push({ server, ...weights, lighthouse, ...distScripts(route) });
      process.stdout.write(
        ` HTML ${kb(weights.htmlWireBytes)} KB (${weights.htmlEncoding ?? 'identity'}), JS ${kb(weights.jsWireAfterIdle)} KB, LH ${lighthouse.desktop ?? '-'}/${lighthouse.mobile ?? '-'}, CLS ${lighthouse.cls ?? '-'}\n`,
      );
    }
  } finally {
    await runner?.close();
  }
  return figures;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  ensureBuild(options.dist);
  distWeights = distPageWeights(options.dist);
  if (options.servers.includes('nginx') && !findNginx()) {
    console.warn(`Leaving nginx out: ${NGINX_MISSING}`);
    options.servers = options.servers.filter((server) => server !== 'nginx');
  }
  const directory = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const reference = await startServer({
    settings: settingsFor({ port: 0, dbPath: join(directory, 'portal.db'), demo: true }),
    distDir: options.dist,
  });
  const referenceUrl = reference.url.replace(/\/$/, '');
  const nginx = options.servers.includes('nginx')
    ? await startNginx({ dist: options.dist, api: referenceUrl })
    : null;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  const browserVersion = browser.version();
  const selected = routes.filter((route) => !options.only || options.only.includes(route.path));
  const figures: PageFigures[] = [];
  try {
    for (const server of options.servers) {
      const baseUrl = server === 'nginx' ? nginx!.url : referenceUrl;
      figures.push(...(await measureServer(server, baseUrl, browser, selected, options)));
    }
  } finally {
    await browser.close();
    await nginx?.stop();
    await reference.close();
    await rm(directory, { recursive: true, force: true });
  }

  for (const server of options.servers) {
    const own = figures.filter((entry) => entry.server === server);
    console.log(
      `\n${server === 'nginx' ? 'nginx (deploy/nginx.conf) in front of the reference server' : 'the reference server alone'}:`,
    );
    printTable(own);
    printAims(own, options.lighthouse);
  }

  await mkdir('bench/out', { recursive: true });
  await writeFile(
    'bench/out/pages.json',
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        chromium: `${CHROMIUM} ${browserVersion}`,
        servers: options.servers,
        notes:
          'byte counts are response bodies as received (brotli where the server sent it), per Chromium; jsWireBeforeLoad counts scripts whose response ended before the load event',
        lighthouseRuns: options.runs,
        pages: figures,
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nWritten to bench/out/pages.json');
}

await main();
