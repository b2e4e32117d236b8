import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type {
  Envelope,
  LogisticsInfoDetail,
  LogisticsInfoItem,
  Paged,
} from '../../src/lib/shared/contract.ts';
import { test, expect, hydrated, open, apiLogin, DEMO, failOnce, TOKEN_KEY } from './fixtures.ts';
import { seedDay } from '../../server/seed/index.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { layoutShift, recordLayoutShifts } from './site-routes.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { creditWords } from '../../src/islands/shared/CreditBadge';

/** 物流信息 list and details on the built site: tabs, filters, URL state, errors, the masked phone. */

const LIST = '/basic/portal/logisticsInformation';
const DETAILS = '/basic/portal/logisticsInformationDetails';
const TAB_NAMES = { cargo: '货源', vehicle: '车源', line: '专线' } as const;
type Kind = keyof typeof TAB_NAMES;
const enc = encodeURIComponent;

async function api<T>(page: Page, path: string, token = ''): Promise<T> {
  const response = await page.request.get(`/logistics/api${path}`, { headers: { Authentication: token } });
  return ((await response.json()) as Envelope<T>).data;
}
const items = (page: Page, query: string) =>
  api<Paged<LogisticsInfoItem>>(page, `/logistics-info?pageSize=10&${query}`);

const table = (page: Page, kind: Kind = 'cargo') =>
  page.getByRole('table', { name: `${TAB_NAMES[kind]}物流信息列表` });
const tabs = (page: Page) => page.getByRole('tablist', { name: '信息类型' });
const pagination = (page: Page) => page.getByRole('navigation', { name: '物流信息列表分页' });
const filters = (page: Page) => page.getByRole('search', { name: '物流信息列表筛选' });
const titles = (page: Page, kind: Kind) => table(page, kind).locator('tbody tr td:first-child');
/** A title cell as shown: 已过期 before the title of an offer whose loading date has passed. */
/** A row's first cell: 已过期, the title, then its publisher's credit in brief. */
const shown = (item: LogisticsInfoItem) =>
  `${item.expired ? '已过期' : ''}${item.title}${item.credit ? creditWords(item.credit) : ''}`;

async function expectRows(page: Page, kind: Kind, expected: Paged<LogisticsInfoItem>): Promise<void> {
  await expect(table(page, kind)).toHaveAttribute('aria-busy', 'false');
  await expect(titles(page, kind)).toHaveText(expected.list.map(shown));
  await expect(pagination(page).getByText(`共 ${expected.total} 条`)).toBeVisible();
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

test('the first 货源 page is in the static HTML, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const first = await items(page, 'kind=cargo');
  expect(first.total).toBeGreaterThan(10);
  await expect(titles(page, 'cargo')).toHaveText(first.list.map(shown));
  await expect(table(page).getByRole('columnheader')).toHaveText([
    '标题',
    '出发地',
    '目的地',
    '货物',
    '重量 / 体积',
    '需求车型',
    '运费',
    '发布时间',
  ]);
  await expect(tabs(page).getByRole('tab', { name: '货源' })).toHaveAttribute('aria-selected', 'true');
  await expect(pagination(page).getByText(`共 ${first.total} 条`)).toBeVisible();
  await context.close();
});

test('tabs: each kind with its own columns, in the URL, from mouse and keyboard', async ({ page }) => {
  await open(page, LIST);
  await expectRows(page, 'cargo', await items(page, 'kind=cargo'));

  await tabs(page).getByRole('tab', { name: '车源' }).click();
  await expect(page).toHaveURL(`${LIST}?tab=2`);
  await expectRows(page, 'vehicle', await items(page, 'kind=vehicle'));
  await expect(table(page, 'vehicle').getByRole('columnheader')).toHaveText([
    '标题',
    '出发地',
    '目的地',
    '车型',
    '载重 / 容积',
    '报价',
    '车主',
    '发布时间',
  ]);

  await tabs(page).getByRole('tab', { name: '车源' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${LIST}?tab=3`);
  await expect(tabs(page).getByRole('tab', { name: '专线' })).toBeFocused();
  await expectRows(page, 'line', await items(page, 'kind=line'));
  await expect(table(page, 'line').getByRole('columnheader').nth(3)).toHaveText('承运企业');

  // Paging stays on the tab; a new tab starts at page 1.
  await pagination(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(`${LIST}?tab=3&page=2`);
  await expectRows(page, 'line', await items(page, 'kind=line&page=2'));
  await tabs(page).getByRole('tab', { name: '货源' }).click();
  await expect(page).toHaveURL(LIST);
  await expectRows(page, 'cargo', await items(page, 'kind=cargo'));

  await page.goBack();
  await expect(page).toHaveURL(`${LIST}?tab=3&page=2`);
  await expectRows(page, 'line', await items(page, 'kind=line&page=2'));
});

test("a signed-in reader's first page is read again for them on load without moving anything (CLS 0)", async ({
  page,
}) => {
  // A visitor's is not read again (visitor-requests.spec.ts); a signed-in reader's blocks may leave offers out.
  const token = await apiLogin(page.request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    (globalThis as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
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
  const first = await items(page, 'kind=cargo');
  const fresh = { ...first.list[0]!, id: 999_001, title: '刚刚发布 上海→成都 冷链水果 20吨', price: 123 };
  await page.route('**/logistics/api/logistics-info?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        errorCode: 0,
        errorMsg: '',
        data: { ...first, total: first.total + 1, list: [fresh, ...first.list.slice(0, -1)] },
      }),
    }),
  );
  await page.goto(LIST);
  await hydrated(page);
  await expect(titles(page, 'cargo').first()).toHaveText(shown(fresh));
  await expect(pagination(page).getByText(`共 ${first.total + 1} 条`)).toBeVisible();
  const shifts = await page.evaluate(
    () => (globalThis as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  // The message says what moved when it fails.
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts, null, 1),
  ).toBe(0);
});

for (const keyword of ['钢材', '冷链水果']) {
  test(`keyword ${keyword} (${keyword.length} characters); 重置 clears`, async ({ page }) => {
    await open(page, LIST);
    const bar = filters(page);
    await bar.getByRole('searchbox', { name: '关键词' }).fill(keyword);
    await bar.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(`${LIST}?keyword=${enc(keyword)}`);
    const found = await items(page, `kind=cargo&keyword=${enc(keyword)}`);
    expect(found.total).toBeGreaterThan(0);
    await expectRows(page, 'cargo', found);
    for (const title of await titles(page, 'cargo').allTextContents()) expect(title).toContain(keyword);

    await bar.getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(bar.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
    await expectRows(page, 'cargo', await items(page, 'kind=cargo'));
  });
}

const place = (page: Page, name: string) => filters(page).getByRole('combobox', { name });

/** Chooses `option` in the focused select with the arrow keys alone, from its first option. */
async function arrowTo(page: Page, name: string, option: string): Promise<void> {
  const select = place(page, name);
  await expect(select).toBeFocused();
  await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
  const options = await select.getByRole('option').allTextContents();
  expect(await select.evaluate((element: HTMLSelectElement) => element.selectedIndex)).toBe(0);
  for (let step = 0; step < options.indexOf(option); step += 1) await page.keyboard.press('ArrowDown');
  await expect(select.locator('option:checked')).toHaveText(option);
}

test.describe('a lane search on a portal with an offer from 浦东新区 to 朝阳区', () => {
  let server: ExtraServer;
  let published: number;
  const lane = 'originCode=31&destinationCode=11';
  const read = async <T>(page: Page, path: string): Promise<T> =>
    ((await (await page.request.get(`${server.url}/logistics/api${path}`)).json()) as Envelope<T>).data;
  const listed = (page: Page, query: string) =>
    read<Paged<LogisticsInfoItem>>(page, `/logistics-info?pageSize=10&${query}`);

  test.beforeAll(async ({ request }) => {
    // Its own server: the offer published here does not change the other specs' lists.
    server = await startExtraServer();
    const token = await apiLogin(request, { origin: server.url });
    const inThreeDays = addDays(chinaDay(), 3);
    const response = await request.post(`${server.url}/logistics/api/logistics-info`, {
      headers: { Authentication: token, 'Idempotency-Key': `lane-${Date.now()}` },
      data: {
        kind: 'cargo',
        originCode: '310115',
        destinationCode: '110105',
        cargoName: '电子元件',
        weightTons: 3,
        volumeCubic: null,
        vehicleType: '厢式货车',
        vehicleLengthMeters: null,
        loadingDate: inThreeDays,
        price: null,
        priceNegotiable: true,
        contactName: '王先生',
        contactPhone: '13912345678',
        remarks: '',
      },
    });
    const answer = (await response.json()) as Envelope<{ id: number }>;
    expect(answer.errorMsg).toBe('');
    published = answer.data.id;
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('上海市 → 北京市 chosen with the keyboard finds it, in the URL; reload, tabs, back and 重置', async ({
    page,
  }) => {
    const LANE_LIST = `${server.url}${LIST}`;
    const found = await listed(page, `kind=cargo&${lane}`);
    expect(found.list.map((item) => item.id)).toContain(published);
    // A seeded offer elsewhere, newer than nothing in particular: the newest one outside the lane.
    const outside = (await listed(page, 'kind=cargo')).list.find((item) => item.id !== published);
    expect(outside).toBeDefined();
    const shownIds = async () =>
      (
        await table(page)
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      ).map((href) => Number(new URL(href!, 'http://portal').searchParams.get('id')));

    await open(page, LANE_LIST);
    expect(await shownIds()).toContain(outside!.id);
    const before = await place(page, '出发地省份').boundingBox();
    await place(page, '出发地省份').focus();
    await arrowTo(page, '出发地省份', '上海市');
    // The options came without moving the picker.
    expect(await place(page, '出发地省份').boundingBox()).toEqual(before);
    await page.keyboard.press('Tab');
    await expect(place(page, '出发地城市')).toBeFocused();
    // The district waits for a city: the next stop is the destination.
    await page.keyboard.press('Tab');
    await arrowTo(page, '目的地省份', '北京市');
    const search = filters(page).getByRole('button', { name: '查询' });
    for (
      let tab = 0;
      tab < 6 && !(await search.evaluate((button) => button === document.activeElement));
      tab += 1
    )
      await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${LANE_LIST}?${lane}`);
    await expectRows(page, 'cargo', found);
    expect(await shownIds()).toContain(published);
    expect(await shownIds()).not.toContain(outside!.id);

    // axe with the picker open on the chosen lane, its cities listed.
    await place(page, '出发地城市').focus();
    await expect(place(page, '出发地城市').getByRole('option', { name: '上海市' })).toBeAttached();
    const violations = (await axe(page)).violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
    );
    expect(violations).toEqual([]);

    await page.reload();
    await hydrated(page);
    await expect(place(page, '出发地省份')).toHaveValue('310000');
    await expect(place(page, '目的地省份')).toHaveValue('110000');
    await expectRows(page, 'cargo', found);

    // The tabs keep the lane and start at page 1; back returns to it.
    await tabs(page).getByRole('tab', { name: '车源' }).click();
    await expect(page).toHaveURL(`${LANE_LIST}?tab=2&${lane}`);
    const trucks = await listed(page, `kind=vehicle&${lane}`);
    if (trucks.total > 0) await expectRows(page, 'vehicle', trucks);
    // No truck on this lane: the empty state names the lane's places.
    else
      await expect(page.getByRole('status').filter({ hasText: '没有找到符合条件的结果' })).toContainText(
        '筛选条件：出发地“上海市”，目的地“北京市”',
      );
    await page.goBack();
    await expect(page).toHaveURL(`${LANE_LIST}?${lane}`);
    await expectRows(page, 'cargo', found);

    await filters(page).getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(LANE_LIST);
    await expect(place(page, '出发地省份')).toHaveValue('');
    await expect(place(page, '目的地省份')).toHaveValue('');
    await expectRows(page, 'cargo', await listed(page, 'kind=cargo'));
  });
});

test('a city and a district narrow the lane; 全部 widens it again', async ({ page }) => {
  await open(page, `${LIST}?originCode=31`);
  await expect(place(page, '出发地省份')).toHaveValue('310000');
  await place(page, '出发地城市').selectOption('310100');
  await place(page, '出发地区县').selectOption('310115');
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(`${LIST}?originCode=310115`);
  const district = await items(page, 'kind=cargo&originCode=310115');
  await expectRows(page, 'cargo', district);

  await place(page, '出发地城市').selectOption('');
  await expect(place(page, '出发地区县')).toBeDisabled();
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(`${LIST}?originCode=31`);
});

test('links from before the picker (?origin=上海) still filter by text', async ({ page }) => {
  await open(page, `${LIST}?origin=${enc('上海')}`);
  const found = await items(page, `kind=cargo&origin=${enc('上海')}`);
  expect(found.total).toBeGreaterThan(0);
  await expectRows(page, 'cargo', found);
  for (const cell of await table(page).locator('tbody tr td:nth-child(2)').allTextContents())
    expect(cell).toBe('上海');
  await expect(page).toHaveURL(`${LIST}?origin=${enc('上海')}`);

  // Choosing a place replaces the old link's text (the regions come on the picker's first focus).
  await place(page, '出发地省份').focus();
  await place(page, '出发地省份').selectOption('110000');
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(`${LIST}?originCode=11`);
});

test('vehicle type filters every tab', async ({ page }) => {
  await open(page, LIST);
  const bar = filters(page);
  await bar.getByRole('combobox', { name: '车型' }).selectOption('冷藏车');
  await bar.getByRole('button', { name: '查询' }).click();
  await tabs(page).getByRole('tab', { name: '车源' }).click();
  await expect(page).toHaveURL(`${LIST}?tab=2&vehicleType=${enc('冷藏车')}`);
  const cold = await items(page, `kind=vehicle&vehicleType=${enc('冷藏车')}`);
  expect(cold.total).toBeGreaterThan(0);
  await expectRows(page, 'vehicle', cold);
  for (const cell of await table(page, 'vehicle').locator('tbody tr td:nth-child(4)').allTextContents())
    expect(cell).toContain('冷藏车');
});

test('a shared link and nonsense in the URL', async ({ page }) => {
  const shared = `${LIST}?tab=2&vehicleType=${enc('厢式货车')}&page=2`;
  await open(page, shared);
  await expectRows(page, 'vehicle', await items(page, `kind=vehicle&vehicleType=${enc('厢式货车')}&page=2`));
  await expect(filters(page).getByRole('combobox', { name: '车型' })).toHaveValue('厢式货车');
  await expect(tabs(page).getByRole('tab', { name: '车源' })).toHaveAttribute('aria-selected', 'true');

  await open(
    page,
    `${LIST}?tab=cargo&page=abc&pageSize=5000&vehicleType=${enc('飞船')}&origin=%20%20&originCode=3`,
  );
  await expect(page).toHaveURL(LIST);
  await expectRows(page, 'cargo', await items(page, 'kind=cargo'));

  // A well-formed code that names no place is dropped once the regions are there.
  await open(page, `${LIST}?originCode=3199&destinationCode=11`);
  await expect(page).toHaveURL(`${LIST}?destinationCode=11`);
  await expectRows(page, 'cargo', await items(page, 'kind=cargo&destinationCode=11'));
  await expect(place(page, '出发地省份')).toHaveValue('');
  await expect(place(page, '目的地省份')).toHaveValue('110000');

  await open(page, LIST);
  await expectRows(page, 'cargo', await items(page, 'kind=cargo'));

  const line = await items(page, 'kind=line');
  const last = Math.ceil(line.total / 10);
  await open(page, `${LIST}?tab=3&page=99999`);
  await expect(page).toHaveURL(`${LIST}?tab=3&page=${last}`);
  await expectRows(page, 'line', await items(page, `kind=line&page=${last}`));
});

test('an empty result says what was searched and offers 清除筛选, with no pagination for 0 items', async ({
  page,
}) => {
  // A lane without offers among a few far-apart ones, as the server says.
  let empty = '';
  for (const lane of [
    'originCode=54&destinationCode=82',
    'originCode=65&destinationCode=81',
    'originCode=71&destinationCode=54',
  ]) {
    if ((await items(page, `kind=cargo&${lane}&vehicleType=${enc('厢式货车')}`)).total === 0) empty = lane;
  }
  expect(empty).not.toBe('');
  await open(page, `${LIST}?${empty}`);
  await filters(page).getByRole('combobox', { name: '车型' }).selectOption('厢式货车');
  await filters(page).getByRole('button', { name: '查询' }).click();
  const names = {
    '54': '西藏自治区',
    '65': '新疆维吾尔自治区',
    '71': '台湾省',
    '81': '香港特别行政区',
    '82': '澳门特别行政区',
  };
  const [origin, destination] = [...empty.matchAll(/=(\d+)/g)].map(
    (match) => names[match[1] as keyof typeof names],
  );
  const status = page.getByRole('status').filter({ hasText: '没有找到符合条件的结果' });
  await expect(status).toContainText(`筛选条件：出发地“${origin}”，目的地“${destination}”，车型“厢式货车”`);
  await expect(pagination(page)).toHaveCount(0);
  // Room for the message, not a page of blank rows.
  expect((await table(page).locator('xpath=..').boundingBox())!.height).toBeLessThan(300);

  await status.getByRole('button', { name: '清除筛选' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(place(page, '出发地省份')).toHaveValue('');
  await expect(filters(page).getByRole('combobox', { name: '车型' })).toHaveValue('');
  await expectRows(page, 'cargo', await items(page, 'kind=cargo'));
});

test('a link to a search that finds nothing opens on the empty state without a layout shift', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await open(page, `${LIST}?tab=2&origin=${enc('不存在的出发地')}`);
  await expect(page.getByRole('status').filter({ hasText: '出发地“不存在的出发地”' })).toBeVisible();
  await expect(pagination(page)).toHaveCount(0);
  const shift = await layoutShift(page);
  expect(shift.total, shift.sources.join('\n')).toBe(0);
});

test('an offer whose loading date has passed leaves the list and says 已过期 on its page', async ({
  page,
}) => {
  // The database is seeded today: its newest offers are current; some older ones have loaded.
  const first = await items(page, 'kind=cargo');
  expect(first.list.every((item) => !item.expired)).toBe(true);
  let stale: LogisticsInfoDetail | undefined;
  for (let id = 1; stale === undefined && id <= 200; id += 1) {
    const item = await api<LogisticsInfoDetail>(page, `/logistics-info/${id}`);
    if (item.kind === 'cargo' && item.expired) stale = item;
  }
  expect(stale).toBeDefined();
  const found = await items(page, `kind=cargo&keyword=${enc(stale!.title.slice(0, 20))}&pageSize=100`);
  expect(found.list.map((item) => item.id)).not.toContain(stale!.id);

  await open(page, LIST);
  await expect(titles(page, 'cargo')).toHaveText(first.list.map((item) => item.title));
  await open(page, `${DETAILS}?id=${stale!.id}`);
  await expect(page.locator('dl')).toContainText(`${stale!.loadingDate!.replaceAll('-', '/')}（已过期）`);
});

test.describe('a portal whose offers have all loaded', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    // Seeded seven weeks ago: every offer's loading day (at most two weeks after that) has passed.
    server = await startExtraServer({ seed: { now: seedDay(Date.now() - 49 * 86_400_000) } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('lists no cargo offer, and the home page shows no stale one', async ({ page }) => {
    const response = await page.request.get(
      `${server.url}/logistics/api/logistics-info?kind=cargo&pageSize=10`,
    );
    const cargo = ((await response.json()) as Envelope<Paged<LogisticsInfoItem>>).data;
    expect(cargo.total).toBe(0);
    await open(page, `${server.url}/basic/portal`);
    await expect(page.getByRole('main')).not.toContainText('已过期');
  });
});

test('an API failure shows the message and 重试, which then succeeds', async ({ page }) => {
  await open(page, LIST);
  await failOnce(page, '**/logistics/api/logistics-info?*', {
    message: '服务器繁忙，请稍后重试',
    when: (url) => url.includes('page=3'),
  });
  await pagination(page).getByRole('button', { name: '第 3 页' }).click();
  const alert = page.getByRole('alert').filter({ hasText: '服务器繁忙，请稍后重试' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '重试' }).click();
  await expectRows(page, 'cargo', await items(page, 'kind=cargo&page=3'));
});

test('details: every field; the breadcrumb and back return to the tab, page and filters', async ({
  page,
}) => {
  const search = `?tab=2&vehicleType=${enc('厢式货车')}&page=2`;
  await open(page, `${LIST}${search}`);
  const shown = await items(page, `kind=vehicle&vehicleType=${enc('厢式货车')}&page=2`);
  await expectRows(page, 'vehicle', shown);
  const chosen = shown.list[1]!;
  await table(page, 'vehicle').getByRole('link', { name: chosen.title }).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${chosen.id}`);
  await hydrated(page);
  const detail = await api<LogisticsInfoDetail>(page, `/logistics-info/${chosen.id}`);
  await expect(page.getByRole('heading', { level: 2, name: chosen.title })).toBeVisible();
  const fields = page.locator('dl');
  // The kind is the tag before the title; the fields are a truck's own (车牌, no 货物名称).
  await expect(page.getByRole('heading', { level: 2, name: chosen.title })).toContainText('车源');
  await expect(fields.getByText('车牌', { exact: true })).toBeVisible();
  await expect(fields).not.toContainText('货物名称');
  await expect(fields.getByText(detail.contactName, { exact: true })).toBeVisible();
  await expect(fields.getByText(detail.companyName, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '详细说明' }).getByText(detail.content.slice(0, 20)),
  ).toBeVisible();

  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '物流信息' }).click();
  await expect(page).toHaveURL(`${LIST}${search}`);
  await expectRows(page, 'vehicle', shown);

  await table(page, 'vehicle').getByRole('link', { name: chosen.title }).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${chosen.id}`);
  await page.goBack();
  await expect(page).toHaveURL(`${LIST}${search}`);
  await hydrated(page);
  await expectRows(page, 'vehicle', shown);
});

test('the phone is masked until login; 登录后查看 logs in and comes back to the item, where 查看电话 shows it', async ({
  page,
}) => {
  const first = (await items(page, 'kind=cargo')).list[0]!;
  const token = await apiLogin(page.request);
  // Masked for a signed-in account too: only 查看电话 (POST …/contact) gives the number.
  const detail = await api<LogisticsInfoDetail>(page, `/logistics-info/${first.id}`, token);
  expect(detail.contactMasked).toBe(true);
  await open(page, `${DETAILS}?id=${first.id}`);
  const contact = page.getByRole('region', { name: '联系方式' });
  await expect(contact.getByTestId('contact-phone')).toHaveText(detail.contactPhone);
  await expect(contact.getByRole('button', { name: '查看电话' })).toHaveCount(0);

  await contact.getByRole('link', { name: '登录后查看' }).click();
  await expect(page).toHaveURL(`/login?redirect=${enc(`${DETAILS}?id=${first.id}`)}`);
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(`${DETAILS}?id=${first.id}`);
  await expect(contact.getByTestId('contact-phone')).toHaveText(detail.contactPhone);
  await expect(contact.getByRole('link', { name: '登录后查看' })).toHaveCount(0);
  await contact.getByRole('button', { name: '查看电话' }).click();
  const phone = contact.getByRole('link', { name: /^\d[\d-]+\d$/ });
  await expect(phone).toHaveAttribute('href', /^tel:\d[\d-]+\d$/);
  const shown = (await phone.textContent())!;
  expect(`${shown.slice(0, 3)}****${shown.slice(-4)}`).toBe(detail.contactPhone);
});

test('an unknown or missing id shows a not-found result inside the shell', async ({ page }) => {
  for (const search of ['?id=999999', '', '?id=abc']) {
    await open(page, `${DETAILS}${search}`);
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible();
    await expect(page.getByText('该物流信息不存在或已删除')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '侧边菜单' })).toBeVisible();
  }
  await page.getByRole('link', { name: '返回物流信息' }).click();
  await expect(page).toHaveURL(LIST);
});

test('keyboard: filter, change tab, page and open an item without a mouse', async ({ page }) => {
  // The most common vehicle of the seed: enough offers for a second page.
  const keyword = enc('厢式货车');
  expect((await items(page, `kind=vehicle&keyword=${keyword}`)).total).toBeGreaterThan(10);
  await open(page, LIST);
  await filters(page).getByRole('searchbox', { name: '关键词' }).focus();
  await page.keyboard.type('厢式货车');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${LIST}?keyword=${keyword}`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await tabs(page).getByRole('tab', { name: '货源' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${LIST}?tab=2&keyword=${keyword}`);
  await pagination(page).getByRole('button', { name: '第 2 页' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${LIST}?tab=2&keyword=${keyword}&page=2`);
  await expectRows(page, 'vehicle', await items(page, `kind=vehicle&keyword=${keyword}&page=2`));
  await table(page, 'vehicle').getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${DETAILS}\\?id=\\d+$`));
});

test('axe finds no WCAG 2.1 A/AA violations on the list, a details page and the not-found shell', async ({
  page,
}) => {
  for (const path of [LIST, `${LIST}?tab=3`, `${DETAILS}?id=1`, `${DETAILS}?id=999999`]) {
    await open(page, path);
    await expect(page.getByText('载入中...')).toHaveCount(0);
    const found = (await axe(page)).violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
    );
    expect(found, path).toEqual([]);
  }
});
