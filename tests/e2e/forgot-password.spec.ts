import type { Envelope, OutboxMessage } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, DEMO, storedToken, pathIs } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Password recovery through the development SMS outbox. It changes the demo password, so it runs on a
 * server of its own with its own database; the suite's server keeps `demo123456`.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('mobile → SMS code from the outbox → new password twice → done → log in with it', async ({
  page,
  request,
}) => {
  test.slow();
  const newPassword = 'Wuliu#2026ab';
  await page.goto(`${server.url}/login/forgotPassword`);
  await hydrated(page);
  await expect(page).toHaveTitle(/找回密码/);

  await page.getByLabel('手机号').fill(DEMO.mobile);
  const sendCode = page.getByRole('button', { name: '获取验证码' });
  await sendCode.click();
  // The 60 s resend countdown replaces the button text and disables it.
  const countdown = page.getByRole('button', { name: /\d+\s*(秒|s)/ });
  await expect(countdown).toBeVisible();
  await expect(countdown).toBeDisabled();
  const first = Number((await countdown.innerText()).match(/\d+/)![0]);
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);

  const outbox = await request.get(`${server.url}/logistics/api/dev/outbox?mobile=${DEMO.mobile}`);
  expect(outbox.status()).toBe(200);
  const messages = ((await outbox.json()) as Envelope<OutboxMessage[]>).data.filter(
    (message) => message.purpose === 'reset',
  );
  expect(messages.length, 'a reset code was delivered to the outbox').toBeGreaterThan(0);
  const code = messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]!.code;
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('验证码').fill(code);
  // Some forms ask for the code and the passwords on separate steps.
  const next = page.getByRole('button', { name: '下一步' });
  if (await next.isVisible()) await next.click();
  await page.getByLabel(/^新密码$/).fill(newPassword);
  await page.getByLabel(/确认/).fill(newPassword);
  await page.getByRole('button', { name: /^(提交|确定|重置密码|确认修改|完成|下一步)$/ }).click();

  await expect(page.getByText(/密码(已)?重置成功|密码修改成功|重置成功/)).toBeVisible();
  // The owner may have forgotten the account name too: the done screen names it.
  await expect(page.getByRole('status')).toContainText(`您的账号是 ${DEMO.account}`);

  // The old password is gone, the new one works, in the portal's own login form.
  const old = await request.post(`${server.url}/logistics/api/auth/login`, {
    data: { account: DEMO.account, password: DEMO.password },
  });
  expect(((await old.json()) as Envelope<unknown>).success).toBe(false);

  await page.goto(`${server.url}/login`);
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  expect(await storedToken(page)).toBeTruthy();
});

test('a wrong SMS code is refused with a Chinese message', async ({ page }) => {
  await page.goto(`${server.url}/login/forgotPassword`);
  await hydrated(page);
  await page.getByLabel('手机号').fill('13900139000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+\s*(秒|s)/ })).toBeVisible();
  await page.getByLabel('验证码').fill('000000');
  const next = page.getByRole('button', { name: '下一步' });
  if (await next.isVisible()) await next.click();
  await page.getByLabel(/^新密码$/).fill('Another#2026');
  await page.getByLabel(/确认/).fill('Another#2026');
  await page.getByRole('button', { name: /^(提交|确定|重置密码|确认修改|完成|下一步)$/ }).click();
  await expect(page.getByText(/验证码(错误|无效|不正确|已过期)/).first()).toBeVisible();
});
