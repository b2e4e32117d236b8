import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

/**
 * What a reader sees when the server cannot be reached or does not answer: the list's message in
 * Chinese beside 重试, never the transport's English text (kept as the error's technical detail,
 * docs/product.md, Error catalogue), and 重试 loads the list once the server is back.
 */

const LIST = '/basic/portal/PolicyTotality';
const API = '**/logistics/api/policies?*';
const ENGLISH =
  /Network request failed|Request error, please retry|timeout of \d+ms exceeded|Failed to fetch/;

async function expectNoEnglishMessage(page: Page): Promise<void> {
  await expect(page.getByText(ENGLISH)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /[A-Za-z]{4,}/ })).toHaveCount(0);
}

/** Opens the list on page 2 (the build's HTML shows page 1, so page 2 is read from the API). */
async function openSecondPage(page: Page): Promise<void> {
  await page.goto(`${LIST}?page=2`);
  await hydrated(page);
}

test('the server unreachable: 网络连接失败 with 重试, which loads the list once it is back', async ({
  page,
}) => {
  let offline = true;
  await page.route(API, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await openSecondPage(page);
  const failure = page.getByRole('main').getByText('网络连接失败，请检查网络后重试');
  await expect(failure.first()).toBeVisible();
  await expectNoEnglishMessage(page);

  offline = false;
  const answer = await page.request.get('/logistics/api/policies?page=2&pageSize=10');
  const { data } = (await answer.json()) as { data: { list: { title: string }[] } };
  await page.getByRole('main').getByRole('button', { name: '重试' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('main').getByText(data.list[0]!.title).first()).toBeVisible();
});

test('no answer: 请求超时 with 重试 after the request layer’s timeout', async ({ page }) => {
  await page.clock.install();
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(API, () => arrived());
  await openSecondPage(page);
  await held;
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('main').getByText('请求超时，请稍后重试').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '重试' })).toBeVisible();
  await expectNoEnglishMessage(page);
});

test('a gateway’s HTML error page: the text of its status class, none of its own', async ({ page }) => {
  await page.route(API, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<h1>503 Service Temporarily Unavailable</h1>',
    }),
  );
  await openSecondPage(page);
  await expect(page.getByRole('main').getByText('服务器暂时无法响应，请稍后重试').first()).toBeVisible();
  await expect(page.getByText('Service Temporarily Unavailable')).toHaveCount(0);
  await expectNoEnglishMessage(page);
});
