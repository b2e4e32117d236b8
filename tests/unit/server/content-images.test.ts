/**
 * Images in editors' bodies over real HTTP (docs/api.md, "Structured text"): an image line must name
 * an upload of the saving editor or of another editor, never a user's photo nor an unknown id
 * (10850, told alike); its alt text is required (10001, the field's message); a published body's
 * answer carries the sizes of its images. A route's 备注 takes them as the other bodies do.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeskSaveResult,
  Envelope,
  PolicyDetail,
  RouteDetail,
  StoredFile,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { newFileId } from '../../../server/domain/file-storage.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { policyFields, routeFields } from './desk-fixture.ts';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let editor: string;
let user: string;
let otherEditor: string;

beforeAll(async () => {
  server = await startTestServer();
  await insertUser(server.store, { account: 'picture-user', password: 'pass-word1', mobile: '13700000011' });
  const otherId = await insertUser(server.store, {
    account: 'picture-editor',
    password: 'pass-word1',
    mobile: '13700000012',
  });
  await server.store.run("UPDATE users SET role = 'editor' WHERE id = ?", otherId);
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  user = await server.login('picture-user', 'pass-word1');
  otherEditor = await server.login('picture-editor', 'pass-word1');
});
afterAll(() => server.close());

async function upload(token: string, width = 1200, height = 800): Promise<StoredFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'map.jpg');
  const response = await fetch(`${server.url}${API_BASE}/files`, {
    method: 'POST',
    headers: { Authentication: token },
    body: form,
  });
  const body = (await response.json()) as Envelope<StoredFile>;
  if (!body.success) throw new Error(body.errorMsg);
  return body.data;
}

const withImage = (line: string) =>
  policyFields('带图片的政策', { content: `# 总则\n\n${line}\n\n第一条 内容。` });

const save = (content: ReturnType<typeof withImage>) =>
  server.api<DeskSaveResult>('POST', '/desk/policies', { token: editor, body: content });

describe('an image line on the desk', () => {
  it.each([
    ['the editor’s own upload', () => upload(editor)],
    ['another editor’s upload', () => upload(otherEditor)],
  ])('is saved when it names %s', async (_name, make) => {
    const { id } = await make();
    const answer = await save(withImage(`![线路图](file:${id} "说明")`));
    expect(answer.body.success).toBe(true);
  });

  it.each([
    ['a user’s photo', async () => (await upload(user)).id],
    ['an unknown id', () => Promise.resolve(newFileId())],
  ])('is refused when it names %s, with the same message', async (_name, make) => {
    const id = await make();
    const answer = await save(withImage(`![线路图](file:${id})`));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(ErrorCodes.contentImageRefused);
    expect(answer.body.errorMsg).toBe(
      `正文（content）中的图片 file:${id} 不存在或不是编辑上传的图片，请用「插入图片」上传后再保存`,
    );
  });

  it('is refused without alt text, and on an edit as on a creation', async () => {
    const { id } = await upload(editor);
    const refused = await save(withImage(`![](file:${id})`));
    expect(refused.body.errorCode).toBe(ErrorCodes.invalidInput);
    expect(refused.body.errorMsg).toBe(
      '正文（content）中的图片须写明替代文字（方括号内，说明图片内容，供读屏软件朗读）',
    );

    const created = await save(withImage('没有图片'));
    if (!created.body.success) throw new Error(created.body.errorMsg);
    const foreign = (await upload(user)).id;
    const edit = await server.api('PUT', `/desk/policies/${created.body.data.id}`, {
      token: editor,
      body: { ...withImage(`![图](file:${foreign})`), revision: created.body.data.revision },
    });
    expect(edit.body.errorCode).toBe(ErrorCodes.contentImageRefused);
  });
});

describe('a published body', () => {
  it('answers the sizes of its images, and a body without any answers no images', async () => {
    const { id: fileId, width, height } = await upload(editor, 1000, 500);
    const created = await save(withImage(`![线路图](file:${fileId} "2026 年")`));
    if (!created.body.success) throw new Error(created.body.errorMsg);
    const { id, revision } = created.body.data;
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision } });
    const shown = await server.api<PolicyDetail>('GET', `/policies/${id}`);
    if (!shown.body.success) throw new Error(shown.body.errorMsg);
    expect(shown.body.data.images).toEqual({ [fileId]: { width, height } });

    const plain = await server.api<PolicyDetail>('GET', '/policies/1');
    expect(plain.body.success && 'images' in plain.body.data).toBe(false);
  });
});

describe('a route’s 备注', () => {
  const saveRoute = (remarks: string) =>
    server.api<DeskSaveResult>('POST', '/desk/routes', { token: editor, body: routeFields(remarks) });

  it('refuses a user’s photo and an image without alt text, as a body does', async () => {
    const foreign = (await upload(user)).id;
    const refused = await saveRoute(`市区免费提货。\n\n![线路图](file:${foreign})`);
    expect(refused.body.errorCode).toBe(ErrorCodes.contentImageRefused);
    expect(refused.body.errorMsg).toBe(
      `备注（remarks）中的图片 file:${foreign} 不存在或不是编辑上传的图片，请用「插入图片」上传后再保存`,
    );
    const { id } = await upload(editor);
    const noAlt = await saveRoute(`![](file:${id})`);
    expect(noAlt.body.errorCode).toBe(ErrorCodes.invalidInput);
    expect(noAlt.body.errorMsg).toBe(
      '备注（remarks）中的图片须写明替代文字（方括号内，说明图片内容，供读屏软件朗读）',
    );
  });

  it('takes an editor’s image, whose size the published route answers; a route without one answers none', async () => {
    const { id: fileId, width, height } = await upload(editor, 900, 600);
    const created = await saveRoute(`市区免费提货。\n\n![苏州至成都线路图](file:${fileId} "途经武汉")`);
    if (!created.body.success) throw new Error(created.body.errorMsg);
    const { id, revision } = created.body.data;
    await server.api('POST', `/desk/routes/${id}/publish`, { token: editor, body: { revision } });
    const shown = await server.api<RouteDetail>('GET', `/routes/${id}`);
    if (!shown.body.success) throw new Error(shown.body.errorMsg);
    expect(shown.body.data.images).toEqual({ [fileId]: { width, height } });

    const plain = await server.api<RouteDetail>('GET', '/routes/1');
    expect(plain.body.success && 'images' in plain.body.data).toBe(false);
  });
});
