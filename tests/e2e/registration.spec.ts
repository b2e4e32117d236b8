import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Envelope, OutboxMessage, User } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, storedToken, pathIs } from './fixtures.ts';

/**
 * 注册 as a newcomer meets it: from the login page of a page that needed a login, with the keyboard
 * only; a refusal names its field and loses nothing typed; the new user is signed in and back where
 * they were going. The accounts are new on every run (the suite's server keeps them).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const unique = Date.now().toString().slice(-7);
const newcomer = { mobile: `139${unique}1`, account: `shipper${unique}`, password: 'Huoyun2026x' };

async function latestCode(page: Page, mobile: string): Promise<string> {
  const answer = await page.request.get(`/logistics/api/dev/outbox?mobile=${mobile}`);
  const messages = ((await answer.json()) as Envelope<OutboxMessage[]>).data.filter(
    (message) => message.purpose === 'register',
  );
  expect(messages.length, 'a registration code in the outbox').toBeGreaterThan(0);
  return messages[0]!.code;
}

/** Types into the focused control after pressing Tab until `name` has the focus. */
async function tabTo(page: Page, name: RegExp, limit = 12): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active) return '';
      const labels = (active as HTMLInputElement).labels;
      return [active.getAttribute('aria-label'), labels?.[0]?.innerText, active.innerText]
        .filter(Boolean)
        .join(' ');
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a newcomer registers from the login page with the keyboard and lands where they were going', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login?redirect=%2Fbasic%2Fportal%2FdeliveryPage');
  await hydrated(page);
  const link = page.getByRole('link', { name: '注册账号' });
  await expect(link).toHaveAttribute('href', /\/login\/register\?redirect=%2Fbasic%2Fportal%2FdeliveryPage$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathIs('/login/register'));
  await hydrated(page);

  await tabTo(page, /手机号/);
  await page.keyboard.type(newcomer.mobile);
  await tabTo(page, /获取验证码/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/验证码已发送至 139\*{4}/)).toBeVisible();
  const code = await latestCode(page, newcomer.mobile);
  // The code field comes before its button: back one step.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(code);
  await tabTo(page, /^账号/);
  await page.keyboard.type(newcomer.account);
  await tabTo(page, /^密码/);
  await page.keyboard.type(newcomer.password);
  await tabTo(page, /确认密码/);
  await page.keyboard.type(newcomer.password);

  // Without the agreement ticked: refused under the checkbox, nothing typed is lost.
  await page.keyboard.press('Enter');
  const agreed = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  await expect(page.getByText('请勾选“我已阅读并同意《用户协议》和《隐私政策》”')).toBeVisible();
  await expect(agreed).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('账号', { exact: true })).toHaveValue(newcomer.account);
  await expect(page.getByLabel('确认密码')).toHaveValue(newcomer.password);
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target.join(' '))]),
  ).toEqual([]);

  await agreed.focus();
  await page.keyboard.press('Space');
  await expect(agreed).toBeChecked();
  await page.getByRole('button', { name: '注册并登录' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(pathIs('/basic/portal/deliveryPage'));
  await hydrated(page);
  await expect(page.getByRole('button', { name: new RegExp(`@${newcomer.account}`) })).toBeVisible();
  const token = await storedToken(page);
  const current = await page.request.get('/logistics/api/user/current', {
    headers: { Authentication: token! },
  });
  const user = ((await current.json()) as Envelope<User>).data;
  expect(user).toMatchObject({ account: newcomer.account, nickname: newcomer.account });
});

test('a taken account name is said under the field and the code is not spent', async ({ page }) => {
  const mobile = `138${unique}2`;
  await page.goto('/login/register');
  await hydrated(page);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await page.getByLabel('验证码').fill(await latestCode(page, mobile));
  await page.getByLabel('账号', { exact: true }).fill('Demo');
  await page.getByLabel(/^密码/).fill('Huoyun2026x');
  await page.getByLabel('确认密码').fill('Huoyun2026x');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();

  const account = page.getByLabel('账号', { exact: true });
  await expect(page.getByText('账号已被使用，请换一个账号')).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('验证码')).not.toHaveValue('');
  await expect(page).toHaveURL(pathIs('/login/register'));

  // Another name with the same code goes through.
  await account.fill(`carrier${unique}`);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(pathIs('/basic/portal'));
});

test('the agreement and the privacy policy are complete pages without script', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/legal/agreement');
  await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await expect(page).toHaveURL(pathIs('/legal/privacy'));
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(page.getByText('不会出售您的个人信息')).toBeVisible();
  await context.close();
});
