/**
 * Who may use the content desk: every desk endpoint with an editor's token (answered), a user's
 * token (10620, HTTP 403, nothing changed) and no token (10002, as every protected endpoint).
 * `GET /user/current` says each account's role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskSaveResult, type User } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows } from './store-rows.ts';

let server: TestServer;
let editor: string;
let user: string;
let draftId: number;
beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  user = await server.login();
  const created = await server.api<DeskSaveResult>('POST', '/desk/policies', {
    token: editor,
    body: policy('权限测试'),
  });
  draftId = created.body.data.id;
});
afterAll(() => server.close());

function policy(title: string) {
  return {
    title,
    authority: '交通运输部',
    documentNo: '交运发〔2026〕1号',
    level: 'national',
    region: '',
    publishedAt: '2026-11-20T02:00:00.000Z',
    effectiveAt: '2026-12-01T02:00:00.000Z',
    summary: '摘要',
    content: '# 总则\n\n第一条 为了规范道路货运。',
  };
}

const deskRows = (): Promise<number> => countRows(server.store, 'SELECT count(*) AS n FROM desk_revisions');

const endpoints = (): [method: string, path: string, body?: unknown][] => [
  ['GET', '/desk/policies'],
  ['GET', '/desk/announcements?state=published'],
  ['GET', '/desk/enterprises'],
  ['GET', '/desk/routes'],
  ['POST', '/desk/policies', policy('新建')],
  ['GET', `/desk/policies/${draftId}`],
  ['PUT', `/desk/policies/${draftId}`, { ...policy('修改'), revision: 1 }],
  ['GET', `/desk/policies/${draftId}/revisions/1/diff/1`],
  ['POST', `/desk/policies/${draftId}/revisions/1/restore`, { revision: 1 }],
  ['POST', `/desk/policies/${draftId}/publish`, { revision: 1 }],
  ['POST', `/desk/policies/${draftId}/withdraw`],
  ['GET', '/desk/schedules'],
  ['POST', `/desk/policies/${draftId}/schedule`, { revision: 1, action: 'publish', at: inAnHour() }],
  ['DELETE', `/desk/policies/${draftId}/schedule`],
];

/** A whole minute an hour from now: a time a schedule takes. */
const inAnHour = () => new Date((Math.floor(Date.now() / 60_000) + 60) * 60_000).toISOString();

describe('desk endpoints and roles', () => {
  it('refuse a user: 10620, HTTP 403, and write nothing', async () => {
    const before = await deskRows();
    for (const [method, path, body] of endpoints()) {
      const answer = await server.api(method, path, { token: user, ...(body ? { body } : {}) });
      expect([method, path, answer.status, answer.body.errorCode]).toEqual([
        method,
        path,
        403,
        ErrorCodes.roleRefused,
      ]);
      expect(answer.body.errorMsg).toContain('编辑权限');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(await deskRows()).toBe(before);
  });

  it('ask for a login without a token (10002) and with an unknown one (HTTP 401)', async () => {
    for (const [method, path, body] of endpoints()) {
      const none = await server.api(method, path, body ? { body } : {});
      expect([path, none.status, none.body.errorCode]).toEqual([path, 200, ErrorCodes.tokenMissingOrExpired]);
      const unknown = await server.api(method, path, { token: 'not-a-token', ...(body ? { body } : {}) });
      expect([path, unknown.status]).toEqual([path, 401]);
    }
  });

  it('answer an editor', async () => {
    for (const [method, path, body] of endpoints()) {
      const answer = await server.api(method, path, { token: editor, ...(body ? { body } : {}) });
      // The restore and the publish name revision 1 after the PUT made revision 2: a conflict is an answer too.
      expect([path, answer.body.errorCode]).toEqual([
        path,
        path.endsWith('/restore') || path.endsWith('/publish')
          ? ErrorCodes.revisionConflict
          : path.endsWith('/withdraw')
            ? ErrorCodes.deskStateRefused
            : ErrorCodes.ok,
      ]);
    }
  });

  it('answers an unknown kind with 10404', async () => {
    const answer = await server.api('GET', '/desk/posts', { token: editor });
    expect([answer.status, answer.body.errorCode]).toEqual([404, ErrorCodes.notFound]);
    expect(answer.body.errorMsg).toContain('policies');
  });

  it('GET /user/current carries the role', async () => {
    const asEditor = await server.api<User>('GET', '/user/current', { token: editor });
    expect(asEditor.body.data.role).toBe('editor');
    const asUser = await server.api<User>('GET', '/user/current', { token: user });
    expect(asUser.body.data.role).toBe('user');
  });

  it('a role taken away counts from the next request, without a new login', async () => {
    const token = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
    await server.store.run("UPDATE users SET role = 'user' WHERE account = ?", DEMO_EDITOR.account);
    try {
      const answer = await server.api('GET', '/desk/policies', { token });
      expect([answer.status, answer.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    } finally {
      await server.store.run("UPDATE users SET role = 'editor' WHERE account = ?", DEMO_EDITOR.account);
    }
  });
});
