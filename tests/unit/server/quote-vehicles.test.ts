/**
 * The vehicle a quote names, over real HTTP on either store (docs/api.md, Quotes and waybills): the
 * carrier's own vehicle only (another's, a deleted one or an unknown id is 10788), shown to the
 * shipper with its plate masked and 车辆已认证 once approved; the waybill keeps the agreed vehicle
 * with its full plate, also after the vehicle is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, QuoteList, WaybillDetail } from '../../../src/lib/shared/contract.ts';
import type { DeskDocument, Vehicle } from '../../../src/lib/shared/contract/documents.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { waybillJourney } from './waybill-fixture.ts';
import { insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const now = Date.parse('2026-12-01T02:00:00.000Z');
let server: TestServer;
let shipper: string;
let carrier: string;
let rival: string;
let editor: string;
let journey: ReturnType<typeof waybillJourney>;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  const users = [
    ['qv-shipper', '13700006001'],
    ['qv-carrier', '13700006002'],
    ['qv-rival', '13700006003'],
  ] as const;
  for (const [account, mobile] of users)
    await insertUser(server.store, { account, password: 'Vehicle12345', mobile, nickname: `${account}昵称` });
  [shipper, carrier, rival] = (await Promise.all(
    users.map(([account]) => server.login(account, 'Vehicle12345')),
  )) as [string, string, string];
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  journey = waybillJourney(server, () => chinaDay(now));
});
afterAll(() => server.close());

const addVehicle = async (token: string, plate: string) => {
  const photo = await uploadLicencePhoto(server.url, token);
  const answer = await server.api<Vehicle>('POST', '/user/vehicles', {
    token,
    body: {
      plate,
      plateColor: 'yellow',
      vehicleType: '厢式货车',
      lengthMeters: 9.6,
      loadTons: 18,
      transportPermitNo: '310115001234',
      licenseFileId: photo,
      permitFileId: photo,
      expiresAt: '2027-06-30',
    },
  });
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data.id;
};

const quotesOf = async (offerId: number, token = shipper) =>
  (await server.api<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, { token })).body.data.list;

describe('a quote’s vehicle', () => {
  it.each([
    ['another carrier’s vehicle', async () => addVehicle(rival, '苏E66666')],
    ['an id no vehicle has', () => Promise.resolve(987_654)],
    [
      'a vehicle the carrier deleted',
      async () => {
        const id = await addVehicle(carrier, '浙B77777');
        await server.api('DELETE', `/user/vehicles/${id}`, { token: carrier });
        return id;
      },
    ],
  ])('refuses %s with 10788, storing no quote', async (_case, vehicleOf) => {
    const offerId = await journey.publishCargo(shipper);
    const vehicleId = await vehicleOf();
    const answer = await journey.send('POST', `/logistics-info/${offerId}/quotes`, carrier, {
      ...journey.quoteBody(),
      vehicleId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(ErrorCodes.quoteVehicleRefused);
    expect(await quotesOf(offerId)).toEqual([]);
  });

  it('names the carrier’s own vehicle, masked to the shipper, 车辆已认证 once an editor approved it', async () => {
    const vehicleId = await addVehicle(carrier, '沪A12345');
    const offerId = await journey.publishCargo(shipper);
    const quoted = await journey.quote(offerId, carrier, journey.quoteBody({ vehicleId }));
    const named = { id: vehicleId, plate: '沪A·***45', vehicleType: '厢式货车', lengthMeters: 9.6 };
    expect(quoted.vehicle).toEqual({ ...named, verified: false });
    expect((await quotesOf(offerId))[0]!.vehicle).toEqual({ ...named, verified: false });

    const queue = await server.api<Paged<DeskDocument>>('GET', '/desk/documents?state=pending', {
      token: editor,
    });
    const document = queue.body.data.list.find((entry) => entry.id === `vehicle-${vehicleId}`)!;
    await server.api('POST', `/desk/documents/${document.id}/approve`, { token: editor });
    expect((await quotesOf(offerId))[0]!.vehicle).toEqual({ ...named, verified: true });
  });

  it('the waybill keeps the agreed vehicle, its plate in full, after the vehicle is deleted', async () => {
    const vehicleId = await addVehicle(carrier, '沪C88888');
    const offerId = await journey.publishCargo(shipper);
    const { id } = await journey.quote(offerId, carrier, journey.quoteBody({ vehicleId }));
    const accepted = await journey.send<{ waybillId: number }>('POST', `/quotes/${id}/accept`, shipper);
    const waybillId = accepted.body.data.waybillId;
    const agreed = { plate: '沪C88888', vehicleType: '厢式货车', lengthMeters: 9.6 };
    const read = async (token: string) =>
      (await server.api<WaybillDetail>('GET', `/waybills/${waybillId}`, { token })).body.data.agreedVehicle;
    expect(await read(shipper)).toEqual(agreed);

    const deleted = await server.api('DELETE', `/user/vehicles/${vehicleId}`, { token: carrier });
    expect(deleted.body.errorCode).toBe(0);
    expect(await read(carrier)).toEqual(agreed);
    expect(await read(shipper)).toEqual(agreed);
    expect((await quotesOf(offerId))[0]!.vehicle).toBeNull();
  });

  it('a quote naming no vehicle makes a waybill without one', async () => {
    const waybillId = await journey.newWaybill(shipper, carrier);
    const waybill = await server.api<WaybillDetail>('GET', `/waybills/${waybillId}`, { token: shipper });
    expect(waybill.body.data.agreedVehicle).toBeNull();
  });
});
