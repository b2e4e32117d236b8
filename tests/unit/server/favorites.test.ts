/**
 * 我的收藏: offers kept with their current state, users kept (常用车辆/常用货主) with their newest
 * standing offers, idempotent PUT, one's own refused, unknown ids 404, the per-account limit, another
 * account's list untouched, no token 10002; a lane notice names a kept publisher; 常用优先 lists the
 * kept users' offers first.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Favorites,
  type KeptState,
  type Notice,
  type LogisticsInfoItem,
  type OfferCreated,
  type Paged,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let shipper: string;
let carrier: string;
let other: string;
let carrierId: number;
let shipperId: number;
let otherId: number;

const offerBody = (kind: 'cargo' | 'vehicle', name: string) =>
  kind === 'cargo'
    ? {
        kind,
        originCode: '310115',
        destinationCode: '440305',
        cargoName: name,
        weightTons: 5,
        volumeCubic: null,
        vehicleLengthMeters: null,
        vehicleType: '厢式货车',
        loadingDate: addDays(chinaDay(Date.now()), 2),
        price: null,
        priceNegotiable: true,
        contactName: '王女士',
        contactPhone: '13912345678',
        remarks: '',
      }
    : undefined;

async function publish(token: string, name: string): Promise<number> {
  const { body } = await server.api<OfferCreated>('POST', '/logistics-info', {
    token,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: offerBody('cargo', name),
  });
  expect(body.success).toBe(true);
  return body.data.id;
}

beforeAll(async () => {
  server = await startTestServer({ favoriteLimit: 2 });
  shipperId = await insertUser(server.store, {
    account: 'keep-shipper',
    password: 'pass-word1',
    mobile: '13500000021',
  });
  carrierId = await insertUser(server.store, {
    account: 'keep-carrier',
    password: 'pass-word1',
    mobile: '13500000022',
  });
  otherId = await insertUser(server.store, {
    account: 'keep-other',
    password: 'pass-word1',
    mobile: '13500000023',
  });
  shipper = await server.login('keep-shipper', 'pass-word1');
  carrier = await server.login('keep-carrier', 'pass-word1');
  other = await server.login('keep-other', 'pass-word1');
});
afterAll(() => server.close());

const favorites = async (token: string) =>
  (await server.api<Favorites>('GET', '/user/favorites', { token })).body.data;
const put = (path: string, token?: string) =>
  server.api<KeptState>('PUT', `/user/favorites/${path}`, token === undefined ? {} : { token });
const remove = (path: string, token: string) =>
  server.api<KeptState>('DELETE', `/user/favorites/${path}`, { token });

describe('favourite offers', () => {
  let first: number;
  let second: number;

  it('keeps an offer once, however often it is put, and lists it as it stands', async () => {
    first = await publish(carrier, '收藏甲');
    for (let i = 0; i < 2; i++)
      expect((await put(`offers/${first}`, shipper)).body.data).toEqual({ kept: true });
    const kept = await favorites(shipper);
    expect(kept.offers.map((offer) => [offer.id, offer.state])).toEqual([[first, 'published']]);
    expect(kept.limit).toBe(2);
    expect((await favorites(other)).offers).toEqual([]);
  });

  it('marks a kept offer 已撤回 once its publisher withdraws it', async () => {
    const { body } = await server.api('POST', `/logistics-info/${first}/withdraw`, { token: carrier });
    expect(body.success).toBe(true);
    expect((await favorites(shipper)).offers.map((offer) => offer.state)).toEqual(['withdrawn']);
  });

  it.each([
    ['no token', undefined, 200, ErrorCodes.tokenMissingOrExpired],
    ['an unknown offer', 'unknown', 404, ErrorCodes.notFound],
    ["one's own offer", 'own', 400, ErrorCodes.invalidInput],
  ])('refuses %s', async (_, who, status, code) => {
    const id = who === 'unknown' ? 999_999 : first;
    const token = who === undefined ? undefined : who === 'own' ? carrier : shipper;
    const answer = await put(`offers/${id}`, token);
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });

  it('refuses one more than the limit with 10770, and keeps again after one is let go', async () => {
    second = await publish(carrier, '收藏乙');
    const third = await publish(carrier, '收藏丙');
    expect((await put(`offers/${second}`, shipper)).body.success).toBe(true);
    const over = await put(`offers/${third}`, shipper);
    expect([over.status, over.body.errorCode]).toEqual([409, ErrorCodes.keptLimit]);
    expect(over.body.errorMsg).toContain('2');
    // Putting one kept already is not one more.
    expect((await put(`offers/${second}`, shipper)).body.success).toBe(true);
    expect((await remove(`offers/${first}`, shipper)).body.data).toEqual({ kept: false });
    expect((await put(`offers/${third}`, shipper)).body.success).toBe(true);
    expect((await favorites(shipper)).offers.map((offer) => offer.id).sort()).toEqual([second, third].sort());
  });

  it("lets another account's DELETE change only its own list", async () => {
    await remove(`offers/${second}`, other);
    expect((await favorites(shipper)).offers.map((offer) => offer.id)).toContain(second);
  });
});

describe('kept users (常用车辆/常用货主)', () => {
  it('keeps a user with their newest standing offers first', async () => {
    expect((await put(`users/${carrierId}`, shipper)).body.data).toEqual({ kept: true });
    expect((await put(`users/${carrierId}`, shipper)).body.success).toBe(true);
    const [kept] = (await favorites(shipper)).users;
    expect(kept).toMatchObject({ id: carrierId, nickname: 'keep-carrier' });
    // 收藏甲 was withdrawn: only the standing ones, the newest first.
    expect(kept?.offers.map((offer) => offer.cargoName)).toEqual(['收藏丙', '收藏乙']);
  });

  it('lists those who published last first', async () => {
    expect((await put(`users/${otherId}`, shipper)).body.success).toBe(true);
    await publish(other, '后发布');
    expect((await favorites(shipper)).users.map((user) => user.id)).toEqual([otherId, carrierId]);
  });

  it('puts the kept users’ standing offers first in 物流信息 with 常用优先 (sort=kept), newest first in each part', async () => {
    const mine = await publish(shipper, '不常用的新货源');
    const names = async (query: string, token?: string) =>
      (
        await server.api<Paged<LogisticsInfoItem>>(
          'GET',
          `/logistics-info?kind=cargo&pageSize=100${query}`,
          token === undefined ? {} : { token },
        )
      ).body.data.list.map((item) => item.cargoName);
    expect((await names('&sort=kept', shipper)).slice(0, 4)).toEqual([
      '后发布',
      '收藏丙',
      '收藏乙',
      '不常用的新货源',
    ]);
    // Without the choice, or for a visitor who keeps no one, the newest first as ever.
    expect((await names('', shipper))[0]).toBe('不常用的新货源');
    expect(await names('&sort=kept')).toEqual(await names(''));
    expect(mine).toBeGreaterThan(0);
  });

  it.each([
    ['no token', undefined, 200, ErrorCodes.tokenMissingOrExpired],
    ['an unknown user', 999_999, 404, ErrorCodes.notFound],
    ['oneself', 'self', 400, ErrorCodes.invalidInput],
  ])('refuses %s', async (_, who, status, code) => {
    const answer =
      who === undefined
        ? await put(`users/${carrierId}`)
        : await put(`users/${who === 'self' ? shipperId : who}`, shipper);
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });

  it('lets a user go', async () => {
    expect((await remove(`users/${otherId}`, shipper)).body.data).toEqual({ kept: false });
    expect((await favorites(shipper)).users.map((user) => user.id)).toEqual([carrierId]);
  });

  it('answers GET without a token 10002', async () => {
    const { body } = await server.api('GET', '/user/favorites');
    expect(body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });

  it('names the kept publisher in the notice of a new offer on a followed lane', async () => {
    for (const token of [shipper, other]) {
      const { body } = await server.api('POST', '/user/subscriptions', {
        token,
        body: { kind: 'cargo', originCode: '31', destinationCode: '44' },
      });
      expect(body.success).toBe(true);
    }
    await publish(carrier, '常用通知');
    const titles = async (token: string) =>
      (await server.api<Notice[]>('GET', '/notices', { token })).body.data.map((notice) => notice.title);
    expect(await titles(shipper)).toContain('您的常用货主在订阅的线路上发布了新货源');
    expect(await titles(other)).toContain('您订阅的线路有新货源');
    expect(await titles(other)).not.toContain('您的常用货主在订阅的线路上发布了新货源');
  });
});
