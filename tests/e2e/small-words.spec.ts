import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO, expect, hydrated, open, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The small words a user reads: the composer titled by what it does, the delete-post dialog about a
 * post (floors are for replies), a mismatched 确认密码 said as the field is left, the login card
 * without an empty gap, a nickname that repeats the account said once, and the footer every Chinese
 * portal carries. On a server of its own: the demo user's nickname is changed here.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function noViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

test('the composer is 回复帖子 for a reply and 发表帖子 for a new post', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/replyToPost?id=1`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('回复帖子');
  await expect(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]')).toHaveText(
    '回复帖子',
  );
  await expect(page).toHaveTitle(/^回复帖子 - /);
  await expect(page.getByRole('form', { name: '发表回复' })).toBeVisible();

  await page.goto(`${server.url}/basic/portal/replyToPost?circleId=1`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('发表帖子');
  await expect(page).toHaveTitle(/^发表帖子 - /);

  // Only the composer: another page with an id keeps its own title.
  await page.goto(`${server.url}/basic/portal/postPetails?id=1`);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]')).toHaveText(
    '帖子详情',
  );
});

test('deleting a post asks about the post, not about floors', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const posted = await request.post(`${server.url}/logistics/api/posts`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      circleId: 1,
      title: '临沂到上海的零担怎么收费',
      content: '想发两方轻货到上海，各家专线报价差得多，大家一般按什么算？',
    },
  });
  const { id } = ((await posted.json()) as { data: { id: number } }).data;
  await openWithToken(page, token, `${server.url}/basic/portal/postPetails?id=${id}`);
  await hydrated(page);
  const remove = page.getByRole('button', { name: '删除帖子' });
  await remove.click();
  const asked = page.getByRole('dialog', { name: '删除帖子' });
  await expect(asked).toContainText('帖子和它的回复都不再显示');
  await expect(asked).not.toContainText('楼层');
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(remove).toBeFocused();
});

test('a mismatched 确认密码 is said as the field is left, on register and on change', async ({
  page,
  request,
}) => {
  await open(page, `${server.url}/login/register`);
  await hydrated(page);
  await page.getByLabel(/^密码$/).fill('Wuliu#2026ab');
  const confirm = page.getByLabel('确认密码');
  await confirm.fill('Wuliu#2026ac');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: '两次输入的密码不一致' })).toBeVisible();
  await expect(confirm).not.toBeFocused();
  await noViolations(page);

  const token = await apiLogin(request, { origin: server.url });
  await openWithToken(page, token, `${server.url}/basic/portal/passwordSetting`);
  await hydrated(page);
  await page.getByLabel(/^新密码$/).fill('Wuliu#2026ab');
  await page.getByLabel('确认新密码').fill('Wuliu#2026');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: '两次输入的密码不一致' })).toBeVisible();
  await page.getByLabel('确认新密码').fill('Wuliu#2026ab');
  await expect(page.getByRole('alert').filter({ hasText: '两次输入的密码不一致' })).toHaveCount(0);
});

test('the login card has no empty gap: its subtitle sits where a failure would', async ({ page }) => {
  await open(page, `${server.url}/login`);
  await hydrated(page);
  const subtitle = page.getByText('欢迎使用物流信息门户');
  const title = await page.getByRole('heading', { name: '登录' }).boundingBox();
  const label = await page.getByText('账号或手机号', { exact: true }).boundingBox();
  const line = await subtitle.boundingBox();
  // Title, subtitle and the first field follow each other, with no blank band (it was 100 px).
  expect(line!.y - (title!.y + title!.height)).toBeLessThan(32);
  expect(label!.y - (line!.y + line!.height)).toBeLessThan(48);
  await page.getByLabel('账号或手机号').fill(DEMO.account);
  await page.getByLabel('密码').fill('wrong-password-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toContainText('账号或密码错误');
  await expect(subtitle).toHaveCount(0);
  expect((await page.getByText('账号或手机号', { exact: true }).boundingBox())!.y).toBe(label!.y);
});

test('a nickname that repeats the account is said once in the header', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url });
  const saved = await request.put(`${server.url}/logistics/api/user/profile`, {
    headers: { Authentication: token },
    data: { nickname: DEMO.account, realName: '', company: '', email: '' },
  });
  expect(((await saved.json()) as { success: boolean }).success).toBe(true);
  await openWithToken(page, token, `${server.url}/basic/portal`);
  await hydrated(page);
  const menu = page.getByRole('button', { name: /^账户菜单/ });
  await expect(menu).toHaveAccessibleName(new RegExp(`^账户菜单：\\s?@${DEMO.account}$`));
  await expect(menu).not.toContainText(`${DEMO.account}（@`);
});

test('every page’s footer links 联系我们, 用户协议 and 隐私政策', async ({ page }) => {
  await open(page, `${server.url}/basic/portal`);
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: '页脚' }).getByRole('link');
  await expect(links).toHaveText(['联系我们', '用户协议', '隐私政策']);
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('客服热线');
  await noViolations(page);
});

test('the two 专线 say which they are and lead to each other', async ({ page }) => {
  await open(page, `${server.url}/basic/logisticsPage`);
  const main = page.getByRole('main');
  await expect(main).toContainText('这里是物流企业登记的固定线路，含运价和时效');
  await main.getByRole('link', { name: '物流信息 · 专线' }).click();
  await expect(page).toHaveURL(/\/basic\/portal\/logisticsInformation\?tab=3$/);
  await hydrated(page);
  await expect(page.getByRole('tab', { name: '专线' })).toHaveAttribute('aria-selected', 'true');
  const note = page.getByRole('tabpanel').getByText('这里是会员发布的专线信息');
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: '物流专线' }).click();
  await expect(page).toHaveURL(/\/basic\/logisticsPage$/);
});
