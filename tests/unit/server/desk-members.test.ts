/**
 * A verified enterprise's member on the announcements desk: they list, create, read (with preview)
 * and edit their own enterprise's announcements and submit them for review; another enterprise's
 * item is 10404 to them; publishing and withdrawing are 10643 (HTTP 403); every other desk endpoint
 * stays 10620. An editor publishes what was submitted, which ends the submission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnnouncementDetail,
  type AnnouncementFields,
  type DeskItem,
  type DeskItemSummary,
  type DeskSaveResult,
  type Notice,
  type Paged,
  type Verification,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

let server: TestServer;
let editor: string;
let member: string;
let user: string;
let own: { id: number; creditCode: string; name: string };
let foreign: { id: number };
let foreignItem: number;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, {
    account: 'member',
    password: 'pass-word1',
    mobile: '13600000201',
    nickname: '企业成员',
  });
  await insertUser(server.store, { account: 'plainuser', password: 'pass-word1', mobile: '13600000202' });
  member = await server.login('member', 'pass-word1');
  user = await server.login('plainuser', 'pass-word1');
  [own, foreign] = (await server.store.all(
    'SELECT id, name, credit_code AS "creditCode" FROM enterprises ORDER BY id LIMIT 2',
  )) as unknown as [typeof own, typeof foreign];
  const sent = await server.api<Verification>('POST', '/user/verification', {
    token: member,
    body: {
      companyName: own.name,
      creditCode: own.creditCode,
      contact: '13900000002',
      note: '',
      licenceFileId: await uploadLicencePhoto(server.url, member),
    },
  });
  await server.api('POST', `/desk/verifications/${sent.body.data.id}/approve`, { token: editor, body: {} });
  const created = await server.api<DeskSaveResult>('POST', '/desk/announcements', {
    token: editor,
    body: announcement(foreign.id, '他家公告'),
  });
  foreignItem = created.body.data.id;
});
afterAll(() => server.close());

function announcement(enterpriseId: number, title: string): AnnouncementFields {
  return { enterpriseId, title, content: '# 通知\n\n春节期间正常发车。' };
}

describe('a member on the announcements desk', () => {
  let itemId: number;

  it('creates a draft for their own enterprise and reads it with its preview', async () => {
    const created = await server.api<DeskSaveResult>('POST', '/desk/announcements', {
      token: member,
      body: announcement(own.id, '春节发车安排'),
    });
    expect(created.body.data).toMatchObject({ revision: 1, state: 'draft' });
    itemId = created.body.data.id;
    const read = await server.api<DeskItem<'announcements'>>('GET', `/desk/announcements/${itemId}`, {
      token: member,
    });
    expect(read.body.data.preview).toMatchObject({ title: '春节发车安排', enterpriseName: own.name });
    expect(read.body.data.submission).toBeNull();
  });

  it('lists only their enterprise’s announcements', async () => {
    const list = await server.api<Paged<DeskItemSummary>>('GET', '/desk/announcements?pageSize=100', {
      token: member,
    });
    const ids = list.body.data.list.map((row) => row.id);
    expect(ids).toContain(itemId);
    expect(ids).not.toContain(foreignItem);
    const all = await server.api<Paged<DeskItemSummary>>('GET', '/desk/announcements?pageSize=100', {
      token: editor,
    });
    expect(all.body.data.total).toBeGreaterThan(list.body.data.total);
  });

  it('meets another enterprise’s announcement as 10404 when reading, editing, submitting or creating', async () => {
    const read = await server.api('GET', `/desk/announcements/${foreignItem}`, { token: member });
    const edit = await server.api('PUT', `/desk/announcements/${foreignItem}`, {
      token: member,
      body: { ...announcement(own.id, '改成我的'), revision: 1 },
    });
    const submit = await server.api('POST', `/desk/announcements/${foreignItem}/submit`, {
      token: member,
      body: { revision: 1 },
    });
    const create = await server.api('POST', '/desk/announcements', {
      token: member,
      body: announcement(foreign.id, '冒名公告'),
    });
    const moveAway = await server.api('PUT', `/desk/announcements/${itemId}`, {
      token: member,
      body: { ...announcement(foreign.id, '移到他家'), revision: 1 },
    });
    for (const answer of [read, edit, submit, create, moveAway])
      expect([answer.status, answer.body.errorCode]).toEqual([404, ErrorCodes.notFound]);
    const untouched = await server.api<DeskItem<'announcements'>>(
      'GET',
      `/desk/announcements/${foreignItem}`,
      {
        token: editor,
      },
    );
    expect(untouched.body.data.draft.fields.title).toBe('他家公告');
  });

  it('can never publish or withdraw (10643, HTTP 403), nor restore or use other desks (10620)', async () => {
    const publish = await server.api('POST', `/desk/announcements/${itemId}/publish`, {
      token: member,
      body: { revision: 1 },
    });
    expect([publish.status, publish.body.errorCode]).toEqual([403, ErrorCodes.memberCannotPublish]);
    expect(publish.body.errorMsg).toContain('提交审核');
    const withdraw = await server.api('POST', `/desk/announcements/${itemId}/withdraw`, { token: member });
    expect([withdraw.status, withdraw.body.errorCode]).toEqual([403, ErrorCodes.memberCannotPublish]);
    const restore = await server.api('POST', `/desk/announcements/${itemId}/revisions/1/restore`, {
      token: member,
      body: { revision: 1 },
    });
    const policies = await server.api('GET', '/desk/policies', { token: member });
    const enterprises = await server.api('GET', `/desk/enterprises/${own.id}`, { token: member });
    for (const answer of [restore, policies, enterprises])
      expect([answer.status, answer.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    const read = await server.api<DeskItem<'announcements'>>('GET', `/desk/announcements/${itemId}`, {
      token: editor,
    });
    expect(read.body.data.state).toBe('draft');
  });

  it('edits, submits the newest revision, and the editors are told', async () => {
    const saved = await server.api<DeskSaveResult>('PUT', `/desk/announcements/${itemId}`, {
      token: member,
      body: { ...announcement(own.id, '春节发车安排（修订）'), revision: 1 },
    });
    expect(saved.body.data.revision).toBe(2);
    const stale = await server.api('POST', `/desk/announcements/${itemId}/submit`, {
      token: member,
      body: { revision: 1 },
    });
    expect(stale.body.errorCode).toBe(ErrorCodes.revisionConflict);
    const submitted = await server.api('POST', `/desk/announcements/${itemId}/submit`, {
      token: member,
      body: { revision: 2 },
    });
    expect(submitted.body.data).toMatchObject({
      id: itemId,
      revision: 2,
      submission: { revision: 2, submittedBy: { account: 'member', nickname: '企业成员' } },
    });
    const notices = (await server.api<Notice[]>('GET', '/notices', { token: editor })).body.data;
    expect(notices[0]).toMatchObject({ title: '企业公告待审核' });
    expect(notices[0]?.description).toContain('春节发车安排（修订）');
  });

  it('is published by an editor, which ends the submission, and the public page shows it', async () => {
    const published = await server.api('POST', `/desk/announcements/${itemId}/publish`, {
      token: editor,
      body: { revision: 2 },
    });
    expect(published.body.success).toBe(true);
    const read = await server.api<DeskItem<'announcements'>>('GET', `/desk/announcements/${itemId}`, {
      token: member,
    });
    expect(read.body.data).toMatchObject({ state: 'published', submission: null });
    const shown = await server.api<AnnouncementDetail>('GET', `/announcements/${itemId}`);
    expect(shown.body.data).toMatchObject({ title: '春节发车安排（修订）', enterpriseVerified: true });
    const foreignPublished = await server.api('POST', `/desk/announcements/${foreignItem}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect(foreignPublished.body.success).toBe(true);
    const unverified = await server.api<AnnouncementDetail>('GET', `/announcements/${foreignItem}`);
    expect(unverified.body.data.enterpriseVerified).toBe(false);
    const again = await server.api('POST', `/desk/announcements/${itemId}/submit`, {
      token: member,
      body: { revision: 2 },
    });
    expect(again.body.errorCode).toBe(ErrorCodes.deskStateRefused);
  });
});

describe('anyone else', () => {
  it('a user who is not a member gets 10620 and no token 10002, on every announcements endpoint', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/desk/announcements'],
      ['POST', '/desk/announcements', announcement(own.id, '未认证')],
      ['GET', `/desk/announcements/${foreignItem}`],
      ['PUT', `/desk/announcements/${foreignItem}`, { ...announcement(own.id, '未认证'), revision: 1 }],
      ['POST', `/desk/announcements/${foreignItem}/submit`, { revision: 1 }],
      ['POST', `/desk/announcements/${foreignItem}/publish`, { revision: 1 }],
      ['POST', `/desk/announcements/${foreignItem}/withdraw`],
    ];
    for (const [method, path, body] of endpoints) {
      const refused = await server.api(method, path, { token: user, ...(body ? { body } : {}) });
      expect([path, refused.status, refused.body.errorCode]).toEqual([path, 403, ErrorCodes.roleRefused]);
      const anonymous = await server.api(method, path, body ? { body } : {});
      expect([path, anonymous.body.errorCode]).toEqual([path, ErrorCodes.tokenMissingOrExpired]);
    }
  });
});
