import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { hashPasswordSync } from '../../server/domain/passwords.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { uploadLicence } from './licence-photo.ts';

/**
 * A company the desk did not know, in Chromium on a publishing server of its own: an editor approves
 * its member from the queue with the keyboard and is told what is left to complete; the member's
 * company page says truthfully that its profile is being completed, their 公司名称 is filled, they
 * write an announcement and submit it; once the editor completed and published the company, the
 * editor publishes the announcement and a visitor without script reads it. Also the desk's company
 * picker (keyboard) and the 企业名录 page with its filters in the URL.
 */

const COMPANY = '嘉兴新认证物流有限公司';
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
  server.db
    .prepare(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run('huozhu_li', hashPasswordSync('pass-word1'), 'huozhu_li', '13600000401', new Date().toISOString());
});
test.afterAll(async () => {
  await server?.stop();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** The editor completes the draft the approval made (what the desk's form would send) and publishes it. */
async function completeAndPublish(request: APIRequestContext, token: string, id: number) {
  const api = `${server.url}/logistics/api/desk/enterprises/${id}`;
  const headers = { Authentication: token };
  const item = (await (await request.get(api, { headers })).json()) as {
    data: { revision: number; draft: { fields: Record<string, unknown> } };
  };
  const saved = await request.put(api, {
    headers,
    data: {
      ...item.data.draft.fields,
      legalRepresentative: '李国强',
      registeredCapital: 500,
      foundedAt: '2015-03-18T02:00:00.000Z',
      city: '嘉兴',
      address: '浙江省嘉兴市南湖区物流园 8 号',
      businessScope: '普通货运；货物专用运输（集装箱）',
      revision: item.data.revision,
    },
  });
  const revision = ((await saved.json()) as { data: { revision: number } }).data.revision;
  const published = await request.post(`${api}/publish`, { headers, data: { revision } });
  expect(((await published.json()) as { success: boolean }).success).toBe(true);
}

test('an approved member of a new company has a working company from the approval on', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await apiLogin(request, {
    origin: server.url,
    account: 'huozhu_li',
    password: 'pass-word1',
  });
  await request.post(`${server.url}/logistics/api/user/verification`, {
    headers: { Authentication: member },
    data: {
      companyName: COMPANY,
      creditCode: '91440300708461136T',
      contact: '13900000005',
      note: '',
      licenceFileId: await uploadLicence(request, server.url, member),
    },
  });

  // The editor approves with the keyboard and reads what is left to complete.
  const editorContext = await browser.newContext();
  const desk = await editorContext.newPage();
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(desk, editor, `${server.url}/basic/editor/verifications`);
  await hydrated(desk);
  const row = desk.getByRole('row', { name: new RegExp(COMPANY) });
  await expect(row).toContainText('企业登记电话：平台暂无，请自行查询');
  await expect(row).toContainText('申请人电话：13900000005');
  await expect(desk.getByText(/^审核要点：/)).toContainText('拨打企业登记电话');
  await row.getByRole('button', { name: `通过「${COMPANY}」` }).focus();
  await desk.keyboard.press('Enter');
  const dialog = desk.getByRole('dialog', { name: `通过「${COMPANY}」的认证申请` });
  await expect(dialog).toContainText('将新建企业草稿');
  await desk.keyboard.press('Tab');
  await desk.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const result = desk.getByRole('status').filter({ hasText: '待补充' });
  await expect(result).toContainText('待补充：法定代表人、注册资本、成立日期、所在城市、地址、经营范围。');
  const completeLink = result.getByRole('link', { name: `补充并发布「${COMPANY}」` });
  const enterpriseId = Number(
    new URL((await completeLink.getAttribute('href')) ?? '', server.url).searchParams.get('id'),
  );
  await noViolations(desk);

  // The member: their company's page says who completes it, their profile names it.
  await openWithToken(page, member, `${server.url}/basic/portal/enterpriseVerification`);
  await hydrated(page);
  await page.getByRole('link', { name: `查看${COMPANY}的企业页面` }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '企业资料补充中' })).toBeVisible();
  await expect(page.getByText(`「${COMPANY}」已通过企业认证，企业资料正由平台编辑补充完善`)).toBeVisible();
  await expect(page.getByText('该企业不存在或已注销')).toHaveCount(0);
  await noViolations(page);
  await page.goto(`${server.url}/basic/portal/exitData`);
  await hydrated(page);
  await expect(page.getByLabel('公司名称')).toHaveValue(COMPANY);

  // …writes an announcement and submits it.
  await page.goto(`${server.url}/basic/portal/enterpriseAnnouncements`);
  await hydrated(page);
  await page.getByRole('link', { name: '新建公告' }).click();
  await hydrated(page);
  await expect(page.getByText(`${COMPANY}（本企业）`)).toBeVisible();
  await page.getByLabel('标题').fill('嘉兴至成都专线开通');
  await page.getByLabel('正文').fill('# 通知\n\n嘉兴至成都专线每日发车。');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/kind=announcements&id=\d+/);
  await hydrated(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByRole('button', { name: '提交审核第 1 版' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交第 1 版' })).toBeVisible();

  // The editor completes the company, then publishes the announcement.
  await completeAndPublish(request, editor, enterpriseId);
  await desk.goto(`${server.url}/basic/editor/edit?kind=announcements&id=${id}`);
  await hydrated(desk);
  await desk.getByRole('button', { name: '发布第 1 版' }).click();
  const confirm = desk.getByRole('dialog');
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button', { name: /发布/ }).click();
  await expect(desk.getByRole('heading', { name: '已发布' })).toBeVisible();
  await editorContext.close();

  // A visitor without script reads it, and the company's page.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reader = await visitor.newPage();
  await reader.goto(`${server.url}/basic/portal/announcementDetails?id=${id}`);
  await expect(reader.getByRole('heading', { name: '嘉兴至成都专线开通' })).toBeVisible();
  await expect(reader.getByRole('main')).toContainText(COMPANY);
  await reader.goto(`${server.url}/basic/portal/detailsEnterprise?id=${enterpriseId}`);
  await expect(reader.getByRole('heading', { name: COMPANY })).toBeVisible();
  await visitor.close();
});

test('the desk finds a company by name from the keyboard', async ({ page, request }) => {
  const name = (
    server.db.prepare('SELECT name FROM enterprises ORDER BY id LIMIT 1').get() as { name: string }
  ).name;
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(page, editor, `${server.url}/basic/editor/edit?kind=announcements`);
  await hydrated(page);
  const picker = page.getByRole('combobox', { name: '所属企业' });
  await picker.focus();
  await page.keyboard.type(name.slice(0, 4));
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await noViolations(page);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(/.+/);
  await expect(page.getByText(/^已选择：.+（编号 \d+）$/)).toBeVisible();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('x');
  await expect(page.getByText(/^已选择：/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('企业名录: the home leads there; 所在地区 and 已认证 filter, in the URL and back', async ({ page }) => {
  await page.goto(`${server.url}/basic/portal`);
  await hydrated(page);
  await page.getByRole('link', { name: /入驻企业/ }).click();
  await expect(page).toHaveURL(/\/basic\/portal\/enterpriseList/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '企业名录', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /企业名录/ });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await noViolations(page);

  const city = (
    server.db.prepare('SELECT city FROM enterprises ORDER BY id LIMIT 1').get() as { city: string }
  ).city;
  await page.getByLabel('所在地区').fill(city);
  await page.getByLabel('所在地区').press('Enter');
  await expect(page).toHaveURL(new RegExp(`region=${encodeURIComponent(city)}`));
  for (const cell of await table.getByRole('row').locator('td:nth-child(2)').allTextContents())
    expect(cell).toBe(city);

  await page.getByLabel('所在地区').fill('');
  await page.getByLabel('认证').selectOption({ label: '已认证' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(table.getByRole('row').filter({ hasText: COMPANY })).toContainText('已认证');
  await expect(table).not.toContainText('未认证');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`region=${encodeURIComponent(city)}`));
  await expect(page.getByLabel('所在地区')).toHaveValue(city);
});
