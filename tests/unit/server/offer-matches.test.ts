import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  Paged,
} from '../../../src/lib/shared/contract.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

/**
 * GET /logistics-info/:id/matches: the trucks that suit a cargo offer and the cargo a truck suits,
 * by the rule of src/lib/shared/matching.ts (tested table-driven there), read from the store. The clock is
 * years after the seed, so only the offers published here stand.
 */
const now = Date.parse('2031-03-02T02:00:00.000Z');
const today = chinaDay(now);
let server: TestServer;
let shipper: string;
let carrier: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  shipper = await server.login();
  await insertUser(server.store, { account: 'pipei2', password: 'Pipei123456', mobile: '13700004321' });
  carrier = await server.login('pipei2', 'Pipei123456');
});
afterAll(() => server.close());

const cargo = (overrides: Record<string, unknown> = {}) => cargoOfferInput(today, overrides);

const truck = (overrides: Record<string, unknown> = {}) =>
  truckOfferInput(today, { originCode: '310115', ...overrides });

async function publish(body: unknown, token: string): Promise<number> {
  const answer = await server.api<OfferCreated>('POST', '/logistics-info', {
    body,
    token,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.body.errorCode, answer.body.errorMsg).toBe(0);
  return answer.body.data.id;
}

async function matches(id: number, token?: string): Promise<number[]> {
  const { status, body } = await server.api<Paged<LogisticsInfoItem>>(
    'GET',
    `/logistics-info/${id}/matches?pageSize=50`,
    token ? { token } : {},
  );
  expect(status).toBe(200);
  expect(body.data.total).toBe(body.data.list.length);
  return body.data.list.map((item) => item.id);
}

describe('matches', () => {
  let cargoId: number;
  const trucks: Record<string, number> = {};

  beforeAll(async () => {
    cargoId = await publish(cargo(), shipper);
    trucks.sameDistrictByCity = await publish(truck(), carrier);
    trucks.sameCityByProvince = await publish(
      truck({ originCode: '310101', destinationCodes: ['510000'] }),
      carrier,
    );
    trucks.otherCity = await publish(truck({ originCode: '320508' }), carrier);
    trucks.otherDestination = await publish(truck({ destinationCodes: ['440000'] }), carrier);
    trucks.tooLight = await publish(truck({ capacityTons: 10 }), carrier);
    trucks.busyThatDay = await publish(
      truck({ availableFrom: addDays(today, 3), availableTo: addDays(today, 5) }),
      carrier,
    );
    trucks.shippersOwn = await publish(truck(), shipper);
    trucks.withdrawn = await publish(truck(), carrier);
    const withdrawn = await server.api('POST', `/logistics-info/${trucks.withdrawn}/withdraw`, {
      token: carrier,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(withdrawn.body.errorCode).toBe(0);
  });

  it('lists the trucks that suit a cargo offer, best first, to anyone, never the publisher’s own', async () => {
    const expected = [trucks.sameDistrictByCity, trucks.sameCityByProvince];
    expect(await matches(cargoId)).toEqual(expected);
    expect(await matches(cargoId, carrier)).toEqual(expected);
  });

  it('lists the cargo a truck suits, by the same rule', async () => {
    const fromSuzhou = await publish(cargo({ originCode: '320508' }), shipper);
    expect(await matches(trucks.sameDistrictByCity!)).toEqual([cargoId]);
    expect(await matches(trucks.otherCity!)).toEqual([fromSuzhou]);
    expect(await matches(trucks.tooLight!)).toEqual([]);
    expect(await matches(trucks.shippersOwn!)).toEqual([]);
  });

  it('answers nothing for an offer that no longer stands, and 10404 for an unknown id', async () => {
    expect(await matches(trucks.withdrawn!)).toEqual([]);
    const unknown = await server.api('GET', '/logistics-info/999999/matches');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe(10404);
  });

  it('leaves out an offer once it is done', async () => {
    const done = await server.api('POST', `/logistics-info/${cargoId}/done`, {
      token: shipper,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(done.body.errorCode).toBe(0);
    expect(await matches(trucks.sameDistrictByCity!)).toEqual([]);
    expect(await matches(cargoId)).toEqual([]);
  });
});

describe('已认证 on an offer', () => {
  it('names the publisher’s verified enterprise on the offer’s page, and nobody’s before approval', async () => {
    const editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
    const enterprise = (await server.store.get(
      'SELECT id, name, credit_code AS "creditCode" FROM enterprises ORDER BY id LIMIT 1',
    )) as { id: number; name: string; creditCode: string };
    const read = async (id: number) =>
      (await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${id}`)).body.data;

    const before = await publish(truck({ plate: '沪B54321' }), carrier);
    expect(await read(before)).toMatchObject({ authorEnterpriseId: null, authorEnterpriseName: null });

    const applied = await server.api<{ id: number }>('POST', '/user/verification', {
      token: carrier,
      body: {
        companyName: enterprise.name,
        creditCode: enterprise.creditCode,
        contact: '13700004321',
        note: '',
        licenceFileId: await uploadLicencePhoto(server.url, carrier),
      },
    });
    expect(applied.body.errorCode, applied.body.errorMsg).toBe(0);
    const approved = await server.api('POST', `/desk/verifications/${applied.body.data.id}/approve`, {
      token: editor,
      body: {},
    });
    expect(approved.body.errorCode, approved.body.errorMsg).toBe(0);

    expect(await read(before)).toMatchObject({
      authorEnterpriseId: enterprise.id,
      authorEnterpriseName: enterprise.name,
    });
  });
});
