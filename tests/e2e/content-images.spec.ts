import sharp from 'sharp';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { layoutShift, recordLayoutShifts } from './site-routes.ts';

/**
 * Pictures in content in Chromium: an editor inserts an image into an announcement with 插入图片
 * (keyboard, upload, required 替代文字), sees it in the preview, and publishes; the image's static
 * files do not exist before and do after; a visitor without script sees the figure with its size and
 * sources on the static page, and with script it loads without moving anything. A route's 备注 offers
 * 插入图片 too, and its published page draws the figure after the 备注's paragraph. On a server of its
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

test('a route’s 备注 offers 插入图片, and its published page draws the map after the 备注’s text', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const headers = { Authentication: token };
  const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`${server.url}/logistics/api/files`, {
    headers,
    multipart: { file: { name: 'map.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const created = await request.post(`${server.url}/logistics/api/desk/routes`, {
    headers,
    data: {
      enterpriseId: 1,
      origin: '苏州市',
      destination: '成都市',
      heavyPrice: 1.2,
      lightPrice: 260,
      minimumCharge: 80,
      transitHours: 60,
      departures: '每日 1 班',
      vehicleType: '冷藏车',
      contactName: '陈经理',
      contactPhone: '13912340000',
      address: '苏州市工业园区星湖街 100 号',
      remarks: `市区免费提货。\n\n![苏州至成都线路图](file:${fileId} "途经武汉")`,
    },
  });
  const { id, revision } = ((await created.json()) as { data: { id: number; revision: number } }).data;

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=routes&id=${id}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: '插入图片' })).toHaveCount(1);

  await request.post(`${server.url}/logistics/api/desk/routes/${id}/publish`, {
    headers,
    data: { revision },
  });
  const details = `${server.url}/basic/portal/routeDetails?id=${id}`;
  // The publisher renders the route's page within seconds, as a visitor would see by reloading.
  await expect.poll(async () => (await request.get(details)).text(), { timeout: 30_000 }).toContain(fileId);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto(details);
    const remarks = reader.getByRole('region', { name: '备注' });
    await expect(remarks.locator('p')).toHaveText('市区免费提货。');
    const image = remarks.getByRole('img', { name: '苏州至成都线路图' });
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute(
      'srcset',
      [480, 800].map((width) => `/media/${fileId}-${width}.webp ${width}w`).join(', '),
    );
    await expect(remarks.locator('figcaption')).toHaveText('途经武汉');
    expect((await request.get(`${server.url}/media/${fileId}-800.webp`)).status()).toBe(200);
  } finally {
    await noScript.close();
  }
});
