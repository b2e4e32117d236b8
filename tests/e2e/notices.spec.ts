import type { APIRequestContext } from '@playwright/test';
import type { Envelope, Notice } from '../../src/lib/shared/contract.ts';
import { test, expect, apiLogin, openWithToken, hydrated } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { openingTab } from '../../src/lib/notices/notice-tabs.ts';

/**
 * The notice bell and its dropdown against the reference server. Reading and clearing change the demo
 * account's notices, so this file has a server and database of its own.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function serverNotices(request: APIRequestContext, token: string): Promise<Notice[]> {
  const response = await request.get(`${server.url}/logistics/api/notices`, {
    headers: { Authentication: token },
  });
  const body = (await response.json()) as Envelope<Notice[]>;
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

const unreadOf = (notices: Notice[]) => notices.filter((notice) => !notice.read).length;

test('a visitor has a disabled bell', async ({ page }) => {
  await page.goto(`${server.url}/basic/portal`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^通知/ })).toBeDisabled();
});

test('the bell counts unread notices; reading one and clearing a type change the server too', async ({
  page,
  request,
}) => {
  const fresh = await apiLogin(request, { origin: server.url });
  const before = await serverNotices(request, fresh);
  const unread = unreadOf(before);
  expect(unread, 'the seed gives the demo account unread notices').toBeGreaterThan(1);
  for (const type of ['notice', 'message', 'todo'] as const) {
    expect(
      before.filter((notice) => notice.type === type).length,
      `seeded notices of type ${type}`,
    ).toBeGreaterThan(0);
  }

  await openWithToken(page, fresh, `${server.url}/basic/portal`);
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(bell).toHaveAccessibleName(`通知，${unread}条未读`);
  await expect(bell).toContainText(String(unread > 99 ? '99+' : unread));

  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await expect(panel).toBeVisible();
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const [index, [type, title]] of (
    [
      ['notice', '通知'],
      ['message', '消息'],
      ['todo', '待办'],
    ] as const
  ).entries()) {
    const unreadOfType = unreadOf(before.filter((notice) => notice.type === type));
    await expect(tabs.nth(index)).toHaveText(unreadOfType > 0 ? `${title}(${unreadOfType})` : title);
  }
  // It opens on the tab of the newest unread notice.
  const opening = ['notice', 'message', 'todo'].indexOf(openingTab(before));
  await expect(tabs.nth(opening)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(0).click();

  // Reading one: the count drops at once and the server agrees.
  const target = before.find((notice) => notice.type === 'notice' && !notice.read)!;
  expect(target, 'an unread notice of type notice').toBeTruthy();
  await panel
    .getByRole('button', { name: new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await expect(bell).toHaveAccessibleName(`通知，${unread - 1}条未读`);
  await expect
    .poll(async () => (await serverNotices(request, fresh)).find((notice) => notice.id === target.id)?.read)
    .toBe(true);

  // Clearing the messages: the tab empties, the count drops by its unread ones, and it stays so after a reload.
  const messageUnread = unreadOf(before.filter((notice) => notice.type === 'message'));
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // 清空 asks first: Escape keeps the messages and the panel open, with the focus on 清空消息.
  const clear = panel.getByRole('button', { name: '清空消息' });
  await clear.click();
  const asked = page.getByRole('dialog', { name: '清空消息' });
  await expect(asked).toContainText('删除后不能恢复');
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(panel.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await clear.click();
  await asked.getByRole('button', { name: '确定清空' }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('暂无消息');
  const expected = unread - 1 - messageUnread;
  await expect(bell).toHaveAccessibleName(expected > 0 ? `通知，${expected}条未读` : '通知');
  await expect
    .poll(
      async () => (await serverNotices(request, fresh)).filter((notice) => notice.type === 'message').length,
    )
    .toBe(0);

  await page.reload();
  await hydrated(page);
  const bellAfter = page.getByRole('button', { name: /^通知/ });
  await expect(bellAfter).toHaveAccessibleName(expected > 0 ? `通知，${expected}条未读` : '通知');
  await bellAfter.click();
  const panelAfter = page.getByRole('region', { name: '通知中心' });
  await panelAfter.getByRole('tab', { name: /^消息/ }).click();
  await expect(panelAfter.getByRole('tabpanel')).toContainText('暂无消息');
  await expect(panelAfter.getByRole('tab', { name: /^消息/ })).toHaveText('消息');
});
