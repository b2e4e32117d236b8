import type { Page } from '@playwright/test';
import { routes, breadcrumbsFor, HOME_PATH } from '../../src/lib/shared/routes.ts';
import { test, expect, hydrated, apiLogin, EDITOR, openWithToken } from './fixtures.ts';

/**
 * Every route of the route table: its Chinese title, its breadcrumb, the login guard, the redirects
 * and the result pages. The CSP fixture fails any of these tests on a single violation, so together
 * they check that every route runs under the policy.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The trail from the route table: links to each ancestor, then the page itself, marked current. */
async function expectBreadcrumb(page: Page, path: string): Promise<void> {
  const trail = breadcrumbsFor(path);
  const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
  await expect(breadcrumb.getByRole('listitem')).toHaveCount(trail.length);
  const links = breadcrumb.getByRole('link');
  await expect(links).toHaveText(trail.slice(0, -1).map((entry) => entry.title));
  for (const [index, entry] of trail.slice(0, -1).entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', entry.path);
  }
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(trail.at(-1)!.title);
}

const pages = routes.filter((route) => route.layout !== 'redirect');
const openPages = pages.filter((route) => !route.requiresLogin);
const protectedPages = pages.filter((route) => route.requiresLogin);

test.describe('open routes render their title and breadcrumb', () => {
  for (const route of openPages) {
    test(`${route.path} (${route.title})`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status(), 'HTTP status of the page').toBe(200);
      await hydrated(page);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === route.path);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(route.title)));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      if (route.layout === 'basic') await expectBreadcrumb(page, route.path);
      await expect(page.getByRole('contentinfo')).toContainText('3.4.2');
    });
  }
});

test.describe('protected routes', () => {
  for (const route of protectedPages) {
    test(`${route.path} sends a visitor without a token to the login page`, async ({ page }) => {
      await page.goto(`${route.path}?id=1`);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/login');
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect).toBe(`${route.path}?id=1`);
      await hydrated(page);
      await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    });
  }

  test('each renders its title and breadcrumb for a logged-in user', async ({ page, request }) => {
    // The demo editor may open every protected page, the content desk's included.
    const token = await apiLogin(request, EDITOR);
    for (const route of protectedPages) {
      await test.step(route.path, async () => {
        if (page.url() === 'about:blank') await openWithToken(page, token, route.path);
        else {
          await page.goto(route.path);
          await hydrated(page);
        }
        await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === route.path);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(route.title)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
        await expectBreadcrumb(page, route.path);
      });
    }
  });
});

test.describe('redirects', () => {
  for (const route of routes.filter((entry) => entry.layout === 'redirect')) {
    test(`${route.path} ends at ${route.redirectTo}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === HOME_PATH);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
    });
  }
});

test.describe('result pages', () => {
  test('an unknown path shows the not-found page with HTTP 404', async ({ page, request }) => {
    const direct = await request.get('/basic/portal/noSuchPage');
    expect(direct.status()).toBe(404);
    expect(direct.headers()['content-type']).toContain('text/html');

    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByText(/404|页面不存在|找不到/).first()).toBeVisible();
    await page.getByRole('link', { name: /返回首页/ }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === HOME_PATH);
  });

  for (const [path, title] of [
    ['/exception/403', '无权访问'],
    ['/exception/500', '服务器出错'],
  ] as const) {
    test(`${path} (${title}) leads back home`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByText(title).first()).toBeVisible();
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === HOME_PATH);
    });
  }

  test('/exception shows the code of a link from elsewhere with its own text, never the link’s text', async ({
    page,
  }) => {
    await page.goto(
      `/exception?errorCode=10404&errorMessage=${encodeURIComponent('您的账户已冻结，请拨打 400-000-0000')}`,
    );
    await hydrated(page);
    await expect(page.getByTestId('error-code')).toHaveText('10404');
    await expect(page.getByTestId('error-message')).toHaveText('请求的内容不存在');
    await expect(page.getByText('您的账户已冻结', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test('/exception shows no markup or text from the query, and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const message = '<script>alert("x")</script><img src=x onerror="alert(1)">';
    await page.goto(
      `/exception?errorCode=${encodeURIComponent(message)}&errorMessage=${encodeURIComponent(message)}`,
    );
    await hydrated(page);
    await expect(page.getByTestId('error-code')).toHaveText('无');
    await expect(page.getByTestId('error-message')).toHaveText('请求未能完成，请稍后重试');
    await expect(page.getByText(message)).toHaveCount(0);
    await expect(page.locator('main img[src="x"], body > img[src="x"]')).toHaveCount(0);
    expect(
      await page
        .locator('script:not([src])')
        .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.includes('alert')).length),
    ).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test('every built page carries a strict script-src policy and the server frame-ancestors header', async ({
  page,
}) => {
  for (const route of openPages) {
    const response = await page.goto(route.path);
    expect(response?.headers()['content-security-policy'] ?? '', route.path).toContain(
      "frame-ancestors 'none'",
    );
    expect(response?.headers()['x-content-type-options'], route.path).toBe('nosniff');
    const policy = await page.locator('meta[http-equiv="content-security-policy" i]').getAttribute('content');
    expect(policy, `${route.path} has a CSP meta element`).toBeTruthy();
    const scriptSrc =
      policy!
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc, route.path).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy, route.path).toMatch(/object-src 'none'/);
    expect(policy, route.path).toMatch(/base-uri 'none'/);
  }
});
