import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { menuEntries, navItems } from '../../src/lib/shared/routes.ts';
import { test, expect, hydrated, DEMO } from './fixtures.ts';
import { siteDir, startExtraServer, type ExtraServer } from './servers.ts';
import {
  findNginx,
  NGINX_MISSING,
  nginxRequired,
  startNginx,
  type RunningNginx,
} from '../../deploy/start-nginx.ts';

/**
 * The site built with PORTAL_BASE=/portal/ (into dist-base/) and served under /portal/: every link,
 * redirect and login round trip stays under the base path.
 */

const BASE = '/portal';
const OUT_DIR = 'dist-base';

let server: ExtraServer;

/** dist-base/ is rebuilt unless it is newer than the main build (`npm test` rebuilds dist/ first). */
function baseBuildIsCurrent(): boolean {
  const built = `${OUT_DIR}/index.html`;
  if (!existsSync(built)) return false;
  const main = `${siteDir()}/index.html`;
  return !existsSync(main) || statSync(built).mtimeMs >= statSync(main).mtimeMs;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!baseBuildIsCurrent()) {
    await promisify(execFile)(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', OUT_DIR],
      {
        env: { ...process.env, PORTAL_BASE: `${BASE}/` },
        maxBuffer: 32 * 1024 * 1024,
      },
    );
  }
  server = await startExtraServer({ distDir: OUT_DIR, base: `${BASE}/` });
});

test.afterAll(async () => {
  await server?.stop();
});

const underBase = (url: URL) => url.pathname === BASE || url.pathname.startsWith(`${BASE}/`);
const pathIs = (expected: string) => (url: URL) => url.pathname.replace(/\/$/, '') === `${BASE}${expected}`;

test('the base path is kept by redirects, the top navigation, the sidebar and the breadcrumbs', async ({
  page,
}) => {
  test.slow();
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === new URL(server.url).origin &&
      !underBase(url) &&
      !url.pathname.startsWith('/logistics/api/')
    ) {
      outside.push(url.pathname);
    }
  });
  page.on('response', (response) => {
    if (new URL(response.url()).origin === new URL(server.url).origin && response.status() === 404)
      outside.push(`404 ${response.url()}`);
  });

  await page.goto(`${server.url}${BASE}/`);
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  await page.goto(`${server.url}${BASE}/basic`);
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');

  const topNavigation = page.getByRole('navigation', { name: '主导航' });
  for (const item of navItems) {
    await topNavigation.getByRole('link', { name: item.title, exact: true }).click();
    if (item.path === '/basic/portal/deliveryPage') {
      // Needs a login: the guard must send the visitor to the login page under the base path.
      await expect(page).toHaveURL(pathIs('/login'));
      await page.goBack();
      await expect(page).toHaveURL(underBase);
      continue;
    }
    await expect(page).toHaveURL(pathIs(item.path));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  }

  const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
  for (const entry of menuEntries('portal').filter((route) => !route.requiresLogin)) {
    await sidebar.getByRole('link', { name: entry.title, exact: true }).click();
    await expect(page).toHaveURL(pathIs(entry.path));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href) => !href.startsWith(`${BASE}/`) && href !== BASE),
      `links outside ${BASE}/ on ${entry.path}`,
    ).toEqual([]);
  }

  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  expect(outside, 'requests outside the base path, or 404s').toEqual([]);
});

test('the login guard and the login redirect stay under the base path', async ({ page }) => {
  await page.goto(`${server.url}${BASE}/basic/portal/MyPost?page=2`);
  await expect(page).toHaveURL(pathIs('/login'));
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  const loginCall = page.waitForResponse((response) => response.url().includes('/logistics/api/auth/login'));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const answer = await loginCall;
  expect(answer.status(), `the login request ${answer.request().method()} ${answer.url()}`).toBe(200);
  await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帖子');

  await page.goto(`${server.url}${BASE}/login?redirect=${encodeURIComponent('https://evil.example/')}`);
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal'));

  const response = await page.goto(`${server.url}${BASE}/no/such/page`);
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal'));
});

test.describe('through nginx rendered with --base /portal/', () => {
  let nginx: RunningNginx | undefined;
  test.beforeAll(async () => {
    if (!findNginx()) return;
    nginx = await startNginx({ dist: OUT_DIR, api: server.url, base: `${BASE}/` });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('pages, assets, the API and the not-found page stay under the base path', async ({ page }) => {
    if (!nginx) {
      if (nginxRequired()) throw new Error(NGINX_MISSING);
      test.skip(true, NGINX_MISSING);
      return;
    }
    const assets: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith(`${BASE}/_astro/`))
        assets.push(`${response.status()} ${response.headers()['content-encoding']} ${url.pathname}`);
    });
    const home = await page.goto(`${nginx.url}${BASE}/basic/portal/MyPost`);
    expect(home?.headers()['server']).toBe('nginx');
    await expect(page).toHaveURL(pathIs('/login'));
    await hydrated(page);
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    const loginCall = page.waitForResponse((response) =>
      response.url().includes('/logistics/api/auth/login'),
    );
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    const answer = await loginCall;
    expect(new URL(answer.url()).pathname).toBe(`${BASE}/logistics/api/auth/login`);
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(pathIs('/basic/portal/MyPost'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帖子');
    expect(assets.length).toBeGreaterThan(0);
    // Compressed, except a file too small to gain from it (the build keeps no .br beside it).
    const served = (line: string) => {
      const path = line.split(' ')[2] ?? '';
      return (
        line.startsWith('200 br ') ||
        (line.startsWith('200 ') && !existsSync(`${OUT_DIR}${path.slice(BASE.length)}.br`))
      );
    };
    expect(assets.filter((line) => !served(line))).toEqual([]);
    expect(assets.filter((line) => line.startsWith('200 br ')).length).toBeGreaterThan(0);

    for (const path of [`${BASE}/no/such/page`, '/basic/portal']) {
      const response = await page.goto(`${nginx.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
  });
});

test('lists, static details pages and the way back to the list stay under the base path', async ({
  page,
}) => {
  await page.goto(`${server.url}${BASE}/basic/portal/PolicyTotality`);
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: '政策法规列表分页' });
  await nav.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(`${server.url}${BASE}/basic/portal/PolicyTotality?page=2`);
  const table = page.getByRole('table', { name: '政策法规列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const link = table.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  expect(await link.getAttribute('href')).toMatch(
    new RegExp(`^${BASE}/basic/portal/policyDetails\\?id=\\d+$`),
  );
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await hydrated(page);
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '政策法规' }).click();
  await expect(page).toHaveURL(`${server.url}${BASE}/basic/portal/PolicyTotality?page=2`);
  await page.goto(`${server.url}${BASE}/basic/portal/announcementDetails?id=987654`);
  await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
});
