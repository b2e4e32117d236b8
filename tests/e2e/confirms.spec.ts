import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Every irreversible action of the content desk asks first in the one confirm dialog: it says what
 * will change and for whom; 再想想 and Escape leave everything as it was and give the focus back to
 * the button; confirming does it. (我的发布's 撤回/标记成交, 订阅线路's 删除 and the bell's 清空 are
 * walked in my-offers, subscriptions and notices specs.) On a server of its own that publishes into
 * its own copy of the build.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const TITLE = '关于道路货运车辆年审的通知';

async function noViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
}

test('desk 发布, 恢复 and 撤下 each ask first; cancelling changes nothing, confirming acts', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const created = await request.post(`${server.url}/logistics/api/desk/policies`, {
    headers: { Authentication: token },
    data: {
      title: TITLE,
      authority: '交通运输部',
      documentNo: '交运发〔2026〕21号',
      level: 'national',
      region: '',
      publishedAt: '2026-11-20T02:00:00.000Z',
      effectiveAt: '2026-12-01T02:00:00.000Z',
      summary: '车辆年审的办理时间和材料。',
      content: '车辆年审请于到期前三十日内办理。',
    },
  });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const publicStatus = async () => (await request.get(`${server.url}/logistics/api/policies/${id}`)).status();

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=policies&id=${id}`);
  await hydrated(page);

  // 发布: 再想想 leaves the draft unpublished and the focus on 发布.
  const publish = page.getByRole('button', { name: '发布第 1 版' });
  await publish.focus();
  await page.keyboard.press('Enter');
  const publishing = page.getByRole('dialog', { name: `发布「${TITLE}」第 1 版` });
  await expect(publishing).toContainText('发布后，所有访客都能在政策法规列表和它的页面上看到第 1 版');
  await noViolations(page);
  await expect(publishing.getByRole('button', { name: '再想想' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(publishing).toBeHidden();
  await expect(publish).toBeFocused();
  await expect(page.getByRole('heading', { name: '草稿' })).toBeVisible();
  expect(await publicStatus()).toBe(404);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(publishing.getByRole('button', { name: '确定发布' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toContainText('起显示此变化');
  expect(await publicStatus()).toBe(200);

  // A second revision, then 恢复 of the first: asked, and Escape keeps revision 2 the newest.
  await page.getByLabel('标题').fill(`${TITLE}（修订）`);
  await page.getByRole('button', { name: '保存为新版本' }).click();
  await expect(page.getByRole('button', { name: '发布第 2 版' })).toBeEnabled();
  const restore = page.getByRole('button', { name: '恢复第 1 版' });
  await restore.click();
  const restoring = page.getByRole('dialog', { name: '恢复第 1 版' });
  await expect(restoring).toContainText('将以第 1 版的内容保存为新的第 3 版');
  await expect(restoring).toContainText('访客看到的仍是第 1 版，直到再次发布');
  await page.keyboard.press('Escape');
  await expect(restoring).toBeHidden();
  await expect(restore).toBeFocused();
  await expect(page.getByRole('button', { name: '发布第 2 版' })).toBeVisible();
  await restore.click();
  await restoring.getByRole('button', { name: '确定恢复' }).click();
  await expect(page.getByRole('button', { name: '发布第 3 版' })).toBeVisible();

  // 撤下: Escape leaves it on the site; 确定撤下 takes it off.
  const withdraw = page.getByRole('button', { name: '撤下' });
  await withdraw.click();
  const withdrawing = page.getByRole('dialog', { name: `撤下「${TITLE}」` });
  await expect(withdrawing).toContainText('撤下后，访客将打不开这条政策法规的页面');
  await page.keyboard.press('Escape');
  await expect(withdrawing).toBeHidden();
  await expect(withdraw).toBeFocused();
  expect(await publicStatus()).toBe(200);
  await withdraw.click();
  await withdrawing.getByRole('button', { name: '确定撤下' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已撤下' })).toContainText('起显示此变化');
  expect(await publicStatus()).toBe(404);
});
