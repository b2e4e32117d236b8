import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { startNginx } from '../../deploy/start-nginx.ts';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { startExtraServer } from './servers.ts';

/**
 * What users write is read as static files, fresh within seconds: a visitor without script reads a
 * new offer on its page, on the first page of 物流信息 and on home; a new reply on its post's page; a
 * post an editor hid answers 404, its words in no file; a withdrawn offer says so and shows no phone; an
 * unknown offer answers 404. Through the reference server and through nginx (the smoke projects),
 * on a server that publishes into its own copy of the build.
 */

const WITHIN = { timeout: 15_000, intervals: [250, 500, 1000] };

/** The page's text once loaded; the status it answered with. */
async function read(page: Page, path: string): Promise<{ status: number; text: string; html: string }> {
  const response = await page.goto(path);
  return {
    status: response?.status() ?? 0,
    text: await page.locator('body').innerText(),
    html: await page.content(),
  };
}

async function call<T>(api: APIRequestContext, token: string, path: string, data?: object): Promise<T> {
  const response = await api.post(`/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': randomUUID() },
    ...(data ? { data } : {}),
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, `${path}: ${body.errorMsg}`).toBe(true);
  return body.data;
}

test('a visitor without script reads offers and posts as users write them, within seconds', async ({
  browser,
  playwright,
  portalServer,
}) => {
  test.slow();
  const server = await startExtraServer({ publishing: true, postRatePerMinute: 1000 });
  const nginx = portalServer === 'nginx' ? await startNginx({ dist: server.distDir, api: server.url }) : null;
  const front = nginx ? nginx.url.replace(/\/$/, '') : server.url;
  const api = await playwright.request.newContext({ baseURL: front });
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: front });
  const page = await visitor.newPage();
  try {
    const shipper = await apiLogin(api, { origin: front });
    const { account } = server.db
      .prepare("SELECT account FROM users WHERE account NOT IN ('demo', 'editor') LIMIT 1")
      .get() as { account: string };
    const carrier = await apiLogin(api, { origin: front, account, password: SEED_USER_PASSWORD });

    // A new offer: its own page at once, the lists and home within seconds.
    const cargoName = `静态页钢卷${Date.now() % 100_000}`;
    const offer = await call<{ id: number }>(api, shipper, '/logistics-info', {
      kind: 'cargo',
      originCode: '310115',
      destinationCode: '510104',
      cargoName,
      weightTons: 12,
      volumeCubic: 20,
      vehicleLengthMeters: 9.6,
      vehicleType: '高栏车',
      loadingDate: addDays(chinaDay(Date.now()), 2),
      price: 6800,
      priceNegotiable: false,
      contactName: '静态页联系人',
      contactPhone: '13912345678',
      remarks: '',
    });
    const offerPath = `/basic/portal/logisticsInformationDetails?id=${offer.id}`;
    const shown = await read(page, offerPath);
    expect(shown.status, offerPath).toBe(200);
    await expect(page.getByRole('heading', { name: new RegExp(cargoName) })).toBeVisible();
    await expect(page.getByTestId('contact-phone')).toHaveText('139****5678');
    await expect(page.getByRole('link', { name: '登录后查看' })).toBeVisible();
    // Its own title, first in the document's.
    await expect(page).toHaveTitle(new RegExp(`^[^-]*${cargoName}[^-]* - 信息详情 - `));
    expect(shown.html).not.toContain('13912345678');
    for (const path of ['/basic/portal/logisticsInformation', '/basic/portal']) {
      await expect
        .poll(async () => (await read(page, path)).text, { ...WITHIN, message: path })
        .toContain(cargoName);
    }

    // A reply: on its post's page (the page that holds its floor) within seconds.
    const circleId = (server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number }).id;
    const postTitle = `静态页帖子${Date.now() % 100_000}`;
    const postWords = '这段话在帖子被屏蔽后不能留在任何静态文件里。';
    const post = await call<{ id: number }>(api, shipper, '/posts', {
      circleId,
      title: postTitle,
      content: postWords,
    });
    const postPath = `/basic/portal/postPetails?id=${post.id}`;
    expect((await read(page, postPath)).text).toContain(postWords);
    await call(api, carrier, `/posts/${post.id}/replies`, { content: '回复也是静态页里的文字。' });
    await expect
      .poll(async () => (await read(page, postPath)).text, WITHIN)
      .toContain('回复也是静态页里的文字。');
    await expect.poll(async () => (await read(page, '/basic/community')).text, WITHIN).toContain(postTitle);

    // Hidden by an editor: its page is gone (404), its words in no file, its title off the community's.
    const { reportId } = await call<{ reportId: number }>(api, carrier, '/reports', {
      target: 'post',
      id: post.id,
      reason: 'fraud',
    });
    const editor = await apiLogin(api, { origin: front, ...EDITOR });
    await call(api, editor, `/desk/reports/${reportId}/hide`);
    await expect.poll(async () => (await read(page, postPath)).status, WITHIN).toBe(404);
    expect((await read(page, postPath)).html).not.toContain(postWords);
    await expect
      .poll(async () => (await read(page, '/basic/community')).html, WITHIN)
      .not.toContain(postTitle);

    // Withdrawn: the page says so and offers no phone; the lists no longer show it.
    await call(api, shipper, `/logistics-info/${offer.id}/withdraw`);
    await expect.poll(async () => (await read(page, offerPath)).text, WITHIN).toContain('不再提供联系方式');
    await expect(page.getByTestId('contact-phone')).toHaveCount(0);
    await expect
      .poll(async () => (await read(page, '/basic/portal/logisticsInformation')).text, WITHIN)
      .not.toContain(cargoName);

    // Unknown: 404, through nginx too.
    const unknown = '/basic/portal/logisticsInformationDetails?id=987654321';
    expect((await read(page, unknown)).status, unknown).toBe(404);
    expect((await read(page, '/basic/portal/postPetails?id=987654321')).status).toBe(404);
  } finally {
    await visitor.close();
    await api.dispose();
    await nginx?.stop();
    await server.stop();
  }
});

test('reading an offer or a post asks the API for nothing of its content, logged out or in', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL!;
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // Only what the offer's and the post's pages ask (not the login page the token is stored from).
    const from = new URL(sent.frame().url()).pathname;
    // The page view each page sends (POST /views) is no content.
    if (
      url.pathname.startsWith('/logistics/api/') &&
      url.pathname !== '/logistics/api/views' &&
      from.startsWith('/basic/')
    )
      asked.push(url.pathname.replace('/logistics/api', ''));
  });
  const pages = ['/basic/portal/logisticsInformationDetails?id=1', '/basic/portal/postPetails?id=1'];
  for (const path of pages) {
    await page.goto(`${origin}${path}`);
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  expect(asked, 'a visitor').toEqual([]);

  // Signed in: only what is the reader's own (the session, the bell, the matches, their kept offers
  // and users, their quote on a 货源, following). The post's replies are read again only for a reader
  // who blocks someone, as the session says (docs/decisions.md, "Authors' links, blocks on a post's
  // page, kept users first"): a reader who blocks nobody reads no content.
  const token = await apiLogin(request, { origin });
  const signedIn = async () => {
    asked.length = 0;
    for (const path of pages) {
      // The offer's matches island loads its list's code on demand and then asks: waited for, so
      // the next page is not opened before it has (on a loaded machine that came after the heading).
      const matchesAsked = path.includes('logisticsInformationDetails')
        ? page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith('/logistics-info/1/matches'))
        : undefined;
      await openWithToken(page, token, `${origin}${path}`);
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await matchesAsked;
    }
    return [...asked];
  };
  const personal =
    /^\/(user\/current|user\/favorites|notices(\/stream)?|logistics-info\/1\/(matches|quotes)|posts\/1\/follow)$/;
  const reader = await signedIn();
  expect(reader.filter((path) => !personal.test(path))).toEqual([]);
  expect(reader).toContain('/logistics-info/1/matches');

  // The same reader blocking someone: their next session says so, and the post's page of replies is
  // read again with their token, which folds the blocked user's replies.
  const editorToken = await apiLogin(request, { origin, ...EDITOR });
  const editor = (
    (await (
      await request.get(`${origin}/logistics/api/user/current`, { headers: { Authentication: editorToken } })
    ).json()) as { data: { id: number } }
  ).data.id;
  const blocks = `${origin}/logistics/api/user/blocks/${editor}`;
  expect((await request.put(blocks, { headers: { Authentication: token } })).ok()).toBe(true);
  try {
    await page.evaluate(() => sessionStorage.clear());
    const blocker = await signedIn();
    expect(blocker.filter((path) => !personal.test(path))).toEqual(['/posts/1/replies']);
  } finally {
    await request.delete(blocks, { headers: { Authentication: token } });
  }
});
