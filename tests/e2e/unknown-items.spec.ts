import { detailsRoutes } from '../../src/lib/shared/details-routes.ts';
import { test, expect, hydrated } from './fixtures.ts';

/**
 * A details route for an item that does not exist answers 404 with the route's page, which says
 * 内容不存在, so crawlers and monitors see what a reader sees (docs/decisions.md, "Unknown items
 * answer 404"). An existing item, and the route without an id, answer 200. Every details route of
 * the table: the pre-rendered kinds by their files, the run-time kinds by the reference server's
 * database.
 */

const UNKNOWN_ID = 99999;

for (const route of detailsRoutes) {
  test.describe(`${route.path} (${route.kind})`, () => {
    for (const query of [`?id=${UNKNOWN_ID}`, '?id=abc', '?id=012', '?id=']) {
      test(`${query} answers 404 and the page says 内容不存在`, async ({ page }) => {
        const response = await page.goto(`${route.path}${query}`);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
        await expect(page).toHaveURL(`${route.path}${query}`);
      });
    }

    test('an existing item answers 200 and shows it', async ({ page }) => {
      const response = await page.goto(`${route.path}?id=1`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: '内容不存在' })).toHaveCount(0);
    });
  });
}
