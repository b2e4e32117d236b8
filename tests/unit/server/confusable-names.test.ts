/**
 * Names that pose as someone else: an account name or nickname that reads as another account's
 * name (a look-alike letter, a digit for a letter, a Traditional character, punctuation, a mark
 * stacked on it), one that holds a word the platform keeps (admin, 官方, 编辑), and a nickname with
 * something that reads as `@` are refused, each with a message that says why, at registration, on
 * the profile and by `user:create` (create-user.test.ts). Names that exist keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, Paged, PostDetail, Reply, User } from '../../../src/lib/shared/contract.ts';
import { nameRefusal, nameTaken } from '../../../server/queries/user-names.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await insertUser(server.store, {
    account: 'Laowang',
    password: 'Laowang12345',
    mobile: '13700005678',
    nickname: '冷链老王',
  });
  otherToken = await server.login('Laowang', 'Laowang12345');
});
afterAll(() => server.close());

const LOOKS_LIKE = (label: string, other: string) =>
  `${label}与已有用户“${other}”看起来相同（字形相近的字符、繁简写法或标点不同），容易被误认，请换一个`;
const RESERVED = (label: string, word: string) =>
  `${label}不能使用平台保留的“${word}”，以免被误认为平台或其工作人员`;
const ACCOUNT = '账号（account）';
const NICKNAME = '昵称（nickname）';

describe('POST /auth/register refuses an account name that poses as someone else', () => {
  // The name is judged before the code: a refused name spends no code, so any code will do here.
  const register = (account: string) =>
    server.api<LoginResult>('POST', '/auth/register', {
      body: { mobile: '13600001111', code: '000000', account, password: 'first-pass1', agreed: true },
    });

  it.each([
    ['a zero for the o', 'dem0', LOOKS_LIKE(ACCOUNT, 'demo') + '账号'],
    ['rn for the m', 'derno', LOOKS_LIKE(ACCOUNT, 'demo') + '账号'],
    ['a trailing dot', 'demo.', LOOKS_LIKE(ACCOUNT, 'demo') + '账号'],
    ['an underscore inside', 'de_mo', LOOKS_LIKE(ACCOUNT, 'demo') + '账号'],
    ['a zero in editor', 'edit0r', RESERVED(ACCOUNT, 'editor')],
    ['a trailing hyphen', 'editor-', RESERVED(ACCOUNT, 'editor')],
    ['a capital I for the l', 'Iaowang', LOOKS_LIKE(ACCOUNT, 'Laowang') + '账号'],
    ['the same name in other case', 'DEMO', `${ACCOUNT}已被使用，请换一个账号`],
    ['admin', 'admin', RESERVED(ACCOUNT, 'admin')],
    ['admin inside', 'Admin2026', RESERVED(ACCOUNT, 'admin')],
    ['admin with a one', 'adm1n', RESERVED(ACCOUNT, 'admin')],
    ['root', 'root', RESERVED(ACCOUNT, 'root')],
    ['kefu', 'kefu', RESERVED(ACCOUNT, 'kefu')],
    ['kefu inside', 'kefu_zhang', RESERVED(ACCOUNT, 'kefu')],
    ['guanfang', 'guanfang', RESERVED(ACCOUNT, 'guanfang')],
    ['official inside', 'the.official', RESERVED(ACCOUNT, 'official')],
  ])('%s (%s)', async (_case, account, message) => {
    const answer = await register(account);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
  });

  it('creates no account for any of them', async () => {
    const row = await server.store.get("SELECT 1 AS found FROM users WHERE mobile = '13600001111'");
    expect(row).toBeUndefined();
  });
});

describe('PUT /user/profile refuses a nickname that poses as someone else', () => {
  const rename = (nickname: string, token = otherToken) =>
    server.api<User>('PUT', '/user/profile', {
      token,
      body: { nickname, realName: '', company: '', email: '' },
    });

  it.each([
    ['a small commercial at (U+FE6B)', '演示用户（﹫demo）', `${NICKNAME}不能包含“@”`],
    ['a full-width at', '演示用户（＠demo）', `${NICKNAME}不能包含“@”`],
    ['a circled a', '演示用户（ⓐdemo）', `${NICKNAME}不能包含“@”`],
    ['a Cyrillic е in demo', 'd\u0435mo', LOOKS_LIKE(NICKNAME, 'demo') + '昵称'],
    ['a Cyrillic е in editor', '\u0435ditor', RESERVED(NICKNAME, 'editor')],
    ['a Traditional 戶', '演示用戶', LOOKS_LIKE(NICKNAME, '演示用户') + '昵称'],
    ['Traditional 內容編輯', '內容編輯', RESERVED(NICKNAME, '编辑')],
    [
      'a combining mark after the name',
      '演示用户\u0301',
      `${NICKNAME}不能包含叠加在文字上的附加符号，以免与其他名字混淆`,
    ],
    ['an accent typed apart, composed', 'de\u0300mo', LOOKS_LIKE(NICKNAME, 'demo') + '昵称'],
    [
      'a stroke drawn over a Latin letter',
      'Laowang\u0336',
      `${NICKNAME}不能包含叠加在文字上的附加符号，以免与其他名字混淆`,
    ],
    [
      'three marks stacked',
      'สมชาย\u0e48\u0e48\u0e48',
      `${NICKNAME}不能包含叠加在文字上的附加符号，以免与其他名字混淆`,
    ],
    ['a zero for the o', 'dem0', LOOKS_LIKE(NICKNAME, 'demo') + '昵称'],
    ['admin', 'admin', RESERVED(NICKNAME, 'admin')],
    ['root', 'root', RESERVED(NICKNAME, 'root')],
    ['kefu', 'kefu', RESERVED(NICKNAME, 'kefu')],
    ['guanfang', 'GuanFang', RESERVED(NICKNAME, 'guanfang')],
    ['编辑', '编辑', RESERVED(NICKNAME, '编辑')],
    ['编辑 inside', '物流编辑小王', RESERVED(NICKNAME, '编辑')],
    ['官方客服', '官方客服', RESERVED(NICKNAME, '官方')],
    ['客服 alone', '客服', RESERVED(NICKNAME, '客服')],
    ['管理员 in full width spaces', '管　理　员', RESERVED(NICKNAME, '管理员')],
  ])('%s (%s)', async (_case, nickname, message) => {
    const answer = await rename(nickname);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
    const current = await server.api<User>('GET', '/user/current', { token: otherToken });
    expect(current.body.data.nickname).toBe('冷链老王');
  });

  it('keeps names that only resemble a word in ordinary writing, and marks a script needs', async () => {
    for (const nickname of ['老王跑边疆', '华东冷链', 'café老王', 'สมชาย', '老王😀', '老王❤️']) {
      const answer = await rename(nickname);
      expect(answer.body.errorMsg, nickname).toBe('');
      expect(answer.body.data.nickname).toBe(nickname.normalize('NFC'));
    }
    expect((await rename('冷链老王')).body.success).toBe(true);
  });

  it("keeps a seeded name as it is, though it holds a platform word (the demo editor's 内容编辑)", async () => {
    const editorToken = await server.login('editor', 'editor123456');
    const current = await server.api<User>('GET', '/user/current', { token: editorToken });
    expect(current.body.data.nickname).toBe('内容编辑');
    const kept = await rename('内容编辑', editorToken);
    expect(kept.body.success).toBe(true);
    // Choosing it anew is another matter.
    expect((await rename('内容编辑2', editorToken)).body.errorMsg).toBe(RESERVED(NICKNAME, '编辑'));
    expect((await server.api<User>('GET', '/user/current', { token: editorToken })).body.data.nickname).toBe(
      '内容编辑',
    );
  });
});

describe('who may rename whom', () => {
  it('refuses a rename without a token, and one user cannot free or take a name for another', async () => {
    const body = { nickname: '新来的老王', realName: '', company: '', email: '' };
    const anonymous = await server.api('PUT', '/user/profile', { body });
    expect(anonymous.body.errorCode).toBe(10002);
    // The demo user renames only themself; Laowang keeps his name, and it stays refused to demo.
    const demoToken = await server.login();
    expect((await server.api<User>('PUT', '/user/profile', { token: demoToken, body })).body.success).toBe(
      true,
    );
    const laowang = await server.api<User>('GET', '/user/current', { token: otherToken });
    expect(laowang.body.data.nickname).toBe('冷链老王');
    const taken = await server.api('PUT', '/user/profile', {
      token: demoToken,
      body: { ...body, nickname: '冷鏈老王' },
    });
    expect(taken.body.errorMsg).toBe(LOOKS_LIKE(NICKNAME, '冷链老王') + '昵称');
    await server.api('PUT', '/user/profile', { token: demoToken, body: { ...body, nickname: '演示用户' } });
  });
});

describe("the platform's mark", () => {
  it("comes with an editor's post and reply as authorRole, and a user's as user", async () => {
    const editorToken = await server.login('editor', 'editor123456');
    const circle = (await server.store.get('SELECT min(id) AS id FROM circles')) as { id: number };
    const post = await server.api<PostDetail>('POST', '/posts', {
      token: editorToken,
      body: { circleId: circle.id, title: '编辑的帖子', content: '正文' },
      headers: { 'Idempotency-Key': 'mark-post' },
    });
    expect(post.body.data.authorRole).toBe('editor');
    const reply = await server.api<Reply>('POST', `/posts/${post.body.data.id}/replies`, {
      token: otherToken,
      body: { content: '收到' },
      headers: { 'Idempotency-Key': 'mark-reply' },
    });
    expect(reply.body.data.authorRole).toBe('user');
    const read = await server.api<PostDetail>('GET', `/posts/${post.body.data.id}`);
    expect(read.body.data.authorRole).toBe('editor');
    const replies = await server.api<Paged<Reply>>('GET', `/posts/${post.body.data.id}/replies`);
    expect(replies.body.data.list.map((item) => item.authorRole)).toEqual(['user']);
    const editorReply = await server.api<Reply>('POST', `/posts/${post.body.data.id}/replies`, {
      token: editorToken,
      body: { content: '补充说明' },
      headers: { 'Idempotency-Key': 'mark-editor-reply' },
    });
    const quoting = await server.api<Reply>('POST', `/posts/${post.body.data.id}/replies`, {
      token: otherToken,
      body: { content: '明白', quoteReplyId: editorReply.body.data.id },
      headers: { 'Idempotency-Key': 'mark-quote' },
    });
    expect(quoting.body.data.quote).toMatchObject({ authorAccount: 'editor', authorRole: 'editor' });
  });
});

describe('the keys names are compared by', () => {
  it('are made anew when they were made by an older rule', async () => {
    expect(await nameTaken(server.store, 'derno')).toBe(true);
    // Keys as the previous release made them (no version mark): the next check makes them anew.
    await server.store.run("UPDATE user_name_keys SET name_key = lower(name) WHERE name_key LIKE 's2:%'");
    expect(await nameTaken(server.store, 'derno')).toBe(true);
    expect(await nameRefusal(server.store, 'account', 'zhoushifu88')).toBeNull();
  });
});
