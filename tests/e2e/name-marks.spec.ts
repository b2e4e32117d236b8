import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, apiLogin, DEMO, EDITOR, hydrated, open, openWithToken, pathIs } from './fixtures.ts';
import { apiReply, firstPost } from './community-helpers.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Names nobody can pose with, as a newcomer and a reader meet them: registration says why a name
 * that reads as another account's, or as the platform's, is refused; an editor's name carries the
 * platform's mark 编辑, drawn as a badge no nickname can hold, and a user's name carries none.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let server: ExtraServer;
let postId: number;
let replyFloor: number;

async function createPost(request: APIRequestContext, token: string, circleId: number): Promise<number> {
  const response = await request.post(`${server.url}/logistics/api/posts`, {
    headers: { Authentication: token, 'Idempotency-Key': `marks-${Date.now()}` },
    data: { circleId, title: '平台编辑的说明', content: '这是编辑发布的帖子。' },
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: { id: number } };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data.id;
}

test.beforeAll(async ({ request }) => {
  server = await startExtraServer({ postRatePerMinute: 1000 });
  const { circleId } = await firstPost(request, server.url);
  const editorToken = await apiLogin(request, { origin: server.url, ...EDITOR });
  postId = await createPost(request, editorToken, circleId);
  const demoToken = await apiLogin(request, { origin: server.url, ...DEMO });
  const reply = await apiReply(request, server.url, demoToken, postId, '收到，谢谢编辑。');
  expect(reply.success, reply.errorMsg).toBe(true);
  replyFloor = reply.data.floor;
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('registration', () => {
  for (const [account, message] of [
    [
      'dem0',
      '账号与已有用户“demo”看起来相同（字形相近的字符、繁简写法或标点不同），容易被误认，请换一个账号',
    ],
    ['kefu_wang', '账号不能使用平台保留的“kefu”，以免被误认为平台或其工作人员'],
  ] as const) {
    test(`refuses ${account} under the account field, saying why, and keeps what was typed`, async ({
      page,
    }) => {
      await open(page, `${server.url}/login/register`);
      await page.getByLabel('手机号').fill('13912340001');
      // The name is judged before the code: no code needs to be sent for this refusal.
      await page.getByLabel('验证码').fill('123456');
      const field = page.getByLabel('账号', { exact: true });
      await field.fill(account);
      await page.getByLabel(/^密码/).fill('Huoyun2026x');
      await page.getByLabel('确认密码').fill('Huoyun2026x');
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await page.getByRole('button', { name: '注册并登录' }).press('Enter');

      await expect(page.getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(account);
      await expect(page.getByLabel('确认密码')).toHaveValue('Huoyun2026x');
      await expect(page).toHaveURL(pathIs('/login/register'));
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test("an editor's name carries the platform's mark 编辑, a user's none", async ({ page }) => {
  await open(page, `${server.url}/basic/portal/postPetails?id=${postId}`);
  const article = page.getByRole('article', { name: '平台编辑的说明' });
  const author = article.locator('[data-person="editor"]');
  await expect(author).toContainText('内容编辑（@editor）');
  const mark = author.locator('[data-platform-mark="editor"]');
  await expect(mark).toHaveText('编辑（平台标识）');
  await expect(mark).toHaveAttribute('title', /^平台编辑/);
  // Drawn as a filled badge: white on the platform's blue, unlike any text a name can hold.
  expect(await mark.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(255, 255, 255)');

  const floor = page.locator(`#floor-${replyFloor}`);
  await expect(floor).toContainText('演示用户（@demo）');
  await expect(floor.locator('[data-platform-mark]')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('the mark is said to a screen reader with the name', async ({ page }) => {
  await open(page, `${server.url}/basic/portal/postPetails?id=${postId}`);
  await hydrated(page);
  const article = page.getByRole('article', { name: '平台编辑的说明' });
  await expect(article.getByText(/作者：/)).toContainText('内容编辑（@editor）编辑（平台标识）');
});

test('the profile says why a nickname is refused: an @ look-alike at once, a look-alike name from the server', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url, ...DEMO });
  await openWithToken(page, token, `${server.url}/basic/portal/exitData`);
  const nickname = page.getByLabel('昵称');
  const save = page.getByRole('button', { name: '保存资料' });

  // Checked in the browser: nothing is sent.
  await nickname.fill('内容编辑（﹫editor）');
  await save.click();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(nickname).toHaveAccessibleDescription('昵称不能包含“@”');

  // Checked by the server: the name it reads as is said.
  await nickname.fill('內容編輯');
  await save.click();
  await expect(nickname).toHaveAccessibleDescription(
    '昵称不能使用平台保留的“编辑”，以免被误认为平台或其工作人员',
  );
  // Another user's account name with a dot after it reads as that name.
  const { account } = server.db
    .prepare("SELECT account FROM users WHERE role = 'user' AND account <> 'demo' ORDER BY id LIMIT 1")
    .get() as { account: string };
  await nickname.fill(`${account}.`);
  await save.click();
  await expect(nickname).toHaveAccessibleDescription(
    `昵称与已有用户“${account}”看起来相同（字形相近的字符、繁简写法或标点不同），容易被误认，请换一个昵称`,
  );
  await expect(nickname).toHaveValue(`${account}.`);
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const current = await request.get(`${server.url}/logistics/api/user/current`, {
    headers: { Authentication: token },
  });
  expect(((await current.json()) as { data: { nickname: string } }).data.nickname).toBe('演示用户');
});
