import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Subscription, type SubscriptionList } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let owner: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer({ subscriptionLimit: 3 });
  await insertUser(server.store, { account: 'lane-owner', password: 'pass-word1', mobile: '13500000011' });
  await insertUser(server.store, { account: 'lane-other', password: 'pass-word1', mobile: '13500000012' });
  owner = await server.login('lane-owner', 'pass-word1');
  other = await server.login('lane-other', 'pass-word1');
});
afterAll(() => server.close());

const list = async (token: string) =>
  (await server.api<SubscriptionList>('GET', '/user/subscriptions', { token })).body.data;
const add = (token: string | undefined, body: unknown) =>
  server.api<Subscription>('POST', '/user/subscriptions', token === undefined ? { body } : { token, body });

describe('subscriptions', () => {
  it('adds a lane by province or city code, six digits or prefix, and names its ends', async () => {
    const { body } = await add(owner, { kind: 'cargo', originCode: '310100', destinationCode: '44' });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      kind: 'cargo',
      originCode: '3101',
      originName: '上海市 · 上海市',
      destinationCode: '44',
      destinationName: '广东省',
    });
    const mine = await list(owner);
    expect(mine.limit).toBe(3);
    expect(mine.list.map((s) => s.id)).toEqual([body.data.id]);
  });

  it.each([
    ['a district', { kind: 'cargo', originCode: '310115', destinationCode: '44' }],
    ['an unknown province', { kind: 'cargo', originCode: '99', destinationCode: '44' }],
    ['no destination', { kind: 'vehicle', originCode: '31', destinationCode: '' }],
    ['a line kind', { kind: 'line', originCode: '31', destinationCode: '44' }],
  ])('refuses %s with 10001', async (_, input) => {
    const { status, body } = await add(owner, input);
    expect([status, body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
  });

  it('refuses a lane followed already with 10731', async () => {
    const { status, body } = await add(owner, {
      kind: 'cargo',
      originCode: '3101',
      destinationCode: '440000',
    });
    expect([status, body.errorCode]).toEqual([409, ErrorCodes.subscriptionExists]);
  });

  it('refuses one lane over the limit with 10730, saying the number', async () => {
    await add(owner, { kind: 'vehicle', originCode: '31', destinationCode: '44' });
    await add(owner, { kind: 'vehicle', originCode: '32', destinationCode: '44' });
    const { status, body } = await add(owner, { kind: 'vehicle', originCode: '33', destinationCode: '44' });
    expect([status, body.errorCode]).toEqual([409, ErrorCodes.subscriptionLimit]);
    expect(body.errorMsg).toContain('最多订阅 3 条线路');
    expect((await list(owner)).list).toHaveLength(3);
    // The limit is per account: another account still adds its own.
    expect(
      (await add(other, { kind: 'vehicle', originCode: '33', destinationCode: '44' })).body.success,
    ).toBe(true);
  });

  it("lists only the user's own lanes", async () => {
    const theirs = await list(other);
    expect(theirs.list.map((s) => s.originCode)).toEqual(['33']);
  });

  it("answers another account's lane 10404 on delete and keeps it", async () => {
    const [mine] = (await list(owner)).list;
    const { status, body } = await server.api('DELETE', `/user/subscriptions/${mine?.id}`, { token: other });
    expect([status, body.errorCode]).toEqual([404, ErrorCodes.notFound]);
    expect((await list(owner)).list).toHaveLength(3);
  });

  it('removes the owner’s lane, which makes room under the limit', async () => {
    const [mine] = (await list(owner)).list;
    const { body } = await server.api('DELETE', `/user/subscriptions/${mine?.id}`, { token: owner });
    expect(body.success).toBe(true);
    expect((await list(owner)).list.map((s) => s.id)).not.toContain(mine?.id);
    expect(
      (await add(owner, { kind: 'vehicle', originCode: '33', destinationCode: '44' })).body.success,
    ).toBe(true);
  });

  it.each([
    ['GET', '/user/subscriptions'],
    ['POST', '/user/subscriptions'],
    ['DELETE', '/user/subscriptions/1'],
  ])('answers %s %s without a token with 10002', async (method, path) => {
    const lane = { kind: 'cargo', originCode: '31', destinationCode: '44' };
    const { body } = await server.api(method, path, method === 'POST' ? { body: lane } : {});
    expect(body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    const count = (await server.store.get('SELECT count(*) AS n FROM subscriptions')) as { n: number };
    expect(count.n).toBe(4);
  });
});
