import { test, expect, open, apiLogin, openWithToken, DEMO } from './fixtures.ts';
import { sendSmsCode } from './sms-helpers.ts';

/** Details a user sees: one way back from a finished reset, one name per page, titled result pages. */

test('the finished password reset offers one 返回登录, the steps before it one too', async ({ page }) => {
  // The reset is answered here, so the demo password of the suite's server stays as it is.
  await page.route('**/logistics/api/auth/password/reset', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, errorCode: 0, errorMsg: '', data: { account: DEMO.account } }),
    }),
  );
  await open(page, '/login/forgotPassword');
  const back = page.getByRole('link', { name: /返回登录/ });
  await expect(back).toHaveCount(1);
  await expect(back).toHaveText('想起密码了？返回登录');

  await page.getByLabel('手机号').fill(DEMO.mobile);
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(back).toHaveCount(1);
  await page.getByLabel(/^新密码$/).fill('Wuliu#2026ab');
  await page.getByLabel('确认新密码').fill('Wuliu#2026ab');
  await page.getByRole('button', { name: '确认修改' }).click();

  await expect(page.getByText('密码重置成功')).toBeVisible();
  await expect(back).toHaveCount(1);
  await expect(back).toHaveText('返回登录');
  await expect(back).toHaveAttribute('href', '/login');
});

test('the user menu names each page as the sidebar does; 我的发货单 is the shipments page', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  await openWithToken(page, token, '/basic/portal');
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  const menuLinks = page.locator('header').getByRole('listitem').getByRole('link');
  await expect(menuLinks.first()).toBeVisible();
  const count = await menuLinks.count();
  expect(count).toBeGreaterThan(0);
  const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
  for (let index = 0; index < count; index += 1) {
    const link = menuLinks.nth(index);
    const href = (await link.getAttribute('href'))!;
    // 我的发货单 is a page of its own, in the sidebar like the rest.
    const inSidebar = sidebar.locator(`a[href="${href}"]`);
    await expect(inSidebar, `the sidebar links to ${href}`).toHaveCount(1);
    expect((await link.innerText()).trim(), href).toBe((await inSidebar.innerText()).trim());
  }
});

test('the not-found page names itself in the header as the other result pages do', async ({ page }) => {
  await open(page, '/exception/403');
  const titled = page.locator('header').getByRole('navigation', { name: '面包屑' });
  await expect(titled.locator('[aria-current="page"]')).toHaveText('无权访问');

  await open(page, '/no-such-page');
  const header = page.locator('header');
  const label = header.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]');
  await expect(label).toHaveText('页面不存在');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
});

test('a tab clicked with the mouse shows no focus ring; reached from the keyboard it shows one', async ({
  page,
}) => {
  const ringOnFocused = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      return { text: focused.textContent, ring: getComputedStyle(focused).outlineStyle !== 'none' };
    });
  for (const [path, clicked, next] of [
    ['/basic/portal', '车源', '专线'],
    ['/basic/portal/logisticsInformation', '车源', '专线'],
    ['/basic/portal/detailsEnterprise?id=1', '企业公告', '物流专线'],
  ] as const) {
    await open(page, path);
    await page.getByRole('tab', { name: clicked }).click();
    await expect(page.getByRole('tab', { name: clicked })).toHaveAttribute('aria-selected', 'true');
    expect(await ringOnFocused(), path).toEqual({ text: clicked, ring: false });

    await page.keyboard.press(next === '物流专线' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('tab', { name: next })).toBeFocused();
    expect(await ringOnFocused(), path).toEqual({ text: next, ring: true });
  }
});

test('a toast appears below the top navigation, never over it', async ({ page }) => {
  // A toast handed over from the previous page (as after a session expiry) is shown once on load.
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'portal:flash-toast',
      JSON.stringify({ level: 'error', text: '登录已过期，请重新登录', at: Date.now() }),
    ),
  );
  await open(page, '/basic/portal');
  const toast = page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' });
  await expect(toast).toBeVisible();
  const header = (await page.locator('body > div > header').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('a long name in the header ends in … and never covers the notice bell', async ({ page, request }) => {
  const unique = Date.now().toString().slice(-8);
  const mobile = `137${unique}`;
  const account = `a${unique}longaccountname_x`.slice(0, 30);
  expect((await sendSmsCode(request, { mobile, purpose: 'register' })).success).toBe(true);
  const outbox = (await (await request.get(`/logistics/api/dev/outbox?mobile=${mobile}`)).json()) as {
    data: { code: string }[];
  };
  const registered = (await (
    await request.post('/logistics/api/auth/register', {
      data: { mobile, code: outbox.data[0]!.code, account, password: 'Huoyun2026x', agreed: true },
    })
  ).json()) as { data: { token: string } };
  const token = registered.data.token;
  const nickname = `长长的昵称${unique}物流`.slice(0, 20);
  await request.put('/logistics/api/user/profile', {
    headers: { Authentication: token },
    data: { nickname, realName: '', company: '', email: '' },
  });

  await openWithToken(page, token, '/basic/portal');
  const menu = page.getByRole('button', { name: /账户菜单/ });
  await expect(menu).toContainText(nickname.slice(0, 5));
  await expect(menu).toBeVisible();
  const bell = page.getByRole('button', { name: /^通知/ });
  const [menuBox, bellBox] = [await menu.boundingBox(), await bell.boundingBox()];
  expect(menuBox!.x, 'the menu starts right of the bell').toBeGreaterThanOrEqual(bellBox!.x + bellBox!.width);
  // Clicked like a mouse would: nothing lies over the bell.
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: '通知中心' }).or(page.locator('[aria-label="通知中心"]')),
  ).toBeVisible();
});
