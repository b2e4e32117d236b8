import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { apiLogin, EDITOR, expect, hydrated, open, openWithToken, test } from './fixtures.ts';
import { firstPost } from './community-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Moderation in Chromium, by keyboard alone: a user reports another user's reply through the report
 * dialog, an editor hides it from the 举报处理 queue after confirming, a visitor then reads
 * 该内容已被屏蔽 on that floor while its writer reads it with a note and has a notice; axe finds
 * nothing on the dialog, the queue and the confirmation. On a server of its own, so the suite's
 * shared posts stay as seeded.
 */
let server: ExtraServer;
let writer: string;
let reporter: string;
let key = 0;

test.beforeAll(async ({ request }) => {
  server = await startExtraServer({ postRatePerMinute: 1000 });
  const accounts = server.db
    .prepare("SELECT account FROM users WHERE account NOT IN ('demo', 'editor') ORDER BY id LIMIT 1")
    .all() as { account: string }[];
  writer = await apiLogin(request, { origin: server.url });
  reporter = await apiLogin(request, {
    origin: server.url,
    account: accounts[0]!.account,
    password: SEED_USER_PASSWORD,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function apiReply(request: APIRequestContext, postId: number, content: string) {
  const response = await request.post(`${server.url}/logistics/api/posts/${postId}/replies`, {
    headers: { Authentication: writer, 'Idempotency-Key': `moderation-${Date.now()}-${(key += 1)}` },
    data: { content },
  });
  const body = (await response.json()) as {
    success: boolean;
    errorMsg: string;
    data: { id: number; floor: number };
  };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
    .violations;

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never took the focus');
}

test('a reported reply is hidden from the queue: others read 该内容已被屏蔽, its writer a note and a notice', async ({
  page,
  browser,
  request,
}) => {
  // A whole cycle in three browsers (report, hide from the queue, read as a visitor and as the writer),
  // each step checked with axe: a long journey, as desk.spec's are.
  test.slow();
  const { id: postId } = await firstPost(request, server.url);
  const words = `违规广告回复，加微信领取运费补贴 ${Date.now()}`;
  const reply = await apiReply(request, postId, words);
  const postUrl = `${server.url}/basic/portal/postPetails?id=${postId}&floor=${reply.floor}`;

  // The reporter reports the reply by keyboard.
  await openWithToken(page, reporter, postUrl);
  const floor = page.locator(`#floor-${reply.floor}`);
  await expect(floor.locator('[data-user-text="reply-body"]')).toHaveText(words);
  const reportButton = floor.getByRole('button', { name: `举报#${reply.floor} 的回复` });
  await tabTo(page, reportButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `举报#${reply.floor} 的回复` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, dialog.getByRole('radio', { name: '垃圾广告' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '垃圾广告' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('冒充平台发补贴');
  await tabTo(page, dialog.getByRole('button', { name: '提交举报' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(floor.getByText('已举报')).toBeVisible();

  // The editor hides it from the queue, after confirming.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(editorPage, editor, `${server.url}/basic/editor`);
  const menuLink = editorPage
    .getByRole('navigation', { name: '内容管理' })
    .getByRole('link', { name: '举报处理' });
  await menuLink.click();
  await hydrated(editorPage);
  const card = editorPage.getByRole('listitem').filter({ hasText: words });
  await expect(card).toContainText('1 人举报：垃圾广告 1');
  await expect(card).toContainText('冒充平台发补贴');
  expect(await axeViolations(editorPage)).toEqual([]);
  const hideButton = card.getByRole('button', { name: `屏蔽#${reply.floor} 的回复` });
  await tabTo(editorPage, hideButton);
  await editorPage.keyboard.press('Enter');
  const confirm = editorPage.getByRole('dialog', { name: `屏蔽#${reply.floor} 的回复` });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(editorPage)).toEqual([]);
  await tabTo(editorPage, confirm.getByRole('button', { name: '确定屏蔽' }));
  await editorPage.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(editorPage.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
  await editorPage.getByRole('tab', { name: '已屏蔽' }).click();
  await expect(editorPage.getByRole('listitem').filter({ hasText: words })).toContainText('内容编辑 处理于');
  await editorContext.close();

  // A visitor reads 该内容已被屏蔽, and the words are nowhere on the page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, postUrl);
  const hiddenFloor = visitor.locator(`#floor-${reply.floor}`);
  await expect(hiddenFloor.locator('[data-user-text="reply-body"]')).toHaveText('该内容已被屏蔽');
  await expect(visitor.getByText(words)).toHaveCount(0);
  await visitorContext.close();

  // Its writer reads it with the note, and has a notice.
  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  await openWithToken(writerPage, writer, postUrl);
  const ownFloor = writerPage.locator(`#floor-${reply.floor}`);
  await expect(ownFloor.locator('[data-user-text="reply-body"]')).toHaveText(words);
  await expect(ownFloor.getByRole('note')).toContainText('已被屏蔽');
  expect(await axeViolations(writerPage)).toEqual([]);
  await writerContext.close();
  const notices = await request.get(`${server.url}/logistics/api/notices`, {
    headers: { Authentication: writer },
  });
  const titles = ((await notices.json()) as { data: { title: string }[] }).data.map((notice) => notice.title);
  expect(titles.some((title) => title.includes(`的回复（第 ${reply.floor} 楼）已被屏蔽`))).toBe(true);
});
