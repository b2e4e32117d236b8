import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { siteDir, startExtraServer, type ExtraServer } from './servers.ts';

/**
 * With a Baidu Tongji site id the site (built into dist-analytics/) loads Tongji's script under its
 * CSP and every route change reaches Tongji as one page view with its path and query. hm.baidu.com is
 * answered here: its script is a stand-in that acts as Tongji documents (it runs the `_hmt` queue,
 * counts the load itself unless `_setAutoPageview` is false, and sends each page view as an hm.gif
 * image), and each hm.gif request is one page view received.
 */

const OUT_DIR = 'dist-analytics';
const SITE_ID = '0123456789abcdef0123456789abcdef';
const LIST = '/basic/portal/PolicyTotality';

const FAKE_TONGJI = `(function () {
  var waiting = Array.isArray(window._hmt) ? window._hmt : [];
  var auto = true;
  function send(path) {
    new Image().src = 'https://hm.baidu.com/hm.gif?si=${SITE_ID}&u=' + encodeURIComponent(path);
  }
  function run(command) {
    if (command[0] === '_setAutoPageview') auto = command[1];
    if (command[0] === '_trackPageview') send(command[1]);
  }
  window._hmt = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
  waiting.forEach(run);
  if (auto) send(location.pathname + location.search);
})();`;

let server: ExtraServer;

/** dist-analytics/ is rebuilt unless it is newer than the main build (as base-path.spec.ts does). */
function buildIsCurrent(): boolean {
  const built = `${OUT_DIR}/index.html`;
  if (!existsSync(built)) return false;
  const main = `${siteDir()}/index.html`;
  return !existsSync(main) || statSync(built).mtimeMs >= statSync(main).mtimeMs;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!buildIsCurrent()) {
    await promisify(execFile)(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', OUT_DIR],
      { env: { ...process.env, PUBLIC_HM_SITE_ID: SITE_ID }, maxBuffer: 32 * 1024 * 1024 },
    );
  }
  server = await startExtraServer({ distDir: OUT_DIR });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Answers hm.baidu.com; returns the scripts asked for and the page views received, in order. */
async function answerTongji(page: Page): Promise<{ scripts: string[]; views: string[] }> {
  const received = { scripts: [] as string[], views: [] as string[] };
  await page.route('https://hm.baidu.com/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/hm.js') {
      received.scripts.push(url.search);
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_TONGJI });
    }
    if (url.pathname === '/hm.gif') {
      expect(url.searchParams.get('si')).toBe(SITE_ID);
      received.views.push(url.searchParams.get('u') ?? '');
      return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return received;
}

test('Tongji loads under the CSP and gets one page view per load and per route change, with the query', async ({
  page,
  cspViolations,
}) => {
  test.slow();
  const tongji = await answerTongji(page);

  await page.goto(`${server.url}/basic/portal`);
  await hydrated(page);
  await expect.poll(() => tongji.views).toEqual(['/basic/portal']);
  expect(tongji.scripts).toEqual([`?${SITE_ID}`]);

  await page.goto(`${server.url}${LIST}?level=national`);
  await hydrated(page);
  await expect.poll(() => tongji.views).toEqual(['/basic/portal', `${LIST}?level=national`]);

  // A route change inside the page (the list's next page), then back to the first.
  await page
    .getByRole('navigation', { name: '政策法规列表分页' })
    .getByRole('button', { name: '下一页' })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const second = new URL(page.url());
  await expect
    .poll(() => tongji.views)
    .toEqual(['/basic/portal', `${LIST}?level=national`, `${second.pathname}${second.search}`]);
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}${LIST}?level=national`);
  await expect
    .poll(() => tongji.views)
    .toEqual([
      '/basic/portal',
      `${LIST}?level=national`,
      `${second.pathname}${second.search}`,
      `${LIST}?level=national`,
    ]);
  // Nothing more arrives late (one view each, no automatic extra one).
  await page.waitForTimeout(500);
  expect(tongji.views).toHaveLength(4);
  expect(cspViolations).toEqual([]);
});
