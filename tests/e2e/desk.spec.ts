import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO, EDITOR, expect, hydrated, openWithToken, pathIs, test } from './fixtures.ts';
import { siteDir, startExtraServer, type ExtraServer } from './servers.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';

/**
 * The content desk in Chromium: an editor writes a policy with headings and numbered items, previews
 * it and publishes it; a logged-out visitor without JavaScript then reads it on the policy list, on
 * home and at its static page, with no rebuild; a correction is published and served, a withdrawal
 * takes it off the site; the typed draft survives a reload; a user is sent to /exception/403 from the
 * desk and its preview and never sees the desk in the sidebar. On a server of its own that publishes
 * into its own copy of the build, so that the suite's shared content and files stay as built.
 */

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const BODY = [
  '# 总则',
  '',
  '第一条 为了规范网络货运经营，制定本办法。',
  '第二条 本办法适用于本市行政区域内的网络货运经营。',
  '',
  '## 附则',
  '',
  '本办法自发布之日起施行。',
].join('\n');

test('an editor writes, previews and publishes a policy; a visitor without script reads it, its correction, and then not', async ({
  page,
  request,
  browser,
}) => {
  // A whole cycle (write, preview, publish, correct, withdraw, each read back by a second browser
  // without script), with three confirmations: a long journey, as account.spec's are.
  test.slow();
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(page, token, `${server.url}/basic/editor`);
  await expect(
    page.getByRole('navigation', { name: '内容管理' }).getByRole('link', { name: '内容台' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: '政策法规内容列表' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('link', { name: '新建政策法规' }).click();
  await hydrated(page);
  await expect(page.getByLabel('标题')).toBeEditable();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('标题').fill('关于规范网络货运经营的办法');
  await page.getByLabel('发布机关').fill('上海市交通委员会');
  await page.getByLabel('文号').fill('沪交规〔2026〕9号');
  await page.getByLabel('级别').selectOption({ label: '市' });
  await page.getByLabel('适用地区').fill('上海市');
  // The build's day: newer than every seeded policy, so the lists and home show it first.
  await page.getByLabel('发布日期').fill(buildDay());
  await page.getByLabel('施行日期').fill('2026-12-01');
  await page.getByLabel('摘要').fill('规范网络货运经营行为。');
  await page.getByLabel('正文').fill(BODY);
  await page.getByRole('button', { name: '保存草稿' }).click();

  await expect(page).toHaveURL(/kind=policies&id=\d+/);
  await hydrated(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { name: '草稿' })).toBeVisible();
  expect((await request.get(`${server.url}/logistics/api/policies/${id}`)).status()).toBe(404);

  await page.getByRole('link', { name: '预览第 1 版' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/editor/preview')(url));
  await hydrated(page);
  await expect(page.getByRole('note', { name: '预览' })).toContainText('此页面仅编辑可见');
  const body = page.getByRole('region', { name: '正文' });
  await expect(body.getByRole('heading', { level: 3 })).toHaveText('总则');
  await expect(body.getByRole('heading', { level: 4 })).toHaveText('附则');
  await expect(body.getByRole('listitem')).toHaveText([
    '第一条　为了规范网络货运经营，制定本办法。',
    '第二条　本办法适用于本市行政区域内的网络货运经营。',
  ]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: '返回编辑' }).click();
  await hydrated(page);
  await page.getByRole('button', { name: '发布第 1 版' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toContainText('起显示此变化');
  await expect(page.getByRole('heading', { name: '已发布' })).toBeVisible();
  await expect(page.getByRole('region', { name: '操作记录' })).toContainText('发布第 1 版 · 草稿 → 已发布');

  const published = (await (await request.get(`${server.url}/logistics/api/policies/${id}`)).json()) as {
    data: { title: string; content: string; level: string };
  };
  expect(published.data).toMatchObject({ title: '关于规范网络货运经营的办法', content: BODY, level: 'city' });

  await page.goto(`${server.url}/basic/portal/policyDetails?id=${id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '关于规范网络货运经营的办法' })).toBeVisible();
  await expect(page.getByRole('region', { name: '正文' }).getByRole('listitem')).toHaveCount(2);

  // A logged-out visitor without JavaScript: the static files changed, no build ran.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reader = await visitor.newPage();
  const details = `${server.url}/basic/portal/policyDetails?id=${id}`;
  try {
    await expectOnSite(reader, details, '关于规范网络货运经营的办法');
    const staticBody = reader.getByRole('region', { name: '正文' });
    await expect(staticBody.getByRole('heading', { level: 3 })).toHaveText('总则');
    await expect(staticBody.getByRole('listitem')).toHaveText([
      '第一条　为了规范网络货运经营，制定本办法。',
      '第二条　本办法适用于本市行政区域内的网络货运经营。',
    ]);
    await expectListed(reader, '/basic/portal/PolicyTotality', '关于规范网络货运经营的办法');
    await expectListed(reader, '/basic/portal', '关于规范网络货运经营的办法');
    expect(purged(), 'the purge hook got the changed pages').toContainEqual(
      expect.arrayContaining([
        `/basic/portal/policyDetails?id=${id}`,
        `/basic/portal/policyDetails/${id}/`,
        '/basic/portal/PolicyTotality',
        '/basic/portal',
      ]),
    );

    // A correction: saved as a new revision, published, served.
    await page.goto(`${server.url}/basic/editor/edit?kind=policies&id=${id}`);
    await hydrated(page);
    await page.getByLabel('标题').fill('关于规范网络货运经营的办法（修订）');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await expect(page.getByRole('button', { name: '发布第 2 版' })).toBeEnabled();
    await page.getByRole('button', { name: '发布第 2 版' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定发布' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已发布' })).toContainText('起显示此变化');
    await expectOnSite(reader, details, '关于规范网络货运经营的办法（修订）');
    await expectListed(reader, '/basic/portal/PolicyTotality', '关于规范网络货运经营的办法（修订）');

    // A withdrawal: the page answers as an unknown id does, and the lists no longer show it.
    await page.getByRole('button', { name: '撤下' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定撤下' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已撤下' })).toContainText('起显示此变化');
    expect((await reader.goto(details))?.status(), 'a withdrawn policy').toBe(404);
    for (const list of ['/basic/portal/PolicyTotality', '/basic/portal']) {
      await reader.goto(`${server.url}${list}`);
      await expect(reader.getByRole('link', { name: /关于规范网络货运经营的办法/ })).toHaveCount(0);
    }
  } finally {
    await visitor.close();
  }
});

/** The China day of the build (`build-info.json`), `YYYY-MM-DD`: the day the served content was seeded. */
function buildDay(): string {
  const { builtAt } = JSON.parse(readFileSync(join(siteDir(), 'build-info.json'), 'utf8')) as {
    builtAt: string;
  };
  return chinaDay(Date.parse(builtAt));
}

/** The changed URLs of every manifest the purge hook received, one list per publish. */
function purged(): string[][] {
  return readFileSync(server.purgeLog!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { changedUrls: string[] }).changedUrls);
}

async function expectOnSite(reader: Page, url: string, title: string): Promise<void> {
  const response = await reader.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(reader.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

async function expectListed(reader: Page, path: string, title: string): Promise<void> {
  await reader.goto(`${server.url}${path}`);
  await expect(reader.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
}

test('a typed draft survives a reload and is offered back', async ({ page, request }) => {
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=policies&id=1`);
  const title = page.getByLabel('标题');
  await expect(title).not.toHaveValue('');
  await title.fill('草稿中的新标题');
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('标题')).toHaveValue('草稿中的新标题');
  await expect(page.getByRole('status').filter({ hasText: '已恢复上次未保存的修改' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^发布/ })).toHaveCount(0);
  await page.getByRole('button', { name: '放弃这些修改' }).click();
  await expect(page.getByLabel('标题')).not.toHaveValue('草稿中的新标题');
});

test('a user is sent to /exception/403 and does not see the desk in the sidebar', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, {
    origin: server.url,
    account: DEMO.account,
    password: DEMO.password,
  });
  await openWithToken(page, token, `${server.url}/basic/portal`);
  await expect(page.getByRole('link', { name: '首页' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '内容台' })).toHaveCount(0);
  for (const path of ['/basic/editor/edit?kind=policies', '/basic/editor/preview?kind=policies&id=1']) {
    await page.goto(`${server.url}${path}`);
    await expect(page, path).toHaveURL((url) => pathIs('/exception/403')(url));
    await expect(page.getByText('无权访问').first()).toBeVisible();
  }
});

test.describe('an expired session', () => {
  const TTL_SECONDS = 6;
  let shortLived: ExtraServer;
  test.beforeAll(async () => {
    shortLived = await startExtraServer({ tokenTtlSeconds: TTL_SECONDS });
  });
  test.afterAll(async () => {
    await shortLived?.stop();
  });

  test('loses nothing typed: after logging in again the form shows the draft', async ({ page, request }) => {
    const loggedInAt = Date.now();
    const token = await apiLogin(request, { origin: shortLived.url, ...EDITOR });
    await openWithToken(page, token, `${shortLived.url}/basic/editor/edit?kind=policies&id=2`);
    await expect(page.getByLabel('标题')).not.toHaveValue('');
    await page.getByLabel('标题').fill('会话过期前输入的标题');

    // No click: at expiry the notice stream ends with the token and the page opens the login by itself.
    await expect(page).toHaveURL((url) => pathIs('/login')(url), { timeout: 20_000 });
    expect(Date.now() - loggedInAt, 'not before the token expired').toBeGreaterThanOrEqual(
      TTL_SECONDS * 1000,
    );
    await hydrated(page);
    await page.getByLabel('账号').fill(EDITOR.account);
    await page.getByLabel('密码', { exact: true }).fill(EDITOR.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();

    await expect(page).toHaveURL(
      (url) => pathIs('/basic/editor/edit')(url) && url.search === '?kind=policies&id=2',
    );
    await hydrated(page);
    await expect(page.getByLabel('标题')).toHaveValue('会话过期前输入的标题');
    const revisions = shortLived.db
      .prepare("SELECT count(*) AS n FROM desk_revisions WHERE kind = 'policies' AND item_id = 2")
      .get() as { n: number };
    expect(revisions.n, 'the expired token saved nothing').toBe(1);
  });
});

test('版本对比: two revisions side by side, the changed words marked, any pair chosen', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, { origin: server.url, ...EDITOR });
  const api = (method: 'post' | 'put', path: string, data: unknown) =>
    request[method](`${server.url}/logistics/api${path}`, { headers: { Authentication: token }, data });
  const fields = {
    title: '道路货运车辆年审办法',
    authority: '广东省交通运输厅',
    documentNo: '',
    level: 'province',
    region: '广东省',
    publishedAt: '2026-11-20T02:00:00.000Z',
    effectiveAt: '2026-12-01T02:00:00.000Z',
    summary: '车辆年审的办理方式。',
    content: ['# 总则', '第一条 车辆每年审验一次。', '第二条 本办法自发布之日起施行。'].join('\n\n'),
  };
  const created = await api('post', '/desk/policies', fields);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await api('put', `/desk/policies/${id}`, {
    ...fields,
    effectiveAt: '2027-01-01T02:00:00.000Z',
    content: [
      '# 总则',
      '第一条 货运车辆每年审验一次。',
      '第二条 本办法自发布之日起施行。',
      '第三条 逾期未审的，不得营运。',
    ].join('\n\n'),
    revision: 1,
  });

  await openWithToken(page, token, `${server.url}/basic/editor/edit?kind=policies&id=${id}`);
  await hydrated(page);
  const compare = page.getByRole('region', { name: '版本对比' });
  await expect(compare.getByLabel('从')).toHaveValue('1');
  await expect(compare.getByLabel('到')).toHaveValue('2');
  await expect(compare.getByRole('heading', { name: '施行日期' })).toBeVisible();
  await expect(compare.getByText('2026/12/01')).toBeVisible();
  await expect(compare.getByText('2027/01/01')).toBeVisible();
  await expect(compare.locator('ins').filter({ hasText: '货运' })).toBeVisible();
  await expect(compare.locator('ins').filter({ hasText: '第三条 逾期未审的，不得营运。' })).toBeVisible();
  await expect(compare).toContainText('未改动：标题、发布机关');
  expect((await new AxeBuilder({ page }).include('#desk-compare').analyze()).violations).toEqual([]);
  // The other way round: what revision 2 added is what revision 1 lacks.
  await compare.screenshot({ path: test.info().outputPath('compare.png') });
  await compare.getByLabel('从').selectOption('2');
  await compare.getByLabel('到').selectOption('1');
  await expect(compare.locator('del').filter({ hasText: '第三条 逾期未审的，不得营运。' })).toBeVisible();
  await compare.getByLabel('到').selectOption('2');
  await expect(compare).toContainText('同一版本，无差别。');
});
