/**
 * Words an editor hid or their writer deleted leave the notices already written (docs/decisions.md,
 * "Hidden and deleted words leave the notices"): a follower's notice, the notice of the writer a reply
 * quoted, the list, the stream's replay (`Last-Event-ID: 0`) and an open stream, over real HTTP.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, PostDetail, Reply } from '../../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { openStream, type OpenStream, type StreamEvent } from './stream-reader.ts';

let server: TestServer;
let author: string;
let follower: string;
let quoted: string;
let reporter: string;
let editor: string;
let key = 0;
const opened: OpenStream[] = [];

const PEOPLE = [
  ['guanzhu', 'Guanzhu12345', '13700008801', '关注者'],
  ['beiyin', 'Beiyin123456', '13700008802', '被引用者'],
  ['jubaozhe', 'Jubaozhe1234', '13700008803', '举报者'],
] as const;

beforeAll(async () => {
  server = await startTestServer({ stream: { heartbeatMs: 300, pollMs: 40, retryMs: 3000 } });
  for (const [account, password, mobile, nickname] of PEOPLE)
    await insertUser(server.store, { account, password, mobile, nickname });
  author = await server.login();
  follower = await server.login(PEOPLE[0][0], PEOPLE[0][1]);
  quoted = await server.login(PEOPLE[1][0], PEOPLE[1][1]);
  reporter = await server.login(PEOPLE[2][0], PEOPLE[2][1]);
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

async function newPost(title: string, content: string): Promise<PostDetail> {
  const circleId = Number(((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n);
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token: author,
    body: { circleId, title, content },
    headers: { 'Idempotency-Key': `moderated-${(key += 1)}` },
  });
  if (!answer.body.success) throw new Error(answer.body.errorMsg);
  return answer.body.data;
}

async function reply(postId: number, content: string, as: string, quoteReplyId?: number): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token: as,
    body: { content, ...(quoteReplyId ? { quoteReplyId } : {}) },
    headers: { 'Idempotency-Key': `moderated-${(key += 1)}` },
  });
  if (!answer.body.success) throw new Error(answer.body.errorMsg);
  return answer.body.data;
}

async function follow(postId: number, as: string): Promise<void> {
  expect((await server.api('PUT', `/posts/${postId}/follow`, { token: as })).body.success).toBe(true);
}

async function hide(target: 'post' | 'reply', id: number): Promise<void> {
  const receipt = await server.api<ReportReceipt>('POST', '/reports', {
    token: reporter,
    body: { target, id, reason: 'abuse' },
  });
  const hidden = await server.api('POST', `/desk/reports/${receipt.body.data.reportId}/hide`, {
    token: editor,
  });
  expect(hidden.body.success).toBe(true);
}

const noticesOf = async (as: string, postId: number): Promise<Notice[]> =>
  (await server.api<Notice[]>('GET', '/notices', { token: as })).body.data.filter(
    (notice) => notice.target?.postId === postId,
  );

/** Every notice the stream replays from the start (`Last-Event-ID: 0`), up to its first heartbeat. */
async function replayed(as: string): Promise<Notice[]> {
  const stream = await openStream(server.url, { Authentication: as, 'Last-Event-ID': '0' });
  opened.push(stream);
  const notices: Notice[] = [];
  for (;;) {
    const event: StreamEvent = await stream.next((e) => e.event === 'notice' || e.comment === true);
    if (event.comment) return notices;
    notices.push(JSON.parse(event.data ?? '') as Notice);
  }
}

/** Every word a reader could see of these notices. */
const wordsOf = (notices: Notice[]): string => notices.map((n) => `${n.title}|${n.description}`).join('\n');

describe('a reply an editor hid', () => {
  it("leaves the follower's and the quoted writer's notices, stored and replayed, read or not", async () => {
    const post = await newPost('隐藏回复通知测试', '正文');
    await follow(post.id, follower);
    const first = await reply(post.id, '被引用的正常回复', quoted);
    const bad = await reply(post.id, '违规回复的原话甲乙丙', author, first.id);
    for (const who of [follower, quoted])
      expect(wordsOf(await noticesOf(who, post.id))).toContain('违规回复的原话');
    // The quoted writer has read theirs already: a read notice loses the words too.
    const [readOne] = await noticesOf(quoted, post.id);
    await server.api('POST', `/notices/${readOne!.id}/read`, { token: quoted });

    await hide('reply', bad.id);

    for (const [who, replies] of [
      [follower, 2],
      [quoted, 1],
    ] as const) {
      const stored = await noticesOf(who, post.id);
      expect(stored.map((n) => [n.title, n.description])).toEqual([
        [`「隐藏回复通知测试」有 ${replies} 条新回复`, '该内容已被屏蔽'],
      ]);
      expect(wordsOf(await replayed(who))).not.toContain('违规回复的原话');
    }
  });

  it('tells an open stream that its notices changed, so the page reads them again', async () => {
    const post = await newPost('实时屏蔽测试', '正文');
    await follow(post.id, follower);
    const bad = await reply(post.id, '马上被屏蔽的回复', author);
    const stream = await openStream(server.url, { Authentication: follower });
    opened.push(stream);
    await stream.next((e) => e.comment === true);
    await hide('reply', bad.id);
    expect((await stream.next((e) => e.event === 'changed')).event).toBe('changed');
    expect(wordsOf(await noticesOf(follower, post.id))).not.toContain('马上被屏蔽');
  });
});

describe('a post an editor hid later', () => {
  it("takes its title out of others' notices, not out of its author's own", async () => {
    const post = await newPost('稍后被屏蔽的标题', '正文');
    await follow(post.id, follower);
    const under = await reply(post.id, '屏蔽帖下的普通回复', quoted);
    await hide('post', post.id);
    const theirs = await noticesOf(follower, post.id);
    expect(theirs.map((n) => n.title)).toEqual(['「该内容已被屏蔽」有 1 条新回复']);
    expect(wordsOf(await replayed(follower))).not.toContain('稍后被屏蔽的标题');
    expect((await noticesOf(author, post.id)).map((n) => n.title)).toEqual([
      '「稍后被屏蔽的标题」有 1 条新回复',
    ]);
    // Nor does the writer of a reply under it learn the title when their reply is hidden in turn.
    await hide('reply', under.id);
    const told = (await server.api<Notice[]>('GET', '/notices', { token: quoted })).body.data;
    expect(told.map((n) => n.title)).toContain('你在「该内容已被屏蔽」的回复（第 1 楼）已被屏蔽');
    expect(wordsOf(told)).not.toContain('稍后被屏蔽的标题');
  });
});

describe('a reply its writer deleted', () => {
  it('removes a notice of it alone, and takes it out of one that counts more', async () => {
    const post = await newPost('删除回复通知测试', '正文');
    await follow(post.id, follower);
    const only = await reply(post.id, '写完就删的回复', quoted);
    expect(await noticesOf(follower, post.id)).toHaveLength(1);
    await server.api('DELETE', `/posts/${post.id}/replies/${only.id}`, { token: quoted });
    expect(await noticesOf(follower, post.id)).toEqual([]);

    await reply(post.id, '留下的回复', reporter);
    const gone = await reply(post.id, '随后删除的回复', quoted);
    await server.api('DELETE', `/posts/${post.id}/replies/${gone.id}`, { token: quoted });
    const [left] = await noticesOf(follower, post.id);
    expect([left!.title, left!.description]).toEqual([
      '「删除回复通知测试」有 1 条新回复',
      '该回复已被作者删除',
    ]);
    expect(wordsOf(await replayed(follower))).not.toMatch(/写完就删|随后删除/);
  });
});

describe('a post its author deleted', () => {
  it('takes every notice of it away, read or not, and answers every read of its words with 10602', async () => {
    const post = await newPost('被删除的帖子标题', '被删除的帖子正文');
    await follow(post.id, follower);
    const first = await reply(post.id, '删除前的回复', quoted);
    const [notice] = await noticesOf(follower, post.id);
    await server.api('POST', `/notices/${notice!.id}/read`, { token: follower });
    await reply(post.id, '删除前的第二条回复', reporter);
    expect((await server.api('DELETE', `/posts/${post.id}`, { token: author })).body.success).toBe(true);

    for (const who of [follower, quoted]) {
      expect(await noticesOf(who, post.id)).toEqual([]);
      expect(wordsOf(await replayed(who))).not.toContain('被删除的帖子标题');
    }
    const reads = [
      ['GET', `/posts/${post.id}/replies`],
      ['GET', `/posts/${post.id}/replies/${first.id}`],
      ['GET', `/posts/${post.id}/replies/${first.id}/history`],
      ['GET', `/posts/${post.id}/history`],
      ['PUT', `/posts/${post.id}/follow`],
    ] as const;
    for (const [method, path] of reads) {
      for (const token of [undefined, follower]) {
        if (method === 'PUT' && !token) continue;
        const answer = await server.api(method, path, token ? { token } : {});
        expect([path, answer.status, answer.body.errorCode]).toEqual([path, 410, 10602]);
      }
    }
    const quote = await server.api('POST', `/posts/${post.id}/replies`, {
      token: quoted,
      body: { content: '引用已删帖的回复', quoteReplyId: first.id },
      headers: { 'Idempotency-Key': `moderated-${(key += 1)}` },
    });
    expect(quote.body.errorCode).toBe(10602);
    const search = await server.api<{ total: number }>(
      'GET',
      `/posts?keyword=${encodeURIComponent('被删除的帖子')}`,
    );
    expect(search.body.data.total).toBe(0);
  });
});

describe('words their author edited', () => {
  it('leave the notices too: the new title and the new words stand in them', async () => {
    const post = await newPost('编辑前的标题', '正文');
    await follow(post.id, follower);
    const written = await reply(post.id, '编辑前的回复原话', quoted);
    const edited = await server.api('PUT', `/posts/${post.id}/replies/${written.id}`, {
      token: quoted,
      body: { content: '编辑后的回复', revision: written.revision },
    });
    expect(edited.body.success).toBe(true);
    const renamed = await server.api('PUT', `/posts/${post.id}`, {
      token: author,
      body: { title: '编辑后的标题', content: '正文', revision: post.revision },
    });
    expect(renamed.body.success).toBe(true);
    const [notice] = await noticesOf(follower, post.id);
    expect([notice!.title, notice!.description]).toEqual([
      '「编辑后的标题」有 1 条新回复',
      '被引用者（@beiyin）：编辑后的回复',
    ]);
    expect(wordsOf(await replayed(follower))).not.toMatch(/编辑前/);
  });
});
