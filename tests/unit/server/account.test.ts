import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoginRecord,
  OutboxMessage,
  Paged,
  PostItem,
  User,
  UserReply,
} from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function bindCode(mobile: string, token: string): Promise<string> {
  const sent = await server.api('POST', '/sms/code', {
    token,
    body: await smsCodeBody(server, mobile, 'bind'),
  });
  expect(sent.body.success).toBe(true);
  const { body } = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`);
  return body.data[0]?.code ?? '';
}

describe.each([
  ['GET', '/user/current'],
  ['PUT', '/user/profile'],
  ['PUT', '/user/password'],
  ['PUT', '/user/mobile'],
  ['GET', '/user/login-records'],
  ['GET', '/user/posts'],
  ['GET', '/user/replies'],
])('%s %s without a token', (method, path) => {
  it('answers 10002', async () => {
    const { status, body } = await server.api(method, path, method === 'GET' ? {} : { body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 10002 });
  });
});

describe('profile', () => {
  it('answers the current user with the mobile masked', async () => {
    const token = await server.login();
    const { body } = await server.api<User>('GET', '/user/current', { token });
    expect(body.data).toMatchObject({ account: 'demo', mobile: '138****8000' });
    expect(JSON.stringify(body)).not.toContain('13800138000');
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('saves the profile and answers the updated user', async () => {
    await insertUser(server.store, { account: 'profiler', password: 'pass-word1', mobile: '13600000001' });
    const token = await server.login('profiler', 'pass-word1');
    const profile = {
      nickname: '华东老张',
      realName: '张建国',
      company: '上海陆通物流有限公司',
      email: 'zhang@example.com',
    };
    const { body } = await server.api<User>('PUT', '/user/profile', { token, body: profile });
    expect(body.data).toMatchObject(profile);
    const again = await server.api<User>('GET', '/user/current', { token });
    expect(again.body.data.nickname).toBe('华东老张');
    const cleared = await server.api<User>('PUT', '/user/profile', {
      token,
      body: { ...profile, email: '', company: '' },
    });
    expect(cleared.body.data).toMatchObject({ email: '', company: '' });
  });

  it.each([
    [{ nickname: '', realName: '', company: '', email: '' }, '请输入昵称（nickname）'],
    [{ nickname: '老张', realName: '', company: '', email: 'not-an-email' }, '请输入正确的邮箱（email）'],
    [{ nickname: '长'.repeat(21), realName: '', company: '', email: '' }, '昵称（nickname）最多20个字符'],
    [{ nickname: '老张', company: '', email: '' }, '请输入真实姓名（realName）'],
    [{ nickname: '老张', realName: 7, company: '', email: '' }, '真实姓名（realName）不是一个有效的文本'],
  ])('refuses %j with 10001', async (input, message) => {
    const token = await server.login();
    const { status, body } = await server.api('PUT', '/user/profile', { token, body: input });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: message });
  });
});

describe('PUT /user/password', () => {
  it('refuses a wrong old password with 10003', async () => {
    const token = await server.login();
    const { body } = await server.api('PUT', '/user/password', {
      token,
      body: { oldPassword: 'not-it-123', newPassword: 'newpass123' },
    });
    expect(body).toMatchObject({ success: false, errorCode: 10003, errorMsg: '原密码错误' });
  });

  it('refuses a weak or unchanged new password with 10001', async () => {
    const token = await server.login();
    const weak = await server.api('PUT', '/user/password', {
      token,
      body: { oldPassword: 'demo123456', newPassword: '12345678' },
    });
    expect(weak.body).toMatchObject({
      errorCode: 10001,
      errorMsg: '新密码（newPassword）须同时包含字母和数字',
    });
    const same = await server.api('PUT', '/user/password', {
      token,
      body: { oldPassword: 'demo123456', newPassword: 'demo123456' },
    });
    expect(same.body).toMatchObject({ errorCode: 10001, errorMsg: '新密码（newPassword）不能与原密码相同' });
  });

  it('changes the password and revokes every token of the user, the current one too', async () => {
    await insertUser(server.store, { account: 'changer', password: 'old-pass01', mobile: '13600000002' });
    const [first, second] = [
      await server.login('changer', 'old-pass01'),
      await server.login('changer', 'old-pass01'),
    ];
    const demoToken = await server.login();
    const changed = await server.api('PUT', '/user/password', {
      token: first,
      body: { oldPassword: 'old-pass01', newPassword: 'new-pass02' },
    });
    expect(changed.body.success).toBe(true);
    // Both are told why (10002 with HTTP 200, docs/api.md Authentication), not that they are unknown.
    for (const token of [first, second]) {
      const ended = await server.api('GET', '/user/current', { token });
      expect([ended.status, ended.body.errorCode, ended.body.errorMsg]).toEqual([
        200,
        10002,
        '您的密码已修改，此处的登录已失效，请用新密码重新登录',
      ]);
    }
    expect((await server.api('GET', '/user/current', { token: demoToken })).body.success).toBe(true);
    await server.login('changer', 'new-pass02');
  });

  it('counts wrong old passwords against the login limit', async () => {
    await insertUser(server.store, { account: 'borrower', password: 'real-pass01', mobile: '13600000007' });
    const token = await server.login('borrower', 'real-pass01');
    const guess = () =>
      server.api('PUT', '/user/password', {
        token,
        body: { oldPassword: 'guess-0001', newPassword: 'new-pass02' },
      });
    for (let i = 0; i < 5; i += 1) expect((await guess()).body.errorCode).toBe(10003);
    // Then the growing delays of the login throttle (login-throttle.ts), even for the right password.
    const sixth = await server.api('PUT', '/user/password', {
      token,
      body: { oldPassword: 'real-pass01', newPassword: 'new-pass02' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errorCode: 10004, errorMsg: '密码错误次数过多，请 1 秒后再试' });
  });
});

describe('PUT /user/mobile', () => {
  it('binds a new mobile with a code sent to it and the current password', async () => {
    await insertUser(server.store, { account: 'mover', password: 'pass-word1', mobile: '13600000003' });
    const token = await server.login('mover', 'pass-word1');
    const code = await bindCode('15900000003', token);
    const { body } = await server.api<User>('PUT', '/user/mobile', {
      token,
      body: { mobile: '15900000003', code, password: 'pass-word1' },
    });
    expect(body.data.mobile).toBe('159****0003');
    const row = (await server.store.get("SELECT mobile FROM users WHERE account = 'mover'")) as {
      mobile: string;
    };
    expect(row.mobile).toBe('15900000003');
    // The new mobile signs in; the code cannot be used twice.
    await server.login('15900000003', 'pass-word1');
    const again = await server.api('PUT', '/user/mobile', {
      token,
      body: { mobile: '15900000003', code, password: 'pass-word1' },
    });
    expect(again.body.errorCode).toBe(10001);
  });

  it('refuses a wrong code with 10005', async () => {
    await insertUser(server.store, { account: 'binder', password: 'pass-word1', mobile: '13600000004' });
    const token = await server.login('binder', 'pass-word1');
    const code = await bindCode('15900000004', token);
    const wrong = await server.api('PUT', '/user/mobile', {
      token,
      body: { mobile: '15900000004', code: code === '000000' ? '111111' : '000000', password: 'pass-word1' },
    });
    expect(wrong.body).toMatchObject({ errorCode: 10005, errorMsg: '验证码错误或已过期' });
  });
});

describe('lists of the user', () => {
  it('pages the login records newest first', async () => {
    await insertUser(server.store, { account: 'recorded', password: 'pass-word1', mobile: '13600000005' });
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await server.login('recorded', 'pass-word1'));
    await server.api('POST', '/auth/logout', { token: tokens[0] ?? '' });
    const token = tokens[2] ?? '';
    const { body } = await server.api<Paged<LoginRecord>>('GET', '/user/login-records?page=1&pageSize=2', {
      token,
    });
    expect(body.data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(body.data.list.map((r) => r.action)).toEqual(['logout', 'login']);
    expect(body.data.list[0]).toMatchObject({ ip: '127.0.0.1' });
    const second = await server.api<Paged<LoginRecord>>('GET', '/user/login-records?page=2&pageSize=2', {
      token,
    });
    expect(second.body.data.list.map((r) => r.action)).toEqual(['login', 'login']);
    const bad = await server.api('GET', '/user/login-records?pageSize=101', { token });
    expect(bad.body).toMatchObject({
      errorCode: 10001,
      errorMsg: '每页条数（pageSize）须在1-100之间',
    });
  });

  it("lists the user's own posts and replies with the quoted reply", async () => {
    const userId = await insertUser(server.store, {
      account: 'writer',
      password: 'pass-word1',
      mobile: '13600000006',
      nickname: '写手',
    });
    const token = await server.login('writer', 'pass-word1');
    const circle = (await server.store.get('SELECT id, name FROM circles ORDER BY id LIMIT 1')) as {
      id: number;
      name: string;
    };
    const at = new Date().toISOString();
    const post = await server.store.run(
      'INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
      circle.id,
      userId,
      '冷链车求推荐',
      '上海到成都的冷链专线哪家靠谱？',
      at,
    );
    const postId = Number(post.lastInsertId);
    const first = await server.store.run(
      'INSERT INTO replies (post_id, user_id, floor, content, created_at) VALUES (?, ?, 1, ?, ?)',
      postId,
      1,
      '可以看看顺达',
      at,
    );
    await server.store.run(
      'INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at) VALUES (?, ?, 2, ?, ?, ?)',
      postId,
      userId,
      '谢谢推荐',
      Number(first.lastInsertId),
      at,
    );

    const posts = await server.api<Paged<PostItem>>('GET', '/user/posts', { token });
    expect(posts.body.data.total).toBe(1);
    expect(posts.body.data.list[0]).toMatchObject({
      id: postId,
      circleName: circle.name,
      title: '冷链车求推荐',
      authorName: '写手',
    });
    const replies = await server.api<Paged<UserReply>>('GET', '/user/replies', { token });
    expect(replies.body.data.total).toBe(1);
    expect(replies.body.data.list[0]).toMatchObject({
      postId,
      floor: 2,
      content: '谢谢推荐',
      postTitle: '冷链车求推荐',
      quote: { floor: 1, authorName: '演示用户', content: '可以看看顺达' },
    });
    const demoPosts = await server.api<Paged<PostItem>>('GET', '/user/posts?pageSize=100', {
      token: await server.login(),
    });
    expect(demoPosts.body.data.list.every((p) => p.authorName === '演示用户')).toBe(true);
  });
});
