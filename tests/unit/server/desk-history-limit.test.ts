/** PORTAL_DESK_HISTORY: how many revisions and actions an item answers with, newest first. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { createPolicy, deskItem, policyFields } from './desk-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deskHistoryLimit: 2 });
});
afterAll(() => server.close());

it('answers the newest revisions and actions up to the setting', async () => {
  const token = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  const { id } = await createPolicy(server, token, '第一版');
  await server.api('POST', `/desk/policies/${id}/publish`, { token, body: { revision: 1 } });
  for (const revision of [1, 2, 3]) {
    await server.api('PUT', `/desk/policies/${id}`, {
      token,
      body: { ...policyFields(`第${revision + 1}版`), revision },
    });
  }
  const item = await deskItem(server, token, 'policies', id);
  expect(item.revision).toBe(4);
  expect(item.history.map((entry) => entry.revision)).toEqual([4, 3]);
  expect(item.actions.map((entry) => entry.revision)).toEqual([4, 3]);
  // The published revision comes with the item even when the history answered is shorter.
  expect(item.published).toMatchObject({ revision: 1, fields: { title: '第一版' } });
  expect(item.draft.fields.title).toBe('第4版');
});
