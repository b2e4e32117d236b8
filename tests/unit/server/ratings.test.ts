/**
 * Ratings after a waybill over real HTTP (docs/api.md, Ratings and credit): who may rate by the
 * waybill's state and party, once; the window on the test clock; the double-blind release (both
 * rated, or the blind days passed) and who reads a rating before it; the one answer of the rated
 * party; the public list of a user's published ratings; every endpoint with the other party's, a
 * third user's and no token.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WAYBILL_STATES,
  type Notice,
  type Paged,
  type LogisticsInfoDetail,
  type LogisticsInfoItem,
  type QuoteList,
  type WaybillDetail,
  type WaybillState,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import {
  type Credit,
  type PublicRating,
  type Rating,
  type WaybillRatings,
} from '../../../src/lib/shared/contract/ratings.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { announceDueRatings } from '../../../server/domain/ratings.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';
import { waybillJourney } from './waybill-fixture.ts';
import { truckOfferInput } from '../helpers/offer-input.ts';

const DAY = 24 * 3600 * 1000;
const start = Date.parse('2026-12-01T02:00:00.000Z');
let clock = start;
let server: TestServer;
let journey: ReturnType<typeof waybillJourney>;
let shipper: string;
let carrier: string;
let stranger: string;
let editor: string;
let carrierId: number;
const { windowDays, blindDays } = settingsFor().ratings;

beforeAll(async () => {
  // Tokens outlive the clock's jumps of days.
  server = await startTestServer({ now: () => clock, tokenTtlSeconds: 365 * 24 * 3600 });
  const users = [
    ['rt-shipper', '13700006001'],
    ['rt-carrier', '13700006002'],
    ['rt-stranger', '13700006003'],
  ] as const;
  const ids = [];
  for (const [account, mobile] of users)
    ids.push(
      await insertUser(server.store, {
        account,
        password: 'Rating12345',
        mobile,
        nickname: `${account}昵称`,
      }),
    );
  carrierId = ids[1]!;
  [shipper, carrier, stranger] = (await Promise.all(
    users.map(([account]) => server.login(account, 'Rating12345')),
  )) as [string, string, string];
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  journey = waybillJourney(server, () => chinaDay(clock));
});
afterAll(() => server.close());

const CARRIER_SCORES = { punctuality: 5, cargoCondition: 4, service: 5 };
const SHIPPER_SCORES = { accuracy: 4, payment: 5, cooperation: 3 };

const rate = (waybillId: number, as: string | null, body: unknown, key = randomUUID()) =>
  journey.send<WaybillRatings>('POST', `/waybills/${waybillId}/rating`, as, body, key);
const byShipper = (waybillId: number, as = shipper) =>
  rate(waybillId, as, { scores: CARRIER_SCORES, comment: '装货准时，服务好' });
const byCarrier = (waybillId: number, as = carrier) => rate(waybillId, as, { scores: SHIPPER_SCORES });
const ratingsAs = async (waybillId: number, as: string) =>
  (await journey.send<WaybillDetail>('GET', `/waybills/${waybillId}`, as)).body.data.ratings;
const publicRatings = async (userId: number) =>
  (await journey.send<Paged<PublicRating>>('GET', `/users/${userId}/ratings`, null)).body.data;

/** A new waybill between the shipper and the carrier in `state`, the clock back at the start. */
const waybillIn = (state: WaybillState, canceller = shipper) => {
  clock = start;
  return journey.waybillIn(state, shipper, carrier, canceller);
};

describe('who may rate when', () => {
  const CASES: [
    state: WaybillState,
    canceller: 'shipper' | 'carrier',
    shipperMay: boolean,
    carrierMay: boolean,
  ][] = [
    ...WAYBILL_STATES.filter((state) => state !== 'received' && state !== 'cancelled').map(
      (state) => [state, 'shipper', false, false] as [WaybillState, 'shipper', boolean, boolean],
    ),
    ['received', 'shipper', true, true],
    ['cancelled', 'shipper', false, true],
    ['cancelled', 'carrier', true, false],
  ];
  it.each(CASES)(
    'in state %s (cancelled by the %s): shipper %s, carrier %s',
    async (state, canceller, shipperMay, carrierMay) => {
      const id = await waybillIn(state, canceller === 'shipper' ? shipper : carrier);
      for (const [may, send, as] of [
        [shipperMay, byShipper, shipper],
        [carrierMay, byCarrier, carrier],
      ] as const) {
        expect((await ratingsAs(id, as)).mayRate).toBe(may);
        const answer = await send(id);
        if (may) expect(answer.body.errorCode).toBe(0);
        else expect([answer.status, answer.body.errorCode]).toEqual([409, ErrorCodes.ratingNotOpen]);
      }
    },
  );

  it('a third user is told 404, an editor that only parties rate, no token to sign in', async () => {
    const id = await waybillIn('received');
    expect((await byShipper(id, stranger)).status).toBe(404);
    const asEditor = await byShipper(id, editor);
    expect([asEditor.status, asEditor.body.errorCode]).toEqual([403, ErrorCodes.waybillPartyRefused]);
    expect((await byShipper(id, null as unknown as string)).body.errorCode).toBe(
      ErrorCodes.tokenMissingOrExpired,
    );
  });

  it('once: the same key answers the same, another key is refused', async () => {
    const id = await waybillIn('received');
    const key = randomUUID();
    const body = { scores: CARRIER_SCORES };
    const first = await rate(id, shipper, body, key);
    expect((await rate(id, shipper, body, key)).body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ mayRate: false, byShipper: { scores: CARRIER_SCORES } });
    const again = await byShipper(id);
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.ratingExists]);
  });

  it.each([
    ['the rater’s own dimensions', { scores: SHIPPER_SCORES }],
    ['a score of 6', { scores: { ...CARRIER_SCORES, service: 6 } }],
    ['a half score', { scores: { ...CARRIER_SCORES, service: 4.5 } }],
    ['a missing dimension', { scores: { punctuality: 5, service: 5 } }],
    ['a comment too long', { scores: CARRIER_SCORES, comment: '好'.repeat(501) }],
  ])('refuses %s', async (_case, body) => {
    const id = await waybillIn('received');
    const answer = await rate(id, shipper, body);
    expect([answer.status, answer.body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
  });

  it(`closes ${windowDays} days after 已签收`, async () => {
    const id = await waybillIn('received');
    clock = start + windowDays * DAY - 60_000;
    expect((await byShipper(id)).body.errorCode).toBe(0);
    clock = start + windowDays * DAY + 60_000;
    expect((await ratingsAs(id, carrier)).mayRate).toBe(false);
    const late = await byCarrier(id);
    expect([late.status, late.body.errorCode]).toEqual([409, ErrorCodes.ratingWindowClosed]);
  });
});

describe('the double-blind release', () => {
  it('hides the first rating from all but its rater and editors until the other rates, then shows both', async () => {
    const id = await waybillIn('received');
    const before = (await publicRatings(carrierId)).total;
    await byShipper(id);
    const own = await ratingsAs(id, shipper);
    expect(own.byShipper).toMatchObject({ published: false, comment: '装货准时，服务好' });
    expect((await ratingsAs(id, carrier)).byShipper).toBeNull();
    expect((await ratingsAs(id, editor)).byShipper).not.toBeNull();
    expect((await journey.send('GET', `/waybills/${id}`, stranger)).status).toBe(404);
    expect((await publicRatings(carrierId)).total).toBe(before);
    const early = await journey.send('POST', `/ratings/${own.byShipper!.id}/reply`, carrier, {
      content: '谢谢',
    });
    expect([early.status, early.body.errorCode]).toEqual([409, ErrorCodes.ratingNotPublished]);

    clock = start + DAY;
    const changes = await countRows(
      server.store,
      "SELECT count(*) AS n FROM site_changes WHERE kind = 'user'",
    );
    await byCarrier(id);
    const both = await ratingsAs(id, carrier);
    expect(both.byShipper).toMatchObject({ published: true, scores: CARRIER_SCORES });
    expect(both.byCarrier).toMatchObject({ published: true, scores: SHIPPER_SCORES });
    expect(await countRows(server.store, "SELECT count(*) AS n FROM site_changes WHERE kind = 'user'")).toBe(
      changes + 2,
    );
    const listed = await publicRatings(carrierId);
    expect(listed.total).toBe(before + 1);
    expect(listed.list[0]).toMatchObject({
      raterNickname: 'rt-shipper昵称',
      scores: CARRIER_SCORES,
      ratedRole: 'carrier',
      reply: null,
    });
    expect(JSON.stringify(listed.list)).not.toMatch(/1370000600|YD\d/);
  });

  it(`publishes a lone rating ${blindDays} days after it was given, and the maintenance timer tells the pages`, async () => {
    const id = await waybillIn('received');
    const given = (await byShipper(id)).body.data.byShipper!;
    clock = start + blindDays * DAY - 60_000;
    expect((await ratingsAs(id, carrier)).byShipper).toBeNull();
    expect(await announceDueRatings(server.store, clock)).toBe(0);
    clock = start + blindDays * DAY + 60_000;
    expect((await ratingsAs(id, carrier)).byShipper).toMatchObject({ id: given.id, published: true });
    expect((await publicRatings(carrierId)).list.map((row) => row.id)).toContain(given.id);
    const counted = async () =>
      (await journey.send<Credit>('GET', `/users/${carrierId}/credit`, null)).body.data.ratings;
    const before = await counted();
    expect(await announceDueRatings(server.store, clock)).toBeGreaterThanOrEqual(1);
    expect(await counted()).toBeGreaterThan(before);
    const { waybillNo } = (await journey.send<WaybillDetail>('GET', `/waybills/${id}`, carrier)).body.data;
    const told = (await journey.send<Notice[]>('GET', '/notices', carrier)).body.data;
    expect(told.filter((notice) => notice.title === `运单 ${waybillNo} 收到的评价已公开`)).toHaveLength(1);
    expect(await announceDueRatings(server.store, clock)).toBe(0);
  });
});

describe('the answer of the rated party', () => {
  it('once, on a published rating, by the rated party only', async () => {
    const id = await waybillIn('received');
    await byShipper(id);
    const rated = (await byCarrier(id)).body.data.byShipper!;
    const reply = (as: string | null, content = '感谢好评') =>
      journey.send<Rating>('POST', `/ratings/${rated.id}/reply`, as, { content });
    const byRater = await reply(shipper);
    expect([byRater.status, byRater.body.errorCode]).toEqual([403, ErrorCodes.waybillPartyRefused]);
    expect((await reply(stranger)).status).toBe(404);
    expect((await reply(null)).body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    expect([(await reply(carrier, '')).body.errorCode]).toEqual([ErrorCodes.invalidInput]);
    expect((await reply(carrier)).body.data).toMatchObject({ reply: '感谢好评' });
    const twice = await reply(carrier, '再次感谢');
    expect([twice.status, twice.body.errorCode]).toEqual([409, ErrorCodes.ratingAnswered]);
    expect((await publicRatings(carrierId)).list.find((row) => row.id === rated.id)?.reply).toBe('感谢好评');
  });

  it('a user unknown has no ratings to list', async () => {
    expect((await journey.send('GET', '/users/999999/ratings', null)).status).toBe(404);
  });
});

describe('credit', () => {
  it('a new user is neutral; a rating counts once published; cancellations count; public, 404 for nobody', async () => {
    clock = start;
    const pair = [
      ['cr-shipper', '13700006011'],
      ['cr-carrier', '13700006012'],
    ] as const;
    const [, id] = [
      await insertUser(server.store, {
        account: pair[0][0],
        password: 'Rating12345',
        mobile: pair[0][1],
        nickname: '信用货主',
      }),
      await insertUser(server.store, {
        account: pair[1][0],
        password: 'Rating12345',
        mobile: pair[1][1],
        nickname: '信用车主',
      }),
    ];
    const [owner, driver] = await Promise.all(pair.map(([account]) => server.login(account, 'Rating12345')));
    const credit = async () => (await journey.send<Credit>('GET', `/users/${id}/credit`, null)).body.data;
    expect(await credit()).toMatchObject({
      level: 'new',
      score: 75,
      waybills: 0,
      onTimeRate: null,
      averages: [],
      ratings: 0,
      cancellations: 0,
      complaintsUpheld: 0,
    });
    const waybill = await journey.waybillIn('received', owner!, driver!);
    await byShipper(waybill, owner);
    expect(await credit()).toMatchObject({ level: 'B', waybills: 1, ratings: 0, averages: [] });
    await byCarrier(waybill, driver);
    expect(await credit()).toMatchObject({
      level: 'B',
      score: 78,
      ratings: 1,
      onTimeRate: 1,
      averages: [
        { dimension: 'punctuality', average: 5, count: 1 },
        { dimension: 'cargoCondition', average: 4, count: 1 },
        { dimension: 'service', average: 5, count: 1 },
      ],
    });
    await journey.waybillIn('cancelled', owner!, driver!, driver);
    expect(await credit()).toMatchObject({ cancellations: 1, score: 65, level: 'C' });
    expect((await journey.send('GET', '/users/999999/credit', null)).status).toBe(404);

    // Offers and quotes carry it in brief; the 车源 list sorts by it on request.
    const brief = { level: 'C', waybills: 1, average: 4.7 };
    const offerId = await journey.publishCargo(owner!);
    await journey.quote(offerId, driver!);
    const quotes = await journey.send<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, owner!);
    expect(quotes.body.data.list[0]?.carrierCredit).toEqual(brief);
    const truck = async (as: string) =>
      (await journey.send<{ id: number }>('POST', '/logistics-info', as, truckOfferInput(chinaDay(clock))))
        .body.data.id;
    const newcomers = await truck(stranger);
    clock += 60_000;
    const driven = await truck(driver!);
    expect(
      (await journey.send<LogisticsInfoDetail>('GET', `/logistics-info/${driven}`, null)).body.data.credit,
    ).toEqual(brief);
    const order = async (query: string) =>
      (
        await journey.send<Paged<LogisticsInfoItem>>(
          'GET',
          `/logistics-info?kind=vehicle&pageSize=100${query}`,
          null,
        )
      ).body.data.list
        .map((item) => item.id)
        .filter((id) => id === newcomers || id === driven);
    // Two waybills the newcomer takes on now and cancels after the first read below: no offer is added
    // in between, so the list's ids stay kept, and the order by credit must still be read afresh.
    const taken = [await journey.newWaybill(owner!, stranger), await journey.newWaybill(owner!, stranger)];
    expect(await order('')).toEqual([driven, newcomers]);
    expect(await order('&sort=credit')).toEqual([newcomers, driven]);
    for (const id of taken)
      expect((await journey.step(id, 'cancelled', stranger, { note: '临时改期' })).body.errorCode).toBe(0);
    expect(await order('&sort=credit')).toEqual([driven, newcomers]);
    expect(await order('')).toEqual([driven, newcomers]);
    expect((await journey.send('GET', '/logistics-info?sort=views', null)).status).toBe(400);
  });
});
