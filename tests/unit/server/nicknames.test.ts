/**
 * Nobody can post as someone else: a nickname may not read as another account's nickname or
 * account name, names lose their bidi controls, and every answer that names a person names the
 * account beside the nickname.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, Paged, PostDetail, PostItem, Reply, User } from '../../../src/lib/shared/contract.ts';
import { nameTaken } from '../../../server/queries/user-names.ts';
import { nameSkeleton } from '../../../src/lib/shared/name-skeleton.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let token: string;
let otherToken: string;
let otherId: number;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  otherId = await insertUser(server.store, {
    account: 'Laowang',
    password: 'Laowang12345',
    mobile: '13700005678',
    nickname: '冷链老王',
  });
  otherToken = await server.login('Laowang', 'Laowang12345');
});
afterAll(() => server.close());

const profile = (nickname: string) => ({ nickname, realName: '', company: '', email: '' });
const rename = (nickname: string, as = token) =>
  server.api<User>('PUT', '/user/profile', { token: as, body: profile(nickname) });

describe('PUT /user/profile: a nickname nobody else has', () => {
  it.each([
    ['the same nickname', '冷链老王'],
    ['with an ideographic space', '冷链\u3000老王'],
    ['with a plain space', '冷链 老王'],
    ['with a Hangul filler inside', '冷链\u3164老王'],
    ['with a Braille blank inside', '冷\u2800链老王'],
    ['with a soft hyphen inside', '冷链\u00ad老王'],
    ['with a zero-width space inside', '冷链\u200b老王'],
    ['with a combining grapheme joiner', '冷链\u034f老王'],
    ['with a right-to-left override', '\u202e冷链老王'],
    ["the other's account name", 'laowang'],
    ["the other's account name in full width and upper case", 'ＬＡＯＷＡＮＧ'],
    ["the other's account name with spaces", 'Lao Wang'],
  ])('refuses %s (10001, naming the field)', async (_name, nickname) => {
    const answer = await rename(nickname);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      errorCode: 10001,
      errorMsg: '昵称（nickname）已被使用，请换一个昵称',
      data: null,
    });
    const current = await server.api<User>('GET', '/user/current', { token });
    expect(current.body.data.nickname).toBe('演示用户');
  });

  it('keeps your own nickname, your own account name as nickname, and a new free one', async () => {
    expect((await rename('演示用户')).body.data.nickname).toBe('演示用户');
    expect((await rename('DEMO')).body.data.nickname).toBe('DEMO');
    expect((await rename('华东老张')).body.data.nickname).toBe('华东老张');
    // The name given up is free again; the one taken is not.
    expect((await rename('演示用户', otherToken)).body.data.nickname).toBe('演示用户');
    expect((await rename('华东 老张', otherToken)).body.errorMsg).toBe(
      '昵称（nickname）已被使用，请换一个昵称',
    );
    expect((await rename('冷链老王', otherToken)).body.success).toBe(true);
    expect((await rename('演示用户')).body.data.nickname).toBe('演示用户');
  });

  it('sees a name changed outside the API (the keys follow the users table)', async () => {
    await server.store.run('UPDATE users SET nickname = ? WHERE id = ?', '干线老周', otherId);
    expect((await rename('干线 老周')).body.errorMsg).toBe('昵称（nickname）已被使用，请换一个昵称');
    await server.store.run('UPDATE users SET nickname = ? WHERE id = ?', '冷链老王', otherId);
    expect((await rename('干线老周')).body.success).toBe(true);
    expect((await rename('演示用户')).body.success).toBe(true);
  });

  it('stores a nickname without bidi controls and refuses one that is only invisible', async () => {
    const saved = await rename('\u202e物流\u2066小张\u2069');
    expect(saved.body.data.nickname).toBe('物流小张');
    for (const blank of ['\u3164', '\u2800\u2800', '\u00ad', '\u034f', '\u115f\u1160', '\uffa0']) {
      expect((await rename(blank)).body.errorMsg).toBe('请输入昵称（nickname）');
    }
    expect((await rename('演示用户')).body.success).toBe(true);
  });

  it('refuses an @ that would pose as the account beside the name', async () => {
    for (const nickname of ['老王（@Laowang）', '老王＠Laowang']) {
      expect((await rename(nickname)).body.errorMsg).toBe('昵称（nickname）不能包含“@”');
    }
  });
});

describe('nameTaken (for account names chosen by the operator)', () => {
  it('compares a new account name with every nickname and account name', async () => {
    expect(await nameTaken(server.store, '演示 用户')).toBe(true);
    expect(await nameTaken(server.store, 'ＤＥＭＯ')).toBe(true);
    expect(await nameTaken(server.store, 'LaoWang')).toBe(true);
    expect(await nameTaken(server.store, 'laowang', otherId)).toBe(false);
    expect(await nameTaken(server.store, 'zhoushifu88')).toBe(false);
  });
});

describe('the seed', () => {
  it('gives every account a nickname no other account reads the same', async () => {
    const users = await server.store.all<{
      account: string;
      nickname: string;
    }>('SELECT account, nickname FROM users ORDER BY id');
    const owners = new Map<string, string>();
    for (const user of users) {
      for (const key of new Set([nameSkeleton(user.account), nameSkeleton(user.nickname)])) {
        expect(owners.get(key), `${user.account}: ${user.nickname}`).toBeUndefined();
        owners.set(key, user.account);
      }
    }
  });
});

describe('answers that name a person name the account too', () => {
  it('posts, a post, replies, quotes, my posts and the notice of a reply', async () => {
    const circleId = ((await server.store.get('SELECT min(id) AS id FROM circles')) as { id: number }).id;
    const post = await server.api<PostDetail>('POST', '/posts', {
      token: otherToken,
      body: { circleId, title: '\u202e标题\u202c与账号', content: '正文' },
      headers: { 'Idempotency-Key': `names-${(key += 1)}` },
    });
    expect(post.body.data).toMatchObject({
      title: '标题与账号',
      authorName: '冷链老王',
      authorAccount: 'Laowang',
    });
    const id = post.body.data.id;
    const listed = await server.api<Paged<PostItem>>('GET', '/posts?pageSize=100');
    expect(listed.body.data.list.find((item) => item.id === id)).toMatchObject({ authorAccount: 'Laowang' });
    expect(listed.body.data.list.every((item) => item.authorAccount.length > 0)).toBe(true);
    expect((await server.api<PostDetail>('GET', `/posts/${id}`)).body.data.authorAccount).toBe('Laowang');
    const mine = await server.api<Paged<PostItem>>('GET', '/user/posts', { token: otherToken });
    expect(mine.body.data.list[0]).toMatchObject({ authorName: '冷链老王', authorAccount: 'Laowang' });

    const first = await server.api<Reply>('POST', `/posts/${id}/replies`, {
      token,
      body: { content: '第一个回复' },
      headers: { 'Idempotency-Key': `names-${(key += 1)}` },
    });
    const quoting = await server.api<Reply>('POST', `/posts/${id}/replies`, {
      token: otherToken,
      body: { content: '引用', quoteReplyId: first.body.data.id },
      headers: { 'Idempotency-Key': `names-${(key += 1)}` },
    });
    expect(quoting.body.data).toMatchObject({
      authorAccount: 'Laowang',
      quote: { authorName: '演示用户', authorAccount: 'demo' },
    });
    const replies = await server.api<Paged<Reply>>('GET', `/posts/${id}/replies`);
    expect(replies.body.data.list.map((reply) => reply.authorAccount)).toEqual(['demo', 'Laowang']);

    const notices = await server.api<Notice[]>('GET', '/notices', { token: otherToken });
    expect(notices.body.data.map((notice) => [notice.title, notice.description])).toContainEqual([
      '「标题与账号」有 1 条新回复',
      '演示用户（@demo）：第一个回复',
    ]);
  });

  it('keeps a stored override out of the notice it would turn around', async () => {
    // A nickname stored before names lost their bidi controls.
    await server.store.run('UPDATE users SET nickname = ? WHERE account = ?', '\u202e老用户', 'demo');
    const circleId = ((await server.store.get('SELECT min(id) AS id FROM circles')) as { id: number }).id;
    const post = await server.api<PostDetail>('POST', '/posts', {
      token: otherToken,
      body: { circleId, title: '旧数据', content: '正文' },
      headers: { 'Idempotency-Key': `names-${(key += 1)}` },
    });
    await server.api<Reply>('POST', `/posts/${post.body.data.id}/replies`, {
      token,
      body: { content: '回复' },
      headers: { 'Idempotency-Key': `names-${(key += 1)}` },
    });
    const notices = await server.api<Notice[]>('GET', '/notices', { token: otherToken });
    expect(notices.body.data.map((notice) => notice.description)).toContain('老用户（@demo）：回复');
    await server.store.run('UPDATE users SET nickname = ? WHERE account = ?', '演示用户', 'demo');
  });
});
