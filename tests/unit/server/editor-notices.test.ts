/**
 * Editors are told there is work (docs/api.md, Notices; Desk waiting): a new report, a verification
 * application and a member's submission each reach every editor as a 待办 that opens its desk queue
 * (live, through the notice stream), never a user; `GET /desk/waiting` says how many wait in each
 * queue and since when, to editors only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeskSaveResult,
  type DeskWaiting,
  type Notice,
  type PostDetail,
  type Verification,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { openStream, type OpenStream } from './stream-reader.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

let server: TestServer;
let editor: string;
let secondEditor: string;
let writer: string;
let reporter: string;
let otherReporter: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ stream: { heartbeatMs: 300, pollMs: 40 } });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  const second = await insertUser(server.store, {
    account: 'editor-two',
    password: 'pass-word1',
    mobile: '13600000301',
  });
  await server.store.run("UPDATE users SET role = 'editor' WHERE id = ?", second);
  secondEditor = await server.login('editor-two', 'pass-word1');
  for (const [account, mobile] of [
    ['work-writer', '13600000302'],
    ['work-reporter', '13600000303'],
    ['work-reporter2', '13600000304'],
  ] as const)
    await insertUser(server.store, { account, password: 'pass-word1', mobile });
  writer = await server.login('work-writer', 'pass-word1');
  reporter = await server.login('work-reporter', 'pass-word1');
  otherReporter = await server.login('work-reporter2', 'pass-word1');
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

const todos = async (token: string): Promise<Notice[]> =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data.filter((n) => n.type === 'todo');

const waiting = async (token: string) => server.api<DeskWaiting[]>('GET', '/desk/waiting', { token });

let keys = 0;
async function post(title: string): Promise<number> {
  const circle = (await server.store.get('SELECT id FROM circles ORDER BY id LIMIT 1')) as { id: number };
  const answer = await server.api<PostDetail>('POST', '/posts', {
    token: writer,
    body: { circleId: circle.id, title, content: '正文内容' },
    headers: { 'Idempotency-Key': `work-${(keys += 1)}` },
  });
  return answer.body.data.id;
}

describe('editors told there is work', () => {
  it('a new report reaches every editor live as a 待办 opening the report queue, once per report', async () => {
    const id = await post('待举报的帖子');
    const live = await openStream(server.url, { Authentication: secondEditor });
    opened.push(live);
    await live.next((event) => event.retry !== undefined);
    const before = (await todos(editor)).length;
    const sent = await server.api('POST', '/reports', {
      token: reporter,
      body: { target: 'post', id, reason: 'spam' },
    });
    expect(sent.body.success).toBe(true);
    const event = await live.next((e) => e.event === 'notice');
    expect(JSON.parse(event.data ?? '')).toMatchObject({
      type: 'todo',
      title: '新的帖子举报待处理',
      desk: 'reports',
      read: false,
    });
    // A second reporter joins the same report: no second 待办.
    await server.api('POST', '/reports', {
      token: otherReporter,
      body: { target: 'post', id, reason: 'abuse' },
    });
    const after = await todos(editor);
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ title: '新的帖子举报待处理', desk: 'reports' });
    expect(after[0]?.description).toContain('垃圾广告');
    expect(after[0]?.description).not.toContain('待举报的帖子');
  });

  it('a verification application reaches every editor, not the applicant or other users', async () => {
    const own = (await server.store.get(
      'SELECT id, name, credit_code AS "creditCode" FROM enterprises ORDER BY id LIMIT 1',
    )) as { id: number; name: string; creditCode: string };
    const sent = await server.api<Verification>('POST', '/user/verification', {
      token: writer,
      body: {
        companyName: own.name,
        creditCode: own.creditCode,
        contact: '13900000003',
        note: '',
        licenceFileId: await uploadLicencePhoto(server.url, writer),
      },
    });
    expect(sent.body.errorMsg).toBe('');
    for (const token of [editor, secondEditor]) {
      expect((await todos(token))[0]).toMatchObject({
        title: '新的企业认证申请待审核',
        desk: 'verifications',
      });
      expect((await todos(token))[0]?.description).toContain(own.name);
    }
    for (const token of [writer, reporter])
      expect((await todos(token)).some((n) => n.desk === 'verifications')).toBe(false);
  });

  it('a member submission reaches every editor as a 待办 opening the announcements desk', async () => {
    const applied = (await server.api<Verification>('GET', '/user/verification', { token: writer })).body
      .data;
    const enterprise = (await server.store.get('SELECT id FROM enterprises ORDER BY id LIMIT 1')) as {
      id: number;
    };
    await server.api(`POST`, `/desk/verifications/${applied.id}/approve`, {
      token: editor,
      body: { enterpriseId: enterprise.id },
    });
    const created = await server.api<DeskSaveResult>('POST', '/desk/announcements', {
      token: writer,
      body: { enterpriseId: enterprise.id, title: '年末运力公告', content: '正常发车。' },
    });
    expect(created.body.errorMsg).toBe('');
    const submitted = await server.api('POST', `/desk/announcements/${created.body.data.id}/submit`, {
      token: writer,
      body: { revision: created.body.data.revision },
    });
    expect(submitted.body.errorMsg).toBe('');
    expect((await todos(secondEditor))[0]).toMatchObject({ title: '企业公告待审核', desk: 'announcements' });
  });
});

describe('GET /desk/waiting', () => {
  it('says how many wait in each queue and since when', async () => {
    const answer = await waiting(editor);
    expect(answer.body.success).toBe(true);
    const byQueue = new Map(answer.body.data.map((row) => [row.queue, row]));
    expect([...byQueue.keys()]).toEqual([
      'reports',
      'verifications',
      'announcements',
      'documents',
      'complaints',
    ]);
    const oldestReport = (await server.store.get(
      "SELECT min(created_at) AS at, count(*) AS n FROM reports WHERE state = 'open'",
    )) as { at: string; n: number };
    expect(byQueue.get('reports')).toEqual({
      queue: 'reports',
      count: Number(oldestReport.n),
      oldestAt: oldestReport.at,
      deadline: null,
    });
    expect(byQueue.get('reports')?.count).toBeGreaterThan(0);
    expect(byQueue.get('announcements')?.count).toBe(1);
    const pending = (await server.store.get(
      "SELECT count(*) AS n FROM verifications WHERE state = 'pending'",
    )) as { n: number };
    expect(byQueue.get('verifications')?.count).toBe(Number(pending.n));
    // No carrier sent a document and nobody complained here (complaints.test.ts counts one).
    expect(byQueue.get('documents')).toEqual({
      queue: 'documents',
      count: 0,
      oldestAt: null,
      deadline: null,
    });
    expect(byQueue.get('complaints')).toEqual({
      queue: 'complaints',
      count: 0,
      oldestAt: null,
      deadline: null,
    });
  });

  it('is refused without a token, with an unknown one and with a user’s', async () => {
    const none = await server.api('GET', '/desk/waiting');
    expect([none.status, none.body.errorCode]).toEqual([200, ErrorCodes.tokenMissingOrExpired]);
    expect((await waiting('not-a-token')).status).toBe(401);
    const user = await waiting(reporter);
    expect([user.status, user.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    expect(user.body.data).toBeNull();
  });
});
