/**
 * What deleting and editing do to everything that lists posts and replies: searches with 1-, 2- and
 * 3-character Chinese keywords (LIKE and the trigram index), cached lists, circle counts, 我的帖子 and
 * 我的回复, and a database made before posts could be followed.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Circle,
  Paged,
  PortalHome,
  PostDetail,
  PostItem,
  Reply,
  UserReply,
} from '../../../src/lib/shared/contract.ts';
import { SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import { addMissingColumns } from '../../../server/store/sqlite/schema-upgrades.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';

let server: TestServer;
let token: string;
let otherToken: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await insertUser(server.store, {
    account: 'zhaoliu',
    password: 'Zhaoliu123456',
    mobile: '13700004444',
    nickname: '赵六',
  });
  otherToken = await server.login('zhaoliu', 'Zhaoliu123456');
});
afterAll(() => server.close());

const circleId = (): Promise<number> => countRows(server.store, 'SELECT min(id) AS n FROM circles');

async function newPost(title: string, content: string, as = token): Promise<PostDetail> {
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token: as,
    body: { circleId: await circleId(), title, content },
    headers: { 'Idempotency-Key': `lists-${(key += 1)}` },
  });
  return answer.body.data;
}

async function newReply(postId: number, content: string, as: string): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token: as,
    body: { content },
    headers: { 'Idempotency-Key': `lists-${(key += 1)}` },
  });
  return answer.body.data;
}

const found = async (keyword: string): Promise<number[]> => {
  const answer = await server.api<Paged<PostItem>>(
    'GET',
    `/posts?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  );
  return answer.body.data.list.map((post) => post.id);
};

describe('searching posts never shows deleted or edited-away words', () => {
  it.each([
    ['1 character', '燚'],
    ['2 characters', '燚鑫'],
    ['3 characters', '燚鑫淼'],
  ])('with %s, a deleted post leaves the results it was cached in', async (_, keyword) => {
    const inTitle = await newPost(`标题有燚鑫淼${key}`, '正文平常');
    const inBody = await newPost(`平常的标题${key}`, '正文有燚鑫淼');
    expect(await found(keyword)).toEqual(expect.arrayContaining([inTitle.id, inBody.id]));
    await server.api('DELETE', `/posts/${inTitle.id}`, { token });
    await server.api('DELETE', `/posts/${inBody.id}`, { token });
    const after = await found(keyword);
    expect(after).not.toContain(inTitle.id);
    expect(after).not.toContain(inBody.id);
  });

  it.each([['垚'], ['垚犇'], ['垚犇骉']])(
    'finds an edited post by its new words only (%s)',
    async (keyword) => {
      const post = await newPost(`编辑检索${key}`, `旧的说法含${'垚犇骉'}`);
      expect(await found(keyword)).toContain(post.id);
      await server.api('PUT', `/posts/${post.id}`, {
        token,
        body: { title: post.title, content: '新的说法含麤', revision: post.revision },
      });
      expect(await found(keyword)).not.toContain(post.id);
      expect(await found('麤')).toContain(post.id);
    },
  );
});

describe('lists and counts after deletions', () => {
  it('takes deleted posts and replies out of the circle counts and the home total', async () => {
    const before = (await server.api<PortalHome>('GET', '/portal/home')).body.data.counts.posts;
    await server.api<Circle[]>('GET', '/circles');
    const post = await newPost('计数用帖', '正文');
    const reply = await newReply(post.id, '计数用回复', otherToken);
    await server.api('DELETE', `/posts/${post.id}/replies/${reply.id}`, { token: otherToken });
    await server.api('DELETE', `/posts/${post.id}`, { token });
    const circles = (await server.api<Circle[]>('GET', '/circles')).body.data;
    for (const circle of circles) {
      const posts = (await server.store.get(
        'SELECT count(*) AS n FROM posts WHERE circle_id = ? AND deleted_at IS NULL',
        circle.id,
      )) as { n: number };
      const replies = (await server.store.get(
        `SELECT count(*) AS n FROM replies r JOIN posts p ON p.id = r.post_id
           WHERE p.circle_id = ? AND p.deleted_at IS NULL AND r.deleted_at IS NULL`,
        circle.id,
      )) as { n: number };
      expect([circle.id, circle.postCount, circle.replyCount]).toEqual([circle.id, posts.n, replies.n]);
    }
    // The home page may keep its answer for 5 s; its total is counted from the same list.
    const listed = (await server.api<Paged<PostItem>>('GET', '/posts')).body.data.total;
    expect(listed).toBe(before);
  });

  it('keeps my replies to a deleted post readable, and drops what I deleted myself', async () => {
    const post = await newPost('将被删除的帖子', '正文');
    const kept = await newReply(post.id, '这条回复我还要看', otherToken);
    const taken = await newReply(post.id, '这条我自己删', otherToken);
    await server.api('DELETE', `/posts/${post.id}/replies/${taken.id}`, { token: otherToken });
    await server.api('DELETE', `/posts/${post.id}`, { token });
    const mine = await server.api<Paged<UserReply>>('GET', '/user/replies?pageSize=100', {
      token: otherToken,
    });
    const ids = mine.body.data.list.map((reply) => reply.id);
    expect(ids).not.toContain(taken.id);
    expect(mine.body.data.list.find((reply) => reply.id === kept.id)).toMatchObject({
      content: '这条回复我还要看',
      postDeleted: true,
      postTitle: '',
      floor: 1,
    });
    expect(mine.body.data.total).toBe(ids.length);
  });
});

describe('a database from before following', () => {
  it('gets every author following their own posts when it is opened', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(SCHEMA_SQL);
    db.exec(`INSERT INTO users (id, account, password_hash, nickname, mobile, created_at)
             VALUES (1, 'laoyonghu', 'x', '老用户', '13700009999', '2025-01-01T00:00:00.000Z');
             INSERT INTO circles (id, name, description) VALUES (1, '圈子', '');
             INSERT INTO posts (id, circle_id, user_id, title, content, created_at)
             VALUES (7, 1, 1, '旧帖', '旧正文', '2025-01-02T00:00:00.000Z');`);
    db.exec('DROP TABLE IF EXISTS post_follows');
    addMissingColumns(db);
    expect(db.prepare('SELECT post_id AS "postId", user_id AS "userId" FROM post_follows').all()).toEqual([
      { postId: 7, userId: 1 },
    ]);
    db.close();
  });
});
