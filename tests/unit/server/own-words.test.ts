/**
 * Editing and deleting one's own post or reply (docs/api.md, Community): who may, when (a fixed clock
 * at the grace period's and the edit window's edges), the 已编辑 mark, the history, and floors that
 * keep their numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, PostDetail, Reply, TextHistory } from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';

const GRACE = 300;
const WINDOW = 3600;
let clock = Date.parse('2026-11-24T02:00:00.000Z');
let server: TestServer;
let token: string;
let otherToken: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer({
    // The clock moves days ahead and the tokens are read on it too: they last the whole test.
    tokenTtlSeconds: 30 * 86_400,
    now: () => clock,
    edits: { graceSeconds: GRACE, windowSeconds: WINDOW },
  });
  token = await server.login();
  await insertUser(server.store, {
    account: 'xiaoli',
    password: 'Xiaoli123456',
    mobile: '13700005678',
    nickname: '小李',
  });
  otherToken = await server.login('xiaoli', 'Xiaoli123456');
});
afterAll(() => server.close());

const circleId = (): Promise<number> => countRows(server.store, 'SELECT min(id) AS n FROM circles');

async function newPost(title = '原来的标题', content = '原来的正文'): Promise<PostDetail> {
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token,
    body: { circleId: await circleId(), title, content },
    headers: { 'Idempotency-Key': `own-${(key += 1)}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

async function newReply(postId: number, content: string, as = token, quoteReplyId?: number): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token: as,
    body: quoteReplyId === undefined ? { content } : { content, quoteReplyId },
    headers: { 'Idempotency-Key': `own-${(key += 1)}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

const editPost = (id: number, body: unknown, as?: string) =>
  server.api<PostDetail>('PUT', `/posts/${id}`, { body, ...(as === undefined ? {} : { token: as }) });
const history = (path: string) => server.api<TextHistory>('GET', `${path}/history`);

describe('PUT /posts/:id', () => {
  it('refuses a visitor, another user and an unknown post, and changes nothing', async () => {
    const post = await newPost();
    const body = { title: '改过的标题', content: '改过的正文', revision: 1 };
    expect((await editPost(post.id, body)).body.errorCode).toBe(10002);
    const foreign = await editPost(post.id, body, otherToken);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ errorCode: 10600, errorMsg: '只能编辑或删除自己发表的帖子' });
    expect((await editPost(999_999, body, token)).body.errorCode).toBe(10404);
    const read = await server.api<PostDetail>('GET', `/posts/${post.id}`);
    expect(read.body.data).toMatchObject({ title: '原来的标题', content: '原来的正文', editedAt: null });
  });

  it('validates like a new post', async () => {
    const post = await newPost();
    const answer = await editPost(post.id, { title: '  ', content: '正文', revision: 1 }, token);
    expect(answer.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入标题（title）' });
  });

  it('within the grace period replaces the text without a mark or a kept version', async () => {
    const post = await newPost();
    clock += GRACE * 1000;
    const answer = await editPost(
      post.id,
      { title: '修正错字', content: '修正后的正文', revision: 1 },
      token,
    );
    expect(answer.body.data).toMatchObject({
      title: '修正错字',
      content: '修正后的正文',
      editedAt: null,
      revision: 2,
    });
    const versions = await history(`/posts/${post.id}`);
    expect(versions.body.data.list).toEqual([
      { version: 1, title: '修正错字', content: '修正后的正文', savedAt: post.createdAt, current: true },
    ]);
  });

  it('after the grace period marks 已编辑 and keeps every replaced version, newest first', async () => {
    const post = await newPost();
    clock += GRACE * 1000 + 1;
    const first = await editPost(post.id, { title: '第二版标题', content: '第二版正文', revision: 1 }, token);
    const firstEditAt = new Date(clock).toISOString();
    expect(first.body.data.editedAt).toBe(firstEditAt);
    clock += 60_000;
    const second = await editPost(
      post.id,
      { title: '第三版标题', content: '第三版正文', revision: 2 },
      token,
    );
    expect(second.body.data.editedAt).toBe(new Date(clock).toISOString());
    const listed = await server.api<Paged<PostDetail>>('GET', '/posts?pageSize=100');
    expect(listed.body.data.list.find((item) => item.id === post.id)).toMatchObject({
      title: '第三版标题',
      editedAt: new Date(clock).toISOString(),
    });
    const versions = await history(`/posts/${post.id}`);
    expect(
      versions.body.data.list.map(({ version, title, savedAt, current }) => [
        version,
        title,
        savedAt,
        current,
      ]),
    ).toEqual([
      [3, '第三版标题', new Date(clock).toISOString(), true],
      [2, '第二版标题', firstEditAt, false],
      [1, '原来的标题', post.createdAt, false],
    ]);
  });

  it('saving the same text again keeps no version', async () => {
    const post = await newPost();
    clock += GRACE * 1000 + 1;
    await editPost(post.id, { title: '原来的标题', content: '原来的正文', revision: 1 }, token);
    expect((await history(`/posts/${post.id}`)).body.data.list).toHaveLength(1);
  });

  it('is allowed at the window edge and refused one moment after, with 10601', async () => {
    const post = await newPost();
    clock += WINDOW * 1000;
    const last = await editPost(post.id, { title: '最后一刻', content: '正文', revision: 1 }, token);
    expect(last.body.success).toBe(true);
    clock += 1;
    const late = await editPost(post.id, { title: '太迟了', content: '正文', revision: 2 }, token);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      errorCode: 10601,
      errorMsg: '帖子发表已超过 1 小时，不能再编辑；如需补充或更正，请发表回复',
    });
    expect((await server.api<PostDetail>('GET', `/posts/${post.id}`)).body.data.title).toBe('最后一刻');
  });

  it('carries the edit window in every answer', async () => {
    const post = await newPost();
    expect(post.editableUntil).toBe(new Date(Date.parse(post.createdAt) + WINDOW * 1000).toISOString());
  });
});

describe('PUT /posts/:id/replies/:replyId', () => {
  it('lets only the writer edit, quietly in the grace period, then with a kept version', async () => {
    const post = await newPost();
    const reply = await newReply(post.id, '第一稿', otherToken);
    const path = `/posts/${post.id}/replies/${reply.id}`;
    expect((await server.api('PUT', path, { body: { content: 'x' } })).body.errorCode).toBe(10002);
    const foreign = await server.api('PUT', path, {
      token,
      body: { content: '楼主改别人的回复', revision: 1 },
    });
    expect(foreign.body).toMatchObject({ errorCode: 10600, errorMsg: '只能编辑或删除自己发表的回复' });
    expect(foreign.status).toBe(403);

    const quiet = await server.api<Reply>('PUT', path, {
      token: otherToken,
      body: { content: '第二稿', revision: 1 },
    });
    expect(quiet.body.data).toMatchObject({ content: '第二稿', editedAt: null, floor: 1 });
    clock += GRACE * 1000 + 1;
    const kept = await server.api<Reply>('PUT', path, {
      token: otherToken,
      body: { content: '第三稿', revision: 2 },
    });
    expect(kept.body.data.editedAt).toBe(new Date(clock).toISOString());
    const versions = await history(path);
    expect(
      versions.body.data.list.map((version) => [version.version, version.content, version.current]),
    ).toEqual([
      [2, '第三稿', true],
      [1, '第二稿', false],
    ]);
    expect(versions.body.data.list[0]).not.toHaveProperty('title');
    clock += WINDOW * 1000;
    const late = await server.api('PUT', path, {
      token: otherToken,
      body: { content: '第四稿', revision: 3 },
    });
    expect(late.body).toMatchObject({
      errorCode: 10601,
      errorMsg: '回复发表已超过 1 小时，不能再编辑；如需补充或更正，请发表回复',
    });
  });

  it('answers 10404 for a reply of another post', async () => {
    const one = await newPost();
    const two = await newPost();
    const reply = await newReply(one.id, '在第一帖');
    const answer = await server.api('PUT', `/posts/${two.id}/replies/${reply.id}`, {
      token,
      body: { content: '改', revision: 1 },
    });
    expect(answer.body.errorCode).toBe(10404);
  });
});

describe('DELETE /posts/:id/replies/:replyId', () => {
  it('keeps every floor number, says 该回复已被作者删除 where it stood and in quotes of it', async () => {
    const post = await newPost();
    const first = await newReply(post.id, '一楼', otherToken);
    const second = await newReply(post.id, '二楼要删', otherToken);
    await newReply(post.id, '三楼引用二楼', token, second.id);
    const path = `/posts/${post.id}/replies/${second.id}`;
    expect((await server.api('DELETE', path)).body.errorCode).toBe(10002);
    expect((await server.api('DELETE', path, { token })).body.errorCode).toBe(10600);
    expect((await server.api('DELETE', path, { token: otherToken })).body.success).toBe(true);
    // Deleting again answers the same; editing or quoting it no longer can.
    expect((await server.api('DELETE', path, { token: otherToken })).body.success).toBe(true);
    const edit = await server.api('PUT', path, { token: otherToken, body: { content: '复活', revision: 1 } });
    expect(edit.status).toBe(410);
    expect(edit.body).toMatchObject({ errorCode: 10603, errorMsg: '该回复已被作者删除' });
    const quoting = await server.api('POST', `/posts/${post.id}/replies`, {
      token,
      body: { content: '引用已删的', quoteReplyId: second.id },
      headers: { 'Idempotency-Key': `own-${(key += 1)}` },
    });
    expect(quoting.body.errorCode).toBe(10603);
    expect((await history(path)).body.errorCode).toBe(10603);

    const fourth = await newReply(post.id, '四楼');
    expect(fourth.floor).toBe(4);
    const listed = await server.api<Paged<Reply>>('GET', `/posts/${post.id}/replies`);
    const floors = listed.body.data.list.map((reply) => [
      reply.floor,
      reply.content,
      reply.deletedAt !== null,
    ]);
    expect(floors).toEqual([
      [1, '一楼', false],
      [2, '', true],
      [3, '三楼引用二楼', false],
      [4, '四楼', false],
    ]);
    expect(listed.body.data.total).toBe(4);
    expect(listed.body.data.list[2]!.quote).toMatchObject({
      id: second.id,
      floor: 2,
      content: '',
      deleted: true,
    });
    const read = await server.api<PostDetail>('GET', `/posts/${post.id}`);
    expect(read.body.data.replyCount).toBe(3);
    expect(first.floor).toBe(1);
  });
});

describe('DELETE /posts/:id', () => {
  it('lets only the author delete; the post then answers as deleted and takes nothing more', async () => {
    const post = await newPost('要删除的帖子', '要删除的正文');
    const reply = await newReply(post.id, '别人的回复留给自己看', otherToken);
    expect((await server.api('DELETE', `/posts/${post.id}`)).body.errorCode).toBe(10002);
    expect((await server.api('DELETE', `/posts/${post.id}`, { token: otherToken })).body.errorCode).toBe(
      10600,
    );
    expect((await server.api('DELETE', `/posts/${post.id}`, { token })).body.success).toBe(true);

    const read = await server.api<PostDetail>('GET', `/posts/${post.id}`);
    expect(read.body.data).toMatchObject({ id: post.id, title: '', content: '' });
    expect(read.body.data.deletedAt).toBe(new Date(clock).toISOString());
    for (const [method, path, body] of [
      ['GET', `/posts/${post.id}/replies`, undefined],
      ['GET', `/posts/${post.id}/history`, undefined],
      ['PUT', `/posts/${post.id}`, { title: '复活', content: '复活', revision: 1 }],
      ['POST', `/posts/${post.id}/replies`, { content: '还能回复吗' }],
      ['PUT', `/posts/${post.id}/replies/${reply.id}`, { content: '还能改吗', revision: 1 }],
      ['PUT', `/posts/${post.id}/follow`, undefined],
    ] as const) {
      const answer = await server.api(method, path, {
        token,
        ...(body === undefined ? {} : { body }),
        headers: { 'Idempotency-Key': `own-${(key += 1)}` },
      });
      expect([path, answer.status, answer.body.errorCode, answer.body.errorMsg]).toEqual([
        path,
        410,
        10602,
        '该帖子已被作者删除',
      ]);
    }
    const mine = await server.api<Paged<PostDetail>>('GET', '/user/posts?pageSize=100', { token });
    expect(mine.body.data.list.some((item) => item.id === post.id)).toBe(false);
  });
});
