import { test, expect, hydrated } from './fixtures.ts';

/** Every page load sends one page view (path plus query string) to the analytics adapter. */

type Command = [string, string];

async function pageViews(page: import('@playwright/test').Page): Promise<Command[]> {
  return page.evaluate(() => {
    const queue = (globalThis as unknown as { __portalAnalytics?: unknown[] }).__portalAnalytics;
    return Array.isArray(queue) ? (queue as Command[]) : [];
  });
}

const pathWithQuery = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

for (const path of [
  '/basic/portal',
  '/basic/portal/PolicyTotality?level=national&page=3',
  '/basic/portal/policyDetails?id=12',
  '/login?redirect=%2Fbasic%2Fportal%2FMyPost',
  '/exception/500',
]) {
  test(`a load of ${decodeURIComponent(path)} records one page view with its query`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => pageViews(page)).toEqual([['_trackPageview', pathWithQuery(page.url())]]);
    expect(pathWithQuery(page.url())).toBe(path);
  });
}

test('following a link and reloading each record a page view of the new page', async ({ page }) => {
  await page.goto('/basic/portal');
  await hydrated(page);
  await expect.poll(() => pageViews(page)).toEqual([['_trackPageview', '/basic/portal']]);

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '企业公告' }).click();
  await expect(page).toHaveURL(/\/basic\/portal\/corporateAnnouncementList/);
  await hydrated(page);
  await expect.poll(() => pageViews(page)).toEqual([['_trackPageview', pathWithQuery(page.url())]]);

  await page.reload();
  await hydrated(page);
  await expect.poll(() => pageViews(page)).toEqual([['_trackPageview', pathWithQuery(page.url())]]);
});

test('the not-found page records its own path', async ({ page }) => {
  await page.goto('/basic/portal/missingPage?from=mail');
  await hydrated(page);
  await expect
    .poll(() => pageViews(page))
    .toEqual([['_trackPageview', '/basic/portal/missingPage?from=mail']]);
});
