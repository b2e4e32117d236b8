import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeliveryCreated,
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  OwnOffer,
  Paged,
} from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

/**
 * `POST /deliveries/:id/publish`: a confirmed shipment becomes a cargo offer on its lane; nothing of
 * the addresses, the consignee or the parties' names leaves the server; once per standing offer;
 * only the shipment's owner, only a confirmed one.
 */
let now = Date.parse('2026-12-01T02:00:00.000Z');
const today = () => chinaDay(now);
let server: TestServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  // The clock moves days ahead and the tokens are read on it too: they last the whole test.
  server = await startTestServer({ now: () => now, tokenTtlSeconds: 30 * 86_400 });
  token = await server.login();
  await insertUser(server.store, { account: 'huozhu3', password: 'Huozhu123456', mobile: '13700004567' });
  otherToken = await server.login('huozhu3', 'Huozhu123456');
});
afterAll(() => server.close());

async function shipment(confirm: boolean, loadingIn = 2): Promise<number> {
  const input = deliveryInput({
    loadingDate: addDays(today(), loadingIn),
    expectedArrivalDate: addDays(today(), loadingIn + 1),
  });
  const created = await server.api<DeliveryCreated>('POST', '/deliveries', {
    token,
    body: input,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(created.body.errorCode).toBe(0);
  if (confirm) await server.api('POST', `/deliveries/${created.body.data.id}/confirm`, { token });
  return created.body.data.id;
}

const publish = (id: number, as: string | null = token) =>
  server.api<OfferCreated>('POST', `/deliveries/${id}/publish`, as === null ? {} : { token: as });

describe('POST /deliveries/:id/publish', () => {
  it('makes a cargo offer of the lane and the cargo, with no address, consignee or name', async () => {
    const id = await shipment(true);
    const { body } = await publish(id);
    expect(body.errorCode).toBe(0);
    const offerId = body.data.id;
    const lane = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      '/logistics-info?kind=cargo&originCode=3205&destinationCode=310115&pageSize=100',
    );
    expect(lane.body.data.list.map((item) => item.id)).toContain(offerId);
    const mine = await server.api<Paged<OwnOffer>>('GET', '/user/offers?state=published&pageSize=100', {
      token,
    });
    const own = mine.body.data.list.find((offer) => offer.id === offerId)!;
    expect(own).toMatchObject({
      kind: 'cargo',
      originCode: '320508',
      destinationCodes: ['310115'],
      cargoName: '冷冻水产',
      weightTons: 12.5,
      volumeCubic: 30,
      vehicleType: '冷藏车',
      vehicleLengthMeters: 9.6,
      price: 3200,
      loadingDate: addDays(today(), 2),
      contactPhone: '13812345678',
      content: '',
    });
    for (const as of [null, otherToken, token]) {
      const details = await server.api<LogisticsInfoDetail>(
        'GET',
        `/logistics-info/${offerId}`,
        as === null ? {} : { token: as },
      );
      const text = JSON.stringify(details.body.data);
      for (const secret of ['工业园区星湖街', '张江路', '张建国', '李明', '021-65432100'])
        expect(text).not.toContain(secret);
    }
  });

  it('answers the same offer while it stands', async () => {
    const id = await shipment(true);
    const first = await publish(id);
    const second = await publish(id);
    expect(second.body.data.id).toBe(first.body.data.id);
    const count = (await server.store.get(
      'SELECT count(*) AS n FROM logistics_info WHERE delivery_id = ?',
      id,
    )) as {
      n: number;
    };
    expect(count.n).toBe(1);
  });

  it('refuses a draft and a cancelled shipment with 10702', async () => {
    const draft = await shipment(false);
    const refused = await publish(draft);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(10702);
    expect(refused.body.errorMsg).toContain('请先确认发货单');
    await server.api('POST', `/deliveries/${draft}/cancel`, { token });
    expect((await publish(draft)).body.errorCode).toBe(10702);
  });

  it('refuses a shipment whose loading day has passed (10001), with a fixed clock', async () => {
    const id = await shipment(true, 1);
    const start = now;
    try {
      now += 2 * 86_400_000;
      const { body } = await publish(id);
      expect(body.errorCode).toBe(10001);
      expect(body.errorMsg).toContain('不能早于今天');
    } finally {
      now = start;
    }
  });

  it("another account's shipment is 10404; no token is 10002", async () => {
    const id = await shipment(true);
    const other = await publish(id, otherToken);
    expect(other.status).toBe(404);
    expect(other.body.errorCode).toBe(10404);
    expect((await publish(id, null)).body.errorCode).toBe(10002);
  });
});
