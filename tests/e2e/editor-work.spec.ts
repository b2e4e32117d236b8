import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope, Notice } from '../../src/lib/shared/contract.ts';
import { test, expect, apiLogin, openWithToken, DEMO, EDITOR, pathIs } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { uploadLicence } from './licence-photo.ts';

/**
 * Editors are told there is work: while an editor has the desk open, a user reports a post and applies
 * for 企业认证; the editor's bell counts both at once (no reload) and opens on 待办, each 待办 leads to
 * its queue, and the desk's summary says how many wait and how long the oldest has. Reports and
 * applications change the database, so this file has a server of its own.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
    .violations;

async function send(request: APIRequestContext, token: string, path: string, data: unknown): Promise<void> {
  const response = await request.post(`${server.url}/logistics/api${path}`, {
    headers: { Authentication: token },
    data,
  });
  const body = (await response.json()) as Envelope<unknown>;
  expect(body.success, body.errorMsg).toBe(true);
}

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${server.url}/logistics/api/notices`, {
    headers: { Authentication: token },
  });
  return ((await response.json()) as Envelope<Notice[]>).data.filter((notice) => !notice.read).length;
}

const count = (sql: string): number => Number((server.db.prepare(sql).get() as { n: number }).n);

test('a report and an application reach the editor’s bell and desk live', async ({ page, request }) => {
  const editor = await apiLogin(request, { origin: server.url, ...EDITOR });
  const user = await apiLogin(request, { origin: server.url });
  const before = await unreadOf(request, editor);
  const streaming = page.waitForRequest((sent) => sent.url().includes('/notices/stream'));
  await openWithToken(page, editor, `${server.url}/basic/editor`);
  const summary = page.getByRole('region', { name: '待处理工作' });
  await expect(summary.getByRole('link', { name: /^举报处理/ })).not.toContainText('载入中');
  await streaming;

  const post = server.db
    .prepare(
      'SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id WHERE u.account <> ? ORDER BY p.id LIMIT 1',
    )
    .get(DEMO.account) as { id: number };
  await send(request, user, '/reports', { target: 'post', id: post.id, reason: 'fraud' });
  const enterprise = server.db
    .prepare('SELECT name, credit_code AS code FROM enterprises ORDER BY id LIMIT 1')
    .get() as {
    name: string;
    code: string;
  };
  await send(request, user, '/user/verification', {
    companyName: enterprise.name,
    creditCode: enterprise.code,
    contact: '13900000009',
    note: '',
    licenceFileId: await uploadLicence(request, server.url, user),
  });

  // No reload: the bell counts both, and the desk's summary follows.
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(bell).toHaveAccessibleName(`通知，${before + 2}条未读`);
  const reports = count("SELECT count(*) AS n FROM reports WHERE state = 'open'");
  const applications = count("SELECT count(*) AS n FROM verifications WHERE state = 'pending'");
  await expect(summary.getByRole('link', { name: /^举报处理/ })).toContainText(
    `${reports} 条举报待处理，最早的已等待`,
  );
  await expect(summary.getByRole('link', { name: /^认证审核/ })).toContainText(
    `${applications} 份认证申请待处理，最早的已等待`,
  );

  // The bell opens on 待办, where both are.
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await expect(panel.getByRole('tab', { selected: true })).toHaveText(/^待办\(\d+\)$/);
  await expect(panel.getByRole('tabpanel')).toContainText('新的帖子举报待处理');
  await expect(panel.getByRole('tabpanel')).toContainText('新的企业认证申请待审核');
  expect(await axeViolations(page)).toEqual([]);

  // From the keyboard: the report's 待办 leads to the report queue.
  const todo = panel.getByRole('link', { name: /新的帖子举报待处理/ });
  await todo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => pathIs('/basic/editor/reports')(url));
  await expect(page.getByRole('region', { name: '待处理工作' })).toContainText(`${reports} 条举报待处理`);
  expect(await axeViolations(page)).toEqual([]);
});

test('a user meets no desk summary: the desk is for editors', async ({ request }) => {
  const user = await apiLogin(request, { origin: server.url });
  const response = await request.get(`${server.url}/logistics/api/desk/waiting`, {
    headers: { Authentication: user },
  });
  expect(response.status()).toBe(403);
});
