import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, Notice } from '../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../src/lib/shared/contract/moderation.ts';
import { test, expect, apiLogin, openWithToken, DEMO, EDITOR } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * The bell opens where the newest unread notice is, and no tab with unread notices looks empty: an
 * empty tab names the tabs that hold them. The demo account's notices are cleared and added to here,
 * so this file has a server of its own.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${server.url}/logistics/api${path}`, {
    method,
    headers: { Authentication: token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

test('the bell opens on the newest unread notice’s tab; an empty tab points to the unread ones', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url });
  // As the issue met it: nothing under 通知 or 待办, an unread message under 消息.
  await api(request, token, 'DELETE', '/notices?type=notice');
  await api(request, token, 'DELETE', '/notices?type=todo');
  const messages = (await api<Notice[]>(request, token, 'GET', '/notices')).filter((notice) => !notice.read);
  expect(messages.length, 'the seed gives the demo account unread messages').toBeGreaterThan(0);

  await openWithToken(page, token, `${server.url}/basic/portal`);
  const bell = page.getByRole('button', { name: `通知，${messages.length}条未读` });
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await expect(panel.getByRole('tab', { selected: true })).toHaveText(`消息(${messages.length})`);
  await expect(panel.getByRole('tabpanel')).toContainText(messages[0]!.title);

  // The empty tab says so and leads to the unread ones, from the keyboard too.
  await panel.getByRole('tab', { name: /^通知/ }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('暂无通知');
  const pointer = panel.getByRole('button', { name: `「消息」中有 ${messages.length} 条未读，点击查看` });
  await expect(pointer).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
      .violations,
  ).toEqual([]);
  await pointer.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('tab', { selected: true })).toHaveText(`消息(${messages.length})`);
  await bell.click();

  // A newer unread notice under 通知 (the demo user's report was handled): the bell now opens there.
  const post = server.db
    .prepare(
      'SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id WHERE u.account <> ? ORDER BY p.id LIMIT 1',
    )
    .get(DEMO.account) as { id: number };
  const receipt = await api<ReportReceipt>(request, token, 'POST', '/reports', {
    target: 'post',
    id: post.id,
    reason: 'spam',
  });
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  await api(request, editor, 'POST', `/desk/reports/${receipt.reportId}/dismiss`);
  await expect(page.getByRole('button', { name: `通知，${messages.length + 1}条未读` })).toBeVisible();
  await page.getByRole('button', { name: /^通知/ }).click();
  await expect(panel.getByRole('tab', { selected: true })).toHaveText('通知(1)');
  await expect(panel.getByRole('tabpanel')).toContainText('你举报的帖子已处理');
});
