import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO, EDITOR, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { hashPasswordSync } from '../../server/domain/passwords.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { licencePng, uploadLicence } from './licence-photo.ts';

/**
 * 企业认证 in Chromium, on a server of its own: a user applies from the account menu with the
 * keyboard (a mistyped credit code is caught in the form), with a 营业执照 photo (a refused file
 * first, then 重试 of the same photo once the server takes it), an editor sees the photo and
 * approves from the 认证审核 queue with the keyboard, the user sees 已认证 on their page and beside their post, writes their
 * enterprise's announcement and submits it (no 发布 for them), and the editor publishes it.
 */

let server: ExtraServer;
let enterprise: { id: number; name: string; creditCode: string };
test.beforeAll(async () => {
  server = await startExtraServer();
  enterprise = server.db
    .prepare('SELECT id, name, credit_code AS creditCode FROM enterprises ORDER BY id LIMIT 1')
    .get() as typeof enterprise;
});
test.afterAll(async () => {
  await server?.stop();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test('a user applies, an editor approves, the member writes an announcement the editor publishes', async ({
  page,
  request,
  browser,
}) => {
  // Two people and six pages on a shared machine: longer than one page's test.
  test.setTimeout(90_000);
  const userToken = await apiLogin(request, { origin: server.url, ...DEMO });
  await openWithToken(page, userToken, `${server.url}/basic/portal`);
  await hydrated(page);
  const menu = page.getByRole('button', { name: /^账户菜单：/ });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: '企业认证' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/enterpriseVerification')(url));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '申请企业认证' })).toBeVisible();
  await noViolations(page);

  // The keyboard alone: Tab from the first field through the form, Enter to send.
  await page.getByLabel('企业名称').focus();
  await page.keyboard.type(enterprise.name);
  await page.keyboard.press('Tab');
  const wrongCheck = enterprise.creditCode.slice(0, 17) + (enterprise.creditCode.endsWith('0') ? '1' : '0');
  await page.keyboard.type(wrongCheck);
  await page.keyboard.press('Tab');
  await page.keyboard.type('13900000003');
  await page.keyboard.press('Enter');
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeVisible();
  await expect(page.getByText('请上传营业执照照片')).toBeVisible();

  // The photo: a file that is no image is refused in words; the photo fails once (the connection
  // drops), 重试 sends the same photo again without choosing it, and it shows while it uploads.
  const photo = page.getByLabel('营业执照照片', { exact: true });
  await photo.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('不是图片') });
  await expect(
    page.getByRole('alert').filter({ hasText: '只能上传 JPEG、PNG 或 WebP 格式的图片' }),
  ).toBeVisible();
  let dropped = false;
  await page.route('**/logistics/api/files', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort('connectionreset');
  });
  await photo.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await licencePng() });
  await expect(page.getByRole('img', { name: '所选营业执照照片' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '网络连接失败' })).toBeVisible();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('status').filter({ hasText: '营业执照照片已上传' })).toBeVisible();
  await noViolations(page);
  await page.getByLabel('统一社会信用代码').fill(enterprise.creditCode.toLowerCase());
  await page.getByLabel('统一社会信用代码').press('Enter');
  await expect(page.getByRole('heading', { name: '认证状态：审核中' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /认证申请/ })).toHaveCount(0);

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(editorPage, editorToken, `${server.url}/basic/editor/verifications`);
  await hydrated(editorPage);
  const row = editorPage.getByRole('row', { name: new RegExp(enterprise.name) });
  await expect(row).toContainText(enterprise.creditCode);
  // The photo, read with the editor's token, beside the typed fields: the uploaded image, decoded.
  const licence = row.getByRole('img', { name: `${enterprise.name}的营业执照` });
  await expect(licence).toBeVisible();
  expect(await licence.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await noViolations(editorPage);
  await row.getByRole('button', { name: `通过「${enterprise.name}」` }).focus();
  await editorPage.keyboard.press('Enter');
  const dialog = editorPage.getByRole('dialog', { name: `通过「${enterprise.name}」的认证申请` });
  await expect(dialog).toContainText(`申请人将成为「${enterprise.name}」的认证成员`);
  await noViolations(editorPage);
  await editorPage.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '确定通过' })).toBeFocused();
  await editorPage.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editorPage.getByText('暂无审核中的申请')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '认证状态：已认证' })).toBeVisible();

  const posted = await request.post(`${server.url}/logistics/api/posts`, {
    headers: { Authentication: userToken, 'Idempotency-Key': 'verified-post-e2e' },
    data: { circleId: 1, title: '认证企业的第一帖', content: '大家好，我们是认证企业。' },
  });
  const postId = ((await posted.json()) as { data: { id: number } }).data.id;
  await page.goto(`${server.url}/basic/portal/postPetails?id=${postId}`);
  await hydrated(page);
  const badge = page.getByRole('link', { name: `已认证：${enterprise.name}` });
  await expect(badge).toHaveText('已认证');
  await expect(badge).toHaveAttribute('href', new RegExp(`detailsEnterprise\\?id=${enterprise.id}$`));

  await page.goto(`${server.url}/basic/portal/enterpriseAnnouncements`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: `${enterprise.name}的企业公告` })).toBeVisible();
  await noViolations(page);
  await page.getByRole('link', { name: '新建公告' }).click();
  await hydrated(page);
  await expect(page.getByText(`${enterprise.name}（本企业）`)).toBeVisible();
  await page.getByLabel('标题').fill('春节期间发车安排');
  await page.getByLabel('正文').fill('# 通知\n\n春节期间每日正常发车。');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/kind=announcements&id=\d+/);
  await hydrated(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('button', { name: /^发布/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '撤下' })).toHaveCount(0);
  await noViolations(page);
  await page.getByRole('button', { name: '提交审核第 1 版' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交第 1 版' })).toBeVisible();
  await expect(page.getByText('第 1 版已于')).toContainText('提交审核，等待编辑发布');
  expect((await request.get(`${server.url}/logistics/api/announcements/${id}`)).status()).toBe(404);

  await editorPage.goto(`${server.url}/basic/editor/edit?kind=announcements&id=${id}`);
  await hydrated(editorPage);
  await editorPage.getByRole('button', { name: '发布第 1 版' }).click();
  await editorPage.getByRole('dialog').getByRole('button', { name: '确定发布' }).click();
  await expect(editorPage.getByRole('heading', { name: '已发布' })).toBeVisible();
  const published = (await (await request.get(`${server.url}/logistics/api/announcements/${id}`)).json()) as {
    data: { title: string; enterpriseId: number };
  };
  expect(published.data).toMatchObject({ title: '春节期间发车安排', enterpriseId: enterprise.id });
  await page.goto(`${server.url}/basic/portal/announcementDetails?id=${id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '春节期间发车安排' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${enterprise.name}（已认证）` })).toHaveAttribute(
    'href',
    new RegExp(`detailsEnterprise\\?id=${enterprise.id}$`),
  );
  await editorContext.close();
});

test('an editor rejects with a reason the user then reads', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  server.db
    .prepare(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run('applicant', hashPasswordSync('pass-word1'), '申请人', '13600000301', new Date().toISOString());
  const userToken = await apiLogin(request, {
    origin: server.url,
    account: 'applicant',
    password: 'pass-word1',
  });
  await request.post(`${server.url}/logistics/api/user/verification`, {
    headers: { Authentication: userToken },
    data: {
      companyName: '深圳测试运输有限公司',
      creditCode: '91440300708461136T',
      contact: '13900000004',
      note: '',
      licenceFileId: await uploadLicence(request, server.url, userToken),
    },
  });
  // An application sent before the photo was asked for (no licence_file_id) still shows: 未上传.
  const older = server.db.prepare('SELECT id FROM users WHERE account = ?').get(DEMO.account) as {
    id: number;
  };
  server.db
    .prepare(
      "INSERT INTO verifications (user_id, company_name, credit_code, contact, note, state, created_at) VALUES (?, '旧申请物流有限公司', '91350100M000100Y43', '13900000006', '', 'rejected', ?)",
    )
    .run(older.id, new Date().toISOString());
  await openWithToken(page, token, `${server.url}/basic/editor/verifications`);
  await hydrated(page);
  await page.getByRole('tab', { name: '未通过' }).click();
  await expect(page.getByRole('row', { name: /旧申请物流有限公司/ })).toContainText('未上传');
  await page.getByRole('tab', { name: '审核中' }).click();
  await page.getByRole('button', { name: '驳回「深圳测试运输有限公司」' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定驳回' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入驳回原因');
  await dialog.getByLabel('驳回原因').fill('营业执照名称与填写不符');
  await dialog.getByRole('button', { name: '确定驳回' }).click();
  await expect(dialog).toBeHidden();

  await openWithToken(page, userToken, `${server.url}/basic/portal/enterpriseVerification`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '认证状态：未通过' })).toBeVisible();
  await expect(page.getByText('营业执照名称与填写不符')).toBeVisible();
  await expect(page.getByRole('heading', { name: '重新提交认证申请' })).toBeVisible();
});
