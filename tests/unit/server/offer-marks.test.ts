/**
 * The marks offers carry (server/queries/marks.ts) over real HTTP: none before an editor approved
 * anything; 车辆已认证 only on a 车源 whose plate is its publisher's approved vehicle (not on their
 * cargo, not on another plate); 实名认证 on every offer of an approved identity; both in the list and
 * the details; the filter 只看认证 (`verifiedOnly=1`); each decision records the offers' site
 * changes; the marks fall off by themselves once the documents expire (test clock); and a vehicle
 * deleted or an identity sent again records the changes that take its mark off the static pages.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  Paged,
  PortalHome,
} from '../../../src/lib/shared/contract.ts';
import type { DeskDocument, Vehicle } from '../../../src/lib/shared/contract/documents.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const DAY = 86_400_000;
let now = Date.parse('2026-11-24T02:00:00.000Z');
let server: TestServer;
let editor: string;
let carrier: string;
let photo: string;
const offers = { truck: 0, otherTruck: 0, cargo: 0 };

const publish = async (body: unknown) => {
  const answer = await server.api<OfferCreated>('POST', '/logistics-info', {
    token: carrier,
    body,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data.id;
};

beforeAll(async () => {
  server = await startTestServer({ now: () => now, tokenTtlSeconds: 30 * 86_400 });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, {
    account: 'marked-carrier',
    password: 'pass-word1',
    mobile: '13600000401',
  });
  carrier = await server.login('marked-carrier', 'pass-word1');
  photo = await uploadLicencePhoto(server.url, carrier);
  const today = chinaDay(now);
  offers.truck = await publish(truckOfferInput(today, { availableTo: addDays(today, 20) }));
  offers.otherTruck = await publish(
    truckOfferInput(today, { plate: '沪B54321', availableTo: addDays(today, 20) }),
  );
  offers.cargo = await publish(cargoOfferInput(addDays(today, 1)));
});
afterAll(() => server.close());

const marksInList = async (query = '') => {
  const answer = await server.api<Paged<LogisticsInfoItem>>('GET', `/logistics-info?pageSize=100${query}`);
  return new Map(answer.body.data.list.map((item) => [item.id, item.marks]));
};
const marksOnPage = async (id: number) =>
  (await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${id}`)).body.data.marks;

const approveNewest = async () => {
  const queue = await server.api<Paged<DeskDocument>>('GET', '/desk/documents?state=pending', {
    token: editor,
  });
  for (const document of queue.body.data.list)
    await server.api('POST', `/desk/documents/${document.id}/approve`, { token: editor });
};

/** The truck of `offers.truck` as a vehicle to add, valid for `days` more days. */
const truckVehicle = (days: number) => ({
  plate: '沪A12345',
  plateColor: 'yellow',
  vehicleType: '厢式货车',
  lengthMeters: 9.6,
  loadTons: 4,
  licenseFileId: photo,
  expiresAt: addDays(chinaDay(now), days),
});

const offerChanges = () =>
  server.store.column<number>("SELECT item_id FROM site_changes WHERE kind = 'offer' ORDER BY id");

describe('marks', () => {
  it('are none before an editor approved anything, and 只看认证 lists none of the offers', async () => {
    const listed = await marksInList();
    for (const id of Object.values(offers)) expect(listed.get(id)).toEqual([]);
    expect(await marksOnPage(offers.truck)).toEqual([]);
    const verified = await marksInList('&verifiedOnly=1');
    for (const id of Object.values(offers)) expect(verified.has(id)).toBe(false);
    expect((await server.api('GET', '/logistics-info?verifiedOnly=yes')).status).toBe(400);
  });

  it('gives 车辆已认证 to the truck with the approved plate only, once approved', async () => {
    await server.api('POST', '/user/vehicles', { token: carrier, body: truckVehicle(5) });
    expect(await marksOnPage(offers.truck)).toEqual([]);
    const before = (await offerChanges()).length;
    await approveNewest();
    const changed = (await offerChanges()).slice(before);
    expect(new Set(changed)).toEqual(new Set(Object.values(offers)));
    const listed = await marksInList();
    expect(listed.get(offers.truck)).toEqual(['vehicle']);
    expect(listed.get(offers.otherTruck)).toEqual([]);
    expect(listed.get(offers.cargo)).toEqual([]);
    expect(await marksOnPage(offers.truck)).toEqual(['vehicle']);
    const verified = await marksInList('&verifiedOnly=1');
    expect([...verified.keys()]).toContain(offers.truck);
    expect(verified.has(offers.cargo)).toBe(false);
  });

  it('gives 实名认证 to every offer of an approved identity', async () => {
    await server.api('POST', '/user/identity', {
      token: carrier,
      body: { realName: '王五', idNumber: '11010519491231002X', expiresAt: addDays(chinaDay(now), 10) },
    });
    // The home's latest offers are a kept answer: read before the approval, it is not served after it.
    // (The cargo is made the newest and standing: the home reads the real clock, the seed's offers too.)
    await server.store.run(
      "UPDATE logistics_info SET published_at = '2099-01-01T00:00:00.000Z', expires_on = '2099-12-31' WHERE id = ?",
      offers.cargo,
    );
    const homeMarks = async () =>
      (await server.api<PortalHome>('GET', '/portal/home')).body.data.cargo.find(
        (item) => item.id === offers.cargo,
      )?.marks;
    expect(await homeMarks()).toEqual([]);
    await approveNewest();
    expect(await homeMarks()).toEqual(['identity']);
    const listed = await marksInList();
    expect(listed.get(offers.truck)).toEqual(['identity', 'vehicle']);
    expect(listed.get(offers.otherTruck)).toEqual(['identity']);
    expect(listed.get(offers.cargo)).toEqual(['identity']);
    expect(await marksOnPage(offers.cargo)).toEqual(['identity']);
    expect((await marksInList('&verifiedOnly=1')).has(offers.cargo)).toBe(true);
  });

  it('fall off by themselves after the last valid day', async () => {
    now += 6 * DAY; // the vehicle's last day has passed, the identity's not
    expect(await marksOnPage(offers.truck)).toEqual(['identity']);
    now += 5 * DAY; // both have
    expect(await marksOnPage(offers.truck)).toEqual([]);
    expect((await marksInList()).get(offers.otherTruck)).toEqual([]);
    const verified = await marksInList('&verifiedOnly=1');
    for (const id of Object.values(offers)) expect(verified.has(id)).toBe(false);
  });

  it('leave the pages that show them when a vehicle is deleted or the identity is sent again', async () => {
    const vehicle = truckVehicle(30);
    const vehicles = async () =>
      (await server.api<Vehicle[]>('GET', '/user/vehicles', { token: carrier })).body.data;
    for (const old of await vehicles())
      await server.api('DELETE', `/user/vehicles/${old.id}`, { token: carrier });
    await server.api('POST', '/user/vehicles', { token: carrier, body: vehicle });
    // Deleting one still in review takes no mark away: no page is rendered for it.
    let before = (await offerChanges()).length;
    await server.api('DELETE', `/user/vehicles/${(await vehicles())[0]!.id}`, { token: carrier });
    expect((await offerChanges()).length).toBe(before);

    await server.api('POST', '/user/vehicles', { token: carrier, body: vehicle });
    await approveNewest();
    expect(await marksOnPage(offers.truck)).toEqual(['vehicle']);
    before = (await offerChanges()).length;
    await server.api('DELETE', `/user/vehicles/${(await vehicles())[0]!.id}`, { token: carrier });
    expect(new Set((await offerChanges()).slice(before))).toEqual(new Set(Object.values(offers)));
    expect(await marksOnPage(offers.truck)).toEqual([]);

    const identity = {
      realName: '王五',
      idNumber: '11010519491231002X',
      expiresAt: addDays(chinaDay(now), 30),
    };
    await server.api('POST', '/user/identity', { token: carrier, body: identity });
    await approveNewest();
    expect(await marksOnPage(offers.cargo)).toEqual(['identity']);
    before = (await offerChanges()).length;
    const userChanges = async () =>
      server.store.column<number>("SELECT item_id FROM site_changes WHERE kind = 'user' ORDER BY id");
    const usersBefore = (await userChanges()).length;
    await server.api('POST', '/user/identity', { token: carrier, body: identity });
    expect(new Set((await offerChanges()).slice(before))).toEqual(new Set(Object.values(offers)));
    expect((await userChanges()).slice(usersBefore)).toHaveLength(1);
    expect(await marksOnPage(offers.cargo)).toEqual([]);
  });
});
