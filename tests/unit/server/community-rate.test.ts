import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, Reply } from '../../../src/lib/shared/contract.ts';
import { waitInWords } from '../../../src/lib/shared/wait-in-words.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { writeRate } from '../../../server/limits/rates.ts';
import { settingsFor } from '../../../server/settings.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { SMALL_SEED, startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

const POST_RATE_DEFAULT = settingsFor().postRatePerMinute;

describe('the posting rate (a sliding window per account, counted from its rows)', () => {
  const start = Date.parse('2026-11-24T02:00:00.000Z');
  const { db } = openDatabase(':memory:', { create: true });
  seedDatabase(db, { ...SMALL_SEED, users: 3, accounts: true });
  const [writer, other] = (
    db.prepare('SELECT id FROM users ORDER BY id LIMIT 2').all() as { id: number }[]
  ).map((row) => row.id) as [number, number];
  const circleId = (db.prepare('SELECT min(id) AS id FROM circles').get() as { id: number }).id;
  const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();
  const writePost = (userId: number, offsetMs: number) =>
    Number(
      db
        .prepare(
          `INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (?, ?, '标题', '正文', ?)`,
        )
        .run(circleId, userId, at(offsetMs)).lastInsertRowid,
    );
  const writeReply = (userId: number, postId: number, offsetMs: number) =>
    db
      .prepare(
        `INSERT INTO replies (post_id, user_id, floor, content, created_at)
         VALUES (?, ?, (SELECT coalesce(max(floor), 0) + 1 FROM replies WHERE post_id = ?), '回复', ?)`,
      )
      .run(postId, userId, postId, at(offsetMs));
  const writeChange = (userId: number, postId: number, action: 'edit' | 'delete', offsetMs: number) =>
    db
      .prepare(`INSERT INTO community_edits (post_id, user_id, action, at) VALUES (?, ?, ?, ?)`)
      .run(postId, userId, action, at(offsetMs));

  it('counts posts, replies and edits together, not deletions, and keeps accounts apart', async () => {
    let now = start + 30_500;
    const rate = writeRate('post', 4, () => now);
    const postId = writePost(writer, 0);
    writeReply(writer, postId, 10_000);
    writeChange(writer, postId, 'delete', 15_000);
    expect(await rate.waitSeconds(sqliteStore(db), writer)).toBe(0);
    writeChange(writer, postId, 'edit', 20_000);
    expect(await rate.waitSeconds(sqliteStore(db), writer)).toBe(0);
    writeReply(writer, postId, 25_000);
    // Four writes in the window: the oldest (0 s) leaves it at 60 s, 29.5 s from now, said as 30.
    expect(await rate.waitSeconds(sqliteStore(db), writer)).toBe(30);
    await expect(rate.check(sqliteStore(db), writer, '回复')).rejects.toThrow(
      '回复过于频繁，请在 30 秒后再试',
    );
    expect(await rate.waitSeconds(sqliteStore(db), other)).toBe(0);
    now = start + 60_000;
    expect(await rate.waitSeconds(sqliteStore(db), writer)).toBe(0);
    await rate.check(sqliteStore(db), writer, '发帖');
  });

  it('allows a few a minute by default', () => {
    expect(POST_RATE_DEFAULT).toBeGreaterThanOrEqual(3);
    expect(POST_RATE_DEFAULT).toBeLessThanOrEqual(10);
  });
});

describe('posting and replying over the rate (HTTP)', () => {
  const RATE = 3;
  let server: TestServer;
  let token: string;
  let otherToken: string;
  let circleId: number;
  let sequence = 0;
  const key = () => `rate-${Date.now()}-${(sequence += 1)}`;

  beforeAll(async () => {
    server = await startTestServer({ postRatePerMinute: RATE });
    token = await server.login();
    await insertUser(server.store, { account: 'ratetwo', password: 'Ratetwo123', mobile: '13700005678' });
    otherToken = await server.login('ratetwo', 'Ratetwo123');
    circleId = ((await server.store.get('SELECT min(id) AS id FROM circles')) as { id: number }).id;
  });
  afterAll(() => server.close());

  const post = (body: unknown, idempotencyKey: string, as = token) =>
    server.api<PostDetail>('POST', '/posts', {
      body,
      token: as,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  const reply = (postId: number, body: unknown, idempotencyKey: string, as = token) =>
    server.api<Reply>('POST', `/posts/${postId}/replies`, {
      body,
      token: as,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  const rows = (sql: string, ...params: (string | number)[]) => countRows(server.store, sql, ...params);

  it('counts posts and replies together, then answers 10004 with HTTP 429 naming the wait', async () => {
    const firstKey = key();
    const first = await post({ circleId, title: '限流第一帖', content: '正文' }, firstKey);
    expect(first.body.success).toBe(true);
    const postId = first.body.data.id;
    const replyKey = key();
    expect((await reply(postId, { content: '第一条回复' }, replyKey)).body.success).toBe(true);
    expect((await reply(postId, { content: '第二条回复' }, key())).body.success).toBe(true);

    const refused = await reply(postId, { content: '第三条回复' }, key());
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(10004);
    // The message names the wait the header gives.
    const seconds = Number(refused.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.errorMsg).toBe(`回复过于频繁，请在 ${waitInWords(seconds)}后再试`);
    expect(await rows("SELECT count(*) AS n FROM replies WHERE content = '第三条回复'")).toBe(0);

    const refusedPost = await post({ circleId, title: '限流第二帖', content: '正文' }, key());
    expect(refusedPost.status).toBe(429);
    expect(refusedPost.body.errorMsg).toMatch(/^发帖过于频繁，请在 (\d+ 秒|1 分钟)后再试$/);
    expect(await rows("SELECT count(*) AS n FROM posts WHERE title = '限流第二帖'")).toBe(0);

    // A replay of what was already stored is answered with the original, rate or not, and adds nothing.
    const replayed = await post({ circleId, title: '限流第一帖', content: '正文' }, firstKey);
    expect(replayed.status).toBe(200);
    expect(replayed.body.data).toEqual(first.body.data);
    const replayedReply = await reply(postId, { content: '第一条回复' }, replyKey);
    expect(replayedReply.body.success).toBe(true);
    expect(await rows("SELECT count(*) AS n FROM posts WHERE title = '限流第一帖'")).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM replies WHERE content = '第一条回复'")).toBe(1);

    // The same key with another body is still a conflict, not a rate refusal.
    const conflict = await post({ circleId, title: '改了标题', content: '正文' }, firstKey);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe(10409);

    // A refused key was not stored: the same submission is refused again rather than replayed.
    const refusedAgain = await reply(postId, { content: '第三条回复' }, key());
    expect(refusedAgain.status).toBe(429);
  });

  it('limits each account on its own', async () => {
    const answer = await post({ circleId, title: '另一个账号的帖子', content: '正文' }, key(), otherToken);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it('answers duplicates of the write that reaches the rate with its answer, not a refusal', async () => {
    await insertUser(server.store, { account: 'ratethree', password: 'Ratethree123', mobile: '13700009012' });
    const third = await server.login('ratethree', 'Ratethree123');
    for (let n = 1; n < RATE; n++)
      expect((await post({ circleId, title: `接近限流 ${n}`, content: '正文' }, key(), third)).status).toBe(
        200,
      );
    // The first of them counts as the account's last write of the minute; the others meet its key
    // after the rate it counted in.
    const sameKey = key();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post({ circleId, title: '限流前最后一帖', content: '正文' }, sameKey, third),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 6 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM posts WHERE title = '限流前最后一帖'")).toBe(1);
  });

  it('does not count a write that failed', async () => {
    for (let i = 0; i < RATE + 2; i++) {
      const missing = await reply(999_999, { content: '不存在的帖子' }, key(), otherToken);
      expect(missing.status).toBe(404);
    }
    const postId = await rows('SELECT max(id) AS n FROM posts');
    expect((await reply(postId, { content: '仍可回复' }, key(), otherToken)).body.success).toBe(true);
  });
});

describe('edits count against the posting rate; deletes and follows do not (HTTP, fixed clock)', () => {
  let now = Date.parse('2026-03-02T08:00:00Z');
  let server: TestServer;
  let token: string;
  let circleId: number;
  let sequence = 0;
  const key = () => `edit-rate-${(sequence += 1)}`;

  beforeAll(async () => {
    // The seeded community written before the fixed clock, as it would be.
    server = await startTestServer({
      postRatePerMinute: POST_RATE_DEFAULT,
      now: () => now,
      seed: { ...SMALL_SEED, now: new Date(now) },
    });
    token = await server.login();
    circleId = ((await server.store.get('SELECT min(id) AS id FROM circles')) as { id: number }).id;
  });
  afterAll(() => server.close());

  const send = <T>(method: string, path: string, body?: unknown) =>
    server.api<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      token,
      headers: { 'Idempotency-Key': key() },
    });

  it('refuses the sixth write of a minute, mixing posts, replies and edits, with 10004 and Retry-After', async () => {
    expect(POST_RATE_DEFAULT).toBe(5);
    const first = await send<PostDetail>('POST', '/posts', { circleId, title: '编辑限流', content: '一' });
    const postId = first.body.data.id;
    now += 1_000;
    const reply = await send<Reply>('POST', `/posts/${postId}/replies`, { content: '回复一' });
    const replyId = reply.body.data.id;
    now += 1_000;
    const postEdit = { title: '编辑限流', content: '二', revision: first.body.data.revision };
    const edited = await send<PostDetail>('PUT', `/posts/${postId}`, postEdit);
    expect(edited.body.success).toBe(true);
    const replyEdit = { content: '回复二', revision: reply.body.data.revision };
    const editedReply = await send<Reply>('PUT', `/posts/${postId}/replies/${replyId}`, replyEdit);
    expect(editedReply.body.success).toBe(true);
    // Saving the same text again changes nothing and is not counted.
    const unchanged = { ...postEdit, revision: edited.body.data.revision };
    expect((await send('PUT', `/posts/${postId}`, unchanged)).body.success).toBe(true);
    expect((await send('POST', `/posts/${postId}/replies`, { content: '回复三' })).body.success).toBe(true);

    // Deleting and following are not posting: allowed over the rate, and not counted.
    const last = (await send<Reply>('POST', `/posts/${postId}/replies`, { content: '第六次' })).body;
    expect(last.errorCode).toBe(10004);
    expect((await send('DELETE', `/posts/${postId}/follow`)).body.success).toBe(true);
    expect((await send('PUT', `/posts/${postId}/follow`)).body.success).toBe(true);

    now += 10_000;
    const refused = await send('PUT', `/posts/${postId}/replies/${replyId}`, {
      content: '第六次的修改',
      revision: editedReply.body.data.revision,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(10004);
    // The oldest write was at 08:00:00; it is now 08:00:12, so the account may write again in 48 s.
    expect(refused.body.errorMsg).toBe('编辑过于频繁，请在 48 秒后再试');
    expect(refused.headers.get('Retry-After')).toBe('48');
    const stored = (await server.store.get('SELECT content FROM replies WHERE id = ?', replyId)) as {
      content: string;
    };
    expect(stored.content).toBe('回复二');
    const refusedPost = await send('PUT', `/posts/${postId}`, { ...unchanged, content: '又一次' });
    expect(refusedPost.body.errorMsg).toBe('编辑过于频繁，请在 48 秒后再试');

    now += 48_000;
    const allowed = await send('PUT', `/posts/${postId}/replies/${replyId}`, {
      content: '第六次的修改',
      revision: editedReply.body.data.revision,
    });
    expect(allowed.body.success).toBe(true);
  });
});

describe('GET /posts/:id/replies/:replyId', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers one reply of the post, and 10404 for a reply of another post', async () => {
    const row = (await server.store.get(
      'SELECT id, post_id AS "postId", floor FROM replies ORDER BY id LIMIT 1',
    )) as {
      id: number;
      postId: number;
      floor: number;
    };
    const found = await server.api<Reply>('GET', `/posts/${row.postId}/replies/${row.id}`);
    expect(found.body.data).toMatchObject({ id: row.id, postId: row.postId, floor: row.floor });
    const other = (await server.store.get(
      'SELECT id FROM posts WHERE id <> ? ORDER BY id LIMIT 1',
      row.postId,
    )) as {
      id: number;
    };
    const wrong = await server.api('GET', `/posts/${other.id}/replies/${row.id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorCode).toBe(10404);
    expect((await server.api('GET', `/posts/${row.postId}/replies/abc`)).body.errorCode).toBe(10001);
  });
});
