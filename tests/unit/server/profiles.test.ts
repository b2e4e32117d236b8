/**
 * 用户主页 (`GET /users/:id/profile`), public, on both stores: the nickname, the month joined, the
 * marks an editor checked (企业认证 with the enterprise's name), the standing offers and the public
 * posts with their totals; nothing personal anywhere in the answer (mobile, real name, email, the
 * company typed in 个人资料, account name); withdrawn offers and hidden posts left out; a closed
 * account (注销) and an unknown one answer 10404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  Paged,
  PostDetail,
  PostItem,
  Reply,
} from '../../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import type { UserProfile } from '../../../src/lib/shared/contract/profiles.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { closeAccount } from '../../../server/queries/account-closing.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

const now = Date.parse('2026-11-24T02:00:00.000Z');
let server: TestServer;
let userId: number;
let token: string;
let editor: string;
const offers: number[] = [];
const posts: number[] = [];

const headers = () => ({ 'Idempotency-Key': randomUUID() });
const profileOf = (id: number) => server.api<UserProfile>('GET', `/users/${id}/profile`);

beforeAll(async () => {
  server = await startTestServer({ now: () => now, tokenTtlSeconds: 30 * 86_400 });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  userId = await insertUser(server.store, {
    account: 'profile-owner',
    password: 'pass-word1',
    mobile: '13600000511',
    nickname: '主页车主',
  });
  await server.store.run(
    "UPDATE users SET real_name = '王真名', email = 'owner@example.cn', company = '自填公司甲', created_at = ? WHERE id = ?",
    '2025-03-31T17:00:00.000Z',
    userId,
  );
  token = await server.login('profile-owner', 'pass-word1');
  const today = chinaDay(now);
  for (let day = 1; day <= 3; day += 1) {
    const answer = await server.api<OfferCreated>('POST', '/logistics-info', {
      token,
      body: cargoOfferInput(addDays(today, day), { contactPhone: '13900000512' }),
      headers: headers(),
    });
    expect(answer.body.errorCode).toBe(0);
    offers.push(answer.body.data.id);
  }
  await server.api('POST', `/logistics-info/${offers[0]}/withdraw`, { token });
  // After publishing: an offer's 发布单位 is the offer's own public field, the profile's rows show it
  // as the lists do; the company typed in 个人资料 since is the account's and stays out.
  await server.store.run("UPDATE users SET company = '自填公司乙' WHERE id = ?", userId);
  const circleId = Number(((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n);
  for (const title of ['主页测试帖一', '主页测试帖二']) {
    const answer = await server.api<PostDetail>('POST', '/posts', {
      token,
      body: { circleId, title, content: `${title}的正文` },
      headers: headers(),
    });
    expect(answer.body.errorCode).toBe(0);
    posts.push(answer.body.data.id);
  }
  const receipt = await server.api<ReportReceipt>('POST', '/reports', {
    token: editor,
    body: { target: 'post', id: posts[0], reason: 'abuse' },
  });
  await server.api('POST', `/desk/reports/${receipt.body.data.reportId}/hide`, { token: editor });
});
afterAll(() => server.close());

describe('GET /users/:id/profile', () => {
  it('answers a visitor with the nickname, the month joined (China time), and no marks unchecked', async () => {
    const answer = await profileOf(userId);
    expect(answer.status).toBe(200);
    const profile = answer.body.data;
    expect(profile).toMatchObject({
      id: userId,
      nickname: '主页车主',
      memberSince: '2025-04',
      marks: [],
      enterprise: null,
      verifiedVehicles: 0,
    });
  });

  it('carries the credit as GET /users/:id/credit answers it: a new user, neutral', async () => {
    const { credit } = (await profileOf(userId)).body.data;
    const alone = await server.api<UserProfile['credit']>('GET', `/users/${userId}/credit`);
    expect(credit).toEqual(alone.body.data);
    expect(credit).toMatchObject({ level: 'new', waybills: 0, complaintsUpheld: 0 });
  });

  it('lists the standing offers newest first, not the withdrawn one', async () => {
    const { offers: standing } = (await profileOf(userId)).body.data;
    expect(standing.total).toBe(2);
    expect(standing.list.map((offer) => offer.id).sort()).toEqual([offers[1], offers[2]].sort());
    expect(standing.list.map((offer) => offer.id)).not.toContain(offers[0]);
  });

  it('lists the posts, not the hidden one', async () => {
    const { posts: shown } = (await profileOf(userId)).body.data;
    expect(shown).toEqual({
      total: 1,
      list: [expect.objectContaining({ id: posts[1], title: '主页测试帖二' })],
    });
  });

  it('says nothing personal anywhere in the answer (an offer row says what the lists say)', async () => {
    const text = JSON.stringify((await profileOf(userId)).body);
    for (const personal of [
      '13600000511',
      '13900000512',
      '王真名',
      'owner@example.cn',
      '自填公司乙',
      'profile-owner',
    ])
      expect(text).not.toContain(personal);
    expect(Object.keys((await profileOf(userId)).body.data).sort()).toEqual(
      [
        'credit',
        'enterprise',
        'id',
        'marks',
        'memberSince',
        'nickname',
        'offers',
        'posts',
        'verifiedVehicles',
      ].sort(),
    );
  });

  it('names the enterprise once 企业认证 is approved, with the mark', async () => {
    const enterprise = Number(
      ((await server.store.get('SELECT min(id) AS n FROM enterprises')) as { n: number }).n,
    );
    await server.store.run(
      `INSERT INTO verifications (user_id, company_name, credit_code, contact, state, enterprise_id, created_at, decided_at)
       VALUES (?, '认证公司', '91310000MA1FL0000X', '联系人', 'approved', ?, ?, ?)`,
      userId,
      enterprise,
      new Date(now).toISOString(),
      new Date(now).toISOString(),
    );
    const { name } = (await server.store.get('SELECT name FROM enterprises WHERE id = ?', enterprise)) as {
      name: string;
    };
    const profile = (await profileOf(userId)).body.data;
    expect(profile.marks).toEqual(['enterprise']);
    expect(profile.enterprise).toEqual({ id: enterprise, name });
  });

  it('answers 10404 for an unknown account and for a closed one', async () => {
    expect((await profileOf(999_999)).body.errorCode).toBe(10404);
    const closing = await insertUser(server.store, {
      account: 'profile-leaver',
      password: 'pass-word1',
      mobile: '13600000513',
      nickname: '将注销',
    });
    expect((await profileOf(closing)).status).toBe(200);
    await server.store.transaction(() => closeAccount(server.store, closing, new Date(now).toISOString()));
    const answer = await profileOf(closing);
    expect([answer.status, answer.body.errorCode]).toEqual([404, 10404]);
  });
});

describe('what links to a profile', () => {
  it("names an offer's publisher and a post's author with their marks, while the account is open", async () => {
    const offer = (await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${offers[1]}`)).body.data;
    expect([offer.publisherId, offer.publisherName]).toEqual([userId, '主页车主']);
    const post = (await server.api<PostDetail>('GET', `/posts/${posts[1]}`)).body.data;
    expect(post).toMatchObject({ authorId: userId, authorHasProfile: true, authorMarks: ['enterprise'] });
  });

  it("names a reply's author, a row of the posts list and of the offers list the same way", async () => {
    const replied = await server.api<Reply>('POST', `/posts/${posts[1]}/replies`, {
      token,
      body: { content: '楼主自己的回复' },
      headers: headers(),
    });
    expect(replied.body.errorCode).toBe(0);
    const replies = await server.api<Paged<Reply>>('GET', `/posts/${posts[1]}/replies?page=1&pageSize=20`);
    expect(replies.body.data.list.find((reply) => reply.id === replied.body.data.id)).toMatchObject({
      authorId: userId,
      authorHasProfile: true,
      authorMarks: ['enterprise'],
    });
    const list = await server.api<Paged<PostItem>>('GET', '/posts?page=1&pageSize=50');
    expect(list.body.data.list.find((post) => post.id === posts[1])).toMatchObject({
      authorHasProfile: true,
      authorMarks: ['enterprise'],
    });
    const rows = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      '/logistics-info?kind=cargo&page=1&pageSize=100',
    );
    expect(rows.body.data.list.find((row) => row.id === offers[1])?.publisherProfileId).toBe(userId);
  });

  it('names neither once the account is closed: 已注销用户 links nowhere and has no marks', async () => {
    const leaver = await insertUser(server.store, {
      account: 'profile-poster',
      password: 'pass-word1',
      mobile: '13600000514',
      nickname: '将离开',
    });
    const leaverToken = await server.login('profile-poster', 'pass-word1');
    const created = await server.api<OfferCreated>('POST', '/logistics-info', {
      token: leaverToken,
      body: cargoOfferInput(addDays(chinaDay(now), 2)),
      headers: headers(),
    });
    const circleId = Number(
      ((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n,
    );
    const written = await server.api<PostDetail>('POST', '/posts', {
      token: leaverToken,
      body: { circleId, title: '将离开的帖子', content: '将离开的帖子的正文' },
      headers: headers(),
    });
    await server.api('POST', `/posts/${posts[1]}/replies`, {
      token: leaverToken,
      body: { content: '将离开的人的回复' },
      headers: headers(),
    });
    await server.store.run(
      `INSERT INTO verifications (user_id, company_name, credit_code, contact, state, created_at)
       VALUES (?, '离开公司', '91310000MA1FL0001X', '联系人', 'approved', ?)`,
      leaver,
      new Date(now).toISOString(),
    );
    expect(
      (await server.api<PostDetail>('GET', `/posts/${written.body.data.id}`)).body.data.authorMarks,
    ).toEqual(['enterprise']);
    await server.store.transaction(() => closeAccount(server.store, leaver, new Date(now).toISOString()));
    const offer = (await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${created.body.data.id}`))
      .body.data;
    expect([offer.publisherId, offer.publisherName]).toEqual([leaver, null]);
    expect(offer.publisherProfileId).toBeNull();
    const post = (await server.api<PostDetail>('GET', `/posts/${written.body.data.id}`)).body.data;
    expect(post).toMatchObject({ authorName: '已注销用户', authorHasProfile: false, authorMarks: [] });
    const replies = await server.api<Paged<Reply>>('GET', `/posts/${posts[1]}/replies?page=1&pageSize=20`);
    expect(replies.body.data.list.find((reply) => reply.authorId === leaver)).toMatchObject({
      authorHasProfile: false,
      authorMarks: [],
    });
  });
});
