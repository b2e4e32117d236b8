import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  OwnOffer,
  Paged,
} from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { testStore } from '../helpers/postgres-suite.ts';
import type { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';

/**
 * Publishing offers: a cargo offer and a truck, edited while 发布中, withdrawn, marked done, expiring
 * by themselves after their last day (a fixed clock moved forward), published again as new offers;
 * only the publisher acts on one.
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
  await insertUser(server.store, { account: 'chezhu2', password: 'Chezhu123456', mobile: '13700001234' });
  otherToken = await server.login('chezhu2', 'Chezhu123456');
});
afterAll(() => server.close());

const cargo = (overrides: Record<string, unknown> = {}) =>
  cargoOfferInput(today(), { remarks: '需带篷布', ...overrides });

const truck = (overrides: Record<string, unknown> = {}) =>
  truckOfferInput(today(), { destinationCodes: ['510100', '440000'], ...overrides });

const post = (path: string, body: unknown, as: string | null = token, key = randomUUID()) =>
  server.api<OfferCreated>('POST', path, {
    body,
    ...(as === null ? {} : { token: as }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  });

const publish = async (body: unknown = cargo(), as = token) => {
  const answer = await post('/logistics-info', body, as);
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data.id;
};

const listed = async (query: string) => {
  const { body } = await server.api<Paged<LogisticsInfoItem>>('GET', `/logistics-info?pageSize=100&${query}`);
  return body.data.list.map((item) => item.id);
};

const mine = async (state?: string, as = token) => {
  const { body } = await server.api<Paged<OwnOffer>>(
    'GET',
    `/user/offers?pageSize=100${state ? `&state=${state}` : ''}`,
    {
      token: as,
    },
  );
  expect(body.errorCode).toBe(0);
  return body.data.list;
};

describe('publishing', () => {
  it('a cargo offer is listed on its lane with the names of its places, the company and no private field', async () => {
    const id = await publish();
    expect(await listed('kind=cargo&originCode=3101&destinationCode=5101')).toContain(id);
    const { body } = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${id}`);
    expect(body.data).toMatchObject({
      kind: 'cargo',
      state: 'published',
      origin: '上海市 浦东新区',
      destination: '四川省 成都市 锦江区',
      originCode: '310115',
      destinationCodes: ['510104'],
      cargoName: '钢材',
      weightTons: 12.5,
      price: 6800,
      loadingDate: addDays(today(), 2),
      contactPhone: '139****5678',
      contactMasked: true,
      mine: false,
    });
    expect(body.data.title).toBe('上海→成都 钢材 12.5吨 求9.6米高栏车');
  });

  it('a truck: several destinations, capacity, the plate masked for everyone, its publisher included', async () => {
    const id = await publish(truck());
    expect(await listed('kind=vehicle&destinationCode=4403')).toContain(id);
    expect(await listed('kind=vehicle&destinationCode=5101')).toContain(id);
    for (const as of [undefined, token, otherToken]) {
      const { body } = await server.api<LogisticsInfoDetail>(
        'GET',
        `/logistics-info/${id}`,
        as ? { token: as } : {},
      );
      expect(body.data.plate).toBe('沪A·***45');
      expect(JSON.stringify(body.data)).not.toContain('沪A12345');
      expect(body.data).toMatchObject({
        destination: '成都市、广东省',
        destinationCodes: ['440000', '510100'],
        weightTons: 18,
        volumeCubic: 55,
        price: null,
        availableFrom: today(),
        availableTo: addDays(today(), 3),
      });
    }
    const own = (await mine('published')).find((offer) => offer.id === id);
    expect(own?.plate).toBe('沪A12345');
  });

  it('a replayed Idempotency-Key publishes once', async () => {
    const key = randomUUID();
    const first = await post('/logistics-info', cargo({ cargoName: '重放测试' }), token, key);
    const second = await post('/logistics-info', cargo({ cargoName: '重放测试' }), token, key);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await mine()).filter((offer) => offer.cargoName === '重放测试')).toHaveLength(1);
  });

  it.each([
    [{ originCode: '310100' }, '出发地'],
    [{ destinationCode: '999999' }, '目的地'],
    [{ loadingDate: addDays(today(), -1) }, '不能早于今天'],
    [{ weightTons: 0 }, '重量'],
    [{ price: null }, '运价'],
    [{ priceNegotiable: true }, '运价面议时'],
    [{ contactPhone: '12345' }, '联系电话'],
    [{ kind: 'line' }, '信息类型'],
  ])('refuses %j naming %s (10001)', async (change, text) => {
    const { status, body } = await post('/logistics-info', cargo(change));
    expect(status).toBe(400);
    expect(body.errorCode).toBe(10001);
    expect(body.errorMsg).toContain(text);
  });

  it.each([
    [{ plate: '沪I12345' }, '车牌'],
    [{ destinationCodes: [] }, '目的地'],
    [{ destinationCodes: ['510104'] }, '省或市'],
    [{ destinationCodes: ['510100', '510100'] }, '不能重复'],
    [{ availableTo: addDays(today(), -1) }, '不能早于可装车日期'],
    [{ availableTo: addDays(today(), 61) }, '60 天'],
  ])('refuses the truck %j naming %s (10001)', async (change, text) => {
    const { body } = await post('/logistics-info', truck(change));
    expect(body.errorCode).toBe(10001);
    expect(body.errorMsg).toContain(text);
  });

  it('needs a token', async () => {
    const { body } = await post('/logistics-info', cargo(), null);
    expect(body.errorCode).toBe(10002);
  });
});

describe('the publisher acts on their offer while it stands', () => {
  it('edits it: the list and details show the new fields', async () => {
    const id = await publish();
    const { body } = await server.api<OwnOffer>('PUT', `/logistics-info/${id}`, {
      token,
      body: cargo({ cargoName: '瓷砖', destinationCode: '440305' }),
    });
    expect(body.errorCode).toBe(0);
    expect(body.data).toMatchObject({ cargoName: '瓷砖', destinationCodes: ['440305'], state: 'published' });
    expect(await listed('destinationCode=4403')).toContain(id);
    expect(await listed('destinationCode=5101')).not.toContain(id);
  });

  it.each(['withdraw', 'done'] as const)(
    '%s: it leaves the lists, then refuses every action with 10700',
    async (action) => {
      const id = await publish();
      const answer = await server.api<OwnOffer>('POST', `/logistics-info/${id}/${action}`, { token });
      expect(answer.body.data.state).toBe(action === 'done' ? 'done' : 'withdrawn');
      expect(await listed('kind=cargo&originCode=310115')).not.toContain(id);
      expect((await mine(answer.body.data.state)).map((offer) => offer.id)).toContain(id);
      for (const [method, path] of [
        ['PUT', `/logistics-info/${id}`],
        ['POST', `/logistics-info/${id}/withdraw`],
        ['POST', `/logistics-info/${id}/done`],
      ] as const) {
        const { status, body } = await server.api(method, path, { token, body: cargo() });
        expect(status).toBe(409);
        expect(body.errorCode).toBe(10700);
        expect(body.errorMsg).toContain(action === 'done' ? '已成交' : '已撤回');
      }
      // The details stay readable, saying what became of it.
      const { body } = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${id}`);
      expect(body.data.state).toBe(answer.body.data.state);
    },
  );

  it("another account's offer is 10404 for every owner action; no token is 10002", async () => {
    const id = await publish();
    for (const [method, path] of [
      ['PUT', `/logistics-info/${id}`],
      ['POST', `/logistics-info/${id}/withdraw`],
      ['POST', `/logistics-info/${id}/done`],
      ['POST', `/logistics-info/${id}/republish`],
    ] as const) {
      const other = await server.api(method, path, {
        token: otherToken,
        body: cargo(),
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(other.status).toBe(404);
      expect(other.body.errorCode).toBe(10404);
      const nobody = await server.api(method, path, {
        body: cargo(),
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(nobody.body.errorCode).toBe(10002);
    }
    expect((await mine(undefined, otherToken)).map((offer) => offer.id)).not.toContain(id);
    expect((await mine('published')).map((offer) => offer.id)).toContain(id);
  });
});

describe('expiry and re-publication (a fixed clock)', () => {
  it('an offer expires by itself after its last day, and is published again as a new one', async () => {
    const cargoId = await publish(cargo({ loadingDate: addDays(today(), 1), cargoName: '过期测试' }));
    const truckId = await publish(truck({ availableTo: addDays(today(), 1) }));
    expect(await listed('originCode=310115')).toContain(cargoId);
    const start = now;
    try {
      now += 1 * 86_400_000; // the last day itself: still standing
      expect(await listed('originCode=310115')).toContain(cargoId);
      now += 1 * 86_400_000;
      expect(await listed('originCode=310115')).not.toContain(cargoId);
      expect(await listed('originCode=320508')).not.toContain(truckId);
      const expired = (await mine('expired')).map((offer) => offer.id);
      expect(expired).toEqual(expect.arrayContaining([cargoId, truckId]));
      expect((await mine('published')).map((offer) => offer.id)).not.toContain(cargoId);
      const refused = await server.api('POST', `/logistics-info/${cargoId}/withdraw`, { token });
      expect(refused.body.errorCode).toBe(10700);
      expect(refused.body.errorMsg).toContain('已过期');

      const again = await post(
        `/logistics-info/${cargoId}/republish`,
        cargo({ loadingDate: addDays(today(), 3), cargoName: '过期测试' }),
      );
      expect(again.body.errorCode).toBe(0);
      expect(again.body.data.id).not.toBe(cargoId);
      expect(await listed('originCode=310115')).toContain(again.body.data.id);
      expect((await mine('expired')).map((offer) => offer.id)).toContain(cargoId);
      // One still standing is edited, not published again.
      const standing = await post(`/logistics-info/${again.body.data.id}/republish`, cargo());
      expect(standing.body.errorCode).toBe(10700);
    } finally {
      now = start;
    }
  });
});

describe('GET /user/offers', () => {
  it('refuses an unknown state and a missing token', async () => {
    expect((await server.api('GET', '/user/offers?state=gone', { token })).body.errorCode).toBe(10001);
    expect((await server.api('GET', '/user/offers')).body.errorCode).toBe(10002);
  });

  it('answers one own offer in any state with its full plate; another account gets 10404', async () => {
    const id = await publish(truck());
    const { body } = await server.api<OwnOffer>('GET', `/user/offers/${id}`, { token });
    expect(body.errorCode).toBe(0);
    expect(body.data).toMatchObject({ id, kind: 'vehicle', state: 'published', plate: '沪A12345' });
    expect([...body.data.destinationCodes].sort()).toEqual(['440000', '510100']);
    expect((await post(`/logistics-info/${id}/withdraw`, undefined)).body.errorCode).toBe(0);
    expect((await server.api<OwnOffer>('GET', `/user/offers/${id}`, { token })).body.data.state).toBe(
      'withdrawn',
    );
    expect((await server.api('GET', `/user/offers/${id}`, { token: otherToken })).body.errorCode).toBe(10404);
    expect((await server.api('GET', `/user/offers/${id}`)).body.errorCode).toBe(10002);
  });
});

describe('the publishing rate (PORTAL_OFFER_RATE)', () => {
  it('refuses the offer over the hourly limit with 10004, HTTP 429, Retry-After and when to try again', async () => {
    const limited = await startTestServer({ now: () => now, offerRatePerHour: 2 });
    try {
      const as = await limited.login();
      const send = () =>
        limited.api('POST', '/logistics-info', {
          token: as,
          body: cargo(),
          headers: { 'Idempotency-Key': randomUUID() },
        });
      expect((await send()).body.errorCode).toBe(0);
      expect((await send()).body.errorCode).toBe(0);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe(10004);
      expect(refused.body.errorMsg).toBe('发布信息过于频繁（每小时最多 2 条），请在 1 小时后再试');
      expect(refused.headers.get('retry-after')).toBe('3600');
    } finally {
      await limited.close();
    }
  });
});

describe('publishing on PostgreSQL', () => {
  it.skipIf(testStore() !== 'postgres')(
    'holds the turn every transaction takes for three statements: the rate, the offer with its destinations, page change and lane notices, its key',
    async () => {
      const store = server.store as PostgresStore;
      const sent: string[] = [];
      store.onStatement = (text) => sent.push(text);
      try {
        await publish();
      } finally {
        store.onStatement = undefined;
      }
      expect(sent).toHaveLength(3);
      expect(sent.filter((text) => /INSERT INTO notices/.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /FROM idempotency_keys/.test(text))).toHaveLength(0);
    },
  );
});
