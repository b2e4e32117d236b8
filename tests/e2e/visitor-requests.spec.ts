import type { Page } from '@playwright/test';
import { apiLogin, expect, hydrated, openWithToken, test } from './fixtures.ts';

/**
 * A visitor's page view costs the API nothing for its content: the home page, 物流信息, the
 * community, an offer, a post, a profile and a policy are read as the publisher wrote them. The only
 * request is the page view's beacon (POST /views). A signed-in reader's lists are read for them (their
 * blocks leave users out), and an item's page reads only what is theirs, never the item again.
 */

const API = '/logistics/api/';

/** The API requests a visitor's page makes from its load until the network is idle, as `METHOD /path`. */
async function apiRequestsOf(page: Page, open: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.includes(API)) seen.push(`${request.method()} ${url.pathname.split(API)[1]}`);
  };
  page.on('request', record);
  await open();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return seen;
}

async function firstIds(page: Page): Promise<{ offer: number; post: number; user: number; policy: number }> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${API}${path}`);
    return ((await response.json()) as { data: T }).data;
  };
  const offers = await read<{ list: { id: number }[] }>('logistics-info?page=1&pageSize=1');
  const posts = await read<{ list: { id: number; authorId: number }[] }>('posts?page=1&pageSize=1');
  const policies = await read<{ list: { id: number }[] }>('policies?page=1&pageSize=1');
  return {
    offer: offers.list[0]!.id,
    post: posts.list[0]!.id,
    user: posts.list[0]!.authorId,
    policy: policies.list[0]!.id,
  };
}

function pagesOf(ids: Awaited<ReturnType<typeof firstIds>>): string[] {
  return [
    '/basic/portal',
    '/basic/portal/logisticsInformation',
    '/basic/community',
    `/basic/portal/logisticsInformationDetails?id=${ids.offer}`,
    `/basic/portal/postPetails?id=${ids.post}`,
    `/basic/portal/userProfile?id=${ids.user}`,
    `/basic/portal/policyDetails?id=${ids.policy}`,
  ];
}

test('a visitor reads every page of content without a content request to the API', async ({ page }) => {
  const ids = await firstIds(page);
  for (const path of pagesOf(ids)) {
    const requests = await apiRequestsOf(page, async () => {
      expect((await page.goto(path))?.status(), path).toBe(200);
    });
    expect(
      requests.filter((request) => request !== 'POST views'),
      path,
    ).toEqual([]);
  }
});

test('a signed-in reader reads their own lists and what is theirs, and no item again', async ({ page }) => {
  const ids = await firstIds(page);
  await openWithToken(page, await apiLogin(page.request), '/basic/portal');
  const [home, list, community, offer, post] = pagesOf(ids);
  /** The reads a page makes until its own read (`own`) and the notice stream have been asked for. */
  const reads = async (path: string, own: string) => {
    const seen: string[] = [];
    const record = (request: { url(): string; method(): string }) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.includes(API)) seen.push(url.pathname.split(API)[1]!);
    };
    page.on('request', record);
    const asked = Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(`${API}${own}`)),
      page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(`${API}notices/stream`)),
    ]);
    await page.goto(path);
    await hydrated(page);
    await asked;
    page.off('request', record);
    return seen;
  };
  expect(await reads(home!, 'portal/home')).toContain('portal/home');
  expect(await reads(list!, 'logistics-info')).toContain('logistics-info');
  expect(await reads(community!, 'posts')).toContain('posts');
  expect(await reads(offer!, 'user/favorites')).not.toContain(`logistics-info/${ids.offer}`);
  expect(await reads(post!, `posts/${ids.post}/follow`)).not.toContain(`posts/${ids.post}`);
});
