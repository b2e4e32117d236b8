import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let reader: { id: number; token: string };
let otherNoticeId: number;

async function addNotice(
  userId: number,
  type: Notice['type'],
  title: string,
  minutesAgo: number,
): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const result = await server.store.run(
    'INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, ?, ?, ?, 0, ?)',
    userId,
    type,
    title,
    `${title}的详细说明`,
    at,
  );
  return Number(result.lastInsertId);
}

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server.store, {
    account: 'reader',
    password: 'pass-word1',
    mobile: '13500000001',
  });
  reader = { id, token: await server.login('reader', 'pass-word1') };
  await addNotice(id, 'notice', '系统维护通知', 30);
  await addNotice(id, 'message', '张经理回复了您的帖子', 10);
  await addNotice(id, 'todo', '完善企业资料', 20);
  await addNotice(id, 'todo', '确认发货单', 5);
  const other = await insertUser(server.store, {
    account: 'neighbour',
    password: 'pass-word1',
    mobile: '13500000002',
  });
  otherNoticeId = await addNotice(other, 'todo', '别人的待办', 1);
});
afterAll(() => server.close());

const list = async (token = reader.token) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;

describe('notices', () => {
  it("lists only the user's notices, newest first", async () => {
    const notices = await list();
    expect(notices.map((n) => n.title)).toEqual([
      '确认发货单',
      '张经理回复了您的帖子',
      '完善企业资料',
      '系统维护通知',
    ]);
    expect(notices[0]).toMatchObject({ type: 'todo', description: '确认发货单的详细说明', read: false });
  });

  it('shows the seeded notices of all three types to the demo user', async () => {
    const notices = await list(await server.login());
    expect(new Set(notices.map((n) => n.type))).toEqual(new Set(['notice', 'message', 'todo']));
  });

  it('marks one notice read', async () => {
    const target = (await list()).find((n) => n.type === 'message');
    const { body } = await server.api('POST', `/notices/${target?.id}/read`, { token: reader.token });
    expect(body.success).toBe(true);
    const after = await list();
    expect(after.find((n) => n.id === target?.id)?.read).toBe(true);
    expect(after.filter((n) => n.read)).toHaveLength(1);
  });

  it("answers 10404 for someone else's notice and for an unknown one, 10001 for a bad id", async () => {
    const foreign = await server.api('POST', `/notices/${otherNoticeId}/read`, { token: reader.token });
    const unknown = await server.api('POST', '/notices/999999/read', { token: reader.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, errorCode: 10404, errorMsg: '通知不存在', data: null });
    expect(unknown.body).toEqual(foreign.body);
    const bad = await server.api('POST', '/notices/abc/read', { token: reader.token });
    expect(bad.body).toMatchObject({ errorCode: 10001, errorMsg: '编号（id）必须是正整数' });
    const row = (await server.store.get('SELECT read FROM notices WHERE id = ?', otherNoticeId)) as {
      read: number;
    };
    expect(row.read).toBe(0);
  });

  it('clears one type for the user only', async () => {
    const { body } = await server.api('DELETE', '/notices?type=todo', { token: reader.token });
    expect(body.success).toBe(true);
    expect((await list()).map((n) => n.type).sort()).toEqual(['message', 'notice']);
    const { n } = (await server.store.get(
      "SELECT count(*) AS n FROM notices WHERE id = ? AND type = 'todo'",
      otherNoticeId,
    )) as { n: number };
    expect(n).toBe(1);
  });

  it.each([
    ['/notices?type=alert', '类型（type）不在可选范围内，请从列表中选择'],
    ['/notices', '请选择类型（type）'],
  ])('refuses DELETE %s with 10001', async (path, message) => {
    const { status, body } = await server.api('DELETE', path, { token: reader.token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: message });
  });

  it.each([
    ['GET', '/notices'],
    ['POST', '/notices/1/read'],
    ['DELETE', '/notices?type=todo'],
  ])('answers %s %s without a token with 10002', async (method, path) => {
    const { body } = await server.api(method, path);
    expect(body).toMatchObject({ success: false, errorCode: 10002 });
  });
});
