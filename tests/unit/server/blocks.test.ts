/**
 * 屏蔽: a blocked user's offers and posts leave the blocker's lists (物流信息, matches, community),
 * and only the blocker's; the blocked user is refused the blocker's phone in words that do not say
 * why; the blocked user's replies and offers tell the blocker nothing; their replies come folded to
 * the blocker alone and their offers leave the blocker's home page; the list, its limit, one's own
 * account, unknown users and no token.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlockList,
  type LogisticsInfoItem,
  type Notice,
  type OfferCreated,
  type Paged,
  type PostDetail,
  type PortalHome,
  type PostItem,
  type Reply,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let blocker: string;
let blocked: string;
let bystander: string;
let blockerId: number;
let blockedId: number;
let bystanderId: number;

async function publish(token: string, kind: 'cargo' | 'vehicle', name: string): Promise<number> {
  const today = chinaDay(Date.now());
  const body =
    kind === 'cargo'
      ? cargoOfferInput(today, { cargoName: name })
      : truckOfferInput(today, { originCode: '310115', remarks: name });
  const { body: answer } = await server.api<OfferCreated>('POST', '/logistics-info', {
    token,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body,
  });
  expect(answer.errorCode).toBe(0);
  return answer.data.id;
}

async function post(token: string, title: string): Promise<number> {
  const circleId = Number(((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n);
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token,
    body: { circleId, title, content: '正文' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return answer.body.data.id;
}

beforeAll(async () => {
  server = await startTestServer({ favoriteLimit: 2 });
  blockerId = await insertUser(server.store, {
    account: 'block-owner',
    password: 'pass-word1',
    mobile: '13500000031',
  });
  blockedId = await insertUser(server.store, {
    account: 'block-target',
    password: 'pass-word1',
    mobile: '13500000032',
  });
  bystanderId = await insertUser(server.store, {
    account: 'block-other',
    password: 'pass-word1',
    mobile: '13500000033',
  });
  blocker = await server.login('block-owner', 'pass-word1');
  blocked = await server.login('block-target', 'pass-word1');
  bystander = await server.login('block-other', 'pass-word1');
});
afterAll(() => server.close());

const offerIds = async (token: string | null) =>
  (
    await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      '/logistics-info?pageSize=100',
      token === null ? {} : { token },
    )
  ).body.data.list.map((item) => item.id);
const postIds = async (token: string) =>
  (await server.api<Paged<PostItem>>('GET', '/posts?pageSize=100', { token })).body.data.list.map(
    (item) => item.id,
  );

describe('blocks', () => {
  let theirCargo: number;
  let theirPost: number;
  let myTruck: number;

  it('leave the blocked user’s offers and posts out of the blocker’s lists only', async () => {
    theirCargo = await publish(blocked, 'cargo', '屏蔽货源');
    theirPost = await post(blocked, '屏蔽帖子');
    myTruck = await publish(blocker, 'vehicle', '我的车源');
    expect(await offerIds(blocker)).toContain(theirCargo);

    const { body } = await server.api('PUT', `/user/blocks/${blockedId}`, { token: blocker });
    expect(body.data).toEqual({ blocked: true, blocking: true });
    expect((await server.api('PUT', `/user/blocks/${blockedId}`, { token: blocker })).body.success).toBe(
      true,
    );

    expect(await offerIds(blocker)).not.toContain(theirCargo);
    expect(await postIds(blocker)).not.toContain(theirPost);
    // Everyone else, the blocked user and visitors included, sees them as before.
    expect(await offerIds(bystander)).toContain(theirCargo);
    expect(await offerIds(null)).toContain(theirCargo);
    expect(await postIds(blocked)).toContain(theirPost);
    // The blocked user still sees the blocker's offers: nothing tells them.
    expect(await offerIds(blocked)).toContain(myTruck);
  });

  it('leave them out of the blocker’s matches', async () => {
    const matches = async (token: string) =>
      (
        await server.api<Paged<LogisticsInfoItem>>('GET', `/logistics-info/${myTruck}/matches`, { token })
      ).body.data.list.map((item) => item.id);
    expect(await matches(bystander)).toContain(theirCargo);
    expect(await matches(blocker)).not.toContain(theirCargo);
  });

  it('refuse the blocker’s phone to the blocked user in words that do not say why', async () => {
    const refused = await server.api('POST', `/logistics-info/${myTruck}/contact`, { token: blocked });
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCodes.contactWithheld]);
    expect(refused.body.errorMsg).not.toMatch(/屏蔽|拉黑|block/i);
    expect(
      (await server.api('POST', `/logistics-info/${myTruck}/contact`, { token: bystander })).body.success,
    ).toBe(true);
  });

  it('drop the notices of the blocked user’s replies and offers to the blocker', async () => {
    const myPost = await post(blocker, '我的帖子');
    const { body } = await server.api('POST', `/posts/${myPost}/replies`, {
      token: blocked,
      body: { content: '来自被屏蔽的人' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(body.success).toBe(true);
    await server.api('POST', '/user/subscriptions', {
      token: blocker,
      body: { kind: 'cargo', originCode: '31', destinationCode: '51' },
    });
    const laneOffer = await publish(blocked, 'cargo', '线路通知');
    const notices = (await server.api<Notice[]>('GET', '/notices', { token: blocker })).body.data;
    expect(notices.filter((notice) => notice.target?.postId === myPost)).toEqual([]);
    expect(notices.filter((notice) => notice.offerId === laneOffer)).toEqual([]);
  });

  it('fold the blocked user’s replies for the blocker only: a visitor and the blocked user are not told', async () => {
    const thread = await post(bystander, '有回复的帖子');
    for (const [token, content] of [
      [blocked, '被屏蔽者的回复'],
      [bystander, '旁人的回复'],
    ] as const)
      await server.api('POST', `/posts/${thread}/replies`, {
        token,
        body: { content },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const replies = async (token: string | null) =>
      (
        await server.api<Paged<Reply>>(
          'GET',
          `/posts/${thread}/replies?page=1&pageSize=20`,
          token === null ? {} : { token },
        )
      ).body.data.list.map((reply) => [reply.content, reply.authorBlocked ?? false]);
    expect(await replies(blocker)).toEqual([
      ['被屏蔽者的回复', true],
      ['旁人的回复', false],
    ]);
    for (const reader of [null, blocked, bystander])
      expect(await replies(reader)).toEqual([
        ['被屏蔽者的回复', false],
        ['旁人的回复', false],
      ]);
  });

  it('leave the blocked user’s offers out of the home page’s latest for the blocker only', async () => {
    const latest = async (token: string | null) => {
      const home = (await server.api<PortalHome>('GET', '/portal/home', token === null ? {} : { token })).body
        .data;
      return [...home.cargo, ...home.vehicle, ...home.line].map((item) => item.id);
    };
    const newest = await publish(blocked, 'cargo', '首页屏蔽');
    expect(await latest(null)).toContain(newest);
    expect(await latest(blocked)).toContain(newest);
    expect(await latest(blocker)).not.toContain(newest);
    expect(await latest(blocked)).toContain(myTruck);
  });

  it('are listed and undone; the blocked user’s offers come back', async () => {
    const list = (await server.api<BlockList>('GET', '/user/blocks', { token: blocker })).body.data;
    expect(list.list.map((user) => user.id)).toEqual([blockedId]);
    expect(list.limit).toBe(2);
    expect((await server.api<BlockList>('GET', '/user/blocks', { token: bystander })).body.data.list).toEqual(
      [],
    );
    expect((await server.api('DELETE', `/user/blocks/${blockedId}`, { token: blocker })).body.data).toEqual({
      blocked: false,
      blocking: false,
    });
    expect(await offerIds(blocker)).toContain(theirCargo);
  });

  it.each<[string, string | null, () => number, number]>([
    ['no token', null, () => blockedId, ErrorCodes.tokenMissingOrExpired],
    ['an unknown user', 'blocker', () => 999_999, ErrorCodes.notFound],
    ['oneself', 'blocker', () => blockerId, ErrorCodes.invalidInput],
  ])('refuse %s', async (_, who, id, code) => {
    const answer = await server.api('PUT', `/user/blocks/${id()}`, who === null ? {} : { token: blocker });
    expect(answer.body.errorCode).toBe(code);
  });

  it('stop at the limit with 10770', async () => {
    const third = await insertUser(server.store, {
      account: 'block-third',
      password: 'pass-word1',
      mobile: '13500000034',
    });
    await server.api('PUT', `/user/blocks/${blockedId}`, { token: blocker });
    await server.api('PUT', `/user/blocks/${bystanderId}`, { token: blocker });
    const over = await server.api('PUT', `/user/blocks/${third}`, { token: blocker });
    expect([over.status, over.body.errorCode]).toEqual([409, ErrorCodes.keptLimit]);
  });
});
