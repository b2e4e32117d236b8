import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Notice } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { openStream, type OpenStream } from './stream-reader.ts';

let server: TestServer;
let readerId: number;
let otherId: number;
const opened: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ stream: { heartbeatMs: 300, pollMs: 40, retryMs: 3000 } });
  readerId = await insertUser(server.store, {
    account: 'stream-reader',
    password: 'pass-word1',
    mobile: '13500000021',
  });
  otherId = await insertUser(server.store, {
    account: 'stream-other',
    password: 'pass-word1',
    mobile: '13500000022',
  });
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

async function addNotice(userId: number, title: string): Promise<number> {
  const result = await server.store.run(
    "INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, 'message', ?, '', 0, ?)",
    userId,
    title,
    new Date().toISOString(),
  );
  return Number(result.lastInsertId);
}

async function stream(token: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const open = await openStream(server.url, { Authentication: token, ...headers });
  opened.push(open);
  return open;
}

const isNotice = (event: { event?: string }) => event.event === 'notice';

describe('GET /notices/stream', () => {
  it('answers an event stream that no proxy buffers, no cache keeps and nothing compresses', async () => {
    const open = await stream(await server.login('stream-reader', 'pass-word1'), {
      'Accept-Encoding': 'gzip, br',
    });
    expect(open.response.status).toBe(200);
    expect(open.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(open.response.headers.get('x-accel-buffering')).toBe('no');
    expect(open.response.headers.get('cache-control')).toBe('no-store');
    expect(open.response.headers.get('content-encoding')).toBeNull();
    expect(await open.next()).toEqual({ retry: '3000' });
  });

  it("sends a new notice of the user's, with its id, and none of another user's", async () => {
    const open = await stream(await server.login('stream-reader', 'pass-word1'));
    await open.next((event) => event.retry !== undefined);
    await addNotice(otherId, '别人的消息');
    const id = await addNotice(readerId, '您的帖子有新回复');
    const event = await open.next(isNotice);
    expect(event.id).toBe(String(id));
    const notice = JSON.parse(event.data ?? '') as Notice;
    expect(notice).toMatchObject({ id, type: 'message', title: '您的帖子有新回复', read: false });
  });

  it('resumes after Last-Event-ID with exactly the notices made since, in order', async () => {
    const first = await addNotice(readerId, '第一条');
    const second = await addNotice(readerId, '第二条');
    const third = await addNotice(readerId, '第三条');
    const open = await stream(await server.login('stream-reader', 'pass-word1'), {
      'Last-Event-ID': String(first),
    });
    const ids = [(await open.next(isNotice)).id, (await open.next(isNotice)).id];
    expect(ids).toEqual([String(second), String(third)]);
  });

  it('starts after the newest notice when no Last-Event-ID is sent', async () => {
    await addNotice(readerId, '打开前的通知');
    const open = await stream(await server.login('stream-reader', 'pass-word1'));
    const later = await addNotice(readerId, '打开后的通知');
    expect((await open.next(isNotice)).id).toBe(String(later));
  });

  it('sends a heartbeat comment when nothing else happens', async () => {
    const open = await stream(await server.login('stream-reader', 'pass-word1'));
    expect(await open.next((event) => event.comment === true, 2000)).toEqual({ comment: true });
  });

  it('says changed, without an id, when notices are read elsewhere', async () => {
    const token = await server.login('stream-reader', 'pass-word1');
    const id = await addNotice(readerId, '在另一个标签页已读');
    const open = await stream(token);
    await server.api('POST', `/notices/${id}/read`, { token });
    const event = await open.next((e) => e.event === 'changed');
    expect(event.id).toBeUndefined();
    const unread = (await server.store.get(
      'SELECT count(*) AS n FROM notices WHERE user_id = ? AND read = 0',
      readerId,
    )) as { n: number };
    expect(JSON.parse(event.data ?? '')).toEqual({ unread: unread.n });
  });

  it('ends with an end event when the token is revoked by logout', async () => {
    const token = await server.login('stream-reader', 'pass-word1');
    const open = await stream(token);
    await open.next((event) => event.retry !== undefined);
    await server.api('POST', '/auth/logout', { token });
    const end = await open.next((event) => event.event === 'end');
    expect(JSON.parse(end.data ?? '')).toEqual({
      reason: 'signedOut',
      session: 'logout',
      message: '您已在其他窗口退出登录，请重新登录',
    });
    await open.ended();
  });

  it('is refused without a token (10002), with a logged-out one (10002, saying so) and an unknown one (401), as JSON', async () => {
    const none = await stream('');
    expect(((await none.response.json()) as { errorCode: number }).errorCode).toBe(
      ErrorCodes.tokenMissingOrExpired,
    );
    const token = await server.login('stream-reader', 'pass-word1');
    await server.api('POST', '/auth/logout', { token });
    const revoked = await stream(token);
    expect(revoked.response.status).toBe(200);
    expect(await revoked.response.json()).toMatchObject({
      errorCode: ErrorCodes.tokenMissingOrExpired,
      errorMsg: '您已在其他窗口退出登录，请重新登录',
    });
    expect((await stream('not-a-real-token')).response.status).toBe(401);
  });
});

describe('GET /notices/stream when the token expires', () => {
  let shortLived: TestServer;
  beforeAll(async () => {
    shortLived = await startTestServer({ tokenTtlSeconds: 1, stream: { heartbeatMs: 300, pollMs: 40 } });
    await insertUser(shortLived.store, {
      account: 'stream-brief',
      password: 'pass-word1',
      mobile: '13500000023',
    });
  });
  afterAll(() => shortLived.close());

  it('ends once the token has expired', async () => {
    const open = await openStream(shortLived.url, {
      Authentication: await shortLived.login('stream-brief', 'pass-word1'),
    });
    opened.push(open);
    const end = await open.next((event) => event.event === 'end', 3000);
    expect(JSON.parse(end.data ?? '')).toMatchObject({ reason: 'signedOut' });
    await open.ended();
  });
});

describe("a server's streams polled together", () => {
  it('reads the tokens and the notice states of all its open streams in one statement each per poll', async () => {
    const users: { id: number; open: OpenStream }[] = [];
    for (let n = 0; n < 6; n += 1) {
      const account = `stream-many-${n}`;
      const id = await insertUser(server.store, {
        account,
        password: 'pass-word1',
        mobile: `1350000010${n}`,
      });
      const open = await stream(await server.login(account, 'pass-word1'));
      await open.next((event) => event.retry !== undefined);
      users.push({ id, open });
    }
    const statements: string[] = [];
    const store = server.store;
    for (const method of ['get', 'all', 'column', 'run'] as const) {
      const original = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(store, method).mockImplementation((sql: unknown, ...params: unknown[]) => {
        statements.push(typeof sql === 'string' ? sql : JSON.stringify(sql));
        return original(sql, ...params);
      });
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const polls = statements.filter((sql) => sql.includes('FROM tokens t JOIN users u')).length;
      const states = statements.filter((sql) => sql.includes('GROUP BY user_id')).length;
      // Six streams at 40 ms: about ten polls of two statements, not six times three.
      expect(polls).toBeGreaterThanOrEqual(3);
      expect(Math.abs(states - polls)).toBeLessThanOrEqual(1);
      expect(statements.length - polls - states).toBe(0);

      // A new notice costs one more read, for its user's stream alone.
      statements.length = 0;
      const target = users[3]!;
      const id = await addNotice(target.id, '只给第四位');
      const event = await target.open.next(isNotice);
      expect(event.id).toBe(String(id));
      expect(statements.filter((sql) => sql.includes('AND id > ?'))).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
