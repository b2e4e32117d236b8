/**
 * 运价参考 over real HTTP on a seeded lane (docs/api.md, Freight price reference): Shanghai → 成都市,
 * figures computed here by hand; what does not count (withdrawn, another lane, too old, a 车源, 面议);
 * an offer and its waybill counted once, by the agreed price; no figure below the minimum; 10001
 * for a malformed lane.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceReference, PriceWeek } from '../../../src/lib/shared/contract/prices.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { chinaDay, chinaInstant } from '../../../src/lib/shared/china-time.ts';
import { SMALL_SEED, startTestServer, type TestServer } from './harness.ts';
import { waybillJourney } from './waybill-fixture.ts';
import { insertUser } from './store-rows.ts';

// A Tuesday in China: this week began on Monday 11-30; the 13 weeks on Monday 09-07.
const now = Date.parse('2026-12-01T02:00:00.000Z');
const today = () => chinaDay(now);
let server: TestServer;

interface Offer {
  day: string;
  price: number | null;
  tons: number | null;
  vehicle?: string;
  state?: string;
  kind?: string;
  destination?: string;
}

const insertOffer = (offer: Offer) =>
  server.store.run(
    `INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name,
       contact_phone, published_at, origin_code, destination_code, vehicle_type, price, weight_tons, state)
     VALUES (?, '钢材', '上海市', '成都市', '', '', '张先生', '13912345678', ?, '310115', ?, ?, ?, ?, ?)`,
    offer.kind ?? 'cargo',
    new Date(chinaInstant(offer.day, '10:00:00')).toISOString(),
    offer.destination ?? '510104',
    offer.vehicle ?? '高栏车',
    offer.price,
    offer.tons,
    offer.state ?? 'published',
  );

beforeAll(async () => {
  server = await startTestServer({ now: () => now, seed: { ...SMALL_SEED, logisticsInfo: 0 } });
  const users = [
    ['price-shipper', '13700006001'],
    ['price-carrier', '13700006002'],
  ] as const;
  for (const [account, mobile] of users)
    await insertUser(server.store, { account, password: 'Prices12345', mobile, nickname: `${account}昵称` });
  const [shipper, carrier] = await Promise.all(
    users.map(([account]) => server.login(account, 'Prices12345')),
  );
  const journey = waybillJourney(server, today);
  // Through the API: 货源 asking 6800 for 12.5 t. One accepted at 3200 (a waybill, 256 元/吨); one
  // accepted and then cancelled (its offer counts with its asked price: 544 元/吨).
  await journey.waybillIn('pending', shipper!, carrier!);
  await journey.waybillIn('cancelled', shipper!, carrier!);
  const counted: Offer[] = [
    { day: '2026-11-30', price: 5000, tons: 10 },
    { day: '2026-11-30', price: 6000, tons: 10 },
    { day: '2026-12-01', price: 8000, tons: 20, state: 'done' },
    { day: '2026-12-01', price: 7000, tons: null, vehicle: '厢式货车' },
    // The first week: one offer alone, below the minimum.
    { day: '2026-09-07', price: 4000, tons: 10 },
  ];
  const leftOut: Offer[] = [
    { day: '2026-11-30', price: null, tons: 10 },
    { day: '2026-11-30', price: 1000, tons: 10, state: 'withdrawn' },
    { day: '2026-11-30', price: 9000, tons: 10, destination: '510703' },
    { day: '2026-11-30', price: 9000, tons: 10, kind: 'vehicle' },
    { day: '2026-09-06', price: 100, tons: 1 },
  ];
  for (const offer of [...counted, ...leftOut]) await insertOffer(offer);
});
afterAll(() => server.close());

const prices = async (query: string) => server.api<PriceReference>('GET', `/prices?${query}`);

describe('GET /prices', () => {
  it('gives the lane’s weeks, this one with its median and 25th–75th percentiles', async () => {
    const answer = await prices('originCode=310000&destinationCode=510100');
    expect(answer.status).toBe(200);
    const reference = answer.body.data;
    expect(reference).toMatchObject({ originCode: '31', destinationCode: '5101', vehicleType: null });
    expect(reference).toMatchObject({ from: '2026-09-07', to: '2026-12-01', minSamples: 5 });
    expect(reference.weeks.map((week) => week.weekStart)).toHaveLength(13);
    const thisWeek = reference.weeks.at(-1)!;
    expect(thisWeek.weekStart).toBe('2026-11-30');
    // Per vehicle: 3200 (the waybill), 5000, 6000, 6800, 7000, 8000: ranks 1.25, 2.5, 3.75.
    expect(thisWeek.perVehicle).toEqual({
      offers: 5,
      waybills: 1,
      figure: { median: 6400, low: 5250, high: 6950 },
    });
    // Per ton: 256 (the waybill), 400, 500, 544, 600 (the 7000 has no weight): ranks 1, 2, 3.
    expect(thisWeek.perTon).toEqual({ offers: 4, waybills: 1, figure: { median: 500, low: 400, high: 544 } });
    // The first week holds one offer: how many, but no figure.
    expect(reference.weeks[0]!.perVehicle).toEqual({ offers: 1, waybills: 0, figure: null });
    const between = reference.weeks.slice(1, 12).map((week: PriceWeek) => week.perVehicle.offers);
    expect(between).toEqual(Array(11).fill(0));
    // The period: 3200, 4000, 5000, 6000, 6800, 7000, 8000; per ton 256, 400, 400, 500, 544, 600 (ranks 1.25, 2.5, 3.75).
    expect(reference.whole.perVehicle).toEqual({
      offers: 6,
      waybills: 1,
      figure: { median: 6000, low: 4500, high: 6900 },
    });
    expect(reference.whole.perTon).toEqual({
      offers: 5,
      waybills: 1,
      figure: { median: 450, low: 400, high: 533 },
    });
  });

  it('narrows to a vehicle type, and says nothing where too few prices stand', async () => {
    const vans = (await prices('originCode=310000&destinationCode=510100&vehicleType=厢式货车')).body.data;
    expect(vans.whole.perVehicle).toEqual({ offers: 1, waybills: 0, figure: null });
    expect(vans.whole.perTon).toEqual({ offers: 0, waybills: 0, figure: null });
    const flatbeds = (await prices('originCode=310115&destinationCode=510104&vehicleType=高栏车')).body.data;
    // A district is read as its city; 3200, 5000, 6000, 6800, 8000 this week.
    expect(flatbeds).toMatchObject({ originCode: '3101', destinationCode: '5101' });
    expect(flatbeds.weeks.at(-1)!.perVehicle).toEqual({
      offers: 4,
      waybills: 1,
      figure: { median: 6000, low: 5000, high: 6800 },
    });
  });

  it.each([
    ['originCode=abc&destinationCode=510100', 'originCode'],
    ['originCode=310000', 'destinationCode'],
    ['originCode=310000&destinationCode=510100&vehicleType=飞机', 'vehicleType'],
  ])('refuses %s with 10001', async (query, named) => {
    const answer = await prices(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(ErrorCodes.invalidInput);
    expect(answer.body.errorMsg).toContain(named);
  });

  it('is the same for everyone, so nothing marks it private', async () => {
    const answer = await prices('originCode=310000&destinationCode=510100');
    expect(answer.headers.get('Cache-Control')).not.toBe('no-store');
  });
});
