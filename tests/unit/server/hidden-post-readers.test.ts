/**
 * A post and a reply an editor hid, read by each kind of reader over real HTTP (docs/api.md,
 * Moderation): a visitor, another user, the reporter and the author. Only the author gets the words;
 * only the author may reply to a hidden post or start following it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowState, PostDetail, Reply } from '../../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let author: string;
let other: string;
let reporter: string;
let post: PostDetail;
let reply: Reply;
let key = 0;

const headers = () => ({ 'Idempotency-Key': `readers-${(key += 1)}` });

beforeAll(async () => {
  server = await startTestServer();
  await insertUser(server.store, { account: 'qita', password: 'Qita12345678', mobile: '13700009901' });
  await insertUser(server.store, { account: 'jubao2', password: 'Jubao2123456', mobile: '13700009902' });
  author = await server.login();
  other = await server.login('qita', 'Qita12345678');
  reporter = await server.login('jubao2', 'Jubao2123456');
  const editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  const circleId = Number(((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n);
  post = (
    await server.api<PostDetail>('POST', '/posts', {
      token: author,
      body: { circleId, title: '读者矩阵测试帖', content: '读者矩阵测试帖的正文' },
      headers: headers(),
    })
  ).body.data;
  reply = (
    await server.api<Reply>('POST', `/posts/${post.id}/replies`, {
      token: author,
      body: { content: '读者矩阵测试回复' },
      headers: headers(),
    })
  ).body.data;
  for (const [target, id] of [
    ['post', post.id],
    ['reply', reply.id],
  ] as const) {
    const receipt = await server.api<ReportReceipt>('POST', '/reports', {
      token: reporter,
      body: { target, id, reason: 'abuse' },
    });
    await server.api('POST', `/desk/reports/${receipt.body.data.reportId}/hide`, { token: editor });
  }
});
afterAll(() => server.close());

const readers = () =>
  [
    ['a visitor', undefined],
    ['another user', other],
    ['the reporter', reporter],
  ] as const;

describe('a hidden post and reply', () => {
  it('reach every reader but the author empty, with hiddenAt', async () => {
    for (const [who, token] of readers()) {
      const as = token ? { token } : {};
      const seen = (await server.api<PostDetail>('GET', `/posts/${post.id}`, as)).body.data;
      expect([who, seen.title, seen.content, seen.hiddenAt !== null]).toEqual([who, '', '', true]);
      const floor = (await server.api<Reply>('GET', `/posts/${post.id}/replies/${reply.id}`, as)).body.data;
      expect([who, floor.content, floor.hiddenAt !== null]).toEqual([who, '', true]);
    }
    const own = (await server.api<PostDetail>('GET', `/posts/${post.id}`, { token: author })).body.data;
    expect([own.title, own.content]).toEqual(['读者矩阵测试帖', '读者矩阵测试帖的正文']);
    const ownFloor = (
      await server.api<Reply>('GET', `/posts/${post.id}/replies/${reply.id}`, { token: author })
    ).body.data;
    expect(ownFloor.content).toBe('读者矩阵测试回复');
  });

  it('take replies and new followers from the author only', async () => {
    for (const [who, token] of readers()) {
      const as = token ? { token } : {};
      const answer = await server.api('POST', `/posts/${post.id}/replies`, {
        ...as,
        body: { content: '还能回复吗' },
        headers: headers(),
      });
      const refused = token ? [403, 10632] : [200, 10002];
      expect([who, answer.status, answer.body.errorCode]).toEqual([who, ...refused]);
      const follow = await server.api('PUT', `/posts/${post.id}/follow`, as);
      expect([who, follow.body.errorCode]).toEqual([who, token ? 10632 : 10002]);
    }
    // Whoever followed before may still stop.
    expect(
      (await server.api<FollowState>('DELETE', `/posts/${post.id}/follow`, { token: other })).body.data,
    ).toEqual({ following: false });
    const own = await server.api<Reply>('POST', `/posts/${post.id}/replies`, {
      token: author,
      body: { content: '作者补充说明' },
      headers: headers(),
    });
    expect(own.body.success).toBe(true);
    expect(
      (await server.api<FollowState>('PUT', `/posts/${post.id}/follow`, { token: author })).body.data,
    ).toEqual({
      following: true,
    });
  });
});
