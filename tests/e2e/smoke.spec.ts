import type { Page, Response } from '@playwright/test';
import { HOME_PATH, routes } from '../../src/lib/shared/routes.ts';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  test,
  expect,
  apiLogin,
  hydrated,
  open,
  storedToken,
  DEMO,
  EDITOR,
  TOKEN_KEY,
  pathIs,
} from './fixtures.ts';
import { siteDir, startExtraServer } from './servers.ts';
import { startNginx } from '../../deploy/start-nginx.ts';

/**
 * The smoke set, run by two projects: `smoke-reference` against the reference server alone and
 * `smoke-nginx` against nginx (deploy/nginx.conf) in front of it. Every route loads with no page error
 * (the fixtures fail a test on any Content-Security-Policy violation), a visitor logs in, reads a list
 * and a details page and logs out, a signed-in visitor replies to a post, a notice reaches a signed-in
 * visitor's bell over the live stream, the not-found page answers 404, the assets arrive brotli
 * compressed and cached as immutable, and an editor's publish and withdrawal reach a visitor without
 * script at once.
 */

/** Uncaught errors of the page and failed answers for the site's own files while `action` runs. */
async function withoutErrors(page: Page, action: () => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.includes('/_astro/') && response.status() >= 400) {
      errors.push(`${response.status()} for ${url.pathname}`);
    }
  };
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    await action();
  } finally {
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  expect(errors, 'page errors and failed site files').toEqual([]);
}

async function expectRouteLoads(page: Page, route: (typeof routes)[number]): Promise<void> {
  await withoutErrors(page, async () => {
    const response = await page.goto(route.path);
    if (route.layout === 'redirect') {
      await expect(page).toHaveURL(pathIs(route.redirectTo!));
    } else {
      expect(response?.status(), `HTTP status of ${route.path}`).toBe(200);
      await expect(page).toHaveURL(pathIs(route.path === '/' ? HOME_PATH : route.path));
    }
    await hydrated(page);
    const title =
      route.layout === 'redirect' ? routes.find((r) => r.path === route.redirectTo)!.title : route.title;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

async function loginThroughForm(
  page: Page,
  who: { account: string; password: string } = DEMO,
): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(pathIs(HOME_PATH));
  await hydrated(page);
  expect(await storedToken(page), `localStorage ${TOKEN_KEY}`).toBeTruthy();
}

test.describe('every route loads', () => {
  for (const route of routes.filter((entry) => !entry.requiresLogin)) {
    test(`${route.path} (${route.title})`, async ({ page }) => {
      await expectRouteLoads(page, route);
    });
  }

  test('the routes for a signed-in user; the desk sends a user to 403', async ({ page }) => {
    test.slow();
    await loginThroughForm(page);
    for (const route of routes.filter((entry) => entry.requiresLogin)) {
      await test.step(route.path, async () => {
        if (!route.requiresRole) return expectRouteLoads(page, route);
        await page.goto(route.path);
        await expect(page).toHaveURL(pathIs('/exception/403'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('无权访问');
      });
    }
  });

  test('the desk routes for an editor', async ({ page }) => {
    test.slow();
    await loginThroughForm(page, EDITOR);
    for (const route of routes.filter((entry) => entry.requiresRole === 'editor')) {
      await test.step(route.path, () => expectRouteLoads(page, route));
    }
  });
});

test('a visitor logs in, reads a list and a details page, and logs out', async ({ page }) => {
  await withoutErrors(page, async () => {
    await loginThroughForm(page);
    const menu = page.getByRole('button', { name: /^账户菜单：/ });
    await expect(menu).toBeVisible();

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '政策法规' }).click();
    await expect(page).toHaveURL(pathIs('/basic/portal/PolicyTotality'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('政策法规');

    await open(page, '/basic/portal/policyDetails?id=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('政策详情');
    await expect(
      page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '政策法规' }),
    ).toBeVisible();

    await menu.click();
    await page
      .getByRole('menuitem', { name: '退出登录' })
      .or(page.getByRole('button', { name: '退出登录' }))
      .click();
    await expect(page).toHaveURL(pathIs('/login'));
    await hydrated(page);
    expect(await storedToken(page)).toBe('');
  });
});

test('an unknown path answers the not-found page with status 404', async ({ page }) => {
  await withoutErrors(page, async () => {
    const response = await page.goto('/basic/portal/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});

test('the answers come from the server under test', async ({ request, portalServer }) => {
  const response = await request.get(HOME_PATH);
  expect(response.status()).toBe(200);
  // nginx names itself (server_tokens off keeps the version out); the reference server sends no Server.
  expect(response.headers()['server']).toBe(portalServer === 'nginx' ? 'nginx' : undefined);
});

test('pages and assets arrive brotli compressed; assets immutable, pages revalidated', async ({ page }) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_astro/')) assets.push(response);
  });
  const document = await page.goto(HOME_PATH);
  await hydrated(page);
  const pageHeaders = await document!.allHeaders();
  expect(pageHeaders['content-encoding']).toBe('br');
  expect(pageHeaders['cache-control']).toBe('no-cache');
  expect(pageHeaders['vary']).toBe('Accept-Encoding');
  expect(pageHeaders['etag']).toBeTruthy();

  const scripts = assets.filter((response) => response.url().endsWith('.js'));
  expect(scripts.length, 'scripts loaded by the home page').toBeGreaterThan(0);
  // Nearly all the script bytes arrive compressed: the files left uncompressed are the few that
  // brotli cannot make smaller (an island's entry of a line or two that imports the shared chunk).
  const sizes = await Promise.all(
    scripts.map(async (response) => ({
      bytes: statSync(join(siteDir(), new URL(response.url()).pathname)).size,
      brotli: (await response.allHeaders())['content-encoding'] === 'br',
    })),
  );
  const total = sizes.reduce((sum, script) => sum + script.bytes, 0);
  const compressed = sizes.filter((script) => script.brotli).reduce((sum, script) => sum + script.bytes, 0);
  expect(compressed / total, 'share of script bytes sent brotli compressed').toBeGreaterThan(0.98);
  for (const response of assets) {
    const headers = await response.allHeaders();
    const name = new URL(response.url()).pathname;
    expect(headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
    // Compressed, except a file too small to gain from it (the build keeps no .br beside it).
    if (existsSync(join(siteDir(), `${name}.br`))) expect(headers['content-encoding'], name).toBe('br');
    else expect(headers['content-encoding'], name).toBeUndefined();
    expect(headers['x-content-type-options'], name).toBe('nosniff');
  }
});

test('a signed-in visitor replies to a post and finds the reply on its floor', async ({
  page,
  portalServer,
}) => {
  await withoutErrors(page, async () => {
    await loginThroughForm(page);
    await open(page, '/basic/portal/postPetails?id=1');
    await expect(page.getByRole('article')).toBeVisible();
    await page.getByRole('article').getByRole('link', { name: '回复', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => pathIs('/basic/portal/replyToPost')(url) && url.searchParams.get('id') === '1',
    );
    await hydrated(page);

    // One reply per server a run; the demo account may post a few a minute (PORTAL_POST_RATE).
    const text = `冒烟测试回复（${portalServer}）${Date.now()}`;
    await page.getByLabel('回复内容').fill(text);
    await page.getByRole('button', { name: '发表回复' }).click();

    await expect(page).toHaveURL(
      (url) =>
        pathIs('/basic/portal/postPetails')(url) &&
        url.searchParams.get('id') === '1' &&
        Number(url.searchParams.get('floor')) > 0,
    );
    const floor = new URL(page.url()).searchParams.get('floor');
    const reply = page.locator(`#floor-${floor}`);
    await expect(reply).toContainText(text);
    await expect(reply).toBeFocused();
  });
});

test('an editor publishes a policy through the front; a visitor without script reads it, then its withdrawal', async ({
  browser,
  playwright,
  portalServer,
  baseURL,
}) => {
  expect(baseURL, 'the server under test').toBeTruthy();
  // A server publishing into its own copy of the build, and (for nginx) an nginx of its own on that copy.
  const server = await startExtraServer({ publishing: true });
  const nginx = portalServer === 'nginx' ? await startNginx({ dist: server.distDir, api: server.url }) : null;
  const front = nginx ? nginx.url.replace(/\/$/, '') : server.url;
  const api = await playwright.request.newContext({ baseURL: front });
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: front });
  try {
    const token = await apiLogin(api, { origin: front, ...EDITOR });
    const headers = { Authentication: token };
    const title = '关于冷链运输车辆通行的通知';
    const created = await api.post('/logistics/api/desk/policies', {
      headers,
      data: {
        title,
        authority: '上海市交通委员会',
        documentNo: '沪交发〔2026〕12号',
        level: 'city',
        region: '上海市',
        publishedAt: new Date().toISOString(),
        effectiveAt: new Date().toISOString(),
        summary: '冷链运输车辆的通行安排。',
        content: '# 通行安排\n\n第一条 冷链运输车辆凭通行证通行。',
      },
    });
    expect(created.status()).toBe(200);
    const { id, revision } = ((await created.json()) as { data: { id: number; revision: number } }).data;
    const published = await api.post(`/logistics/api/desk/policies/${id}/publish`, {
      headers,
      data: { revision },
    });
    expect(published.status()).toBe(200);

    const page = await visitor.newPage();
    const details = `/basic/portal/policyDetails?id=${id}`;
    expect((await page.goto(details))?.status(), details).toBe(200);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: '正文' }).getByRole('listitem')).toHaveText([
      '第一条　冷链运输车辆凭通行证通行。',
    ]);
    await page.goto('/basic/portal/PolicyTotality');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    const withdrawn = await api.post(`/logistics/api/desk/policies/${id}/withdraw`, { headers });
    expect(withdrawn.status()).toBe(200);
    expect((await page.goto(details))?.status(), `${details} withdrawn`).toBe(404);
    await page.goto('/basic/portal/PolicyTotality');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  } finally {
    await visitor.close();
    await api.dispose();
    await nginx?.stop();
    await server.stop();
  }
});

test('a notice reaches a signed-in visitor’s bell over the live stream, without a reload', async ({
  page,
  request,
  portalServer,
}) => {
  await withoutErrors(page, async () => {
    const streamOpened = page.waitForRequest((sent) => sent.url().includes('/notices/stream'));
    await loginThroughForm(page, EDITOR);
    await streamOpened;
    const bell = page.getByRole('button', { name: /^通知/ });
    await expect(bell).toBeEnabled();
    const before = await bell.getAttribute('aria-label');

    // The editor's new post (followed by its author), then the demo account's reply to it.
    const editorToken = (await storedToken(page)) ?? '';
    const posts = await request.get('/logistics/api/posts?pageSize=1');
    const { circleId } = ((await posts.json()) as { data: { list: { circleId: number }[] } }).data.list[0]!;
    const title = `冒烟实时通知（${portalServer}）${Date.now() % 1_000_000}`;
    const created = await request.post('/logistics/api/posts', {
      headers: { Authentication: editorToken, 'Idempotency-Key': `smoke-live-${Date.now()}` },
      data: { circleId, title, content: '冒烟测试：实时通知经由服务器送达。' },
    });
    const post = (await created.json()) as { success: boolean; errorMsg: string; data: { id: number } };
    expect(post.success, post.errorMsg).toBe(true);
    const demoToken = await apiLogin(request, { account: DEMO.account, password: DEMO.password });
    const replied = await request.post(`/logistics/api/posts/${post.data.id}/replies`, {
      headers: { Authentication: demoToken, 'Idempotency-Key': `smoke-live-reply-${Date.now()}` },
      data: { content: '冒烟测试回复：请查收通知。' },
    });
    expect(((await replied.json()) as { success: boolean }).success).toBe(true);

    await expect(bell).not.toHaveAccessibleName(before ?? '', { timeout: 10_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: '通知中心' });
    await panel.getByRole('tab', { name: /^消息/ }).click();
    await expect(panel.getByText(`「${title}」有 1 条新回复`)).toBeVisible();
  });
});
