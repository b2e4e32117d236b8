import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * 用户主页 as a visitor without script reads it, on a server that publishes into its own copy of the
 * build: an offer's 发布人 and a post's 楼主 link to the profile, which names them, shows their
 * marks (企业认证 as 已认证) and links their standing offer and their post; an unknown account's
 * answers 404; axe finds nothing on the profile.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true, postRatePerMinute: 1000 });
});
test.afterAll(async () => {
  await server?.stop();
});

async function call<T>(api: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await api.post(`${server.url}/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': randomUUID() },
    data,
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, `${path}: ${body.errorMsg}`).toBe(true);
  return body.data;
}

test('a visitor without script follows 发布人 and 楼主 to the profile and reads who it is', async ({
  browser,
  request,
}) => {
  test.slow();
  const user = server.db
    .prepare(
      "SELECT id, account, nickname FROM users WHERE account NOT IN ('demo', 'editor') ORDER BY id LIMIT 1",
    )
    .get() as { id: number; account: string; nickname: string };
  // 企业认证 approved (the marks are read, not stored: no page has a file yet).
  server.db
    .prepare(
      `INSERT INTO verifications (user_id, company_name, credit_code, contact, state, enterprise_id, created_at, decided_at)
       VALUES (?, '主页测试物流', '91310000MA1FL0002X', '13900000007', 'approved',
               (SELECT min(id) FROM enterprises), ?, ?)`,
    )
    .run(user.id, new Date().toISOString(), new Date().toISOString());
  const token = await apiLogin(request, {
    origin: server.url,
    account: user.account,
    password: SEED_USER_PASSWORD,
  });
  const cargoName = `主页钢卷${Date.now() % 100_000}`;
  const offer = await call<{ id: number }>(request, token, '/logistics-info', {
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
    contactName: '主页联系人',
    contactPhone: '13912345679',
    remarks: '',
  });
  const circle = server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number };
  const postTitle = `主页测试帖${Date.now() % 100_000}`;
  const post = await call<{ id: number }>(request, token, '/posts', {
    circleId: circle.id,
    title: postTitle,
    content: `${postTitle}的正文`,
  });

  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await visitor.newPage();
  const reading = await browser.newContext({ baseURL: server.url });
  try {
    const profileUrl = new RegExp(`/basic/portal/userProfile\\?id=${user.id}$`);
    await page.goto(`/basic/portal/logisticsInformationDetails?id=${offer.id}`);
    const publisher = page.getByTestId('profile-link');
    await expect(publisher).toContainText('发布人');
    await publisher.getByRole('link', { name: user.nickname }).click();
    await expect(page).toHaveURL(profileUrl);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(user.nickname) })).toBeVisible();
    await expect(page).toHaveTitle(`${user.nickname} - 用户主页 - 物流信息门户`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', profileUrl);
    await expect(page.getByRole('link', { name: /^已认证：/ })).toBeVisible();
    await expect(page.getByTestId('member-since')).toHaveText(/^\d{4}年\d{1,2}月$/);
    const offers = page.getByRole('region', { name: /发布中的信息/ });
    const offerLink = offers.getByRole('link', { name: new RegExp(cargoName) });
    await expect(offerLink).toBeVisible();
    const posts = page.getByRole('region', { name: /最近的帖子/ });
    await expect(posts.getByRole('link', { name: postTitle })).toBeVisible();
    // Nothing personal: the contact phone and the account name are not on it.
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('13912345679');
    expect(text).not.toContain(`@${user.account}`);

    await offerLink.click();
    await expect(page).toHaveURL(new RegExp(`logisticsInformationDetails\\?id=${offer.id}$`));

    await page.goto(`/basic/portal/postPetails?id=${post.id}`);
    const author = page.getByTestId('profile-link');
    await expect(author).toContainText('楼主');
    await expect(author.getByRole('link', { name: /^已认证：/ })).toBeVisible();
    await author.getByRole('link', { name: user.nickname }).click();
    await expect(page).toHaveURL(profileUrl);

    // An unknown account has no profile.
    const missing = await page.goto('/basic/portal/userProfile?id=999999');
    expect(missing?.status()).toBe(404);

    // With script (axe runs in the page), nothing to report on the profile.
    const reader = await reading.newPage();
    await reader.goto(`/basic/portal/userProfile?id=${user.id}`);
    await hydrated(reader);
    const axe = await new AxeBuilder({ page: reader })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)]),
    ).toEqual([]);
  } finally {
    await visitor.close();
    await reading.close();
  }
});

test("a reply's author links to their profile without script; the community list links a post's author", async ({
  browser,
  request,
}) => {
  const writer = server.db
    .prepare("SELECT account FROM users WHERE account NOT IN ('demo', 'editor') ORDER BY id LIMIT 1 OFFSET 1")
    .get() as { account: string };
  const demo = server.db.prepare("SELECT id, nickname FROM users WHERE account = 'demo'").get() as {
    id: number;
    nickname: string;
  };
  const writerToken = await apiLogin(request, {
    origin: server.url,
    account: writer.account,
    password: SEED_USER_PASSWORD,
  });
  const circle = server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number };
  const postTitle = `回复作者链接${Date.now() % 100_000}`;
  const post = await call<{ id: number }>(request, writerToken, '/posts', {
    circleId: circle.id,
    title: postTitle,
    content: `${postTitle}的正文`,
  });
  const demoToken = await apiLogin(request, { origin: server.url });
  await call(request, demoToken, `/posts/${post.id}/replies`, { content: '演示用户的回复' });

  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const reading = await browser.newContext({ baseURL: server.url });
  try {
    const page = await visitor.newPage();
    const replyAuthor = page.locator('#floor-1').getByRole('link', { name: new RegExp(demo.nickname) });
    // The post's page is written again once the publisher has taken the reply.
    await expect(async () => {
      await page.goto(`/basic/portal/postPetails?id=${post.id}`);
      await expect(replyAuthor).toBeVisible({ timeout: 500 });
    }).toPass();
    await replyAuthor.click();
    await expect(page).toHaveURL(new RegExp(`/basic/portal/userProfile\\?id=${demo.id}$`));

    const reader = await reading.newPage();
    await reader.goto(`/basic/portal/postPetails?id=${post.id}`);
    await hydrated(reader);
    await expect(
      reader.locator('#floor-1').getByRole('link', { name: new RegExp(demo.nickname) }),
    ).toBeVisible();
    await expectAccessible(reader);
    await reader.goto('/basic/community');
    await hydrated(reader);
    const row = reader.getByRole('row', { name: new RegExp(postTitle) });
    await expect(row.getByRole('link', { name: postTitle })).toBeVisible();
    await expect(row.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /\/basic\/portal\/userProfile\?id=\d+$/,
    );
  } finally {
    await visitor.close();
    await reading.close();
  }
});

test("a blocked user's reply on a post's static page is folded for the blocker, and read by a visitor", async ({
  browser,
  page,
  request,
}) => {
  const [writer, target] = server.db
    .prepare(
      "SELECT id, account FROM users WHERE account NOT IN ('demo', 'editor') ORDER BY id LIMIT 2 OFFSET 1",
    )
    .all() as { id: number; account: string }[];
  const login = (account: string) =>
    apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  const circle = server.db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number };
  const title = `屏蔽折叠${Date.now() % 100_000}`;
  const post = await call<{ id: number }>(request, await login(writer!.account), '/posts', {
    circleId: circle.id,
    title,
    content: `${title}的正文`,
  });
  const targetToken = await login(target!.account);
  const reply = await call<{ id: number }>(request, targetToken, `/posts/${post.id}/replies`, {
    content: '被屏蔽者说的话',
  });
  const demoToken = await apiLogin(request, { origin: server.url });
  const blocked = await request.put(`${server.url}/logistics/api/user/blocks/${target!.id}`, {
    headers: { Authentication: demoToken },
  });
  expect(blocked.ok()).toBe(true);

  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  try {
    const reading = await visitor.newPage();
    const words = reading.locator('#floor-1').getByText('被屏蔽者说的话');
    await expect(async () => {
      await reading.goto(`/basic/portal/postPetails?id=${post.id}`);
      await expect(words).toBeVisible({ timeout: 500 });
    }).toPass();
  } finally {
    await visitor.close();
  }

  await openWithToken(page, demoToken, `${server.url}/basic/portal/postPetails?id=${post.id}`);
  await hydrated(page);
  const floor = page.locator('#floor-1');
  await expect(floor).toContainText('已屏蔽该用户的回复');
  await expect(floor).not.toContainText('被屏蔽者说的话');
  await expectAccessible(page);
  await floor.getByRole('button', { name: /显示/ }).click();
  await expect(floor).toContainText('被屏蔽者说的话');

  // Hidden by an editor, the reply reads 该内容已被屏蔽 in the static file; its writer, who blocks
  // nobody, still reads their words under a note: the page of replies is read again for them.
  const { reportId } = await call<{ reportId: number }>(request, demoToken, '/reports', {
    target: 'reply',
    id: reply.id,
    reason: 'fraud',
  });
  await call(
    request,
    await apiLogin(request, { origin: server.url, ...EDITOR }),
    `/desk/reports/${reportId}/hide`,
    {},
  );
  await page.evaluate(() => sessionStorage.clear());
  await expect(async () => {
    await openWithToken(page, targetToken, `${server.url}/basic/portal/postPetails?id=${post.id}`);
    await hydrated(page);
    await expect(floor.getByRole('note')).toContainText('已被屏蔽', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(floor.locator('[data-user-text="reply-body"]')).toHaveText('被屏蔽者说的话');
});
