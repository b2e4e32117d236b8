/**
 * Edits that lost a race (docs/api.md, Community, error 10604): every post and reply carries a
 * `revision`, an edit sends the one it was made from, and an edit made from an older one is refused
 * with the text that stands, writing nothing. A fixed clock, within the grace period and after it.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditConflict, PostDetail, Reply, TextHistory } from '../../../src/lib/shared/contract.ts';
import { SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import { addMissingColumns } from '../../../server/store/sqlite/schema-upgrades.ts';
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
    now: () => clock,
    edits: { graceSeconds: GRACE, windowSeconds: WINDOW },
  });
  token = await server.login();
  await insertUser(server.store, {
    account: 'xiaozhou',
    password: 'Xiaozhou123456',
    mobile: '13700006789',
    nickname: '小周',
  });
  otherToken = await server.login('xiaozhou', 'Xiaozhou123456');
});
afterAll(() => server.close());

const at = () => new Date(clock).toISOString();
const circleId = (): Promise<number> => countRows(server.store, 'SELECT min(id) AS n FROM circles');

async function newPost(): Promise<PostDetail> {
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token,
    body: { circleId: await circleId(), title: '最初的标题', content: '最初的正文' },
    headers: { 'Idempotency-Key': `conflict-${(key += 1)}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

async function newReply(postId: number): Promise<Reply> {
  const answer = await server.api<Reply>('POST', `/posts/${postId}/replies`, {
    token,
    body: { content: '最初的回复' },
    headers: { 'Idempotency-Key': `conflict-${(key += 1)}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

/** `as` null: no token (a visitor). */
const editPost = (id: number, body: unknown, as: string | null = token) =>
  server.api<PostDetail>('PUT', `/posts/${id}`, { body, ...(as === null ? {} : { token: as }) });
const editReply = (postId: number, replyId: number, body: unknown, as: string | null = token) =>
  server.api<Reply>('PUT', `/posts/${postId}/replies/${replyId}`, {
    body,
    ...(as === null ? {} : { token: as }),
  });
const readPost = async (id: number) => (await server.api<PostDetail>('GET', `/posts/${id}`)).body.data;
const versions = async (path: string) =>
  (await server.api<TextHistory>('GET', `${path}/history`)).body.data.list.length;

describe('PUT /posts/:id from an older revision', () => {
  it('within the grace period: the second of two edits from one revision is refused with the text that stands', async () => {
    const post = await newPost();
    expect(post.revision).toBe(1);
    clock += 10_000;
    const firstAt = at();
    const first = await editPost(post.id, { title: '甲窗口的标题', content: '甲窗口的正文', revision: 1 });
    expect(first.body.data).toMatchObject({ title: '甲窗口的标题', revision: 2, editedAt: null });

    clock += 20_000;
    const second = await editPost(post.id, { title: '乙窗口的标题', content: '乙窗口的正文', revision: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 10604,
      errorMsg:
        '该帖子在你编辑期间已被修改（可能在另一个窗口），你的修改未保存；请对照最新内容，再决定覆盖或放弃',
    });
    const conflict = second.body.data as unknown as EditConflict<PostDetail>;
    expect(conflict.savedAt).toBe(firstAt);
    expect(conflict.current).toMatchObject({
      id: post.id,
      title: '甲窗口的标题',
      content: '甲窗口的正文',
      authorName: post.authorName,
      authorAccount: post.authorAccount,
      revision: 2,
      editableUntil: post.editableUntil,
    });
    // Nothing of the refused edit was written.
    expect(await readPost(post.id)).toMatchObject({
      title: '甲窗口的标题',
      content: '甲窗口的正文',
      revision: 2,
    });

    // Saving over it deliberately: the same text, now made from the revision that stands.
    const over = await editPost(post.id, { title: '乙窗口的标题', content: '乙窗口的正文', revision: 2 });
    expect(over.body.data).toMatchObject({ title: '乙窗口的标题', content: '乙窗口的正文', revision: 3 });
  });

  it('after the grace period: refused without a kept version or a new 已编辑 time', async () => {
    const post = await newPost();
    clock += GRACE * 1000 + 1;
    const first = await editPost(post.id, { title: '改后的标题', content: '改后的正文', revision: 1 });
    const editedAt = first.body.data.editedAt;
    expect(editedAt).toBe(at());
    expect(await versions(`/posts/${post.id}`)).toBe(2);

    clock += 60_000;
    const stale = await editPost(post.id, { title: '旧版上改的', content: '旧版上改的正文', revision: 1 });
    expect(stale.body.errorCode).toBe(10604);
    expect((stale.body.data as unknown as EditConflict).savedAt).toBe(editedAt);
    expect(await versions(`/posts/${post.id}`)).toBe(2);
    expect(await readPost(post.id)).toMatchObject({ title: '改后的标题', editedAt, revision: 2 });
  });

  it('refuses the same text sent from an older revision too, and a revision from the future', async () => {
    const post = await newPost();
    await editPost(post.id, { title: '新标题', content: '新正文', revision: 1 });
    expect(
      (await editPost(post.id, { title: '新标题', content: '新正文', revision: 1 })).body.errorCode,
    ).toBe(10604);
    expect(
      (await editPost(post.id, { title: '新标题', content: '新正文', revision: 9 })).body.errorCode,
    ).toBe(10604);
    expect((await readPost(post.id)).revision).toBe(2);
  });

  it('keeps the answers of a visitor, another user, a deleted post and a closed window', async () => {
    const post = await newPost();
    await editPost(post.id, { title: '作者改过', content: '作者改过的正文', revision: 1 });
    const stale = { title: '别人在旧版上改', content: '别人在旧版上改的正文', revision: 1 };
    expect((await editPost(post.id, stale, null)).body.errorCode).toBe(10002);
    const foreign = await editPost(post.id, stale, otherToken);
    expect([foreign.status, foreign.body.errorCode, foreign.body.data]).toEqual([403, 10600, null]);
    const foreignCurrent = await editPost(post.id, { ...stale, revision: 2 }, otherToken);
    expect(foreignCurrent.body.errorCode).toBe(10600);
    expect(await readPost(post.id)).toMatchObject({ title: '作者改过', revision: 2 });

    clock += WINDOW * 1000 + 1;
    const late = await editPost(post.id, { ...stale, revision: 1 });
    expect([late.body.errorCode, late.body.data]).toEqual([10601, null]);
    expect((await server.api('DELETE', `/posts/${post.id}`, { token })).body.success).toBe(true);
    expect((await editPost(post.id, stale)).body.errorCode).toBe(10602);
  });

  it('asks a page without the revision to reload', async () => {
    const post = await newPost();
    const answer = await editPost(post.id, { title: '没有版本', content: '没有版本的正文' });
    expect(answer.body).toMatchObject({
      errorCode: 10001,
      errorMsg: '请刷新页面后再编辑：缺少版本（revision）',
    });
    const wrong = await editPost(post.id, { title: '版本不对', content: '正文', revision: 0 });
    expect(wrong.body).toMatchObject({ errorCode: 10001, errorMsg: '版本（revision）必须是正整数' });
    expect((await readPost(post.id)).title).toBe('最初的标题');
  });
});

describe('PUT /posts/:id/replies/:replyId from an older revision', () => {
  it('refuses the second of two edits from one revision with the reply as it stands; saving over then works', async () => {
    const post = await newPost();
    const reply = await newReply(post.id);
    expect(reply.revision).toBe(1);
    clock += 5_000;
    const firstAt = at();
    const first = await editReply(post.id, reply.id, { content: '甲标签页的回复', revision: 1 });
    expect(first.body.data).toMatchObject({ content: '甲标签页的回复', revision: 2, floor: 1 });

    clock += 5_000;
    const second = await editReply(post.id, reply.id, { content: '乙标签页的回复', revision: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      errorCode: 10604,
      errorMsg:
        '该回复在你编辑期间已被修改（可能在另一个窗口），你的修改未保存；请对照最新内容，再决定覆盖或放弃',
    });
    const conflict = second.body.data as unknown as EditConflict<Reply>;
    expect(conflict).toMatchObject({
      savedAt: firstAt,
      current: {
        id: reply.id,
        floor: 1,
        content: '甲标签页的回复',
        authorName: reply.authorName,
        authorAccount: reply.authorAccount,
        revision: 2,
      },
    });
    const listed = await server.api<{ list: Reply[] }>('GET', `/posts/${post.id}/replies`);
    expect(listed.body.data.list[0]).toMatchObject({ content: '甲标签页的回复', revision: 2 });

    const over = await editReply(post.id, reply.id, { content: '乙标签页的回复', revision: 2 });
    expect(over.body.data).toMatchObject({ content: '乙标签页的回复', revision: 3 });
  });

  it('keeps the answers of a visitor and another user, whatever the revision', async () => {
    const post = await newPost();
    const reply = await newReply(post.id);
    await editReply(post.id, reply.id, { content: '作者的新回复', revision: 1 });
    expect((await editReply(post.id, reply.id, { content: '访客', revision: 1 }, null)).body.errorCode).toBe(
      10002,
    );
    for (const revision of [1, 2]) {
      const foreign = await editReply(post.id, reply.id, { content: '别人改', revision }, otherToken);
      expect([foreign.status, foreign.body.errorCode]).toEqual([403, 10600]);
    }
    const history = await versions(`/posts/${post.id}/replies/${reply.id}`);
    expect(history).toBe(1);
  });
});

describe('a database from before revisions', () => {
  it('gives every post and reply revision 1 when it is opened', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(SCHEMA_SQL);
    db.exec(`INSERT INTO users (id, account, password_hash, nickname, mobile, created_at)
             VALUES (1, 'laoyonghu', 'x', '老用户', '13700009999', '2025-01-01T00:00:00.000Z');
             INSERT INTO circles (id, name, description) VALUES (1, '圈子', '');
             INSERT INTO posts (id, circle_id, user_id, title, content, created_at)
             VALUES (7, 1, 1, '旧帖', '旧正文', '2025-01-02T00:00:00.000Z');
             INSERT INTO replies (id, post_id, user_id, floor, content, created_at)
             VALUES (3, 7, 1, 1, '旧回复', '2025-01-02T00:00:00.000Z');`);
    addMissingColumns(db);
    expect(db.prepare('SELECT revision FROM posts').all()).toEqual([{ revision: 1 }]);
    expect(db.prepare('SELECT revision FROM replies').all()).toEqual([{ revision: 1 }]);
    db.close();
  });
});
