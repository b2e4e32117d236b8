import sharp from 'sharp';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { layoutShift, recordLayoutShifts } from './site-routes.ts';

/**
 * Pictures in content in Chromium: an editor inserts an image into an announcement with 插入图片
 * (keyboard, upload, required 替代文字), sees it in the preview, and publishes; the image's static
 * files do not exist before and do after; a visitor without script sees the figure with its size and
 * sources on the static page, and with script it loads without moving anything. On a server of its
 * own that publishes into its own copy of the build.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const TITLE = '港区新平面图启用公告';

test('an editor adds an image to an announcement and publishes; visitors see it sized, without a shift', async ({
  page,
  request,
  browser,
}) => {
  // The site publisher renders the announcement's pages: more than a click's wait.
  test.slow();
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const headers = { Authentication: token };
  const enterprises = await request.get(`${server.url}/logistics/api/enterprises?page=1&pageSize=1`);
  const enterpriseId = ((await enterprises.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
  const created = await request.post(`${server.url}/logistics/api/desk/announcements`, {
    headers,
    data: { enterpriseId, title: TITLE, content: '自下月起启用新的港区平面图。' },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=announcements&id=${id}`);
  await hydrated(page);
  await page.getByRole('button', { name: '插入图片' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '插入图片' });
  await dialog.getByRole('button', { name: '插入', exact: true }).click();
  await expect(dialog.getByText('请选择图片并等待上传完成')).toBeVisible();
  await expect(dialog.getByText(/请填写替代文字/)).toBeVisible();
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  await dialog.getByLabel('图片').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('status')).toHaveText('图片已上传');
  await dialog.getByLabel('替代文字').fill('港区平面图');
  await dialog.getByLabel('说明（可选）').fill('2026 年版');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '插入', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const body = page.getByRole('textbox', { name: '正文' });
  await expect(body).toHaveValue(/!\[港区平面图\]\(file:[\w-]{22} "2026 年版"\)$/);
  const fileId = /file:([\w-]{22})/.exec(await body.inputValue())?.[1] ?? '';
  await page.getByRole('button', { name: '保存为新版本' }).click();
  await expect(page.getByRole('button', { name: '发布第 2 版' })).toBeEnabled();

  // The preview draws the draft's image from the stored file; its static files do not exist yet.
  await page.goto(`${server.url}/basic/editor/preview?kind=announcements&id=${id}`);
  await expect(page.getByRole('img', { name: '港区平面图' })).toBeVisible();
  const mediaUrl = `${server.url}/media/${fileId}-960.webp`;
  expect((await request.get(mediaUrl)).status()).toBe(404);

  await page.goto(`${server.url}/basic/editor/edit?kind=announcements&id=${id}`);
  await hydrated(page);
  await page.getByRole('button', { name: '发布第 2 版' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toContainText('起显示此变化');
  const media = await request.get(mediaUrl);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/webp');
  expect(media.headers()['cache-control']).toContain('immutable');

  const details = `${server.url}/basic/portal/announcementDetails?id=${id}`;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto(details);
    const image = reader.getByRole('img', { name: '港区平面图' });
    await expect(image).toHaveAttribute('width', '1440');
    await expect(image).toHaveAttribute('height', '810');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute(
      'srcset',
      [480, 960, 1440].map((width) => `/media/${fileId}-${width}.webp ${width}w`).join(', '),
    );
    await expect(reader.locator('figure figcaption')).toHaveText('2026 年版');
  } finally {
    await noScript.close();
  }

  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    await recordLayoutShifts(reader);
    await reader.goto(details);
    const image = reader.getByRole('img', { name: '港区平面图' });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const shift = await layoutShift(reader);
    expect(shift.total, shift.sources.join('\n')).toBe(0);
    await expectAccessible(reader);
  } finally {
    await visitor.close();
  }
});
