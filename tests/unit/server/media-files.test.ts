/**
 * Published images as static files (server/site/publishing/media-files.ts): a published body's
 * images are written at each width below their own and their own (never enlarged), a draft's are
 * not, a withdrawal removes those no published body names any more, a route's 备注 counts as a body,
 * and a full build of the final database leaves the same files, byte for byte, as the series of
 * publishes did.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskSaveResult, Envelope, StoredFile } from '../../../src/lib/shared/contract.ts';
import { planMedia, removeMedia, writeMedia } from '../../../server/site/publishing/media-files.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { policyFields, routeFields } from './desk-fixture.ts';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let editor: string;
let published: string;
let rebuilt: string;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  published = await mkdtemp(join(tmpdir(), 'media-published-'));
  rebuilt = await mkdtemp(join(tmpdir(), 'media-rebuilt-'));
});
afterAll(async () => {
  await server.close();
  await rm(published, { recursive: true, force: true });
  await rm(rebuilt, { recursive: true, force: true });
});

async function upload(width: number, height: number): Promise<StoredFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'seal.jpg');
  const response = await fetch(`${server.url}${API_BASE}/files`, {
    method: 'POST',
    headers: { Authentication: editor },
    body: form,
  });
  const body = (await response.json()) as Envelope<StoredFile>;
  if (!body.success) throw new Error(body.errorMsg);
  return body.data;
}

async function draft(title: string, fileId: string): Promise<DeskSaveResult> {
  const content = `# 附图\n\n![${title}的附图](file:${fileId} "说明")`;
  const answer = await server.api<DeskSaveResult>('POST', '/desk/policies', {
    token: editor,
    body: policyFields(title, { content }),
  });
  if (!answer.body.success) throw new Error(answer.body.errorMsg);
  return answer.body.data;
}

/** What a publish does with the images: write the missing, remove the unnamed. */
async function publishMedia(distDir: string) {
  const plan = await planMedia(server.store, distDir);
  return {
    written: await writeMedia(server.store, distDir, plan),
    removed: await removeMedia(distDir, plan),
  };
}

const filesOf = async (distDir: string) => (await readdir(join(distDir, 'media')).catch(() => [])).sort();

describe('published images', () => {
  let large: StoredFile;
  let small: StoredFile;
  let first: DeskSaveResult;
  let second: DeskSaveResult;

  it('are not written while their item is a draft', async () => {
    large = await upload(2000, 1000);
    small = await upload(600, 300);
    first = await draft('附图政策一', large.id);
    second = await draft('附图政策二', small.id);
    expect(await publishMedia(published)).toEqual({ written: [], removed: [] });
  });

  it('are written at each width below their own and their own, never enlarged', async () => {
    await server.api('POST', `/desk/policies/${first.id}/publish`, { token: editor, body: { revision: 1 } });
    await server.api('POST', `/desk/policies/${second.id}/publish`, { token: editor, body: { revision: 1 } });
    const { written } = await publishMedia(published);
    expect(written.sort()).toEqual(
      [
        `${large.id}-480.webp`,
        `${large.id}-960.webp`,
        `${large.id}-1440.webp`,
        `${small.id}-480.webp`,
        `${small.id}-600.webp`,
      ]
        .map((name) => `media/${name}`)
        .sort(),
    );
    const wide = await sharp(join(published, 'media', `${large.id}-960.webp`)).metadata();
    expect([wide.format, wide.width, wide.height, wide.exif]).toEqual(['webp', 960, 480, undefined]);
    expect(await publishMedia(published)).toEqual({ written: [], removed: [] });
  });

  it('are removed once no published body names them', async () => {
    await server.api('POST', `/desk/policies/${second.id}/withdraw`, { token: editor, body: {} });
    const { removed } = await publishMedia(published);
    expect(removed).toEqual([`media/${small.id}-480.webp`, `media/${small.id}-600.webp`]);
  });

  it('include a published route’s, named in its 备注, until it is withdrawn', async () => {
    const map = await upload(500, 250);
    const saved = await server.api<DeskSaveResult>('POST', '/desk/routes', {
      token: editor,
      body: routeFields(`市区免费提货。\n\n![线路图](file:${map.id})`),
    });
    if (!saved.body.success) throw new Error(saved.body.errorMsg);
    const { id, revision } = saved.body.data;
    await server.api('POST', `/desk/routes/${id}/publish`, { token: editor, body: { revision } });
    const names = [`media/${map.id}-480.webp`, `media/${map.id}-500.webp`];
    expect(await publishMedia(published)).toEqual({ written: names, removed: [] });
    await server.api('POST', `/desk/routes/${id}/withdraw`, { token: editor, body: {} });
    expect(await publishMedia(published)).toEqual({ written: [], removed: names });
  });

  it('are the same files, byte for byte, in a full build of the same database', async () => {
    await publishMedia(rebuilt);
    const names = await filesOf(published);
    expect(names).toHaveLength(3);
    expect(await filesOf(rebuilt)).toEqual(names);
    for (const name of names)
      expect(await readFile(join(rebuilt, 'media', name))).toEqual(
        await readFile(join(published, 'media', name)),
      );
  });
});
