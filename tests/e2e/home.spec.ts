import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Envelope, LogisticsInfoItem, Paged, PortalHome } from '../../src/lib/shared/contract.ts';
import { apiLogin, test, expect, hydrated, open, pathIs, TOKEN_KEY } from './fixtures.ts';

/** The portal home on the built site: build-time content, tab key, quick search, circles, no shift. */

const HOME = '/basic/portal';
const LIST = '/basic/portal/logisticsInformation';

async function home(page: Page): Promise<PortalHome> {
  const response = await page.request.get('/logistics/api/portal/home');
  return ((await response.json()) as Envelope<PortalHome>).data;
}

const latest = (page: Page) => page.getByRole('region', { name: '最新物流信息' });
const latestTitles = (page: Page) =>
  latest(page).getByRole('tabpanel').getByRole('listitem').getByRole('link');
const section = (page: Page, name: string) => page.getByRole('region', { name });
const storedCommon = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('persist:root') ?? '{}') as Record<string, unknown>);

/** Records layout shifts from the start of every page of the context, with what moved. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    (globalThis as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${source.node?.nodeName ?? '?'} "${source.node?.textContent?.slice(0, 30) ?? ''}" ` +
                `${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The layout shifts so far; the test's failure message then says what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);

test('everything is in the static HTML, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(HOME);
  const data = await home(page);
  await expect(latest(page).getByRole('tab', { name: '货源' })).toHaveAttribute('aria-selected', 'true');
  await expect(latestTitles(page)).toHaveText(data.cargo.map((item) => item.title));
  await expect(section(page, '政策法规').getByRole('listitem').getByRole('link')).toHaveText(
    data.policies.map((policy) => policy.title),
  );
  await expect(section(page, '企业公告').getByRole('listitem').getByRole('link')).toHaveText(
    data.announcements.map((announcement) => announcement.title),
  );
  await expect(section(page, '热门圈子').getByRole('listitem')).toHaveCount(data.hotCircles.length);
  for (const circle of data.hotCircles)
    await expect(
      section(page, '热门圈子').getByRole('link', { name: new RegExp(circle.name) }),
    ).toBeVisible();
  const counts = section(page, '平台数据');
  await expect(counts.getByRole('link', { name: /物流信息/ })).toContainText(
    data.counts.logisticsInfo.toLocaleString('zh-CN'),
  );
  await expect(counts.getByRole('link', { name: /政策法规/ })).toContainText(String(data.counts.policies));
  await expect(counts.getByRole('link', { name: /社区帖子/ })).toContainText(
    data.counts.posts.toLocaleString('zh-CN'),
  );

  // The quick search is a plain form: it works without a script too.
  await page.getByRole('combobox', { name: '出发地' }).selectOption({ label: '上海市' });
  await page.getByRole('button', { name: '查找物流信息' }).click();
  await expect(page).toHaveURL(`${LIST}?originCode=31&destinationCode=`);
  await context.close();
});

test('links: latest items, policies and announcements open their details pages', async ({ page }) => {
  await open(page, HOME);
  const data = await home(page);
  await expect(latestTitles(page).first()).toHaveAttribute(
    'href',
    `/basic/portal/logisticsInformationDetails?id=${data.cargo[0]!.id}`,
  );
  await expect(
    section(page, '企业公告').getByRole('link', { name: data.announcements[0]!.title }),
  ).toHaveAttribute('href', `/basic/portal/announcementDetails?id=${data.announcements[0]!.id}`);
  await section(page, '政策法规').getByRole('link', { name: data.policies[0]!.title }).click();
  await expect(page).toHaveURL(`/basic/portal/policyDetails?id=${data.policies[0]!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: data.policies[0]!.title })).toBeVisible();
});

test('the tab is the common store tab key: kept across pages, default 货源', async ({ page }) => {
  await open(page, HOME);
  const data = await home(page);
  await latest(page).getByRole('tab', { name: '车源' }).click();
  await expect(latestTitles(page)).toHaveText(data.vehicle.map((item) => item.title));
  expect((await storedCommon(page)).tabKey).toBe('2');
  await expect(latest(page).getByRole('link', { name: '更多车源' })).toHaveAttribute('href', `${LIST}?tab=2`);

  await latest(page).getByRole('tab', { name: '车源' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(latestTitles(page)).toHaveText(data.line.map((item) => item.title));
  expect((await storedCommon(page)).tabKey).toBe('3');

  await open(page, HOME);
  await expect(latest(page).getByRole('tab', { name: '专线' })).toHaveAttribute('aria-selected', 'true');
  await expect(latestTitles(page)).toHaveText(data.line.map((item) => item.title));
});

test("a signed-in reader's latest items are read again on load, without moving the page (CLS 0)", async ({
  page,
}) => {
  // A visitor's are not read again (visitor-requests.spec.ts); a signed-in reader's blocks may leave offers out.
  const token = await apiLogin(page.request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await watchLayoutShifts(page);
  const data = await home(page);
  const fresh: LogisticsInfoItem = {
    ...data.cargo[0]!,
    id: 999_001,
    title: '刚刚发布 上海→成都 冷链水果 20吨',
  };
  await page.route('**/logistics/api/portal/home', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        errorCode: 0,
        errorMsg: '',
        data: { ...data, cargo: [fresh, ...data.cargo.slice(0, -1)] },
      }),
    }),
  );
  await page.goto(HOME);
  const policiesTop = (await section(page, '政策法规').boundingBox())!.y;
  await hydrated(page);
  await expect(latestTitles(page).first()).toHaveText(fresh.title);
  expect((await section(page, '政策法规').boundingBox())!.y).toBe(policiesTop);
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts, null, 1),
  ).toBe(0);
});

test("a signed-in reader's failed read keeps the published rows, without a toast", async ({ page }) => {
  const token = await apiLogin(page.request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.route('**/logistics/api/portal/home', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' }),
  );
  await open(page, HOME);
  const data = await home(page);
  await expect(latestTitles(page)).toHaveText(data.cargo.map((item) => item.title));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('quick search opens the logistics list on the lane of a seeded offer, as place codes', async ({
  page,
}) => {
  // The provinces of the newest cargo offer's two ends, as the server knows them.
  const newest = await page.request.get('/logistics/api/logistics-info?kind=cargo&pageSize=1');
  const id = ((await newest.json()) as Envelope<Paged<LogisticsInfoItem>>).data.list[0]!.id;
  const detail = (await (await page.request.get(`/logistics/api/logistics-info/${id}`)).json()) as Envelope<{
    originCode: string;
    destinationCodes: string[];
  }>;
  const [origin, destination] = [detail.data.originCode, detail.data.destinationCodes[0]!].map((code) =>
    code.slice(0, 2),
  );
  await open(page, HOME);
  await page.getByRole('combobox', { name: '出发地' }).selectOption(origin!);
  await page.getByRole('combobox', { name: '目的地' }).selectOption(destination!);
  await page.getByRole('button', { name: '查找物流信息' }).click();
  await hydrated(page);
  // The list reads the lane and writes its own address for it.
  await expect(page).toHaveURL(`${LIST}?originCode=${origin}&destinationCode=${destination}`);
  const bar = page.getByRole('search', { name: '物流信息列表筛选' });
  await expect(bar.getByRole('combobox', { name: '出发地省份' })).toHaveValue(`${origin}0000`);
  await expect(bar.getByRole('combobox', { name: '目的地省份' })).toHaveValue(`${destination}0000`);
  const response = await page.request.get(
    `/logistics/api/logistics-info?kind=cargo&originCode=${origin}&destinationCode=${destination}`,
  );
  const found = ((await response.json()) as Envelope<Paged<LogisticsInfoItem>>).data;
  expect(found.list.map((item) => item.id)).toContain(id);
  await expect(
    page.getByRole('table', { name: '货源物流信息列表' }).locator('tbody tr td:first-child'),
  ).toHaveText(found.list.map((item) => `${item.expired ? '已过期' : ''}${item.title}`));
});

test('choosing a hot circle records its name and opens the community on it', async ({ page }) => {
  await open(page, HOME);
  const circle = (await home(page)).hotCircles[1]!;
  await section(page, '热门圈子')
    .getByRole('link', { name: new RegExp(circle.name) })
    .click();
  await expect(page).toHaveURL(`/basic/community?circleId=${circle.id}`);
  expect((await storedCommon(page)).hotCircleText).toBe(circle.name);
});

test('keyboard: the quick search from the keyboard alone', async ({ page }) => {
  await open(page, HOME);
  const arrowTo = async (name: string, option: string) => {
    const select = page.getByRole('combobox', { name });
    await expect(select).toBeFocused();
    const options = await select.getByRole('option').allTextContents();
    for (let step = 0; step < options.indexOf(option); step += 1) await page.keyboard.press('ArrowDown');
    await expect(select.locator('option:checked')).toHaveText(option);
  };
  await page.getByRole('combobox', { name: '出发地' }).focus();
  await arrowTo('出发地', '广东省');
  await page.keyboard.press('Tab');
  await arrowTo('目的地', '湖南省');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '查找物流信息' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathIs(LIST));
  await expect(page).toHaveURL(`${LIST}?originCode=44&destinationCode=43`);
});

test('axe finds no WCAG 2.1 A/AA violations on the home page', async ({ page }) => {
  await open(page, HOME);
  const found = (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.any[0]?.message ?? ''}`));
  expect(found).toEqual([]);
});
