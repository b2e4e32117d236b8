/**
 * The desk's revisions: a new item is a draft nobody else sees; publishing copies the named revision
 * into the public API, an edit of a published item stays off the public pages until it is published;
 * an edit or a publication over a newer revision is refused naming who saved it (10621); every action
 * is recorded; 恢复 makes an old revision the newest one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeskItemSummary,
  type DeskPublishResult,
  type DeskSaveResult,
  type Paged,
  type PolicyDetail,
  type PolicyItem,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { createPolicy, deskItem, policyFields } from './desk-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let editor: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, {
    account: 'wang.editor',
    password: 'Editor2pass',
    mobile: '13700002222',
    nickname: '王编辑',
  });
  await server.store.run("UPDATE users SET role = 'editor' WHERE account = 'wang.editor'");
  second = await server.login('wang.editor', 'Editor2pass');
});
afterAll(() => server.close());

const publicPolicy = (id: number) => server.api<PolicyDetail>('GET', `/policies/${id}`);
const searchPolicies = (keyword: string) =>
  server.api<Paged<PolicyItem>>('GET', `/policies?keyword=${encodeURIComponent(keyword)}`);

describe('a new policy', () => {
  it('is a draft the public API does not know, until its revision is published', async () => {
    const created = await createPolicy(server, editor, '关于规范网络货运新业态的办法');
    expect(created).toMatchObject({ revision: 1, state: 'draft' });
    expect((await publicPolicy(created.id)).status).toBe(404);
    expect((await searchPolicies('网络货运新业态')).body.data.total).toBe(0);

    const published = await server.api<DeskPublishResult>('POST', `/desk/policies/${created.id}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect(published.body.data).toMatchObject({
      id: created.id,
      revision: 1,
      state: 'published',
      changedUrls: [],
    });
    expect(Number.isNaN(Date.parse(published.body.data.liveAt))).toBe(false);
    const shown = await publicPolicy(created.id);
    expect(shown.body.data).toEqual({ id: created.id, ...policyFields('关于规范网络货运新业态的办法') });
    const found = await searchPolicies('网络货运新业态');
    expect(found.body.data.list.map((item) => item.id)).toEqual([created.id]);
  });

  it('takes the next id after every public and desk id', async () => {
    const largest = Number(
      ((await server.store.get('SELECT max(id) AS n FROM policies')) as { n: number }).n,
    );
    const created = await createPolicy(server, editor, '编号测试');
    expect(created.id).toBe(largest + 1);
    const next = await createPolicy(server, editor, '编号测试二');
    expect(next.id).toBe(largest + 2);
  });
});

describe('editing a published policy', () => {
  it('keeps the public version until the new revision is published, lists and search included', async () => {
    const { id } = await createPolicy(server, editor, '冷链运输补贴实施细则');
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 1 } });
    expect((await searchPolicies('冷链运输补贴')).body.data.total).toBe(1);

    const saved = await server.api<DeskSaveResult>('PUT', `/desk/policies/${id}`, {
      token: editor,
      body: { ...policyFields('多式联运奖励实施细则'), revision: 1 },
    });
    expect(saved.body.data).toEqual({ id, revision: 2, state: 'published' });
    expect((await publicPolicy(id)).body.data.title).toBe('冷链运输补贴实施细则');

    const item = await deskItem(server, editor, 'policies', id);
    expect(item.draft.revision).toBe(2);
    expect(item.published?.revision).toBe(1);
    expect(item.preview.title).toBe('多式联运奖励实施细则');

    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 2 } });
    expect((await publicPolicy(id)).body.data.title).toBe('多式联运奖励实施细则');
    // The cached search is recomputed after the change in place (queries/sql.ts).
    expect((await searchPolicies('冷链运输补贴')).body.data.total).toBe(0);
    expect((await searchPolicies('多式联运奖励')).body.data.list.map((p) => p.id)).toEqual([id]);
  });
});

describe('optimistic concurrency', () => {
  it('refuses an edit made on an older revision, naming who saved the newer one and when', async () => {
    const { id } = await createPolicy(server, editor, '并发测试');
    const first = await server.api('PUT', `/desk/policies/${id}`, {
      token: second,
      body: { ...policyFields('王编辑的修改'), revision: 1 },
    });
    expect(first.body.success).toBe(true);
    const late = await server.api('PUT', `/desk/policies/${id}`, {
      token: editor,
      body: { ...policyFields('李编辑的修改'), revision: 1 },
    });
    expect([late.status, late.body.errorCode]).toEqual([409, ErrorCodes.revisionConflict]);
    expect(late.body.errorMsg).toContain('王编辑（@wang.editor）');
    expect(late.body.errorMsg).toContain('第 2 版');
    expect(late.body.errorMsg).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    const item = await deskItem(server, editor, 'policies', id);
    expect(item.draft.fields.title).toBe('王编辑的修改');
    expect(item.history.map((revision) => revision.revision)).toEqual([2, 1]);
  });

  it('refuses to publish a revision that is not the newest', async () => {
    const { id } = await createPolicy(server, editor, '发布旧版本');
    await server.api('PUT', `/desk/policies/${id}`, {
      token: second,
      body: { ...policyFields('新版本'), revision: 1 },
    });
    const stale = await server.api('POST', `/desk/policies/${id}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect([stale.status, stale.body.errorCode]).toEqual([409, ErrorCodes.revisionConflict]);
    expect((await publicPolicy(id)).status).toBe(404);
  });
});

describe('withdrawing', () => {
  it('takes the item off the public list and details; the states that do not allow an action say so', async () => {
    const { id } = await createPolicy(server, editor, '撤下测试政策文件');
    const early = await server.api('POST', `/desk/policies/${id}/withdraw`, { token: editor });
    expect([early.status, early.body.errorCode]).toEqual([409, ErrorCodes.deskStateRefused]);
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 1 } });
    const again = await server.api('POST', `/desk/policies/${id}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.deskStateRefused]);
    const total = (await server.api<Paged<PolicyItem>>('GET', '/policies')).body.data.total;

    const withdrawn = await server.api<DeskPublishResult>('POST', `/desk/policies/${id}/withdraw`, {
      token: editor,
    });
    expect(withdrawn.body.data).toMatchObject({ id, state: 'withdrawn' });
    const gone = await publicPolicy(id);
    expect([gone.status, gone.body.errorCode]).toEqual([404, ErrorCodes.notFound]);
    expect((await server.api<Paged<PolicyItem>>('GET', '/policies')).body.data.total).toBe(total - 1);
    expect((await searchPolicies('撤下测试政策')).body.data.total).toBe(0);
    const home = await server.api<{ policies: PolicyItem[] }>('GET', '/portal/home');
    expect(home.body.data.policies.some((policy) => policy.id === id)).toBe(false);
  });
});

describe('the trail and the history', () => {
  it('records who did what, from which state to which, and 恢复 makes an old revision the newest', async () => {
    const { id } = await createPolicy(server, editor, '第一稿');
    await server.api('PUT', `/desk/policies/${id}`, {
      token: second,
      body: { ...policyFields('第二稿'), revision: 1 },
    });
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 2 } });
    const restored = await server.api<DeskSaveResult>('POST', `/desk/policies/${id}/revisions/1/restore`, {
      token: editor,
      body: { revision: 2 },
    });
    expect(restored.body.data).toEqual({ id, revision: 3, state: 'published' });
    await server.api('POST', `/desk/policies/${id}/withdraw`, { token: second });

    const item = await deskItem(server, editor, 'policies', id);
    expect(item.draft.fields.title).toBe('第一稿');
    expect(item.state).toBe('withdrawn');
    expect(item.published).toBeNull();
    expect(
      item.actions.map((a) => [a.action, a.revision, a.fromState, a.toState, a.by?.account]).reverse(),
    ).toEqual([
      ['create', 1, null, 'draft', 'editor'],
      ['save', 2, 'draft', 'draft', 'wang.editor'],
      ['publish', 2, 'draft', 'published', 'editor'],
      ['restore', 3, 'published', 'published', 'editor'],
      ['withdraw', 3, 'published', 'withdrawn', 'wang.editor'],
    ]);
    expect(item.updatedBy?.account).toBe('wang.editor');
  });

  it('lists by state and keyword, the most recently changed first, with who changed it', async () => {
    const { id } = await createPolicy(server, editor, '列表筛选专用标题');
    const drafts = await server.api<Paged<DeskItemSummary>>('GET', '/desk/policies?state=draft', {
      token: editor,
    });
    expect(drafts.body.data.list[0]).toMatchObject({
      id,
      kind: 'policies',
      state: 'draft',
      title: '列表筛选专用标题',
    });
    expect(drafts.body.data.list[0]?.updatedBy).toEqual({
      account: 'editor',
      nickname: DEMO_EDITOR.nickname,
    });
    expect(drafts.body.data.list.every((row) => row.state === 'draft')).toBe(true);
    const byKeyword = await server.api<Paged<DeskItemSummary>>(
      'GET',
      `/desk/policies?keyword=${encodeURIComponent('筛选专用')}`,
      {
        token: editor,
      },
    );
    expect(byKeyword.body.data.list.map((row) => row.id)).toEqual([id]);
    const wrong = await server.api('GET', '/desk/policies?state=gone', { token: editor });
    expect(wrong.body.errorCode).toBe(ErrorCodes.invalidInput);
  });

  it('meets the seeded policies as published revision 1, imported by nobody', async () => {
    const published = await server.api<Paged<DeskItemSummary>>(
      'GET',
      '/desk/policies?state=published&pageSize=100',
      {
        token: editor,
      },
    );
    const seeded = Number(
      ((await server.store.get('SELECT count(*) AS n FROM policies')) as { n: number }).n,
    );
    expect(published.body.data.total).toBe(seeded);
    const item = await deskItem(server, editor, 'policies', 1);
    const shown = await publicPolicy(1);
    const { id: _id, ...fields } = shown.body.data;
    expect(item.draft.fields).toEqual(fields);
    expect(item.actions.map(({ at: _at, ...action }) => action)).toEqual([
      { action: 'import', revision: 1, fromState: null, toState: 'published', by: null },
    ]);
    // 最后修改 is when the text was written (its publication), not when the desk first listed it.
    expect(item.draft.savedAt).toBe(shown.body.data.publishedAt);
    const row = published.body.data.list.find((summary) => summary.id === 1);
    expect(row?.updatedAt).toBe(shown.body.data.publishedAt);
    expect(item.actions[0]!.at > shown.body.data.publishedAt).toBe(true);
  });
});
