import { composerFieldSpecs, composerValues } from '../../../src/lib/community/community-input.ts';
import { validateForm } from '../../../src/lib/form/form.ts';
import { COMMUNITY_LIMITS } from '../../../src/lib/shared/rules/community.ts';
import { describe, expect, it } from 'vitest';
import type { Circle, Paged, PostDetail, PostItem, Reply } from '../../../src/lib/shared/contract.ts';
import {
  server,
  token,
  otherToken,
  count,
  firstCircleId,
  createPost,
  newKey,
  useCommunityServer,
} from './community-fixture.ts';

useCommunityServer();

describe('reading', () => {
  it('lists circles with their post and reply counts', async () => {
    const { body } = await server.api<Circle[]>('GET', '/circles');
    expect(body.data).toHaveLength(await count('SELECT count(*) AS n FROM circles'));
    for (const circle of body.data) {
      expect(circle.postCount).toBe(
        await count('SELECT count(*) AS n FROM posts WHERE circle_id = ?', circle.id),
      );
      expect(circle.replyCount).toBe(
        await count(
          'SELECT count(*) AS n FROM replies r JOIN posts p ON p.id = r.post_id WHERE p.circle_id = ?',
          circle.id,
        ),
      );
    }
  });

  it('lists posts newest first, by circle, with paging', async () => {
    const { body } = await server.api<Paged<PostItem>>('GET', '/posts?pageSize=100');
    expect(body.data.total).toBe(await count('SELECT count(*) AS n FROM posts'));
    const ids = body.data.list.map((post) => post.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const circleId = firstCircleId();
    const inCircle = await server.api<Paged<PostItem>>('GET', `/posts?circleId=${circleId}&pageSize=100`);
    expect(inCircle.body.data.total).toBe(
      await count('SELECT count(*) AS n FROM posts WHERE circle_id = ?', circleId),
    );
    expect(
      inCircle.body.data.list.every((post) => post.circleId === circleId && post.circleName.length > 0),
    ).toBe(true);
    const beyond = await server.api<Paged<PostItem>>('GET', '/posts?page=500');
    expect(beyond.body.data).toEqual({ list: [], total: body.data.total, page: 500, pageSize: 10 });
  });

  it('shows a post with its body and counts the view', async () => {
    const first = await server.api<PostDetail>('GET', '/posts/1');
    const second = await server.api<PostDetail>('GET', '/posts/1');
    expect(second.body.data.views).toBe(first.body.data.views + 1);
    expect(second.body.data.content.length).toBeGreaterThan(0);
    expect(await server.api('GET', '/posts/999999')).toMatchObject({
      status: 404,
      body: { errorCode: 10404, errorMsg: '帖子不存在' },
    });
  });

  it('lists replies by floor, first floor first', async () => {
    const { postId } = (await server.store.get(
      'SELECT post_id AS "postId" FROM replies GROUP BY post_id ORDER BY count(*) DESC, post_id LIMIT 1',
    )) as {
      postId: number;
    };
    const { body } = await server.api<Paged<Reply>>('GET', `/posts/${postId}/replies?pageSize=100`);
    expect(body.data.total).toBe(await count('SELECT count(*) AS n FROM replies WHERE post_id = ?', postId));
    const floors = body.data.list.map((reply) => reply.floor);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    expect(body.data.list.every((reply) => reply.postId === postId && reply.authorName.length > 0)).toBe(
      true,
    );
    expect((await server.api('GET', '/posts/999999/replies')).status).toBe(404);
    expect((await server.api('GET', `/posts/${postId}/replies?page=0`)).body.errorMsg).toBe(
      '页码（page）最小值为1',
    );
  });
});

describe('POST /posts', () => {
  it('needs a token', async () => {
    const { body } = await server.api('POST', '/posts', {
      body: { circleId: 1, title: 't', content: 'c' },
      headers: { 'Idempotency-Key': 'k' },
    });
    expect(body.errorCode).toBe(10002);
  });

  it('needs an Idempotency-Key header of at most 100 characters', async () => {
    const input = { circleId: firstCircleId(), title: '标题', content: '内容' };
    const missing = await server.api('POST', '/posts', { body: input, token });
    expect(missing).toMatchObject({
      status: 400,
      body: { errorCode: 10001, errorMsg: '缺少 Idempotency-Key 请求头' },
    });
    const long = await createPost(input, { key: 'k'.repeat(101) });
    expect(long.body.errorMsg).toBe('Idempotency-Key 请求头最多100个字符');
  });

  it.each([
    [{ title: '标题', content: '内容' }, '请选择圈子（circleId）'],
    [{ circleId: '1', title: '标题', content: '内容' }, '圈子（circleId）不是一个有效的数字'],
    [{ circleId: 1, title: '   ', content: '内容' }, '请输入标题（title）'],
    [{ circleId: 1, title: '题'.repeat(101), content: '内容' }, '标题（title）最多100个字符'],
    [{ circleId: 1, title: '标题', content: '' }, '请输入正文（content）'],
    [{ circleId: 1, title: '标题', content: '字'.repeat(10001) }, '正文（content）最多10000个字符'],
  ])('refuses %j', async (input, message) => {
    const { status, body } = await createPost(input);
    expect(status).toBe(400);
    expect(body.errorMsg).toBe(message);
  });

  it('counts lengths as the composer does: an emoji is one character, invisible edges none', async () => {
    const circleId = firstCircleId();
    const full = await createPost({
      circleId,
      title: `\u200b${'😀'.repeat(COMMUNITY_LIMITS.titleMax)}\ufeff`,
      content: '😀'.repeat(COMMUNITY_LIMITS.contentMax),
    });
    expect(full.body.success).toBe(true);
    const over = await createPost({
      circleId,
      title: '标题',
      content: '😀'.repeat(COMMUNITY_LIMITS.contentMax + 1),
    });
    expect(over.body.errorMsg).toBe('正文（content）最多10000个字符');
    expect(
      validateForm(
        composerFieldSpecs('post'),
        composerValues({
          circleId,
          title: '标题',
          content: '😀'.repeat(COMMUNITY_LIMITS.contentMax + 1),
          quoteReplyId: null,
        }),
      ),
    ).toEqual({
      content: '正文最多10000个字符',
    });
  });

  it('answers 10404 for an unknown circle', async () => {
    const { status, body } = await createPost({ circleId: 9999, title: '标题', content: '内容' });
    expect(status).toBe(404);
    expect(body.errorMsg).toBe('圈子不存在');
  });

  it('creates a post that leads the list and the circle counts', async () => {
    const circleId = firstCircleId();
    const before = (await server.api<Circle[]>('GET', '/circles')).body.data.find((c) => c.id === circleId)!;
    const { body } = await createPost({
      circleId,
      title: '  冷链车夜间装货经验  ',
      content: '分享一下夜间装货的注意事项。',
    });
    expect(body.data).toMatchObject({
      circleId,
      title: '冷链车夜间装货经验',
      authorName: '演示用户',
      replyCount: 0,
      views: 0,
    });
    const list = await server.api<Paged<PostItem>>('GET', '/posts?pageSize=1');
    expect(list.body.data.list[0]!.id).toBe(body.data.id);
    const after = (await server.api<Circle[]>('GET', '/circles')).body.data.find((c) => c.id === circleId)!;
    expect(after.postCount).toBe(before.postCount + 1);
  });

  it('replays the original answer for the same key and body, and refuses another body with 10409', async () => {
    const key = newKey();
    const input = { circleId: firstCircleId(), title: '重放测试', content: '同一个请求发两次。' };
    const first = await createPost(input, { key });
    const replay = await createPost(input, { key });
    expect(replay.body).toEqual(first.body);
    const changed = await createPost({ ...input, content: '内容变了。' }, { key });
    expect(changed).toMatchObject({ status: 409, body: { success: false, errorCode: 10409 } });
    expect(await count("SELECT count(*) AS n FROM posts WHERE title = '重放测试'")).toBe(1);
    const otherUser = await createPost(input, { key, as: otherToken });
    expect(otherUser.body.data.id).not.toBe(first.body.data.id);
  });

  it('makes exactly one post of 20 concurrent duplicates', async () => {
    const key = newKey();
    const input = { circleId: firstCircleId(), title: '并发重复提交', content: '二十个相同的请求。' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => createPost(input, { key })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM posts WHERE title = '并发重复提交'")).toBe(1);
  });
});
