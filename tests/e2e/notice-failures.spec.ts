import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { Envelope, Notice } from '../../src/lib/shared/contract.ts';
import { test, expect, apiLogin, openWithToken, hydrated } from './fixtures.ts';

/**
 * When the server refuses to mark a notice read or to clear a type, the bell keeps agreeing with
 * the server: nothing changes in the dropdown or the counts, and the request layer's message shows.
 * The failures are made by routes, so the server's notices never change here.
 */

async function serverNotices(request: APIRequestContext, token: string): Promise<Notice[]> {
  const response = await request.get('/logistics/api/notices', { headers: { Authentication: token } });
  return ((await response.json()) as Envelope<Notice[]>).data;
}

const unreadOf = (notices: Notice[]) => notices.filter((notice) => !notice.read).length;
const bellName = (unread: number) => (unread > 0 ? `通知，${unread}条未读` : '通知');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const failures: [string, (route: Route) => Promise<void>, string][] = [
  [
    'a 500 with a message',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, errorCode: 50000, errorMsg: '服务器内部错误', data: null }),
      }),
    '服务器内部错误',
  ],
  [
    'a refusal with status 200',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, errorCode: 10003, errorMsg: '通知不存在', data: null }),
      }),
    '通知不存在',
  ],
  ['no connection', (route) => route.abort('internetdisconnected'), '网络连接失败，请检查网络后重试'],
];

async function openBell(page: Page, request: APIRequestContext) {
  const token = await apiLogin(request);
  const notices = await serverNotices(request, token);
  await openWithToken(page, token, '/basic/portal');
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(bell).toHaveAccessibleName(bellName(unreadOf(notices)));
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await expect(panel).toBeVisible();
  return { token, notices, bell, panel };
}

for (const [name, fail, message] of failures) {
  test(`marking a notice read that the server refuses (${name}) changes nothing`, async ({
    page,
    request,
  }) => {
    await page.route('**/logistics/api/notices/*/read', fail);
    const { token, notices, bell, panel } = await openBell(page, request);
    const target = notices.find((notice) => notice.type === 'notice' && !notice.read)!;
    expect(target, 'an unread notice of type notice').toBeTruthy();
    // The bell opens on the newest unread notice's tab, which may be another.
    await panel.getByRole('tab', { name: /^通知/ }).click();
    const item = panel.getByRole('button', { name: new RegExp(escape(target.title)) }).first();
    await item.click();

    await expect(page.getByText(message).first()).toBeVisible();
    await expect(bell).toHaveAccessibleName(bellName(unreadOf(notices)));
    await expect(item).toContainText('（未读）');
    expect(unreadOf(await serverNotices(request, token))).toBe(unreadOf(notices));
  });

  test(`clearing a type that the server refuses (${name}) keeps its notices`, async ({ page, request }) => {
    await page.route('**/logistics/api/notices?type=*', (route) =>
      route.request().method() === 'DELETE' ? fail(route) : route.continue(),
    );
    const { notices, bell, panel } = await openBell(page, request);
    const messages = notices.filter((notice) => notice.type === 'message');
    expect(messages.length).toBeGreaterThan(0);
    await panel.getByRole('tab', { name: /^消息/ }).click();
    await panel.getByRole('button', { name: '清空消息' }).click();
    const asked = page.getByRole('dialog', { name: '清空消息' });
    await asked.getByRole('button', { name: '确定清空' }).click();

    // The dialog stays and says it; the request layer's message is shown too.
    await expect(asked.getByRole('alert')).toHaveText('未能清空消息，请稍后重试');
    await expect(page.getByText(message).first()).toBeVisible();
    await asked.getByRole('button', { name: '再想想' }).click();
    await expect(asked).toBeHidden();
    await expect(panel.getByRole('tabpanel')).not.toContainText('暂无数据');
    await expect(panel.getByRole('tabpanel').getByRole('listitem')).toHaveCount(messages.length);
    await expect(bell).toHaveAccessibleName(bellName(unreadOf(notices)));

    // A reload agrees: the server still has them.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: /^通知/ })).toHaveAccessibleName(
      bellName(unreadOf(notices)),
    );
  });
}
