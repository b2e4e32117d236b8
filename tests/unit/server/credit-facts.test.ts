/**
 * The kept credit facts (server/queries/credit-facts.ts) equal the facts counted anew from the rows
 * after every step of a random journey (seeded, so a failure repeats): waybills signed for by the
 * shipper or by the server, cancelled by either side, rated, published when both rated or by the blind
 * release on the test clock, complaints upheld; and schema 17's fill from the rows gives the same.
 * Beside them, the lane sorted by credit (kept in order until some credit changes, credit.ts
 * searchIdsByCredit) equals the order computed anew from the newest-first lane and each publisher's
 * credit, after every step of the same journey, with new offers published along the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaybillRatings } from '../../../src/lib/shared/contract/ratings.ts';
import { RATING_DIMENSIONS, type RatedRole } from '../../../src/lib/shared/contract/ratings.ts';
import type { Credit } from '../../../src/lib/shared/contract/ratings.ts';
import type { LogisticsInfoItem, Paged, WaybillEventType } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { announceDueRatings } from '../../../server/domain/ratings.ts';
import { receiveDueWaybills } from '../../../server/domain/waybill-receipts.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { createRandom } from '../../../server/seed/random.ts';
import { settingsFor } from '../../../server/settings.ts';
import { CREDIT_FACTS_FILL } from '../../../server/store/sqlite/schema-credit-facts.ts';
import type { SqlValue } from '../../../server/store/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { insertUser } from './store-rows.ts';
import { PATH, waybillJourney } from './waybill-fixture.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const STEPS = 60;
const { windowDays, blindDays } = settingsFor().ratings;
const autoHours = settingsFor().waybillAutoReceiveHours;

let clock = Date.parse('2026-12-01T02:00:00.000Z');
let server: TestServer;
let journey: ReturnType<typeof waybillJourney>;
const parties: { id: number; token: string }[] = [];
let editor: string;

beforeAll(async () => {
  // Tokens outlive the clock's jumps of days.
  server = await startTestServer({ now: () => clock, tokenTtlSeconds: 365 * 24 * 3600 });
  for (let n = 1; n <= 4; n += 1) {
    const account = `cf-party${n}`;
    const id = await insertUser(server.store, { account, password: 'Credit12345', mobile: `1370000710${n}` });
    parties.push({ id, token: await server.login(account, 'Credit12345') });
  }
  journey = waybillJourney(server, () => chinaDay(clock));
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

type Facts = Record<string, SqlValue>;

/** Rows as sorted plain lines, all numbers, so the two sides compare whatever the store's types. */
const lines = (rows: Facts[]) =>
  rows
    .map((row) =>
      Object.values(row)
        .map((value) => (typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value)))
        .join(' '),
    )
    .sort();

/** The old computation, kept here as the oracle: each user's facts counted from the rows. */
const counted = async () => ({
  users: lines(
    (
      await server.store.all<Facts>(
        `SELECT u.id,
           (SELECT count(*) FROM waybills w WHERE w.shipper_id = u.id AND w.state = 'received')
             + (SELECT count(*) FROM waybills w WHERE w.carrier_id = u.id AND w.state = 'received') AS waybills,
           (SELECT count(*) FROM waybill_events e WHERE e.user_id = u.id AND e.type = 'cancelled') AS cancellations,
           (SELECT count(*) FROM ratings r WHERE r.rated_id = u.id AND r.announced_at IS NOT NULL) AS ratings,
           (SELECT coalesce(sum(s.score), 0) FROM ratings r JOIN rating_scores s ON s.rating_id = r.id
             WHERE r.rated_id = u.id AND r.announced_at IS NOT NULL) AS scoreTotal
         FROM users u`,
      )
    ).filter((row) => Object.entries(row).some(([key, value]) => key !== 'id' && Number(value) !== 0)),
  ),
  dimensions: lines(
    await server.store.all<Facts>(
      `SELECT r.rated_id AS id, s.dimension, sum(s.score) AS total, count(*) AS count,
         sum(CASE WHEN s.score >= 4 THEN 1 ELSE 0 END) AS good
       FROM ratings r JOIN rating_scores s ON s.rating_id = r.id
       WHERE r.announced_at IS NOT NULL GROUP BY r.rated_id, s.dimension`,
    ),
  ),
});

const kept = async () => ({
  users: lines(
    await server.store.all<Facts>(
      'SELECT user_id, waybills, cancellations, ratings, score_total FROM credit_facts',
    ),
  ),
  dimensions: lines(
    await server.store.all<Facts>(
      'SELECT user_id, dimension, score_total, scores, good_scores FROM credit_dimension_facts',
    ),
  ),
});

/** The ids of the fixture's lane of 货源 (Shanghai to Chengdu), ordered as `sort` says. */
const lane = async (sort: '' | 'credit') => {
  const answer = await server.api<Paged<LogisticsInfoItem>>(
    'GET',
    `/logistics-info?kind=cargo&originCode=31&destinationCode=51&pageSize=100${sort && `&sort=${sort}`}`,
  );
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data.list;
};

/** The lane by credit computed anew: newest first, then each publisher's score, highest first. */
const laneByCreditAnew = async () => {
  const newest = await lane('');
  const scores = new Map<number, number>();
  for (const { publisherProfileId: id } of newest)
    if (id !== null && !scores.has(id))
      scores.set(id, (await server.api<Credit>('GET', `/users/${id}/credit`)).body.data.score);
  const score = (item: LogisticsInfoItem) =>
    item.publisherProfileId === null ? -1 : scores.get(item.publisherProfileId)!;
  return newest.sort((a, b) => score(b) - score(a)).map((item) => item.id);
};

/** A party who may still rate a waybill that ended at `endedAt`. */
interface Open {
  waybillId: number;
  rater: (typeof parties)[number];
  ratedRole: RatedRole;
  endedAt: number;
}

describe('the kept credit facts', () => {
  it(`equal the facts counted from the rows after each of ${STEPS} random steps, on both stores`, async () => {
    const random = createRandom(20_261_201);
    const open: Open[] = [];
    const taken: Record<string, number> = {};

    /** A new waybill between two parties, taken through `steps` by the right party. */
    const waybillThrough = async (steps: readonly WaybillEventType[], canceller: 'shipper' | 'carrier') => {
      const [shipper, carrier] = random.sample(parties, 2) as [Open['rater'], Open['rater']];
      const id = await journey.newWaybill(shipper.token, carrier.token);
      for (const type of steps) {
        clock += random.int(1, 5) * HOUR;
        const by =
          type === 'received' ? shipper : type === 'cancelled' ? { shipper, carrier }[canceller] : carrier;
        const extras = await journey.extrasFor(type, by.token);
        // The lane by credit is kept right before the step that may change a publisher's credit.
        await lane('credit');
        const answer = await journey.step(id, type, by.token, extras);
        expect(answer.body.errorCode).toBe(0);
      }
      return { id, shipper, carrier };
    };

    const actions: Record<string, () => Promise<void>> = {
      async received() {
        const { id, shipper, carrier } = await waybillThrough(PATH.received, 'shipper');
        open.push(
          { waybillId: id, rater: shipper, ratedRole: 'carrier', endedAt: clock },
          { waybillId: id, rater: carrier, ratedRole: 'shipper', endedAt: clock },
        );
      },
      async receivedByTheServer() {
        const { id, shipper, carrier } = await waybillThrough(PATH.delivered, 'shipper');
        clock += (autoHours + 1) * HOUR;
        await lane('credit');
        expect(await receiveDueWaybills(server.store, clock, autoHours)).toBe(1);
        open.push(
          { waybillId: id, rater: shipper, ratedRole: 'carrier', endedAt: clock },
          { waybillId: id, rater: carrier, ratedRole: 'shipper', endedAt: clock },
        );
      },
      async cancelled() {
        const canceller = random.pick(['shipper', 'carrier'] as const);
        const { id, shipper, carrier } = await waybillThrough(PATH.cancelled, canceller);
        // The other side rates the one who cancelled.
        open.push(
          canceller === 'shipper'
            ? { waybillId: id, rater: carrier, ratedRole: 'shipper', endedAt: clock }
            : { waybillId: id, rater: shipper, ratedRole: 'carrier', endedAt: clock },
        );
      },
      async rated() {
        const rateable = open.filter((entry) => clock < entry.endedAt + windowDays * DAY - HOUR);
        if (rateable.length === 0) return;
        const entry = random.pick(rateable);
        open.splice(open.indexOf(entry), 1);
        const { waybillId, rater, ratedRole } = entry;
        const scores = Object.fromEntries(
          RATING_DIMENSIONS[ratedRole].map((dimension) => [dimension, random.int(1, 5)]),
        );
        const answer = await journey.send<WaybillRatings>(
          'POST',
          `/waybills/${waybillId}/rating`,
          rater.token,
          {
            scores,
          },
        );
        expect(answer.body.errorCode).toBe(0);
      },
      async blindDaysPassed() {
        clock += blindDays * DAY + HOUR;
        await lane('credit');
        await announceDueRatings(server.store, clock);
      },
      async complaintUpheld() {
        const { id, shipper } = await waybillThrough([], 'shipper');
        const made = await journey.send<{ id: number }>('POST', `/waybills/${id}/complaints`, shipper.token, {
          category: 'no_show',
          content: '约定时间未到场装货',
        });
        expect(made.body.errorCode).toBe(0);
        for (const action of ['accept', 'resolve']) {
          await lane('credit');
          expect(
            (
              await journey.send('POST', `/desk/complaints/${made.body.data.id}/${action}`, editor, {
                upheld: true,
                result: '经核实承运方未按约装货',
              })
            ).body.errorCode,
          ).toBe(0);
        }
      },
      async published() {
        clock += HOUR;
        // Loading in 60 days: the offer stays in the lane through the journey's jumps of days.
        const today = chinaDay(clock);
        const answer = await journey.send('POST', '/logistics-info', random.pick(parties).token, {
          ...cargoOfferInput(today),
          loadingDate: addDays(today, 60),
        });
        expect(answer.body.errorCode).toBe(0);
      },
    };
    // Ratings twice as often as the rest, so most waybills are rated by one side or both; offers
    // published as often, so the lane sorted by credit has offers of several publishers.
    const names = [
      'received',
      'receivedByTheServer',
      'cancelled',
      'rated',
      'rated',
      'blindDaysPassed',
      'complaintUpheld',
      'published',
      'published',
    ];
    let sortedRead = 0;
    for (let step = 0; step < STEPS; step += 1) {
      const name = random.pick(names);
      await actions[name]!();
      taken[name] = (taken[name] ?? 0) + 1;
      expect(await kept(), `after step ${step} (${name})`).toEqual(await counted());
      const byCredit = (await lane('credit')).map((item) => item.id);
      expect(byCredit, `the lane by credit after step ${step} (${name})`).toEqual(await laneByCreditAnew());
      if (new Set((await lane('')).map((item) => item.publisherProfileId)).size > 1) sortedRead += 1;
    }
    // The order compared had more than one publisher to order after several steps.
    expect(sortedRead).toBeGreaterThan(STEPS / 4);
    // Every kind of step ran, and the facts are not all empty.
    expect(Object.keys(taken).sort()).toEqual([...new Set(names)].sort());
    expect((await counted()).dimensions.length).toBeGreaterThan(0);
  });

  it('are what schema 17 fills from the rows', async () => {
    await server.store.exec('DELETE FROM credit_dimension_facts');
    await server.store.exec('DELETE FROM credit_facts');
    for (const fill of CREDIT_FACTS_FILL) await server.store.exec(fill);
    expect(await kept()).toEqual(await counted());
  });
});
