import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryCreated, DeliverySummary, Paged } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';

let server: TestServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await insertUser(server.store, { account: 'huozhu2', password: 'Huozhu123456', mobile: '13700005678' });
  otherToken = await server.login('huozhu2', 'Huozhu123456');
});
afterAll(() => server.close());

const today = chinaDay();
const valid = deliveryInput({ loadingDate: addDays(today, 3), expectedArrivalDate: addDays(today, 4) });

const create = (input: unknown = valid, as = token, key = randomUUID()) =>
  server.api<DeliveryCreated>('POST', '/deliveries', {
    body: input,
    token: as,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  });

const count = async (as = token) =>
  (await server.api<Paged<DeliverySummary>>('GET', '/deliveries', { token: as })).body.data.total;

describe('without a token', () => {
  it.each([
    ['GET', '/deliveries'],
    ['POST', '/deliveries'],
    ['GET', '/deliveries/1'],
    ['PUT', '/deliveries/1'],
    ['POST', '/deliveries/1/confirm'],
    ['POST', '/deliveries/1/cancel'],
  ])('%s %s answers 10002', async (method, path) => {
    const { body } = await server.api(method, path, method === 'GET' ? {} : { body: valid });
    expect(body.errorCode).toBe(10002);
  });
});

describe('the delivery lifecycle', () => {
  it('creates a draft with an order number of the day, then edits, confirms and cancels it', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('draft');
    expect(created.body.data.orderNo).toMatch(new RegExp(`^FH${today.replaceAll('-', '')}\\d{6}$`));
    const id = created.body.data.id;

    const read = await server.api<Delivery>('GET', `/deliveries/${id}`, { token });
    expect(read.body.data).toMatchObject({
      ...valid,
      id,
      orderNo: created.body.data.orderNo,
      status: 'draft',
      origin: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
      destination: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
    });

    const edited = await server.api<Delivery>('PUT', `/deliveries/${id}`, {
      token,
      body: {
        ...valid,
        freight: null,
        freightNegotiable: true,
        paymentMethod: 'collect',
        originCode: '110105',
      },
    });
    expect(edited.body.data).toMatchObject({
      freight: null,
      freightNegotiable: true,
      paymentMethod: 'collect',
      status: 'draft',
      origin: { code: '110105', province: '北京市', city: '北京市', district: '朝阳区' },
    });

    const confirmed = await server.api<Delivery>('POST', `/deliveries/${id}/confirm`, { token });
    expect(confirmed.body.data.status).toBe('confirmed');
    const lateEdit = await server.api('PUT', `/deliveries/${id}`, { token, body: valid });
    expect(lateEdit.body).toMatchObject({ errorCode: 10001, errorMsg: '只有草稿状态的发货单可以修改' });
    expect((await server.api('POST', `/deliveries/${id}/confirm`, { token })).body.errorMsg).toBe(
      '发货单已确认，无需重复确认',
    );

    const cancelled = await server.api<Delivery>('POST', `/deliveries/${id}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await server.api('POST', `/deliveries/${id}/cancel`, { token });
    expect(again.body).toMatchObject({ errorCode: 10001, errorMsg: '发货单已取消，无需重复取消' });
    expect((await server.api('POST', `/deliveries/${id}/confirm`, { token })).body.errorMsg).toBe(
      '已取消的发货单不能确认',
    );
    expect((await server.api('PUT', `/deliveries/${id}`, { token, body: valid })).body.errorCode).toBe(10001);
  });

  it('cancels a draft straight away', async () => {
    const { body } = await create();
    const cancelled = await server.api<Delivery>('POST', `/deliveries/${body.data.id}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
  });

  it('numbers the orders of a day in sequence', async () => {
    const first = await create();
    const second = await create();
    expect(second.body.data.orderNo.slice(0, 10)).toBe(first.body.data.orderNo.slice(0, 10));
    expect(Number(second.body.data.orderNo.slice(10))).toBe(Number(first.body.data.orderNo.slice(10)) + 1);
  });

  it("treats another user's delivery as unknown", async () => {
    const { body } = await create();
    const id = body.data.id;
    for (const [method, path] of [
      ['GET', `/deliveries/${id}`],
      ['PUT', `/deliveries/${id}`],
      ['POST', `/deliveries/${id}/confirm`],
      ['POST', `/deliveries/${id}/cancel`],
    ] as const) {
      const answer = await server.api(
        method,
        path,
        method === 'GET' ? { token: otherToken } : { token: otherToken, body: valid },
      );
      expect(answer).toMatchObject({
        status: 404,
        body: { errorCode: 10404, errorMsg: '发货单不存在', data: null },
      });
    }
    const mine = await server.api<Delivery>('GET', `/deliveries/${id}`, { token });
    expect(mine.body.data).toMatchObject({ status: 'draft', shipperName: valid.shipperName });
  });

  it('answers 10404 for an unknown delivery and 10001 for a malformed id', async () => {
    expect((await server.api('GET', '/deliveries/999999', { token })).status).toBe(404);
    expect((await server.api('GET', '/deliveries/abc', { token })).body.errorMsg).toBe(
      '编号（id）必须是正整数',
    );
  });
});

describe('the list of my deliveries', () => {
  it("pages the user's own deliveries, newest first, and nobody else's", async () => {
    const fresh = 'lister';
    await insertUser(server.store, { account: fresh, password: 'Lister123456', mobile: '13700001111' });
    const mine = await server.login(fresh, 'Lister123456');
    expect(await count(mine)).toBe(0);
    const ids: number[] = [];
    for (const cargoName of ['钢材', '水果', '家电']) {
      ids.push((await create({ ...valid, cargoName }, mine)).body.data.id);
    }
    const first = await server.api<Paged<DeliverySummary>>('GET', '/deliveries?page=1&pageSize=2', {
      token: mine,
    });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.list.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const { orderNo, createdAt, ...newest } = first.body.data.list[0]!;
    expect(orderNo).toMatch(/^FH\d{14}$/);
    expect(typeof createdAt).toBe('string');
    expect(newest).toEqual({
      id: ids[2],
      status: 'draft',
      offerId: null,
      cargoName: '家电',
      loadingDate: valid.loadingDate,
      origin: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
      destination: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
    });
    const second = await server.api<Paged<DeliverySummary>>('GET', '/deliveries?page=2&pageSize=2', {
      token: mine,
    });
    expect(second.body.data.list.map((d) => d.id)).toEqual([ids[0]]);
    const others = await server.api<Paged<DeliverySummary>>('GET', '/deliveries?pageSize=100', {
      token: otherToken,
    });
    expect(others.body.data.list.some((d) => ids.includes(d.id))).toBe(false);
  });

  it('refuses bad paging', async () => {
    const { body } = await server.api('GET', '/deliveries?pageSize=500', { token });
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: '每页条数（pageSize）须在1-100之间' });
  });
});

describe('exactly once', () => {
  it('needs an Idempotency-Key', async () => {
    const { body } = await server.api('POST', '/deliveries', { token, body: valid });
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: '缺少 Idempotency-Key 请求头' });
  });

  it('answers a replay with the original draft and makes no second one', async () => {
    const before = await count();
    const key = randomUUID();
    const first = await create(valid, token, key);
    const replay = await create(valid, token, key);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same key with another body (10409) and keeps keys per user', async () => {
    const key = randomUUID();
    const first = await create(valid, token, key);
    const changed = await create({ ...valid, pieces: 401 }, token, key);
    expect(changed).toMatchObject({ status: 409, body: { errorCode: 10409 } });
    const other = await create(valid, otherToken, key);
    expect(other.body.success).toBe(true);
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('records nothing for a refused body, so the key can be used once it is corrected', async () => {
    const key = randomUUID();
    expect((await create({ ...valid, pieces: 0 }, token, key)).body.errorCode).toBe(10001);
    expect((await create(valid, token, key)).body.success).toBe(true);
  });
});

describe('validation, field by field', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ shipperName: '' }, '请输入发货人（shipperName）'],
    [{ shipperName: '   ' }, '请输入发货人（shipperName）'],
    [{ shipperName: '名'.repeat(51) }, '发货人（shipperName）最多50个字符'],
    [{ shipperPhone: '12345' }, '请输入正确的发货人电话（shipperPhone）'],
    [{ consigneePhone: "13800138000' OR 1=1" }, '请输入正确的收货人电话（consigneePhone）'],
    [{ consigneePhone: '1'.repeat(5000) }, '收货人电话（consigneePhone）最多20个字符'],
    [{ consigneeAddress: '址'.repeat(201) }, '收货地址（consigneeAddress）最多200个字符'],
    [{ originCode: '320599' }, '请选择有效的出发地（originCode）'],
    [{ originCode: '320500' }, '请选择有效的出发地（originCode）'],
    [{ originCode: '' }, '请选择出发地（originCode）'],
    [{ destinationCode: '苏州' }, '请选择有效的目的地（destinationCode）'],
    [{ destinationCode: 310115 }, '目的地（destinationCode）不是一个有效的文本'],
    [{ cargoType: '' }, '请选择货物类型（cargoType）'],
    [{ cargoType: '钢材' }, '货物类型（cargoType）不在可选范围内，请从列表中选择'],
    [{ weightTons: 0 }, '重量（吨）（weightTons）最小值为0.001'],
    [{ weightTons: 1001 }, '重量（吨）（weightTons）最大值为1000'],
    [{ volumeCubic: -3 }, '体积（方）（volumeCubic）最小值为0.01'],
    [{ pieces: 0 }, '件数（pieces）须在1-100000之间'],
    [{ pieces: 2.5 }, '件数（pieces）不是一个有效的整数'],
    [{ pieces: '10' }, '件数（pieces）不是一个有效的数字'],
    [{ vehicleType: '' }, '请选择车型（vehicleType）'],
    [{ vehicleType: '大货车' }, '车型（vehicleType）不在可选范围内，请从列表中选择'],
    [{ vehicleLengthMeters: 50 }, '车长（米）（vehicleLengthMeters）不在可选范围内，请从列表中选择'],
    [{ vehicleLengthMeters: 8.5 }, '车长（米）（vehicleLengthMeters）不在可选范围内，请从列表中选择'],
    [{ loadingDate: '2026-13-01' }, '装货日期（loadingDate）不是一个有效的日期'],
    [{ loadingDate: addDays(today, -1) }, '装货日期（loadingDate）不能早于今天'],
    [{ expectedArrivalDate: addDays(today, 2) }, '预计到达日期（expectedArrivalDate）不能早于装货日期'],
    [{ freight: null }, '请输入运费（元）（freight）'],
    [{ freightNegotiable: true }, '运费面议时运费（元）（freight）应为空'],
    [{ freight: 0 }, '运费（元）（freight）最小值为10'],
    [{ freightNegotiable: 'yes' }, '运费面议（freightNegotiable）不是一个有效的选项'],
    [{ paymentMethod: 'cash' }, '付款方式（paymentMethod）不在可选范围内，请从列表中选择'],
    [{ paymentMethod: '' }, '请选择付款方式（paymentMethod）'],
    [{ remarks: '备'.repeat(501) }, '备注（remarks）最多500个字符'],
  ];
  it.each(cases.map(([change, message]) => ({ change, message })))(
    'refuses: $message',
    async ({ change, message }) => {
      const { status, body } = await create({ ...valid, ...change });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
    },
  );

  it('refuses a missing field, malformed JSON and the same mistakes on edit', async () => {
    const { cargoName: _omitted, ...withoutCargo } = valid;
    expect((await create(withoutCargo)).body.errorMsg).toBe('请输入货物名称（cargoName）');
    const malformed = await server.api('POST', '/deliveries', {
      token,
      rawBody: '{"shipperName":',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    });
    expect(malformed.body.errorMsg).toBe('请求内容不是有效的 JSON');
    const { body } = await create();
    const edit = await server.api('PUT', `/deliveries/${body.data.id}`, {
      token,
      body: { ...valid, pieces: 0 },
    });
    expect(edit.body.errorMsg).toBe('件数（pieces）须在1-100000之间');
    const past = await server.api('PUT', `/deliveries/${body.data.id}`, {
      token,
      body: { ...valid, loadingDate: addDays(today, -1) },
    });
    expect(past.body.errorMsg).toBe('装货日期（loadingDate）不能早于今天');
  });

  it('accepts loading today, a fixed-line phone, a negotiable freight and missing remarks', async () => {
    const { remarks: _remarks, ...withoutRemarks } = valid;
    const { body } = await create({
      ...withoutRemarks,
      loadingDate: today,
      expectedArrivalDate: today,
      shipperPhone: '0512-87654321',
      freight: null,
      freightNegotiable: true,
    });
    expect(body.success).toBe(true);
    const read = await server.api<Delivery>('GET', `/deliveries/${body.data.id}`, { token });
    expect(read.body.data).toMatchObject({ shipperPhone: '0512-87654321', freight: null, remarks: '' });
  });

  it('stores trimmed text', async () => {
    const { body } = await create({ ...valid, cargoName: '  钢材  ' });
    const read = await server.api<Delivery>('GET', `/deliveries/${body.data.id}`, { token });
    expect(read.body.data.cargoName).toBe('钢材');
  });
});
