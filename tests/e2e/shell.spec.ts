import { test, expect, hydrated, open, DEMO } from './fixtures.ts';

/** The portal shell: the sidebar's collapsed flag and the session across page loads and tabs. */

test('the collapsed sidebar stays collapsed on the next page and after a reload', async ({ page }) => {
  await open(page, '/basic/portal');
  const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
  const toggle = sidebar.getByRole('button', { name: '收起菜单' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const wide = (await sidebar.boundingBox())!.width;

  await toggle.click();
  const expand = sidebar.getByRole('button', { name: '展开菜单' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);

  await sidebar.getByRole('link', { name: '政策法规' }).click();
  await expect(page).toHaveURL(/\/basic\/portal\/PolicyTotality/);
  await hydrated(page);
  await expect(
    page.getByRole('complementary', { name: '侧边菜单' }).getByRole('button', { name: '展开菜单' }),
  ).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await hydrated(page);
  const again = page.getByRole('complementary', { name: '侧边菜单' });
  await expect(again.getByRole('button', { name: '展开菜单' })).toBeVisible();
  expect((await again.boundingBox())!.width).toBeLessThan(wide / 2);

  await again.getByRole('button', { name: '展开菜单' }).click();
  await expect(again.getByRole('button', { name: '收起菜单' })).toHaveAttribute('aria-expanded', 'true');
});

test('the top navigation marks the section of the page (and the page itself) as current', async ({
  page,
}) => {
  await open(page, '/basic/portal/policyDetails?id=3');
  const navigation = page.getByRole('navigation', { name: '主导航' });
  await expect(navigation.locator('[aria-current]')).toHaveText('政策法规');
  await expect(navigation.locator('[aria-current]')).toHaveAttribute('aria-current', 'true');
  await open(page, '/basic/logisticsPage');
  await expect(navigation.locator('[aria-current]')).toHaveText('物流专线');
  await expect(navigation.locator('[aria-current]')).toHaveAttribute('aria-current', 'page');
});

test('a second tab with the token but no session rebuilds the session from /user/current', async ({
  page,
  context,
}) => {
  await open(page, '/login');
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/basic\/portal$/);
  await hydrated(page);
  const menu = page.getByRole('button', { name: /^账户菜单：/ });
  await expect(menu).toBeVisible();
  // The button's accessible name, e.g. `账户菜单：演示用户` (ariaSnapshot: `- button "…"`).
  const name = /"(.+)"/.exec(await menu.ariaSnapshot())![1]!;
  expect(name).toMatch(/^账户菜单：\s?\S/);

  const second = await context.newPage();
  const currentUser = second.waitForRequest((request) =>
    request.url().includes('/logistics/api/user/current'),
  );
  await second.goto('/basic/portal/PolicyTotality');
  await currentUser;
  await hydrated(second);
  await expect(second.getByRole('button', { name })).toBeVisible();
  await expect(second.getByRole('button', { name: /^通知/ })).toBeEnabled();
});
