/**
 * An offer in a list (a lane, an offer's matches, the home page) is written as one plain object
 * (queries/logistics-info.ts, asItems): it says what the offer's own page says of it, field for field,
 * and nothing more, its fields in the contract's order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  Paged,
  PortalHome,
} from '../../../src/lib/shared/contract.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';

const ITEM_FIELDS = [
  'id',
  'kind',
  'title',
  'origin',
  'destination',
  'cargoName',
  'weightTons',
  'volumeCubic',
  'vehicleType',
  'vehicleLengthMeters',
  'price',
  'companyName',
  'publishedAt',
  'views',
  'loadingDate',
  'publisherProfileId',
  'expired',
  'marks',
  'credit',
];

let server: TestServer;
let cargo: number;
let truck: number;
beforeAll(async () => {
  server = await startTestServer();
  const shipper = await server.login();
  await insertUser(server.store, { account: 'xingzhuang', password: 'Xingzhuang123', mobile: '13700005678' });
  const carrier = await server.login('xingzhuang', 'Xingzhuang123');
  const publish = async (body: unknown, token: string) => {
    const answer = await server.api<OfferCreated>('POST', '/logistics-info', {
      token,
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(answer.body.errorCode).toBe(0);
    return answer.body.data.id;
  };
  cargo = await publish(cargoOfferInput(chinaDay()), shipper);
  // A truck from the cargo's district, of another account: it matches the cargo.
  truck = await publish(truckOfferInput(chinaDay(), { originCode: '310115' }), carrier);
});
afterAll(() => server.close());

async function read<T>(path: string): Promise<T> {
  const answer = await server.api<T>('GET', path);
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data;
}

/** The item as the offer's page tells it: the details' fields a list item has. */
async function asDetailsSay(id: number): Promise<Record<string, unknown>> {
  const detail = await read<LogisticsInfoDetail>(`/logistics-info/${id}`);
  return Object.fromEntries(ITEM_FIELDS.map((field) => [field, detail[field as keyof LogisticsInfoDetail]]));
}

function expectItem(item: LogisticsInfoItem | undefined, details: Record<string, unknown>): void {
  expect(Object.keys(item ?? {})).toEqual(ITEM_FIELDS);
  expect(item).toEqual(details);
}

it('a list, the matches and the home page say of an offer what its page says', async () => {
  const cargoDetails = await asDetailsSay(cargo);
  const truckDetails = await asDetailsSay(truck);
  const cargoList = await read<Paged<LogisticsInfoItem>>('/logistics-info?kind=cargo');
  expectItem(
    cargoList.list.find((item) => item.id === cargo),
    cargoDetails,
  );
  const truckList = await read<Paged<LogisticsInfoItem>>('/logistics-info?kind=vehicle&pageSize=100');
  expectItem(
    truckList.list.find((item) => item.id === truck),
    truckDetails,
  );
  const home = await read<PortalHome>('/portal/home');
  expectItem(
    home.cargo.find((item) => item.id === cargo),
    cargoDetails,
  );
  // The truck's matches (details read first: reading them counts a view). The ids come from a page
  // of another size: a visitor's page is kept, its views up to 5 s behind (content-endpoints.ts).
  const matched = await read<Paged<LogisticsInfoItem>>(`/logistics-info/${truck}/matches?pageSize=50`);
  expect(matched.list.length).toBeGreaterThan(0);
  const details = new Map<number, Record<string, unknown>>();
  for (const { id } of matched.list) details.set(id, await asDetailsSay(id));
  const matches = await read<Paged<LogisticsInfoItem>>(`/logistics-info/${truck}/matches?pageSize=100`);
  for (const item of matches.list) expectItem(item, details.get(item.id)!);
});
