/**
 * The enumerations a form offers, checked by the server (on both stores): a value outside its list
 * is refused with 10001 and a Chinese message naming the field, wherever it comes in — a shipment,
 * a cargo offer, a truck, a route on the desk, a policy, a list filter; 不限 is a wish only the cargo
 * side may make. And a shipment says truthfully whether it stands as a cargo offer (`offerId`), to
 * its owner only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Delivery,
  DeliveryCreated,
  DeliverySummary,
  LogisticsInfoItem,
  OfferCreated,
  Paged,
} from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';

const OUTSIDE = '不在可选范围内，请从列表中选择';
let server: TestServer;
let token: string;
let otherToken: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, { account: 'huozhu3', password: 'Huozhu123456', mobile: '13700004321' });
  otherToken = await server.login('huozhu3', 'Huozhu123456');
});
afterAll(() => server.close());

const today = chinaDay();
const json = (as: string | null, extra: Record<string, string> = {}) => ({
  ...(as === null ? {} : { token: as }),
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), ...extra },
});
const send = <T = unknown>(method: string, path: string, body: unknown, as: string | null = token) =>
  server.api<T>(method, path, { body, ...json(as) });

const shipment = (overrides: Record<string, unknown> = {}) =>
  deliveryInput({ loadingDate: addDays(today, 2), expectedArrivalDate: addDays(today, 3) }, overrides);
const cargo = (overrides: Record<string, unknown> = {}) => cargoOfferInput(today, overrides);
const truck = (overrides: Record<string, unknown> = {}) => truckOfferInput(today, overrides);

describe('a value outside its list is refused, naming the field', () => {
  it.each([
    ['a shipment', '/deliveries', shipment({ vehicleType: '大货车' }), '车型（vehicleType）'],
    ['a shipment', '/deliveries', shipment({ cargoType: '钢材' }), '货物类型（cargoType）'],
    ['a shipment', '/deliveries', shipment({ vehicleLengthMeters: 8 }), '车长（米）（vehicleLengthMeters）'],
    ['a shipment', '/deliveries', shipment({ paymentMethod: 'cash' }), '付款方式（paymentMethod）'],
    ['a cargo offer', '/logistics-info', cargo({ vehicleType: '大货车' }), '车型（vehicleType）'],
    [
      'a cargo offer',
      '/logistics-info',
      cargo({ vehicleLengthMeters: 10 }),
      '车长（米）（vehicleLengthMeters）',
    ],
    ['a truck', '/logistics-info', truck({ vehicleType: '不限' }), '车型（vehicleType）'],
    ['a truck', '/logistics-info', truck({ vehicleType: '4.2米厢式货车' }), '车型（vehicleType）'],
    ['a truck', '/logistics-info', truck({ vehicleLengthMeters: 12 }), '车长（米）（vehicleLengthMeters）'],
  ])('%s: %s', async (_what, path, body, field) => {
    const { status, body: answer } = await send('POST', path, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, errorCode: 10001, errorMsg: `${field}${OUTSIDE}` });
  });

  it('a route on the desk and a policy level', async () => {
    const enterprises = await server.api<Paged<{ id: number }>>('GET', '/enterprises?pageSize=1');
    const enterpriseId = enterprises.body.data.list[0]!.id;
    const route = {
      enterpriseId,
      origin: '苏州市',
      destination: '成都市',
      heavyPrice: 1.2,
      lightPrice: 260,
      minimumCharge: 80,
      transitHours: 60,
      departures: '每日 1 班',
      vehicleType: '大卡车',
      contactName: '陈经理',
      contactPhone: '13912340000',
      address: '苏州市工业园区星湖街 100 号',
      remarks: '',
    };
    const refused = await send('POST', '/desk/routes', route, editor);
    expect(refused.body).toMatchObject({ errorCode: 10001, errorMsg: `车型（vehicleType）${OUTSIDE}` });
    const taken = await send('POST', '/desk/routes', { ...route, vehicleType: '飞翼车' }, editor);
    expect(taken.body.errorMsg).toBe('');
    // A user is no editor, whatever the value.
    expect((await send('POST', '/desk/routes', route, token)).status).toBe(403);
  });

  it.each([
    ['/logistics-info?vehicleType=大货车', '车型（vehicleType）'],
    ['/policies?level=county', '政策级别（level）'],
  ])('the list filter %s', async (path, field) => {
    const { body } = await server.api('GET', encodeURI(path));
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: `${field}${OUTSIDE}` });
  });
});

describe('不限 is the cargo side’s wish', () => {
  it('is taken from a shipment and a cargo offer, with no length', async () => {
    const created = await send<DeliveryCreated>(
      'POST',
      '/deliveries',
      shipment({ vehicleType: '不限', vehicleLengthMeters: null }),
    );
    expect(created.body.errorMsg).toBe('');
    const read = await server.api<Delivery>('GET', `/deliveries/${created.body.data.id}`, { token });
    expect(read.body.data).toMatchObject({ vehicleType: '不限', vehicleLengthMeters: null });

    const offer = await send<OfferCreated>(
      'POST',
      '/logistics-info',
      cargo({ vehicleType: '不限', vehicleLengthMeters: null, cargoName: '不限车型测试货' }),
    );
    expect(offer.body.errorMsg).toBe('');
    // A carrier filtering by their own type finds cargo that takes any vehicle.
    const found = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      encodeURI('/logistics-info?kind=cargo&vehicleType=冷藏车&keyword=不限车型测试货'),
    );
    expect(found.body.data.list.map((item) => item.id)).toEqual([offer.body.data.id]);
    expect(found.body.data.list[0]!.title).toContain('求车');
  });
});

describe('a shipment says whether it is public (offerId), to its owner only', () => {
  it('null until published as a cargo offer, then that offer, on the shipment and in the list', async () => {
    const created = await send<DeliveryCreated>('POST', '/deliveries', shipment());
    const id = created.body.data.id;
    const read = () => server.api<Delivery>('GET', `/deliveries/${id}`, { token });
    expect((await read()).body.data.offerId).toBeNull();
    await send('POST', `/deliveries/${id}/confirm`, undefined);
    expect((await read()).body.data.offerId).toBeNull();
    const published = await send<OfferCreated>('POST', `/deliveries/${id}/publish`, undefined);
    const offerId = published.body.data.id;
    expect((await read()).body.data.offerId).toBe(offerId);
    const list = await server.api<Paged<DeliverySummary>>('GET', '/deliveries?pageSize=100', { token });
    expect(list.body.data.list.find((row) => row.id === id)?.offerId).toBe(offerId);

    // Withdrawn, it is no longer public.
    await send('POST', `/logistics-info/${offerId}/withdraw`, undefined);
    expect((await read()).body.data.offerId).toBeNull();

    expect((await server.api('GET', `/deliveries/${id}`, { token: otherToken })).body.errorCode).toBe(10404);
    expect((await server.api('GET', `/deliveries/${id}`)).body.errorCode).toBe(10002);
  });
});
