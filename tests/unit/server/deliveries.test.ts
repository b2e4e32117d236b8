import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryCreated, DeliveryInput } from '../../../src/lib/contract.ts';
import { addUser, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  addUser(server.db, { account: 'huozhu2', password: 'Huozhu123456', mobile: '13700005678' });
  otherToken = await server.login('huozhu2', 'Huozhu123456');
});
afterAll(() => server.close());

const valid: DeliveryInput = {
  shipperName: '张建国',
  shipperPhone: '13812345678',
  shipperAddress: '江苏省苏州市工业园区星湖街 88 号',
  consigneeName: '李明',
  consigneePhone: '021-65432100',
  consigneeAddress: '上海市浦东新区张江路 100 号',
  origin: '苏州',
  destination: '上海',
  cargoName: '冷冻水产',
  cargoType: '冷链',
  weightTons: 12.5,
  volumeCubic: 30,
  pieces: 400,
  vehicleType: '冷藏车',
  vehicleLengthMeters: 9.6,
  loadingDate: '2026-12-01',
  expectedArrivalDate: '2026-12-02',
  freight: 3200,
  freightNegotiable: false,
  paymentMethod: 'prepaid',
  remarks: '全程 -18℃',
};

const create = (input: unknown = valid, as = token) =>
  server.api<DeliveryCreated>('POST', '/deliveries', { body: input, token: as });

describe('without a token', () => {
  it.each([
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
    expect(created.body.data.orderNo).toMatch(/^FH\d{8}\d{6}$/);
    const id = created.body.data.id;

    const read = await server.api<Delivery>('GET', `/deliveries/${id}`, { token });
    expect(read.body.data).toMatchObject({
      ...valid,
      id,
      orderNo: created.body.data.orderNo,
      status: 'draft',
    });

    const edited = await server.api<Delivery>('PUT', `/deliveries/${id}`, {
      token,
      body: { ...valid, freight: null, freightNegotiable: true, paymentMethod: 'collect' },
    });
    expect(edited.body.data).toMatchObject({
      freight: null,
      freightNegotiable: true,
      paymentMethod: 'collect',
      status: 'draft',
    });

    const confirmed = await server.api<Delivery>('POST', `/deliveries/${id}/confirm`, { token });
    expect(confirmed.body.data.status).toBe('confirmed');
    const lateEdit = await server.api('PUT', `/deliveries/${id}`, { token, body: valid });
    expect(lateEdit.body).toMatchObject({ errorCode: 10001, errorMsg: '只有草稿状态的发货单可以修改' });
    expect((await server.api('POST', `/deliveries/${id}/confirm`, { token })).body.errorCode).toBe(10001);

    const cancelled = await server.api<Delivery>('POST', `/deliveries/${id}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await server.api('POST', `/deliveries/${id}/cancel`, { token });
    expect(again.body).toMatchObject({ errorCode: 10001, errorMsg: '发货单已取消，无需重复取消' });
    expect((await server.api('POST', `/deliveries/${id}/confirm`, { token })).body.errorMsg).toBe(
      '已取消的发货单不能确认',
    );
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
      expect(answer).toMatchObject({ status: 404, body: { errorCode: 10404, errorMsg: '发货单不存在' } });
    }
    const mine = await server.api<Delivery>('GET', `/deliveries/${id}`, { token });
    expect(mine.body.data.status).toBe('draft');
  });

  it('answers 10404 for an unknown delivery and 10001 for a malformed id', async () => {
    expect((await server.api('GET', '/deliveries/999999', { token })).status).toBe(404);
    expect((await server.api('GET', '/deliveries/abc', { token })).body.errorMsg).toBe(
      '编号（id）必须是正整数',
    );
  });
});

describe('validation, field by field', () => {
  it.each([
    [{ shipperName: '' }, '发货人（shipperName）不能为空'],
    [{ shipperPhone: '12345' }, '发货人电话（shipperPhone）格式不正确，请填写手机号或带区号的固定电话'],
    [
      { consigneePhone: "13800138000' OR 1=1" },
      '收货人电话（consigneePhone）格式不正确，请填写手机号或带区号的固定电话',
    ],
    [{ consigneePhone: '1'.repeat(5000) }, '收货人电话（consigneePhone）不能超过20个字符'],
    [{ consigneeAddress: '址'.repeat(201) }, '收货地址（consigneeAddress）不能超过200个字符'],
    [{ weightTons: 0 }, '重量（吨）（weightTons）必须大于0'],
    [{ volumeCubic: -3 }, '体积（方）（volumeCubic）必须大于0'],
    [{ pieces: 2.5 }, '件数（pieces）必须是整数'],
    [{ pieces: '10' }, '件数（pieces）类型不正确'],
    [{ vehicleLengthMeters: 50 }, '车长（米）（vehicleLengthMeters）不能大于30'],
    [{ loadingDate: '2026-13-01' }, '装货日期（loadingDate）必须是 YYYY-MM-DD 格式的有效日期'],
    [{ expectedArrivalDate: '2026-11-30' }, '预计到达日期（expectedArrivalDate）不能早于装货日期'],
    [{ freight: null }, '运费（freight）不能为空（运费面议时请勾选面议）'],
    [{ freightNegotiable: true }, '运费（freight）在运费面议时应为空'],
    [{ freight: 0 }, '运费（freight）必须大于0'],
    [{ paymentMethod: 'cash' }, '付款方式（paymentMethod）取值不正确'],
    [{ remarks: '备'.repeat(501) }, '备注（remarks）不能超过500个字符'],
  ])('refuses %j', async (change, message) => {
    const { status, body } = await create({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
  });

  it('refuses a missing field, malformed JSON and the same mistakes on edit', async () => {
    const { cargoName: _omitted, ...withoutCargo } = valid;
    expect((await create(withoutCargo)).body.errorMsg).toBe('货物名称（cargoName）不能为空');
    const malformed = await server.api('POST', '/deliveries', { token, rawBody: '{"shipperName":' });
    expect(malformed.body.errorMsg).toBe('请求内容不是有效的 JSON');
    const { body } = await create();
    const edit = await server.api('PUT', `/deliveries/${body.data.id}`, {
      token,
      body: { ...valid, pieces: 0 },
    });
    expect(edit.body.errorMsg).toBe('件数（pieces）必须大于0');
  });

  it('accepts a fixed-line phone, a negotiable freight and missing remarks', async () => {
    const { remarks: _remarks, ...withoutRemarks } = valid;
    const { body } = await create({
      ...withoutRemarks,
      shipperPhone: '0512-87654321',
      freight: null,
      freightNegotiable: true,
    });
    expect(body.success).toBe(true);
    const read = await server.api<Delivery>('GET', `/deliveries/${body.data.id}`, { token });
    expect(read.body.data).toMatchObject({ shipperPhone: '0512-87654321', freight: null, remarks: '' });
  });
});
