/**
 * Two revisions side by side (`GET /desk/:kind/:id/revisions/:a/diff/:b`): every field of the kind in
 * the form's order, the changed ones marked, a changed body by paragraph then by character; unknown
 * revisions and items answer 404, another enterprise's announcement is refused to a member. Who may
 * ask at all (editors; a user and no token refused) is in desk-access.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DeskRevisionDiff, type DeskSaveResult } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { deskFieldRules } from '../../../src/lib/shared/rules/desk.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { createPolicy, policyFields } from './desk-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const diff = (kind: string, id: number, a: number, b: number) =>
  server.api<DeskRevisionDiff>('GET', `/desk/${kind}/${id}/revisions/${a}/diff/${b}`, { token: editor });

it('compares two revisions field by field, a body by paragraph then character', async () => {
  const { id } = await createPolicy(server, editor, '冷链运输补贴办法');
  const fields = policyFields('冷链运输补贴办法');
  const saved = await server.api<DeskSaveResult>('PUT', `/desk/policies/${id}`, {
    token: editor,
    body: {
      ...fields,
      title: '冷链运输补贴实施办法',
      level: 'province',
      region: '广东省',
      content:
        '# 总则\n\n第一条 为了规范道路货物运输新业态，制定本办法。\n\n第二条 本办法自发布之日起施行。\n\n第三条 新增的条款。',
      revision: 1,
    },
  });
  expect(saved.body.errorMsg).toBe('');
  expect(saved.body.data.revision).toBe(2);

  const answer = await diff('policies', id, 1, 2);
  expect(answer.status).toBe(200);
  const result = answer.body.data;
  expect(result.from.revision).toBe(1);
  expect(result.to).toMatchObject({ revision: 2, savedBy: { account: DEMO_EDITOR.account } });
  expect(result.fields.map((field) => field.name)).toEqual(Object.keys(deskFieldRules.policies));
  expect(result.fields.filter((field) => field.changed).map((field) => field.name)).toEqual([
    'title',
    'level',
    'region',
    'content',
  ]);
  const byName = new Map(result.fields.map((field) => [field.name, field]));
  expect(byName.get('authority')).toEqual({
    name: 'authority',
    before: '交通运输部',
    after: '交通运输部',
    changed: false,
    paragraphs: null,
  });
  expect(byName.get('title')!.paragraphs).toEqual([
    {
      kind: 'changed',
      parts: [
        { kind: 'same', text: '冷链运输补贴' },
        { kind: 'added', text: '实施' },
        { kind: 'same', text: '办法' },
      ],
    },
  ]);
  expect(byName.get('content')!.paragraphs!.map((paragraph) => paragraph.kind)).toEqual([
    'same',
    'changed',
    'same',
    'added',
  ]);
  expect(byName.get('content')!.paragraphs![1]!.parts.filter((part) => part.kind === 'added')).toEqual([
    { kind: 'added', text: '物' },
    { kind: 'added', text: '输' },
  ]);

  // The other way round: what was added is removed.
  const back = (await diff('policies', id, 2, 1)).body.data;
  expect(back.fields.find((field) => field.name === 'content')!.paragraphs!.at(-1)).toEqual({
    kind: 'removed',
    parts: [{ kind: 'removed', text: '第三条 新增的条款。' }],
  });
});

it('answers 404 for a revision or an item that does not exist', async () => {
  const { id } = await createPolicy(server, editor, '版本不存在测试');
  const missing = await diff('policies', id, 1, 9);
  expect([missing.status, missing.body.errorCode, missing.body.errorMsg]).toEqual([
    404,
    ErrorCodes.notFound,
    '第 9 版不存在',
  ]);
  const noItem = await diff('policies', 99_999_999, 1, 2);
  expect([noItem.status, noItem.body.errorCode]).toEqual([404, ErrorCodes.notFound]);
  const badKind = await diff('offers', id, 1, 1);
  expect(badKind.status).toBe(404);
});
