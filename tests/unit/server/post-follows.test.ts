/**
 * Following a post and the one merged notice of its new replies (docs/api.md, Community and Notices):
 * the author follows from the start, a follower gets one unread notice per post counting the replies
 * and opening the first of them, the writer of a reply never hears of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowState, Notice, PostDetail, Reply } from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let author: string;
let follower: string;
let stranger: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  author = await server.login();
  await insertUser(server.store, {
    account: 'gensui',
    password: 'Gensui123456',
    mobile: '13700002222',
    nickname: '跟随者',
  });
  await insertUser(server.store, {
    account: 'luren',
    password: 'Luren123456',
    mobile: '13700003333',
    nickname: '路人',
  });
  follower = await server.login('gensui', 'Gensui123456');
  stranger = await server.login('luren', 'Luren123456');
});
afterAll(() => server.close());

async function newPost(title: string): Promise<number> {
  const circleId = Number(((await server.store.get('SELECT min(id) AS n FROM circles')) as { n: number }).n);
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token: author,
    body: { circleId, title, content: '正文' },
    headers: { 'Idempotency-Key': `follow-${(key += 1)}` },
  });
  return answer.body.data.id;
}

async function reply(postId: number, content: string, as: string): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token: as,
    body: { content },
    headers: { 'Idempotency-Key': `follow-${(key += 1)}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

const postNotices = async (as: string, postId: number): Promise<Notice[]> =>
  (await server.api<Notice[]>('GET', '/notices', { token: as })).body.data.filter(
    (notice) => notice.target?.postId === postId,
  );

describe('PUT / DELETE /posts/:id/follow', () => {
  it('needs a token; the author follows from the start and may stop', async () => {
    const postId = await newPost('关注测试');
    expect((await server.api('PUT', `/posts/${postId}/follow`)).body.errorCode).toBe(10002);
    expect((await server.api('GET', `/posts/${postId}/follow`)).body.errorCode).toBe(10002);
    const own = await server.api<FollowState>('GET', `/posts/${postId}/follow`, { token: author });
    expect(own.body.data).toEqual({ following: true });
    expect(
      (await server.api<FollowState>('GET', `/posts/${postId}/follow`, { token: follower })).body.data,
    ).toEqual({
      following: false,
    });
    expect(
      (await server.api<FollowState>('PUT', `/posts/${postId}/follow`, { token: follower })).body.data,
    ).toEqual({
      following: true,
    });
    // Following twice is following.
    expect(
      (await server.api<FollowState>('PUT', `/posts/${postId}/follow`, { token: follower })).body.data,
    ).toEqual({
      following: true,
    });
    expect(
      (await server.api<FollowState>('DELETE', `/posts/${postId}/follow`, { token: author })).body.data,
    ).toEqual({
      following: false,
    });
    expect((await server.api('PUT', '/posts/999999/follow', { token: follower })).body.errorCode).toBe(10404);
  });
});

describe('the notice of new replies', () => {
  it('merges the replies into one unread notice per follower that opens the first new floor', async () => {
    const postId = await newPost('合并通知');
    await server.api('PUT', `/posts/${postId}/follow`, { token: follower });
    const first = await reply(postId, '第一条回复', stranger);
    await reply(postId, '第二条回复', stranger);
    await reply(postId, '第三条回复', stranger);

    const authorNotices = await postNotices(author, postId);
    expect(
      authorNotices.map(({ title, description, read, target }) => ({ title, description, read, target })),
    ).toEqual([
      {
        title: '「合并通知」有 3 条新回复',
        description: '路人（@luren）：第三条回复',
        read: false,
        target: { postId, floor: first.floor },
      },
    ]);
    expect((await postNotices(follower, postId)).map((notice) => notice.title)).toEqual([
      '「合并通知」有 3 条新回复',
    ]);
    // The writer of the replies follows nothing here and hears nothing.
    expect(await postNotices(stranger, postId)).toEqual([]);
  });

  it('never tells the writer of a reply, even a follower', async () => {
    const postId = await newPost('自己的回复');
    await server.api('PUT', `/posts/${postId}/follow`, { token: follower });
    await reply(postId, '楼主自己回复', author);
    await reply(postId, '跟随者自己回复', follower);
    expect((await postNotices(author, postId)).map((notice) => notice.title)).toEqual([
      '「自己的回复」有 1 条新回复',
    ]);
    expect((await postNotices(follower, postId)).map((notice) => notice.title)).toEqual([
      '「自己的回复」有 1 条新回复',
    ]);
  });

  it('tells whoever a reply quotes, following or not, once, and never the writer quoting themself', async () => {
    const postId = await newPost('引用通知');
    const quoted = await reply(postId, '路人的看法', stranger);
    // The stranger does not follow the post: only the quote reaches them.
    const quoting = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
      token: follower,
      body: { content: '同意楼上', quoteReplyId: quoted.id },
      headers: { 'Idempotency-Key': `follow-${(key += 1)}` },
    });
    expect(quoting.body.success).toBe(true);
    const strangerNotices = await postNotices(stranger, postId);
    expect(strangerNotices.map(({ title, description, target }) => ({ title, description, target }))).toEqual(
      [
        {
          title: '「引用通知」有 1 条新回复',
          description: '跟随者（@gensui）：同意楼上',
          target: { postId, floor: quoting.body.data.floor },
        },
      ],
    );
    // Quoting oneself tells nobody new.
    await server.api('POST', `/posts/${postId}/replies`, {
      token: follower,
      body: { content: '补充一下', quoteReplyId: quoting.body.data.id },
      headers: { 'Idempotency-Key': `follow-${(key += 1)}` },
    });
    expect(await postNotices(follower, postId)).toEqual([]);
    // The author follows the post and gets one merged notice of both replies after the first.
    expect((await postNotices(author, postId)).map((notice) => notice.title)).toEqual([
      '「引用通知」有 3 条新回复',
    ]);
  });

  it('starts a new notice once the merged one was read', async () => {
    const postId = await newPost('读后再通知');
    await reply(postId, '一', stranger);
    await reply(postId, '二', stranger);
    const [merged] = await postNotices(author, postId);
    expect((await server.api('POST', `/notices/${merged!.id}/read`, { token: author })).body.success).toBe(
      true,
    );
    const third = await reply(postId, '三', stranger);
    const notices = await postNotices(author, postId);
    expect(notices.map(({ title, read, target }) => [title, read, target?.floor])).toEqual([
      ['「读后再通知」有 1 条新回复', false, third.floor],
      ['「读后再通知」有 2 条新回复', true, 1],
    ]);
  });

  it('stops after unfollowing, and deleting the post removes what is unread', async () => {
    const postId = await newPost('取消关注');
    await server.api('PUT', `/posts/${postId}/follow`, { token: follower });
    await server.api('DELETE', `/posts/${postId}/follow`, { token: follower });
    await reply(postId, '没人关注了吗', stranger);
    expect(await postNotices(follower, postId)).toEqual([]);
    expect(await postNotices(author, postId)).toHaveLength(1);
    await server.api('DELETE', `/posts/${postId}`, { token: author });
    expect(await postNotices(author, postId)).toEqual([]);
    const gone = await server.api('GET', `/posts/${postId}/follow`, { token: follower });
    expect(gone.body.errorCode).toBe(10602);
  });

  it('keeps one unread notice per follower and post in the database', async () => {
    const duplicates = (await server.store.get(
      'SELECT count(*) AS n FROM (SELECT user_id, post_id FROM notices WHERE read = 0 AND post_id IS NOT NULL GROUP BY user_id, post_id HAVING count(*) > 1) AS repeated',
    )) as { n: number };
    expect(duplicates.n).toBe(0);
  });
});
