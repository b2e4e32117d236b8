/**
 * Community moderation over real HTTP (docs/api.md, Moderation): who may report and handle reports,
 * one open report per user and target, the queue's counts, and what each reader gets of hidden words
 * — details, floors, quotes, lists, search, 我的回复 and histories — with the notices that follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Notice,
  Paged,
  PostDetail,
  PostItem,
  Reply,
  TextHistory,
  UserReply,
} from '../../../src/lib/shared/contract.ts';
import type { ReportItem, ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';

let server: TestServer;
let author: string;
let reporter: string;
let bystander: string;
let editor: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  author = await server.login();
  await insertUser(server.store, {
    account: 'jubao',
    password: 'Jubao123456',
    mobile: '13700005555',
    nickname: '举报人',
  });
  await insertUser(server.store, {
    account: 'pangguan',
    password: 'Pangguan123',
    mobile: '13700006666',
    nickname: '旁观者',
  });
  reporter = await server.login('jubao', 'Jubao123456');
  bystander = await server.login('pangguan', 'Pangguan123');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const circleId = (): Promise<number> => countRows(server.store, 'SELECT min(id) AS n FROM circles');

async function newPost(title: string, content: string, as = author): Promise<PostDetail> {
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token: as,
    body: { circleId: await circleId(), title, content },
    headers: { 'Idempotency-Key': `report-${(key += 1)}` },
  });
  if (!answer.body.success) throw new Error(answer.body.errorMsg);
  return answer.body.data;
}

async function newReply(postId: number, content: string, as: string, quoteReplyId?: number): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token: as,
    body: { content, ...(quoteReplyId ? { quoteReplyId } : {}) },
    headers: { 'Idempotency-Key': `report-${(key += 1)}` },
  });
  if (!answer.body.success) throw new Error(answer.body.errorMsg);
  return answer.body.data;
}

const report = (body: unknown, token?: string) =>
  server.api<ReportReceipt>('POST', '/reports', { body, ...(token ? { token } : {}) });

const queue = (state: string, token?: string) =>
  server.api<Paged<ReportItem>>('GET', `/desk/reports?state=${state}&pageSize=100`, token ? { token } : {});

describe('POST /reports', () => {
  it('takes a report from another user, once while it is open', async () => {
    const post = await newPost('举报测试帖甲', '正文甲');
    const first = await report({ target: 'post', id: post.id, reason: 'spam', note: '广告' }, reporter);
    expect(first.body.success).toBe(true);
    expect(first.body.data.state).toBe('open');
    const again = await report({ target: 'post', id: post.id, reason: 'abuse' }, reporter);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(10630);
    expect(again.body.errorMsg).toContain('已举报过');
    const second = await report({ target: 'post', id: post.id, reason: 'spam' }, bystander);
    expect(second.body.data.reportId).toBe(first.body.data.reportId);
  });

  it('refuses a visitor, the author of the words, an unknown target and a reason not on the list', async () => {
    const post = await newPost('举报测试帖乙', '正文乙');
    const visitor = await report({ target: 'post', id: post.id, reason: 'spam' });
    expect(visitor.body.errorCode).toBe(10002);
    const own = await report({ target: 'post', id: post.id, reason: 'spam' }, author);
    expect([own.status, own.body.errorCode]).toEqual([403, 10633]);
    const unknown = await report({ target: 'reply', id: 999_999, reason: 'spam' }, reporter);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 10404]);
    const reason = await report({ target: 'post', id: post.id, reason: 'boring' }, reporter);
    expect([reason.status, reason.body.errorCode]).toEqual([400, 10001]);
    expect(reason.body.errorMsg).toContain('原因（reason）');
  });
});

describe('the desk queue and its actions', () => {
  it('answers editors only: 10002 without a token, 10620 for a user', async () => {
    expect((await queue('open')).body.errorCode).toBe(10002);
    const user = await queue('open', reporter);
    expect([user.status, user.body.errorCode]).toEqual([403, 10620]);
    const post = await newPost('举报测试帖丙', '正文丙');
    const { reportId } = (await report({ target: 'post', id: post.id, reason: 'fraud' }, reporter)).body.data;
    for (const action of ['hide', 'dismiss']) {
      const refused = await server.api('POST', `/desk/reports/${reportId}/${action}`, { token: reporter });
      expect([refused.status, refused.body.errorCode]).toEqual([403, 10620]);
      const anonymous = await server.api('POST', `/desk/reports/${reportId}/${action}`);
      expect(anonymous.body.errorCode).toBe(10002);
    }
    expect((await queue('open', editor)).body.data.list.some((item) => item.id === reportId)).toBe(true);
  });

  it('lists one item per target with its text, author, reporters and reasons counted', async () => {
    const post = await newPost('举报测试帖丁', '可疑的正文丁');
    const reply = await newReply(post.id, '可疑的回复丁', bystander);
    await report({ target: 'reply', id: reply.id, reason: 'spam', note: '刷屏' }, reporter);
    await report({ target: 'reply', id: reply.id, reason: 'spam' }, author);
    const item = (await queue('open', editor)).body.data.list.find(
      (entry) => entry.target === 'reply' && entry.targetId === reply.id,
    );
    expect(item).toMatchObject({
      postId: post.id,
      floor: reply.floor,
      title: '举报测试帖丁',
      text: '可疑的回复丁',
      authorName: '旁观者',
      reporters: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      notes: ['刷屏'],
      state: 'open',
      handledAt: null,
    });
  });

  it('dismisses once, records who and when, and tells the reporters', async () => {
    const post = await newPost('举报测试帖戊', '正文戊');
    const { reportId } = (await report({ target: 'post', id: post.id, reason: 'other' }, reporter)).body.data;
    const dismissed = await server.api<{ state: string }>('POST', `/desk/reports/${reportId}/dismiss`, {
      token: editor,
    });
    expect(dismissed.body.data.state).toBe('dismissed');
    const twice = await server.api('POST', `/desk/reports/${reportId}/hide`, { token: editor });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 10631]);
    const item = (await queue('dismissed', editor)).body.data.list.find((entry) => entry.id === reportId);
    expect(item?.handledBy).toBe(DEMO_EDITOR.nickname);
    expect(item?.handledAt).not.toBeNull();
    const notices = await server.api<Notice[]>('GET', '/notices', { token: reporter });
    expect(notices.body.data.some((notice) => notice.description.includes('未发现违反社区规定'))).toBe(true);
    // The words stand: the post is still listed, and may be reported again.
    const again = await report({ target: 'post', id: post.id, reason: 'spam' }, reporter);
    expect(again.body.success).toBe(true);
    expect(again.body.data.reportId).not.toBe(reportId);
    expect((await server.api('POST', '/desk/reports/999999/hide', { token: editor })).body.errorCode).toBe(
      10404,
    );
  });
});

describe('hidden words', () => {
  let post: PostDetail;
  let hiddenReply: Reply;
  let quoting: Reply;

  beforeAll(async () => {
    post = await newPost('屏蔽测试帖标题', '屏蔽测试帖的违规正文');
    const standingPost = await newPost('正常的帖子', '正常正文', bystander);
    hiddenReply = await newReply(standingPost.id, '违规回复内容甲乙丙', author);
    quoting = await newReply(standingPost.id, '引用一下', bystander, hiddenReply.id);
    await newReply(post.id, '旁观者在被屏蔽帖下的回复', bystander);
    for (const [target, id] of [
      ['post', post.id],
      ['reply', hiddenReply.id],
    ] as const) {
      const { reportId } = (await report({ target, id, reason: 'abuse' }, reporter)).body.data;
      const hidden = await server.api<{ state: string }>('POST', `/desk/reports/${reportId}/hide`, {
        token: editor,
      });
      expect(hidden.body.data.state).toBe('hidden');
    }
  });

  it('shows others an empty post with hiddenAt, and its author the words', async () => {
    for (const token of [undefined, bystander, reporter, editor]) {
      const seen = await server.api<PostDetail>('GET', `/posts/${post.id}`, token ? { token } : {});
      expect([seen.body.data.title, seen.body.data.content]).toEqual(['', '']);
      expect(seen.body.data.hiddenAt).not.toBeNull();
    }
    const own = await server.api<PostDetail>('GET', `/posts/${post.id}`, { token: author });
    expect(own.body.data.content).toBe('屏蔽测试帖的违规正文');
    expect(own.body.data.hiddenAt).not.toBeNull();
  });

  it('keeps a hidden floor and quotes of it empty for others, whole for their writer', async () => {
    const asOther = await server.api<Paged<Reply>>('GET', `/posts/${hiddenReply.postId}/replies`, {
      token: bystander,
    });
    const floor = asOther.body.data.list.find((reply) => reply.id === hiddenReply.id);
    expect(floor?.content).toBe('');
    expect(floor?.hiddenAt).not.toBeNull();
    const quote = asOther.body.data.list.find((reply) => reply.id === quoting.id)?.quote;
    expect(quote).toMatchObject({ hidden: true, content: '' });
    const single = await server.api<Reply>('GET', `/posts/${hiddenReply.postId}/replies/${hiddenReply.id}`);
    expect(single.body.data.content).toBe('');
    const asWriter = await server.api<Paged<Reply>>('GET', `/posts/${hiddenReply.postId}/replies`, {
      token: author,
    });
    expect(asWriter.body.data.list.find((reply) => reply.id === hiddenReply.id)?.content).toBe(
      '违规回复内容甲乙丙',
    );
    expect(asWriter.body.data.list.find((reply) => reply.id === quoting.id)?.quote?.content).toBe(
      '违规回复内容甲乙丙',
    );
  });

  it('takes a hidden post out of lists and search, and a hidden reply out of quotes to come', async () => {
    const list = await server.api<Paged<PostItem>>('GET', '/posts?pageSize=100');
    expect(list.body.data.list.map((item) => item.id)).not.toContain(post.id);
    const search = await server.api<Paged<PostItem>>(
      'GET',
      `/posts?keyword=${encodeURIComponent('违规正文')}`,
    );
    expect(search.body.data.total).toBe(0);
    const mine = await server.api<Paged<PostItem>>('GET', '/user/posts?pageSize=100', { token: author });
    expect(mine.body.data.list.find((item) => item.id === post.id)?.hiddenAt).not.toBeNull();
    const quote = await server.api('POST', `/posts/${hiddenReply.postId}/replies`, {
      token: bystander,
      body: { content: '再引用', quoteReplyId: hiddenReply.id },
      headers: { 'Idempotency-Key': `report-${(key += 1)}` },
    });
    expect([quote.status, quote.body.errorCode]).toEqual([403, 10632]);
  });

  it("leaves the hidden post's title out of another writer's 我的回复", async () => {
    const replies = await server.api<Paged<UserReply>>('GET', '/user/replies?pageSize=100', {
      token: bystander,
    });
    const under = replies.body.data.list.find((reply) => reply.postId === post.id);
    expect(under?.content).toBe('旁观者在被屏蔽帖下的回复');
    expect(under?.postTitle).toBe('');
    const quoted = replies.body.data.list.find((reply) => reply.id === quoting.id);
    expect(quoted?.quote?.content).toBe('');
  });

  it('refuses the history of hidden words to anyone but their author', async () => {
    const other = await server.api<TextHistory>('GET', `/posts/${post.id}/history`, { token: bystander });
    expect([other.status, other.body.errorCode]).toEqual([403, 10632]);
    const visitor = await server.api('GET', `/posts/${hiddenReply.postId}/replies/${hiddenReply.id}/history`);
    expect(visitor.body.errorCode).toBe(10632);
    const own = await server.api<TextHistory>('GET', `/posts/${post.id}/history`, { token: author });
    expect(own.body.data.list[0]?.content).toBe('屏蔽测试帖的违规正文');
  });

  it('tells the author, and refuses a report of hidden words', async () => {
    const notices = await server.api<Notice[]>('GET', '/notices', { token: author });
    const titles = notices.body.data.map((notice) => notice.title);
    expect(titles).toContain('你的帖子「屏蔽测试帖标题」已被屏蔽');
    expect(titles.some((title) => title.includes('的回复（第 1 楼）已被屏蔽'))).toBe(true);
    const again = await report({ target: 'post', id: post.id, reason: 'spam' }, bystander);
    expect(again.body.errorCode).toBe(10632);
  });
});

describe('the per-account report rate (PORTAL_REPORT_RATE)', () => {
  it('refuses the report over the hourly rate with 429, Retry-After and when, until the hour has passed', async () => {
    let clock = Date.parse('2026-11-24T02:00:00.000Z');
    const limited = await startTestServer({ reportRatePerHour: 2, now: () => clock });
    try {
      const writer = await limited.login();
      await insertUser(limited.store, {
        account: 'kuaishou',
        password: 'Kuaishou123',
        mobile: '13700007777',
      });
      const quick = await limited.login('kuaishou', 'Kuaishou123');
      const circle = Number(
        ((await limited.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n,
      );
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const post = await limited.api<PostDetail>('POST', '/posts', {
          token: writer,
          body: { circleId: circle, title: `限速帖${i}`, content: '正文' },
          headers: { 'Idempotency-Key': `rate-${i}` },
        });
        ids.push(post.body.data.id);
      }
      const send = (id: number) =>
        limited.api('POST', '/reports', { token: quick, body: { target: 'post', id, reason: 'spam' } });
      expect((await send(ids[0]!)).body.success).toBe(true);
      clock += 10 * 60_000;
      expect((await send(ids[1]!)).body.success).toBe(true);
      const refused = await send(ids[2]!);
      expect([refused.status, refused.body.errorCode]).toEqual([429, 10004]);
      expect(refused.headers.get('Retry-After')).toBe(String(50 * 60));
      // 02:00 UTC + 1 h is 11:00 in Beijing.
      expect(refused.body.errorMsg).toBe(
        '举报过于频繁：每个账号每小时最多举报 2 次，请在 50 分钟后（北京时间 11:00 以后）再试',
      );
      clock += 50 * 60_000;
      expect((await send(ids[2]!)).body.success).toBe(true);
      expect((await send(ids[3]!)).body.errorCode).toBe(10004);
    } finally {
      await limited.close();
    }
  });
});
