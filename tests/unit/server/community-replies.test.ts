import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle, Paged, PostDetail, Reply } from '../../../src/lib/shared/contract.ts';
import {
  server,
  token,
  otherToken,
  otherUserId,
  count,
  firstCircleId,
  createPost,
  newKey,
  useCommunityServer,
} from './community-fixture.ts';

import { testStore } from '../helpers/postgres-suite.ts';
import type { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';

useCommunityServer();

function createReply(postId: number, body: unknown, options: { key?: string; as?: string } = {}) {
  return server.api<Reply>('POST', `/posts/${postId}/replies`, {
    body,
    token: options.as ?? token,
    headers: { 'Idempotency-Key': options.key ?? newKey() },
  });
}

describe('POST /posts/:id/replies', () => {
  let postId: number;
  beforeAll(async () => {
    const { body } = await createPost(
      { circleId: firstCircleId(), title: '回复测试帖', content: '欢迎回复。' },
      { as: otherToken },
    );
    postId = body.data.id;
  });

  it('needs a token and a key', async () => {
    expect(
      (await server.api('POST', `/posts/${postId}/replies`, { body: { content: 'x' } })).body.errorCode,
    ).toBe(10002);
    expect(
      (await server.api('POST', `/posts/${postId}/replies`, { body: { content: 'x' }, token })).body.errorMsg,
    ).toBe('缺少 Idempotency-Key 请求头');
  });

  it('adds replies on the next floors, moves the post counters and tells the author', async () => {
    const first = await createReply(postId, { content: '第一个回复' });
    const second = await createReply(postId, { content: '引用一下', quoteReplyId: first.body.data.id });
    expect(first.body.data).toMatchObject({
      postId,
      floor: 1,
      authorName: '演示用户',
      authorAccount: 'demo',
      quote: null,
    });
    expect(second.body.data.floor).toBe(2);
    expect(second.body.data.quote).toEqual({
      id: first.body.data.id,
      floor: 1,
      authorName: '演示用户',
      authorAccount: 'demo',
      authorRole: 'user',
      content: '第一个回复',
      deleted: false,
      hidden: false,
    });
    const post = await server.api<PostDetail>('GET', `/posts/${postId}`);
    expect(post.body.data.replyCount).toBe(2);
    expect(post.body.data.lastReplyAt).toBe(second.body.data.createdAt);
    // The author follows the post: both replies are counted in one unread notice.
    const notices = await server.store.all<{ title: string }>(
      "SELECT title FROM notices WHERE user_id = ? AND type = 'message' AND post_id = ? ORDER BY id",
      otherUserId,
      postId,
    );
    expect(notices.map((notice) => notice.title)).toEqual(['「回复测试帖」有 2 条新回复']);
    const listed = await server.api<Paged<Reply>>('GET', `/posts/${postId}/replies`);
    expect(listed.body.data.list.map((reply) => reply.floor)).toEqual([1, 2]);
    expect(listed.body.data.list[1]!.quote?.id).toBe(first.body.data.id);
  });

  it('does not notify the author of a reply to their own post', async () => {
    const before = await count(
      "SELECT count(*) AS n FROM notices WHERE user_id = ? AND type = 'message'",
      otherUserId,
    );
    await createReply(postId, { content: '楼主自己回复' }, { as: otherToken });
    expect(
      await count("SELECT count(*) AS n FROM notices WHERE user_id = ? AND type = 'message'", otherUserId),
    ).toBe(before);
  });

  it('refuses a quote from another post, an empty reply and an unknown post', async () => {
    const { id: foreign } = (await server.store.get(
      'SELECT id FROM replies WHERE post_id <> ? ORDER BY id LIMIT 1',
      postId,
    )) as { id: number };
    expect((await createReply(postId, { content: '引用', quoteReplyId: foreign })).body.errorMsg).toBe(
      '引用的回复（quoteReplyId）不存在或不属于该帖子',
    );
    expect((await createReply(postId, { content: '' })).body.errorMsg).toBe('请输入正文（content）');
    expect((await createReply(postId, { content: 'x', quoteReplyId: 'abc' })).body.errorMsg).toBe(
      '引用的回复（quoteReplyId）不是一个有效的数字',
    );
    expect((await createReply(999999, { content: '你好' })).status).toBe(404);
  });

  it('makes one reply of 20 concurrent duplicates and distinct floors of 20 different ones', async () => {
    const key = newKey();
    const duplicates = await Promise.all(
      Array.from({ length: 20 }, () => createReply(postId, { content: '重复的回复' }, { key })),
    );
    expect(new Set(duplicates.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM replies WHERE post_id = ? AND content = '重复的回复'", postId),
    ).toBe(1);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createReply(postId, { content: `并发回复 ${i}` })),
    );
    const floors = distinct.map((answer) => answer.body.data.floor);
    expect(new Set(floors).size).toBe(20);
    expect(await count('SELECT reply_count AS n FROM posts WHERE id = ?', postId)).toBe(
      await count('SELECT count(*) AS n FROM replies WHERE post_id = ?', postId),
    );
    const reused = await createReply(postId, { content: '换了内容' }, { key });
    expect(reused.status).toBe(409);
  });

  it.skipIf(testStore() !== 'postgres')(
    'holds the turn every transaction takes for four statements: the post, the rate, the reply with its notices, its key',
    async () => {
      const store = server.store as PostgresStore;
      const sent: string[] = [];
      store.onStatement = (text) => sent.push(text);
      try {
        expect((await createReply(postId, { content: '数一数语句' })).status).toBe(200);
      } finally {
        store.onStatement = undefined;
      }
      // The key not yet used is looked up before the turn; in it, the post and the rate; the floor,
      // the reply, the post's count, the page's change, the notices and the reply read back as one;
      // the key kept.
      expect(sent).toHaveLength(4);
      expect(sent.filter((text) => /INSERT INTO replies/.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /INSERT INTO notices/.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /FROM idempotency_keys/.test(text))).toHaveLength(0);
    },
  );

  it('keeps the circle reply counts in step with new replies', async () => {
    const { body } = await server.api<Circle[]>('GET', '/circles');
    for (const circle of body.data) {
      expect(circle.replyCount).toBe(
        await count(
          'SELECT count(*) AS n FROM replies r JOIN posts p ON p.id = r.post_id WHERE p.circle_id = ?',
          circle.id,
        ),
      );
    }
  });
});

describe('the reply notice', () => {
  it('tells the author with an excerpt cut at a character, never inside an emoji', async () => {
    const own = await createPost(
      { circleId: firstCircleId(), title: '摘要测试帖', content: '欢迎回复。' },
      { as: otherToken },
    );
    const content = `${'好'.repeat(59)}😀尾巴`;
    const reply = await createReply(own.body.data.id, { content });
    expect(reply.body.success).toBe(true);
    const notice = (await server.store.get(
      'SELECT description FROM notices WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      otherUserId,
    )) as { description: string };
    expect(notice.description).toBe(`演示用户（@demo）：${'好'.repeat(59)}😀…`);
  });
});
