import type { Page } from '@playwright/test';
import { test, expect, hydrated, open, openWithToken, apiLogin, DEMO } from './fixtures.ts';

/**
 * A backend that never answers: every busy state ends after the request layer's default timeout
 * (15 s) with a message, and the form can be used again. The page's clock is faked, so the 15
 * seconds pass at once with `clock.fastForward`; the API calls are held by routes that never answer.
 */

const TIMEOUT_MS = 15_000;

/** Holds every request to `path` (under /logistics/api) without answering; resolves once one arrived. */
async function neverAnswer(page: Page, path: string): Promise<{ arrived: Promise<void> }> {
  let arrivedResolve: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrivedResolve = resolve));
  await page.route(`**/logistics/api${path}`, () => {
    arrivedResolve();
    // Never fulfilled: the request hangs until the page aborts it.
  });
  return { arrived };
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('登录中... ends with a timeout message and the button comes back', async ({ page }) => {
  const held = await neverAnswer(page, '/auth/login');
  await open(page, '/login');
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('button', { name: '登录中...' })).toBeDisabled();
  await held.arrived;

  await page.clock.fastForward(TIMEOUT_MS - 1000);
  await expect(page.getByRole('button', { name: '登录中...' }), 'still waiting before 15 s').toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page.getByRole('alert')).toHaveText('请求超时，请稍后重试');
  await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeEnabled();
});

test('发送中... (the SMS code) ends with a timeout message', async ({ page }) => {
  const held = await neverAnswer(page, '/sms/code');
  await open(page, '/login/forgotPassword');
  await page.getByLabel('手机号').fill(DEMO.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: '发送中...' })).toBeDisabled();
  await held.arrived;

  await page.clock.fastForward(TIMEOUT_MS);
  await expect(page.getByRole('alert')).toHaveText('请求超时，请稍后重试');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('提交中... (the new password) ends with a timeout message', async ({ page }) => {
  const held = await neverAnswer(page, '/auth/password/reset');
  await open(page, '/login/forgotPassword');
  await page.getByLabel('手机号').fill(DEMO.mobile);
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel(/^新密码$/).fill('Wuliu#2026ab');
  await page.getByLabel('确认新密码').fill('Wuliu#2026ab');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('button', { name: '提交中...' })).toBeDisabled();
  await held.arrived;

  await page.clock.fastForward(TIMEOUT_MS);
  await expect(page.getByRole('alert')).toHaveText('请求超时，请稍后重试');
  await expect(page.getByRole('button', { name: '确认修改' })).toBeEnabled();
});

test('the notices’ 载入中... ends with the request layer’s message and a 重试 that loads them', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const held = await neverAnswer(page, '/notices');
  await openWithToken(page, token, '/basic/portal');
  await held.arrived;
  const bell = page.getByRole('button', { name: /^通知/ });
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await expect(panel.getByRole('tabpanel')).toHaveText('载入中...');

  await page.clock.fastForward(TIMEOUT_MS);
  await expect(page.getByText('请求超时，请稍后重试').first()).toBeVisible();
  await expect(panel.getByRole('tabpanel').getByRole('alert')).toContainText('请求超时，请稍后重试');
  await expect(page.getByText('timeout of 15000ms exceeded')).toHaveCount(0);

  await page.unroute('**/logistics/api/notices');
  await panel.getByRole('button', { name: '重试' }).click();
  await expect(bell).toHaveAccessibleName(/^通知，\d+条未读$/);
  await expect(panel.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  await hydrated(page);
});
