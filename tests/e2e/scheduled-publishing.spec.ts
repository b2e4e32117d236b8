import type { APIRequestContext } from '@playwright/test';
import { apiLogin, EDITOR, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { expectAccessible } from './main-axe.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { chinaClock, chinaDay } from '../../src/lib/shared/china-time.ts';

/**
 * Scheduled publishing in Chromium: an editor schedules a draft policy to be published at the next
 * minute but one (entered in 北京时间), sees it on the desk's 定时任务 and in the editor; when the
 * server's clock passes that minute its due run publishes it, and a logged-out visitor without script
 * reads the static page. On a server of its own that publishes into its own copy of the build, with a
 * clock the test moves and a due run every second.
 */

let server: ExtraServer;
let offset = 0;
test.beforeAll(async () => {
  server = await startExtraServer({
    publishing: true,
    now: () => Date.now() + offset,
    scheduleIntervalSeconds: 1,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const TITLE = '关于定时施行道路货运新规的通知';

const policy = (title: string) => ({
  title,
  authority: '交通运输部',
  documentNo: '交运发〔2026〕30号',
  level: 'national',
  region: '',
  publishedAt: '2026-11-20T02:00:00.000Z',
  effectiveAt: '2027-01-01T02:00:00.000Z',
  summary: '新规自 2027 年 1 月 1 日起施行。',
  content: '# 总则\n\n第一条 本通知自 2027 年 1 月 1 日起施行。',
});

async function createPolicy(request: APIRequestContext, token: string, title: string): Promise<number> {
  const created = await request.post(`${server.url}/logistics/api/desk/policies`, {
    headers: { Authentication: token },
    data: policy(title),
  });
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('an editor schedules a policy a minute ahead and a visitor reads it after that minute', async ({
  page,
  request,
  browser,
}) => {
  // The site publisher renders the policy's pages after the due run: more than a click's wait.
  test.slow();
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const id = await createPolicy(request, token, TITLE);

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=policies&id=${id}`);
  await hydrated(page);
  const at = (Math.floor(Date.now() / 60_000) + 2) * 60_000;
  const schedule = page.getByRole('region', { name: '定时' });
  await expect(schedule.getByLabel('操作')).toHaveValue('publish');
  await schedule.getByLabel('日期（北京时间）').fill(chinaDay(at));
  await schedule.getByLabel('时间（北京时间）').fill(chinaClock(at));
  await schedule.getByLabel('时间（北京时间）').press('Enter');
  const said = `定时发布第 1 版：${chinaDay(at)} ${chinaClock(at)}（北京时间）`;
  await expect(schedule).toContainText(`已设定：${said}`);
  await expect(schedule.getByRole('button', { name: '取消定时' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${server.url}/basic/editor`);
  await hydrated(page);
  const listed = page.getByRole('table', { name: /定时发布和定时撤下的内容/ });
  await expect(listed.getByRole('row').filter({ hasText: TITLE })).toContainText('定时发布第 1 版');
  await expectAccessible(page);
  expect((await request.get(`${server.url}/logistics/api/policies/${id}`)).status()).toBe(404);

  // The server's clock passes the minute; its due run (every second) publishes the policy and writes
  // its static page, which a visitor without script then reads.
  offset = at - Date.now() + 1000;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await visitor.newPage();
    const details = `${server.url}/basic/portal/policyDetails?id=${id}`;
    await expect.poll(async () => (await reader.goto(details))?.status(), { timeout: 20_000 }).toBe(200);
    await expect(reader.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto(`${server.url}/basic/editor/edit?kind=policies&id=${id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '已发布' })).toBeVisible();
  await expect(page.getByRole('region', { name: '操作记录' })).toContainText(
    `定时发布（定于 ${chinaDay(at)} ${chinaClock(at)} 北京时间）`,
  );
});

test('an edit of a scheduled policy asks whether the schedule moves; 取消定时 ends it', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const id = await createPolicy(request, token, '待修改的定时政策');
  const at = (Math.floor(Date.now() / 60_000) + 120) * 60_000;
  await request.post(`${server.url}/logistics/api/desk/policies/${id}/schedule`, {
    headers: { Authentication: token },
    data: { revision: 1, action: 'publish', at: new Date(at).toISOString() },
  });

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=policies&id=${id}`);
  await hydrated(page);
  const question = page.getByRole('group', { name: /保存新版本后/ });
  await expect(question).toContainText('定时发布第 1 版');
  await page.getByLabel('标题').fill('待修改的定时政策（修订）');
  await question.getByRole('radio', { name: '改为定时发布新保存的版本' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: '保存为新版本' }).click();

  const schedule = page.getByRole('region', { name: '定时' });
  await expect(schedule).toContainText(
    `已设定：定时发布第 2 版：${chinaDay(at)} ${chinaClock(at)}（北京时间）`,
  );
  await schedule.getByRole('button', { name: '取消定时' }).click();
  await expect(schedule.getByRole('button', { name: '设定定时' })).toBeVisible();
  await expect(page.getByRole('group', { name: /保存新版本后/ })).toHaveCount(0);
});
