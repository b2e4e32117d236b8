/**
 * The bounds of what an offer or a shipment takes (docs/api.md, Limits): loading days within the
 * horizon (PORTAL_LOADING_HORIZON), money to the fen above its floor, loads and trucks of real sizes,
 * each refused with 10001 and a message naming the field; and an offer that is over (已撤回, 已成交,
 * 已过期) gives its phone to nobody but its publisher.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeliveryCreated,
  LogisticsInfoDetail,
  OfferCreated,
  RevealedContact,
} from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';

let now = Date.parse('2026-12-01T02:00:00.000Z');
const today = () => chinaDay(now);
let server: TestServer;
let token: string;
let reader: string;
beforeAll(async () => {
  // The clock moves days ahead and the tokens are read on it too: they last the whole test.
  server = await startTestServer({ now: () => now, loadingHorizonDays: 30, tokenTtlSeconds: 30 * 86_400 });
  token = await server.login();
  await insertUser(server.store, { account: 'bianjie1', password: 'Bianjie123456', mobile: '13700007788' });
  reader = await server.login('bianjie1', 'Bianjie123456');
});
afterAll(() => server.close());

const cargo = (overrides: Record<string, unknown> = {}) => cargoOfferInput(today(), overrides);

const truck = (overrides: Record<string, unknown> = {}) =>
  truckOfferInput(today(), {
    vehicleLengthMeters: 13.75,
    price: 4500.5,
    priceNegotiable: false,
    ...overrides,
  });

const post = <T = OfferCreated>(path: string, body: unknown, as: string | null = token) =>
  server.api<T>('POST', path, {
    body,
    ...(as === null ? {} : { token: as }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
  });

describe('an offer is refused, naming the field, when', () => {
  it.each([
    [
      'its loading day is past the horizon',
      cargo({ loadingDate: '9999-12-31' }),
      '装货日期（loadingDate）须在今天起30天以内',
    ],
    [
      'its loading day is one day past the horizon',
      cargo({ loadingDate: addDays(today(), 31) }),
      '装货日期（loadingDate）须在今天起30天以内',
    ],
    [
      'a truck is first available past the horizon',
      truck({ availableFrom: addDays(today(), 31), availableTo: addDays(today(), 32) }),
      '可装车日期（availableFrom）须在今天起30天以内',
    ],
    ['its price is below the floor', cargo({ price: 0.000000001 }), '运价（元）（price）最小值为10'],
    ['its price has more than two decimals', cargo({ price: 6800.123 }), '运价（元）（price）最多2位小数'],
    ['its price is beyond reason', cargo({ price: 1e12 }), '运价（元）（price）最大值为1000000'],
    [
      'its weight has more than three decimals',
      cargo({ weightTons: 1.0001 }),
      '重量（吨）（weightTons）最多3位小数',
    ],
    ['its weight is beyond any load', cargo({ weightTons: 100_000 }), '重量（吨）（weightTons）最大值为1000'],
    ['its volume is not positive', cargo({ volumeCubic: 0 }), '体积（方）（volumeCubic）最小值为0.01'],
    [
      'a truck carries more than a truck can',
      truck({ capacityTons: 500 }),
      '载重（吨）（capacityTons）最大值为100',
    ],
    [
      'a truck is longer than any of the market’s lengths',
      truck({ vehicleLengthMeters: 99 }),
      '车长（米）（vehicleLengthMeters）不在可选范围内，请从列表中选择',
    ],
  ])('%s', async (_case, body, message) => {
    const answer = await post('/logistics-info', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 10001, errorMsg: message });
  });

  it('takes the last day of the horizon, a price to the fen and a weight to the kilogram', async () => {
    const answer = await post(
      '/logistics-info',
      cargo({ loadingDate: addDays(today(), 30), price: 10, weightTons: 0.001 }),
    );
    expect(answer.body.errorCode).toBe(0);
    const details = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${answer.body.data.id}`);
    expect(details.body.data).toMatchObject({
      price: 10,
      weightTons: 0.001,
      loadingDate: addDays(today(), 30),
    });
    expect((await post('/logistics-info', truck())).body.errorCode).toBe(0);
  });
});

describe('a shipment is refused, naming the field, when', () => {
  // Shipments read the real clock, and this server's horizon is 30 days.
  const day = chinaDay();
  it.each([
    [
      'its loading day is past the horizon',
      { loadingDate: '9999-12-31', expectedArrivalDate: '9999-12-31' },
      '装货日期（loadingDate）须在今天起30天以内',
    ],
    [
      'it arrives more than 30 days after loading',
      { loadingDate: addDays(day, 1), expectedArrivalDate: addDays(day, 40) },
      '预计到达日期（expectedArrivalDate）距装货日期不能超过30天',
    ],
    [
      'its freight is below the floor',
      { freight: 0.000000001, freightNegotiable: false },
      '运费（元）（freight）最小值为10',
    ],
    [
      'its freight has more than two decimals',
      { freight: 99.999, freightNegotiable: false },
      '运费（元）（freight）最多2位小数',
    ],
    ['its pieces are beyond reason', { pieces: 5_000_000 }, '件数（pieces）须在1-100000之间'],
    [
      'its volume has more than two decimals',
      { volumeCubic: 3.14159 },
      '体积（方）（volumeCubic）最多2位小数',
    ],
  ])('%s', async (_case, overrides, message) => {
    const body = deliveryInput(
      { loadingDate: addDays(day, 2), expectedArrivalDate: addDays(day, 3) },
      overrides,
    );
    const answer = await post<DeliveryCreated>('/deliveries', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 10001, errorMsg: message });
  });
});

describe('the phone of an offer that is over', () => {
  const reveal = (id: number, as: string | null) =>
    post<RevealedContact>(`/logistics-info/${id}/contact`, {}, as);
  const details = (id: number, as: string | null) =>
    server.api<LogisticsInfoDetail>('GET', `/logistics-info/${id}`, as === null ? {} : { token: as });

  it.each([
    ['withdrawn', 'withdraw', '该信息已撤回，不再提供联系方式'],
    ['done', 'done', '该信息已成交，不再提供联系方式'],
  ])(
    'is given to nobody once %s, not even to one shown it before; its publisher still has it',
    async (_state, action, message) => {
      const id = (await post('/logistics-info', cargo())).body.data.id;
      expect((await reveal(id, reader)).body.data.contactPhone).toBe('13912345678');
      expect((await post(`/logistics-info/${id}/${action}`, {})).body.errorCode).toBe(0);

      const refused = await reveal(id, reader);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, errorCode: 10710, errorMsg: message });
      expect((await reveal(id, null)).body.errorCode).toBe(10002);
      for (const as of [reader, null]) {
        const { body } = await details(id, as);
        expect(body.data).toMatchObject({ contactPhone: '', contactName: '', contactMasked: true });
        expect(JSON.stringify(body.data)).not.toContain('5678');
      }
      expect((await reveal(id, token)).body.data.contactPhone).toBe('13912345678');
      expect((await details(id, token)).body.data).toMatchObject({ contactPhone: '13912345678', mine: true });
    },
  );

  it('is given to nobody once expired (its loading day passed)', async () => {
    const id = (await post('/logistics-info', cargo({ loadingDate: addDays(today(), 1) }))).body.data.id;
    expect((await reveal(id, reader)).body.errorCode).toBe(0);
    const before = now;
    now += 3 * 86_400_000;
    try {
      const refused = await reveal(id, reader);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorCode: 10710, errorMsg: '该信息已过期，不再提供联系方式' });
      expect((await details(id, reader)).body.data).toMatchObject({ state: 'expired', contactPhone: '' });
    } finally {
      now = before;
    }
  });

  it('a truck still available is not shown as expired after its first day', async () => {
    const id = (
      await post('/logistics-info', truck({ availableFrom: today(), availableTo: addDays(today(), 5) }))
    ).body.data.id;
    const before = now;
    now += 2 * 86_400_000;
    try {
      const { body } = await details(id, reader);
      expect(body.data).toMatchObject({ state: 'published', expired: false, contactPhone: '136****5432' });
      expect((await reveal(id, reader)).body.data.contactPhone).toBe('13698765432');
    } finally {
      now = before;
    }
  });
});
