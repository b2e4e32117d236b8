import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { Envelope, OutboxMessage } from '../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { fillParties, fillRest, formReady } from './delivery-form-helpers.ts';
import { apiLogin, expect, hydrated, open, openWithToken, pathIs, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';
import { settingsFor } from '../../server/settings.ts';

/**
 * The market end to end, as its users meet it, in three browser contexts: a shipper (the demo
 * account) confirms a shipment through 我要发货 and publishes it as a cargo offer; a carrier who
 * registered and subscribed to the lane through the pages sees the bell change without a reload,
 * opens the notice, reaches the offer and 查看电话 shows them the phone; the shipper sees the reveal
 * counted; the carrier's truck on the lane (发布车源) is listed under 匹配的车源; a visitor sees only
 * masked phones and plates, and 登录后查看 leads through the login to the phone; 标记成交 in 我的发布
 * takes the offer off the 物流信息 list.
 *
 * It also measures the time from the publish answer to the carrier's bell changing, and reports it
 * (an annotation and a line of test-results/market-flow.jsonl) without asserting it: the figure follows the
 * stream's poll interval (PORTAL_STREAM_POLL, 2 s on this server; README, Performance).
 */

// The order of a date input's parts follows the browser's language: fixed so typing means the same everywhere.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--lang=en-US'] } });

// Offers, lanes and notices change here: a server of its own, and every URL absolute.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ publishing: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const DETAILS = '/basic/portal/logisticsInformationDetails';
const LIST = '/basic/portal/logisticsInformation';
const SHIPPER_PHONE = '13812345678';
const TRUCK_PHONE = '13698765432';
const PLATE = '苏E12345';

const bell = (page: Page) => page.getByRole('button', { name: /^通知/ });
const offerLink = (page: Page, id: number) => page.locator(`main a[href$="${DETAILS}?id=${id}"]`);

async function registrationCode(page: Page, mobile: string): Promise<string> {
  const answer = await page.request.get(`${server.url}/logistics/api/dev/outbox?mobile=${mobile}`);
  const messages = ((await answer.json()) as Envelope<OutboxMessage[]>).data.filter(
    (message) => message.purpose === 'register',
  );
  expect(messages.length, 'a registration code in the outbox').toBeGreaterThan(0);
  return messages[0]!.code;
}

/** A visitor asks for 订阅线路, is sent to the login page, and registers from there (注册账号). */
async function registerCarrier(page: Page, mobile: string, account: string): Promise<void> {
  await page.goto(`${server.url}/basic/portal/subscriptions`);
  await expect(page).toHaveURL((url) => pathIs('/login')(url));
  await hydrated(page);
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL((url) => pathIs('/login/register')(url));
  await hydrated(page);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await page.getByLabel('验证码').fill(await registrationCode(page, mobile));
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel(/^密码/).fill('Cheyuan2026x');
  await page.getByLabel('确认密码').fill('Cheyuan2026x');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL((url) => pathIs('/basic/portal/subscriptions')(url));
  await hydrated(page);
}

/** The carrier's page records (in its own clock) when the bell's label first differs from `before`. */
async function watchBell(page: Page, before: string): Promise<void> {
  await page.evaluate((initial) => {
    const record = window as unknown as { bellChangedAt?: number };
    const check = () => {
      const label = document.querySelector('button[aria-label^="通知"]')?.getAttribute('aria-label');
      if (record.bellChangedAt === undefined && label && label !== initial) record.bellChangedAt = Date.now();
    };
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  }, before);
}

/**
 * Appends one measurement to the browser suite's small report, one JSON object per line
 * (test-results/market-flow.jsonl): workers running the spec at once each append a whole line.
 */
async function report(testInfo: TestInfo, entry: object): Promise<void> {
  await mkdir(testInfo.project.outputDir, { recursive: true });
  await appendFile(join(testInfo.project.outputDir, 'market-flow.jsonl'), `${JSON.stringify(entry)}\n`);
}

test('shipper, subscribed carrier and visitor meet on one lane: publish, notice, reveal, match, 成交', async ({
  browser,
  page: shipper,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const unique = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const carrierAccount = `carrier${unique}`;
  const carrierMobile = `139${unique}${testInfo.repeatEachIndex}`;

  // The carrier registers through the pages and follows the lane 苏州市 → 上海市 (订阅线路).
  const carrierContext = await browser.newContext();
  const carrier = await carrierContext.newPage();
  const streamOpened = carrier.waitForRequest((sent) => sent.url().includes('/notices/stream'), {
    timeout: 30_000,
  });
  await registerCarrier(carrier, carrierMobile, carrierAccount);
  const lanes = carrier.getByRole('form', { name: '添加线路' });
  await expect(lanes.getByRole('combobox', { name: '出发地省份' })).toBeEnabled();
  await lanes.getByRole('combobox', { name: '信息类型' }).selectOption({ label: '货源' });
  await lanes.getByRole('combobox', { name: '出发地省份' }).selectOption({ label: '江苏省' });
  await lanes.getByRole('combobox', { name: '出发地城市' }).selectOption({ label: '苏州市' });
  await lanes.getByRole('combobox', { name: '目的地省份' }).selectOption({ label: '上海市' });
  await lanes.getByRole('button', { name: '添加线路' }).click();
  await expect(carrier.getByRole('row', { name: /货源 江苏省 · 苏州市 上海市/ })).toBeVisible();
  await streamOpened;
  const before = (await bell(carrier).getAttribute('aria-label')) ?? '';
  expect(before).toMatch(/^通知/);
  await watchBell(carrier, before);

  // The shipper fills 我要发货, confirms the shipment and publishes it as a cargo offer.
  const shipperToken = await apiLogin(request, { origin: server.url });
  await openWithToken(shipper, shipperToken, `${server.url}/basic/portal/deliveryPage`);
  await formReady(shipper);
  await fillParties(shipper);
  await fillRest(shipper);
  await shipper.getByRole('button', { name: '提交' }).click();
  await expect(shipper).toHaveURL((url) => pathIs('/basic/portal/details')(url));
  await hydrated(shipper);
  // 同时发布为货源 is ticked by default: confirming publishes the cargo offer too.
  const publishAnswer = shipper.waitForResponse(
    (answer) => answer.request().method() === 'POST' && /\/deliveries\/\d+\/publish$/.test(answer.url()),
  );
  await shipper.getByRole('button', { name: '确认并发布为货源' }).click();
  const answered = await publishAnswer;
  await answered.finished();
  const timing = answered.request().timing();
  const publishedAt = timing.startTime + timing.responseEnd;
  // The page moves on to 发货结果 at once, so the offer's id is read from its 查看货源 link.
  await expect(shipper).toHaveURL((url) => pathIs('/basic/portal/complete')(url));
  await expect(shipper.getByRole('heading', { name: '已发布为货源' })).toBeVisible();
  const offerHref = (await shipper.getByRole('link', { name: '查看货源' }).getAttribute('href'))!;
  const cargoId = Number(new URL(offerHref, server.url).searchParams.get('id'));

  // The carrier's bell changes on the page they have open, without a reload.
  await expect(bell(carrier)).not.toHaveAccessibleName(before, { timeout: 15_000 });
  await expect(bell(carrier)).toHaveAccessibleName(/^通知，\d+条未读$/);
  const bellChangedAt = await carrier.evaluate(
    () => (window as unknown as { bellChangedAt?: number }).bellChangedAt,
  );
  expect(bellChangedAt, 'the page saw its bell change').toBeDefined();
  const publishToBellMs = Math.round(bellChangedAt! - publishedAt);
  testInfo.annotations.push({ type: 'publish-to-bell', description: `${publishToBellMs} ms` });
  await report(testInfo, {
    measure: 'publish-to-bell',
    ms: publishToBellMs,
    // startExtraServer leaves the stream's times at their defaults.
    streamPollMs: settingsFor().stream.pollMs,
    at: new Date().toISOString(),
    repeat: testInfo.repeatEachIndex,
  });
  expect(new URL(carrier.url()).pathname).toBe('/basic/portal/subscriptions');

  // The notice opens the offer; its phone is masked until 查看电话.
  await bell(carrier).click();
  const panel = carrier.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tab', { name: /^消息/ }).click();
  await panel.getByRole('link', { name: /您订阅的线路有新货源/ }).click();
  await expect(carrier).toHaveURL((url) => pathIs(DETAILS)(url) && url.search === `?id=${cargoId}`);
  await hydrated(carrier);
  const carrierContact = carrier.getByRole('region', { name: '联系方式' });
  await expect(carrier.getByRole('main')).toContainText('冷冻水产');
  await expect(carrierContact.getByTestId('contact-phone')).toHaveText('138****5678');
  await expect(carrier.getByRole('main')).not.toContainText(SHIPPER_PHONE);
  await carrierContact.getByRole('button', { name: '查看电话' }).click();
  await expect(carrierContact.getByRole('link', { name: SHIPPER_PHONE })).toHaveAttribute(
    'href',
    `tel:${SHIPPER_PHONE}`,
  );

  // The shipper sees the reveal counted on the offer's page.
  await open(shipper, `${server.url}${DETAILS}?id=${cargoId}`);
  const shipperContact = shipper.getByRole('region', { name: '联系方式' });
  await expect(shipperContact).toContainText('已被查看 1 次');

  // The carrier publishes a truck on the lane through 发布车源.
  await open(carrier, `${server.url}/basic/portal/publishTruck`);
  await expect(carrier.getByRole('button', { name: '发布', exact: true })).toBeEnabled();
  await expect(carrier.getByText('地区数据载入中...')).toHaveCount(0);
  await carrier.getByLabel('车牌号').fill(PLATE);
  await carrier.getByLabel('车型').selectOption('冷藏车');
  await carrier.getByLabel('车长（米）').selectOption('9.6');
  await carrier.getByLabel('载重（吨）').fill('18');
  await carrier.getByLabel('容积（方）').fill('40');
  await carrier.getByLabel('车辆所在地省份').selectOption({ label: '江苏省' });
  await carrier.getByLabel('车辆所在地城市').selectOption({ label: '苏州市' });
  await carrier.getByLabel('车辆所在地区县').selectOption({ label: '姑苏区' });
  await carrier.getByLabel('目的地省份').selectOption({ label: '上海市' });
  await carrier.getByRole('button', { name: '添加目的地' }).click();
  await expect(carrier.getByRole('list', { name: '已选目的地' })).toContainText('上海市');
  await carrier.getByLabel('可装车日期').fill(chinaDay());
  await carrier.getByLabel('可用截止日期').fill(addDays(chinaDay(), 5));
  await carrier.getByLabel('面议').check();
  await carrier.getByLabel('联系人').fill('李师傅');
  await carrier.getByLabel('联系电话').fill(TRUCK_PHONE);
  await carrier.getByRole('button', { name: '发布', exact: true }).click();
  await expect(carrier).toHaveURL((url) => pathIs(DETAILS)(url));
  const truckId = Number(new URL(carrier.url()).searchParams.get('id'));
  await carrierContext.close();

  // The shipper's offer lists the truck under 匹配的车源.
  await shipper.reload();
  await hydrated(shipper);
  const trucks = shipper.getByRole('region', { name: /^匹配的车源/ });
  await expect(trucks.locator(`a[href$="${DETAILS}?id=${truckId}"]`)).toBeVisible();

  // A visitor: both offers on the list and their pages, phones and plate masked; 登录后查看 leads
  // through the login (the carrier on another device) to the phone, which counts once per account.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const [tab, id] of [
    ['1', cargoId],
    ['2', truckId],
  ] as const) {
    // The list's published first page carries the offer within seconds (its publisher rewrites it).
    await expect(async () => {
      await open(visitor, `${server.url}${LIST}?tab=${tab}`);
      await expect(offerLink(visitor, id)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    for (const secret of [SHIPPER_PHONE, TRUCK_PHONE, PLATE])
      await expect(visitor.getByRole('main')).not.toContainText(secret);
  }
  await open(visitor, `${server.url}${DETAILS}?id=${truckId}`);
  await expect(visitor.getByRole('main')).toContainText('苏E·***45');
  await expect(visitor.getByTestId('contact-phone')).toHaveText('136****5432');
  for (const secret of [TRUCK_PHONE, PLATE])
    await expect(visitor.getByRole('main')).not.toContainText(secret);
  await open(visitor, `${server.url}${DETAILS}?id=${cargoId}`);
  const visitorContact = visitor.getByRole('region', { name: '联系方式' });
  await expect(visitorContact.getByTestId('contact-phone')).toHaveText('138****5678');
  await expect(visitor.getByRole('main')).not.toContainText(SHIPPER_PHONE);
  await visitorContact.getByRole('link', { name: '登录后查看' }).click();
  await expect(visitor).toHaveURL((url) => pathIs('/login')(url));
  await hydrated(visitor);
  await visitor.getByLabel('账号').fill(carrierAccount);
  await visitor.getByLabel('密码', { exact: true }).fill('Cheyuan2026x');
  await visitor.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(visitor).toHaveURL((url) => pathIs(DETAILS)(url) && url.search === `?id=${cargoId}`);
  await hydrated(visitor);
  await visitorContact.getByRole('button', { name: '查看电话' }).click();
  await expect(visitorContact.getByRole('link', { name: SHIPPER_PHONE })).toBeVisible();
  await visitorContext.close();
  await shipper.reload();
  await hydrated(shipper);
  await expect(shipperContact).toContainText('已被查看 1 次');

  // 标记成交 in 我的发布: the offer leaves the 物流信息 list.
  const offer = await request.get(`${server.url}/logistics/api/logistics-info/${cargoId}`);
  const { title } = ((await offer.json()) as Envelope<{ title: string }>).data;
  // From the offer's own page the publisher is led to where it is managed.
  await shipperContact.getByRole('link', { name: '在我的发布中编辑或撤回' }).click();
  await expect(shipper).toHaveURL((url) => pathIs('/basic/portal/myOffers')(url));
  await hydrated(shipper);
  await shipper
    .getByRole('button', { name: `标记成交：${title}` })
    .first()
    .click();
  await shipper.getByRole('dialog').getByRole('button', { name: '确定成交' }).click();
  await expect(shipper.getByRole('main').getByRole('status')).toContainText('已标记成交');
  const anonymous = await browser.newContext();
  const reader = await anonymous.newPage();
  await open(reader, `${server.url}${LIST}`);
  await expect(reader.getByRole('main').getByRole('table')).toBeVisible();
  await expect(offerLink(reader, cargoId)).toHaveCount(0);
  await anonymous.close();
});
