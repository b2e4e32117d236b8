import { test, expect, hydrated } from './fixtures.ts';

/**
 * E8: an island's script chunk answers 404 (stale HTML after a redeploy). The portal reloads once by
 * itself, then shows the Chinese prompt; the prompt's button reloads on demand.
 */

const PROMPT = '页面资源加载失败，请刷新页面重试';

test('a missing island chunk: one automatic reload, then the reload prompt', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await hydrated(page);
  await expect(page.getByText(PROMPT)).toBeHidden();
  const componentUrls = await page
    .locator('astro-island')
    .evaluateAll((islands) => islands.map((island) => island.getAttribute('component-url') ?? ''));
  const loginChunk = componentUrls.find((url) => /LoginForm/.test(url));
  expect(loginChunk, `the login form island's chunk among ${componentUrls.join(', ')}`).toBeTruthy();
  // Astro retries a failed island import once with `?astro-retry=…`: a redeployed chunk is gone whatever the query.
  const chunkPath = new URL(loginChunk!, page.url()).pathname;
  const isChunk = (url: URL) => url.pathname === chunkPath;

  let chunkRequests = 0;
  await page.route(isChunk, async (route) => {
    chunkRequests += 1;
    await route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>404</title>' });
  });

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // A fresh visit of a page whose HTML still names the chunk (the browser cache is bypassed by the route).
  await page.goto('/login?fresh=1');
  await expect(page.getByText(PROMPT)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: PROMPT })).toBeVisible();
  await expect
    .poll(() => loads, { message: 'page loads: the visit plus exactly one automatic reload' })
    .toBe(2);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(2_000);
  expect(loads, 'no further automatic reload').toBe(2);

  // The prompt's button reloads; with the chunk still missing the prompt comes back without a loop.
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect.poll(() => loads).toBe(3);
  await expect(page.getByText(PROMPT)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1_500);
  expect(loads).toBe(3);

  // Once the chunk is back, the reload brings a working form.
  await page.unroute(isChunk);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect.poll(() => loads).toBe(4);
  await hydrated(page);
  await expect(page.getByText(PROMPT)).toBeHidden();
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
});
