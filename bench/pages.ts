/**
 * `npm run bench`: the page-weight and Lighthouse report (a report, not a test: it never fails on a
 * figure, it prints them). For every route of the route table it measures, on the built site served
 * by the reference server:
 * - the HTML: bytes as served and gzip-compressed;
 * - the JavaScript before first paint: external scripts the browser reports as render-blocking
 *   (`renderBlockingStatus`) and inline classic scripts, which run while the HTML is parsed (module
 *   scripts are deferred and never delay the first paint);
 * - the JavaScript (gzip bytes of each script file, summed) fetched before the load event, and after
 *   the page has gone idle (client:idle islands included);
 * - Lighthouse performance, desktop and mobile, in Debian's Chromium.
 * Protected routes are measured logged in (the demo account's token is put in localStorage first), so
 * the figures are those of the page itself, not of the redirect to /login.
 *
 * Options: `--no-lighthouse`, `--only=/basic/portal,/login` (paths), `--runs=N` (Lighthouse runs per
 * route and form factor; the median score is kept; default 1), `--dist=DIR` (another build than dist/).
 * Output: a table on stdout and bench/out/pages.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { routes } from '../src/lib/routes.ts';
import { startServer } from '../server/start.ts';
import { createLighthouse, median } from './lighthouse.ts';
import { measurePage } from './page-weight.ts';
import { CHROME_FLAGS, CHROMIUM, kb, type PageFigures } from './report-common.ts';

const HTML_BUDGET_GZIP = 14 * 1024;

interface Options {
  dist: string;
  lighthouse: boolean;
  only: string[] | null;
  runs: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { dist: 'dist', lighthouse: true, only: null, runs: 1 };
  for (const argument of argv) {
    if (argument === '--no-lighthouse') options.lighthouse = false;
    else if (argument.startsWith('--only='))
      options.only = argument.slice('--only='.length).split(',').filter(Boolean);
    else if (argument.startsWith('--dist=')) options.dist = argument.slice('--dist='.length);
    else if (argument.startsWith('--runs='))
      options.runs = Math.max(1, Number(argument.slice('--runs='.length)) || 1);
    else
      throw new Error(
        `Unknown option ${argument}. Use --no-lighthouse, --only=/path,/path --runs=N or --dist=DIR.`,
      );
  }
  return options;
}

async function ensureBuild(dist: string): Promise<void> {
  if (existsSync(join(dist, 'index.html'))) return;
  console.log(`${dist} has no build: building the site (astro build)…`);
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

function printTable(figures: PageFigures[]): void {
  const header = [
    'route',
    'status',
    'HTML KB',
    'HTML gz KB',
    'blocking JS gz KB',
    'inline JS gz KB',
    'JS<load gz KB',
    'JS idle gz KB',
    'LH desk',
    'LH mob',
  ];
  const rows = figures.map((entry) => [
    entry.path + (entry.loggedIn ? ' *' : ''),
    String(entry.status),
    kb(entry.htmlBytes),
    kb(entry.htmlGzipBytes) + (entry.htmlGzipBytes > HTML_BUDGET_GZIP ? ' !' : ''),
    kb(entry.renderBlockingScriptGzipBytes),
    kb(entry.inlineClassicScriptGzipBytes),
    kb(entry.jsGzipBeforeLoad),
    kb(entry.jsGzipAfterIdle),
    entry.lighthouse.desktop === null ? '-' : String(entry.lighthouse.desktop),
    entry.lighthouse.mobile === null ? '-' : String(entry.lighthouse.mobile),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('\n* measured logged in (demo account).  ! over the 14 KB gzip budget.');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await ensureBuild(options.dist);
  const directory = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(directory, 'portal.db'),
    demo: true,
    distDir: options.dist,
  });
  const baseUrl = server.url.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  let lighthouseRunner: Awaited<ReturnType<typeof createLighthouse>> | null = null;
  let lighthouseUnavailable: string | null = null;
  const figures: PageFigures[] = [];
  try {
    const token = await demoToken(baseUrl);
    const selected = routes.filter((route) => !options.only || options.only.includes(route.path));
    if (options.lighthouse) {
      try {
        lighthouseRunner = await createLighthouse(baseUrl, token);
      } catch (error) {
        lighthouseUnavailable = error instanceof Error ? error.message : String(error);
        console.warn(`Lighthouse cannot run: ${lighthouseUnavailable}`);
      }
    }
    for (const route of selected) {
      process.stdout.write(`measuring ${route.path} …`);
      const weights = await measurePage(browser, baseUrl, route, token);
      const lighthouseFigures: PageFigures['lighthouse'] = { desktop: null, mobile: null };
      if (lighthouseRunner) {
        try {
          for (const formFactor of ['desktop', 'mobile'] as const) {
            const scores: number[] = [];
            for (let run = 0; run < options.runs; run += 1) {
              const score = await lighthouseRunner.run(
                `${baseUrl}${route.path}`,
                formFactor,
                route.requiresLogin,
              );
              if (score !== null) scores.push(score);
            }
            lighthouseFigures[formFactor] = median(scores);
          }
        } catch (error) {
          lighthouseFigures.error = error instanceof Error ? error.message : String(error);
        }
      } else if (lighthouseUnavailable) {
        lighthouseFigures.error = lighthouseUnavailable;
      }
      figures.push({ ...weights, lighthouse: lighthouseFigures });
      process.stdout.write(
        ` HTML ${kb(weights.htmlGzipBytes)} KB gz, LH ${lighthouseFigures.desktop ?? '-'}/${lighthouseFigures.mobile ?? '-'}\n`,
      );
    }
  } finally {
    await lighthouseRunner?.close();
    await browser.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  }

  console.log('');
  printTable(figures);
  const overBudget = figures
    .filter((entry) => entry.htmlGzipBytes > HTML_BUDGET_GZIP)
    .map((entry) => entry.path);
  const contentRoutes = figures.filter((entry) => !entry.loggedIn);
  const blockingOnContent = contentRoutes
    .filter((entry) => entry.renderBlockingScriptGzipBytes > 0)
    .map((entry) => entry.path);
  const inlineOnContent = contentRoutes
    .filter((entry) => entry.inlineClassicScriptGzipBytes > 0)
    .map((entry) => entry.path);
  const belowDesktop = figures
    .filter((entry) => entry.lighthouse.desktop !== null && entry.lighthouse.desktop < 100)
    .map((entry) => entry.path);
  const belowMobile = figures
    .filter((entry) => entry.lighthouse.mobile !== null && entry.lighthouse.mobile < 95)
    .map((entry) => entry.path);
  const lighthouseErrors = figures
    .filter((entry) => entry.lighthouse.error)
    .map((entry) => `${entry.path}: ${entry.lighthouse.error}`);
  console.log('\nAims:');
  console.log(
    `  HTML under 14 KB gzip ............ ${overBudget.length === 0 ? 'met' : `missed on ${overBudget.join(', ')}`}`,
  );
  console.log(
    `  no render-blocking script ........ ${blockingOnContent.length === 0 ? 'met' : `missed on ${blockingOnContent.join(', ')}`}`,
  );
  console.log(
    `  no inline script run at parse .... ${inlineOnContent.length === 0 ? 'met' : `missed on ${inlineOnContent.length} of ${contentRoutes.length} content routes (inline classic <script>, e.g. Astro's island bootstrap)`}`,
  );
  if (lighthouseRunner) {
    console.log(
      `  Lighthouse desktop 100 ........... ${belowDesktop.length === 0 ? 'met' : `missed on ${belowDesktop.join(', ')}`}`,
    );
    console.log(
      `  Lighthouse mobile ≥ 95 ........... ${belowMobile.length === 0 ? 'met' : `missed on ${belowMobile.join(', ')}`}`,
    );
  } else {
    console.log(
      `  Lighthouse ....................... not run${lighthouseUnavailable ? ` (${lighthouseUnavailable})` : ' (--no-lighthouse)'}`,
    );
  }
  if (lighthouseErrors.length > 0)
    console.log(`  Lighthouse errors:\n    ${lighthouseErrors.join('\n    ')}`);

  await mkdir('bench/out', { recursive: true });
  await writeFile(
    'bench/out/pages.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), chromium: CHROMIUM, gzipLevel: 9, notes: 'jsGzipBeforeFirstPaint = render-blocking external scripts + inline classic scripts; module scripts are deferred', lighthouseRuns: options.runs, pages: figures }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/out/pages.json');
}

await main();
