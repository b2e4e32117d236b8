import type { Browser, Page } from '@playwright/test';
import type { Envelope, OutboxMessage } from '../../src/lib/shared/contract.ts';
import { test, expect, apiLogin, hydrated, openWithToken, pathIs, DEMO, TOKEN_KEY } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { expectAccessible } from './main-axe.ts';

/**
 * The account pages: profile, password and mobile binding. They change the demo account (its
 * mobile, at the end its password), so they run in order on a server of their own.
 */

let server: ExtraServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function openLoggedIn(page: Page, path: string): Promise<string> {
  const token = await apiLogin(page.request, { origin: server.url });
  await openWithToken(page, token, `${server.url}${path}`);
  return token;
}

/** The message under a field: its accessible description, announced as an alert. */
async function expectFieldError(page: Page, label: string | RegExp, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

async function latestCode(page: Page, mobile: string): Promise<string> {
  const answer = await page.request.get(`${server.url}/logistics/api/dev/outbox?mobile=${mobile}`);
  const messages = ((await answer.json()) as Envelope<OutboxMessage[]>).data.filter(
    (m) => m.purpose === 'bind',
  );
  expect(messages.length, 'a bind code in the outbox').toBeGreaterThan(0);
  return messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]!.code;
}

test('the profile is shown, checked, saved with a toast and still there after a reload', async ({ page }) => {
  await openLoggedIn(page, '/basic/portal/exitData');
  await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
  const nickname = page.getByLabel('昵称');
  await expect(nickname).toHaveValue(/.+/);
  await expect(page.getByText('138****8000')).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录记录' })).toBeVisible();
  await expectAccessible(page);

  // An empty nickname and a wrong e-mail: the catalogue's messages, focus on the first.
  await nickname.fill('');
  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expectFieldError(page, '昵称', '请输入昵称');
  await expectFieldError(page, '邮箱', '请输入正确的邮箱');
  await expect(nickname).toBeFocused();
  await expectAccessible(page);

  await nickname.fill('物流老张');
  await expect(nickname).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('真实姓名').fill('张建国');
  await page.getByLabel('公司名称').fill('杭州顺达物流有限公司');
  await page.getByLabel('邮箱').fill('zhang@shunda.example.com');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByRole('status').filter({ hasText: '资料已保存' })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('昵称')).toHaveValue('物流老张');
  await expect(page.getByLabel('真实姓名')).toHaveValue('张建国');
  await expect(page.getByLabel('公司名称')).toHaveValue('杭州顺达物流有限公司');
  await expect(page.getByLabel('邮箱')).toHaveValue('zhang@shunda.example.com');
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toContainText('物流老张');
});

test('the password form: empty messages, a mismatch, and the server’s refusals under their fields', async ({
  page,
}) => {
  await openLoggedIn(page, '/basic/portal/passwordSetting');
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: '确认修改' });
  await submit.click();
  await expectFieldError(page, '原密码', '请输入原密码');
  await expectFieldError(page, '新密码', '请输入新密码');
  await expectFieldError(page, '确认新密码', '请输入确认新密码');
  await expect(page.getByLabel('原密码')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('原密码').fill(DEMO.password);
  await page.getByLabel('新密码', { exact: true }).fill('abcdefgh');
  await expect(page.getByText('密码强度：弱')).toBeVisible();
  await page.getByLabel('确认新密码').fill('abcdefgh1');
  await submit.click();
  await expectFieldError(page, '新密码', '新密码须同时包含字母和数字');
  await expectFieldError(page, '确认新密码', '两次输入的密码不一致');
  await expect(page.getByLabel('新密码', { exact: true })).toBeFocused();

  // Only the server knows these: the old password is wrong (10003), or the new one equals it (10001).
  await page.getByLabel('原密码').fill('wrong-pass1');
  await page.getByLabel('新密码', { exact: true }).fill('Wuliu2026ab');
  await page.getByLabel('确认新密码').fill('Wuliu2026ab');
  await submit.click();
  await expectFieldError(page, '原密码', '原密码错误');
  await expect(page.getByLabel('原密码')).toBeFocused();

  await page.getByLabel('原密码').fill(DEMO.password);
  await page.getByLabel('新密码', { exact: true }).fill(DEMO.password);
  await page.getByLabel('确认新密码').fill(DEMO.password);
  await submit.click();
  await expectFieldError(page, '新密码', '新密码不能与原密码相同');
  await expect(page).toHaveURL(pathIs('/basic/portal/passwordSetting'));
});

test('binding a new mobile: code from the outbox, countdown across a reload, the current password, a wrong code, all from the keyboard', async ({
  page,
}) => {
  test.slow();
  const newMobile = '13900139000';
  await openLoggedIn(page, '/basic/portal/mobileBinding');
  await expect(page.getByTestId('current-mobile')).toHaveText('138****8000');
  await expect(page.getByLabel('当前密码')).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('当前密码')).toHaveAccessibleDescription(
    '为确认是本人操作，请输入当前登录密码',
  );
  await expectAccessible(page);

  // Nothing typed: the send button checks the mobile first.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectFieldError(page, '新手机号', '请输入新手机号');

  const mobile = page.getByLabel('新手机号');
  await mobile.focus();
  await page.keyboard.type(newMobile);
  await page.keyboard.press('Tab'); // the code field
  await page.keyboard.press('Tab'); // 获取验证码
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeFocused();
  await page.keyboard.press('Enter');
  const countdown = page.getByRole('button', { name: /^(\d+ 秒|1 分钟)后重新获取$/ });
  await expect(countdown).toBeDisabled();

  // The deadline is kept: after a reload the button still counts down instead of sending again.
  await page.reload();
  await hydrated(page);
  await expect(countdown).toBeVisible();
  await expect(countdown).toBeDisabled();
  const shown = await countdown.innerText();
  const left = shown.startsWith('1 分钟') ? 60 : Number(shown.match(/\d+/)![0]);
  expect(left).toBeGreaterThan(30);
  expect(left).toBeLessThanOrEqual(60);

  const code = await latestCode(page, newMobile);
  await page.getByLabel('新手机号').fill(newMobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('验证码').fill(wrong);
  await page.getByLabel('验证码').press('Enter');
  // The current password is asked for before anything is sent.
  await expectFieldError(page, '当前密码', '请输入当前密码');
  await expect(page.getByLabel('当前密码')).toBeFocused();

  // A wrong password is refused under its field, before the code is looked at.
  await page.keyboard.type('wrong-pass1');
  await page.keyboard.press('Enter');
  await expectFieldError(page, '当前密码', '当前密码错误');
  await expect(page.getByLabel('当前密码')).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expectFieldError(page, '验证码', '验证码错误或已过期');
  await expect(page.getByLabel('验证码')).toBeFocused();
  await expect(page.getByTestId('current-mobile')).toHaveText('138****8000');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '手机号已更换为 139****9000' })).toBeVisible();
  await expect(page.getByTestId('current-mobile')).toHaveText('139****9000');
  await expect(page.getByLabel('新手机号')).toHaveValue('');
  await expect(page.getByLabel('当前密码')).toHaveValue('');

  const me = await page.request.get(`${server.url}/logistics/api/user/current`, {
    headers: { Authentication: (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '' },
  });
  expect(((await me.json()) as Envelope<{ mobile: string }>).data.mobile).toBe('139****9000');
});

test('binding a mobile of another account: the same answer as a wrong code, and the code never arrives', async ({
  page,
}) => {
  await openLoggedIn(page, '/basic/portal/mobileBinding');
  const taken = '13700137000';
  server.db
    .prepare(
      "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, 'x', ?, ?, ?)",
    )
    .run('bindtaken', '已有账号', taken, new Date().toISOString());
  await page.getByLabel('新手机号').fill(taken);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^(\d+ 秒|1 分钟)后重新获取$/ })).toBeDisabled();
  const outbox = await page.request.get(`${server.url}/logistics/api/dev/outbox?mobile=${taken}`);
  expect(((await outbox.json()) as Envelope<OutboxMessage[]>).data).toEqual([]);

  await page.getByLabel('验证码').fill('123456');
  await page.getByLabel('当前密码').fill(DEMO.password);
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expectFieldError(page, '验证码', '验证码错误或已过期');
  await expect(page.getByLabel('新手机号')).not.toHaveAttribute('aria-invalid');
});

/**
 * A second browser signed in as the same user, without the notice stream: the stream would send it to
 * /login by itself the moment the password changes (tests/e2e/session-ended.spec.ts), racing the
 * reload that stands for its next request here.
 */
async function secondSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.route('**/notices/stream', (route) => route.abort());
  const page = await context.newPage();
  await openLoggedIn(page, '/basic/portal/exitData');
  await expect(page.getByLabel('昵称')).toHaveValue(/.+/);
  return page;
}

test('a new password ends every session: a toast on /login here, /login on the next request elsewhere', async ({
  page,
  browser,
}) => {
  test.slow();
  const other = await secondSession(browser);
  const newPassword = 'Wuliu#2026ab';
  await openLoggedIn(page, '/basic/portal/passwordSetting');
  await page.getByLabel('原密码').fill(DEMO.password);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await expect(page.getByText('密码强度：强')).toBeVisible();
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();

  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('status').filter({ hasText: '密码已修改' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe('');

  // The other browser's next request is refused (HTTP 401): it is sent to /login.
  await other.reload();
  await expect(other).toHaveURL(pathIs('/login'));
  await other.context().close();

  const old = await page.request.post(`${server.url}/logistics/api/auth/login`, {
    data: { account: DEMO.account, password: DEMO.password },
  });
  expect(((await old.json()) as Envelope<unknown>).success).toBe(false);
  await apiLogin(page.request, { origin: server.url, password: newPassword });
});
