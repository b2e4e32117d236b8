import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Envelope, OutboxMessage } from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, DEMO } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The security check before every SMS (docs/decisions.md, "A challenge before every SMS"): from the
 * keyboard alone, 获取验证码 solves the server's challenge in the browser, says so to screen readers,
 * and only then asks for the code; a refused check is said under the mobile, in Chinese. The reset
 * changes the demo password, so it runs on a server of its own.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Presses Tab until the focused control's label or text matches `name`. */
async function tabTo(page: Page, name: RegExp, limit = 15): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return [active?.getAttribute('aria-label'), active?.labels?.[0]?.innerText, active?.innerText]
        .filter(Boolean)
        .join(' ');
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the password reset from the keyboard: 获取验证码 does the security check, then the code goes out', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${server.url}/login/forgotPassword`);
  await hydrated(page);
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/logistics/api/sms/'))
      challenges.push(`${request.method()} ${request.url()}`);
  });

  await tabTo(page, /手机号/);
  await page.keyboard.type(DEMO.mobile);
  await tabTo(page, /获取验证码/);
  const codeRequest = page.waitForRequest((request) => request.url().endsWith('/logistics/api/sms/code'));
  const started = Date.now();
  await page.keyboard.press('Enter');
  const sent = (await codeRequest).postDataJSON() as { proof?: { number: number; signature: string } };
  await expect(page.getByText(/验证码已发送至 138\*{4}8000/)).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test
    .info()
    .annotations.push({ type: 'security check to code sent', description: `${seconds.toFixed(2)} s` });
  console.log(`[sms-challenge] 获取验证码 → 验证码已发送: ${seconds.toFixed(2)} s`);
  // The challenge was fetched first and its solution went with the request.
  expect(challenges.map((line) => line.replace(/^(\w+) .*\/logistics\/api/, '$1 '))).toEqual([
    'GET /sms/challenge',
    'POST /sms/code',
  ]);
  expect(sent.proof?.signature).toMatch(/^[0-9a-f]{64}$/);
  expect(Number.isInteger(sent.proof?.number)).toBe(true);
  // Screen readers are told where the code went.
  await expect(page.getByRole('status').filter({ hasText: '安全验证已通过，验证码已发出' })).toBeAttached();

  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
  ).toEqual([]);

  const outbox = await page.request.get(`${server.url}/logistics/api/dev/outbox?mobile=${DEMO.mobile}`);
  const code = ((await outbox.json()) as Envelope<OutboxMessage[]>).data[0]!.code;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^新密码$/)).toBeVisible();
  await page.getByLabel(/^新密码$/).focus();
  await page.keyboard.type('Wuliu#2026cd');
  await tabTo(page, /确认/);
  await page.keyboard.type('Wuliu#2026cd');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`您的账号是 ${DEMO.account}`);
});

test('while the check runs the button says so and screen readers hear it; a refused check is said under the mobile', async ({
  page,
}) => {
  // The server's answer is held until the page has been looked at, then refused as a spent check.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/logistics/api/sms/challenge', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/logistics/api/sms/code', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        errorCode: 10031,
        errorMsg: '安全验证已过期或已使用，请重新获取验证码',
        data: null,
      }),
    }),
  );
  await page.goto(`${server.url}/login/forgotPassword`);
  await hydrated(page);
  await page.getByLabel('手机号').fill('13900139001');
  await page.getByRole('button', { name: '获取验证码' }).press('Enter');

  const busy = page.getByRole('button', { name: '安全验证中...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: '正在进行安全验证，请稍候' })).toBeAttached();
  await expect(page.getByText('安全验证由浏览器自动完成，无需拖动滑块，不收集个人信息')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  release();
  await expect(page.getByText('安全验证已过期或已使用，请重新获取验证码')).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('手机号')).toHaveValue('13900139001');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});
