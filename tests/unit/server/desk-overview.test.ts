/**
 * 运营概览 (docs/api.md, Operator's overview): `GET /desk/stats/overview` counts offers published,
 * waybills 已签收 and registrations per China day on the test clock (a minute before and at China's
 * midnight fall on two days; the period before gives the previous totals), to editors only; and
 * `GET /desk/waiting` gives complaints' 受理 deadline: the earliest due and how many are overdue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskWaiting } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import type { PlatformOverview } from '../../../src/lib/shared/contract/overview.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { waybillSteps } from './waybill-fixture.ts';

const TODAY = Date.parse('2026-12-10T04:00:00.000Z'); // 12-10 12:00 in China
const HOUR = 3600_000;
let clock = TODAY;
let server: TestServer;
let shipper: string;
let carrier: string;
let editor: string;

/** Signs everyone in again at the test clock's time (a token lives two hours). */
async function signIn() {
  shipper = await server.login('ov-shipper', 'Overview12345');
  carrier = await server.login('ov-carrier', 'Overview12345');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  for (const [account, mobile] of [
    ['ov-shipper', '13700007001'],
    ['ov-carrier', '13700007002'],
  ] as const)
    await insertUser(server.store, { account, password: 'Overview12345', mobile });
  await signIn();
});
afterAll(() => server.close());

const { send, publishCargo, waybillIn } = waybillSteps(
  () => server,
  () => ({ shipper, carrier }),
  () => chinaDay(clock),
);

const overview = async (query = '', token: string | null = editor) =>
  send<PlatformOverview>('GET', `/desk/stats/overview${query}`, token);

let registered = 0;
/** A registration at the test clock's instant. */
const register = () =>
  server.store.run(
    'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    `ov-new-${(registered += 1)}`,
    'x',
    `ov-new-${registered}`,
    `1370000${String(8000 + registered)}`,
    new Date(clock).toISOString(),
  );

/** Each series' counts per day, and its totals. */
const figures = (answer: PlatformOverview) =>
  Object.fromEntries(
    answer.series.map((one) => [
      one.series,
      {
        days: Object.fromEntries(one.days.map((day) => [day.day, day.count])),
        total: one.total,
        previous: one.previousTotal,
      },
    ]),
  );

describe('GET /desk/stats/overview', () => {
  it('counts each series per China day of the week to today, with the week before’s totals', async () => {
    const before = figures((await overview()).body.data);
    // 12-08 23:59 in China, then China's midnight (12-09 00:00), then 12-02 (the week before).
    clock = Date.parse('2026-12-08T15:59:00.000Z');
    await waybillIn('received');
    await register();
    clock = Date.parse('2026-12-08T16:00:00.000Z');
    await publishCargo();
    await register();
    clock = Date.parse('2026-12-02T03:00:00.000Z');
    await publishCargo();
    await register();
    clock = TODAY;

    const answer = (await overview()).body.data;
    expect([answer.from, answer.to, answer.previousFrom]).toEqual(['2026-12-04', '2026-12-10', '2026-11-27']);
    expect(answer.series.map((one) => one.series)).toEqual(['offers', 'waybills', 'registrations']);
    for (const one of answer.series)
      expect(one.days.map((day) => day.day)).toEqual([
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
        '2026-12-07',
        '2026-12-08',
        '2026-12-09',
        '2026-12-10',
      ]);
    const after = figures(answer);
    const added = (series: string, day: string) => after[series]!.days[day]! - before[series]!.days[day]!;
    expect([added('offers', '2026-12-08'), added('offers', '2026-12-09')]).toEqual([1, 1]);
    expect([added('waybills', '2026-12-08'), added('waybills', '2026-12-09')]).toEqual([1, 0]);
    expect([added('registrations', '2026-12-08'), added('registrations', '2026-12-09')]).toEqual([1, 1]);
    for (const [series, total, previous] of [
      ['offers', 2, 1],
      ['waybills', 1, 0],
      ['registrations', 2, 1],
    ] as const) {
      expect(after[series]!.total - before[series]!.total).toBe(total);
      expect(after[series]!.previous - before[series]!.previous).toBe(previous);
      expect(after[series]!.total).toBe(Object.values(after[series]!.days).reduce((a, b) => a + b, 0));
    }

    const fortnight = (await overview('?days=14')).body.data;
    expect([fortnight.from, fortnight.previousFrom]).toEqual(['2026-11-27', '2026-11-13']);
    expect(fortnight.series[2]!.days).toHaveLength(14);
    expect(fortnight.series[2]!.days.find((day) => day.day === '2026-12-02')!.count).toBeGreaterThan(0);
  });

  it('takes 7 or 14 days only', async () => {
    for (const days of ['5', '30', 'x', '']) {
      const answer = await overview(`?days=${days}`);
      expect([days, answer.status, answer.body.errorCode]).toEqual([days, 400, ErrorCodes.invalidInput]);
    }
  });

  it('is refused without a token and with a user’s', async () => {
    const none = await overview('', null);
    expect([none.status, none.body.errorCode]).toEqual([200, ErrorCodes.tokenMissingOrExpired]);
    const user = await overview('', shipper);
    expect([user.status, user.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    expect(user.body.data).toBeNull();
  });
});

describe('the complaints’ deadline in GET /desk/waiting', () => {
  const { complaintAcceptHours: hours } = settingsFor();
  const complaints = async () => {
    await signIn();
    return (await send<DeskWaiting[]>('GET', '/desk/waiting', editor)).body.data.find(
      (one) => one.queue === 'complaints',
    )!;
  };
  const complainAt = async (at: number) => {
    clock = at;
    await signIn();
    const waybillId = await waybillIn('pending');
    const made = await send('POST', `/waybills/${waybillId}/complaints`, shipper, {
      category: 'damage',
      content: '卸货时发现两箱破损',
    });
    expect(made.body.errorCode).toBe(0);
  };

  it('says when the earliest falls due and how many are past theirs, on the server’s clock', async () => {
    expect(await complaints()).toMatchObject({ count: 0, deadline: null });
    await complainAt(TODAY);
    await complainAt(TODAY + 2 * HOUR);
    clock = TODAY + hours * HOUR; // the first is due now: not yet overdue
    const due = new Date(TODAY + hours * HOUR).toISOString();
    expect(await complaints()).toEqual({
      queue: 'complaints',
      count: 2,
      oldestAt: new Date(TODAY).toISOString(),
      deadline: { dueAt: due, overdue: 0 },
    });
    clock = TODAY + (hours + 1) * HOUR;
    expect((await complaints()).deadline).toEqual({ dueAt: due, overdue: 1 });
    clock = TODAY + (hours + 3) * HOUR;
    expect((await complaints()).deadline).toEqual({ dueAt: due, overdue: 2 });
    clock = TODAY;
  });
});
