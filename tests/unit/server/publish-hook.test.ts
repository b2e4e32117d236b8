/** The manifest of a publish and the purge hook (PORTAL_PUBLISH_HOOK): a command or a URL. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPublish, type PublishManifest } from '../../../server/site/publishing/purge-hook.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-hook-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const manifest = (id: number, liveAt = `2026-11-24T02:00:0${id}.000Z`): PublishManifest => ({
  change: { kind: 'announcements', id, action: 'publish' },
  changedUrls: [`/basic/portal/announcementDetails?id=${id}`, '/basic/portal'],
  written: [`basic/portal/announcementDetails/${id}/index.html`],
  removed: [],
  liveAt,
});
const options = (hook: string | undefined, hookTimeoutMs = 10_000, keep = 100) => ({
  dir: join(dir, 'manifests'),
  keep,
  hook,
  hookTimeoutMs,
});
const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as PublishManifest;

describe('recordPublish', () => {
  it('writes the manifest and gives a command its path and the manifest on standard input', async () => {
    const seen = join(dir, 'seen');
    const command = `printf '%s\\n' "$PORTAL_PUBLISH_MANIFEST" > ${seen}.path && cat > ${seen}.json`;
    const path = await recordPublish(manifest(7), options(command));
    expect(await readFile(`${seen}.path`, 'utf8')).toBe(`${path}\n`);
    expect((JSON.parse(await readFile(`${seen}.json`, 'utf8')) as PublishManifest).changedUrls).toEqual(
      manifest(7).changedUrls,
    );
    expect((await readJson(path)).hook).toEqual({ ok: true, detail: 'exit code 0' });
  });

  it('posts the manifest to a URL', async () => {
    const bodies: unknown[] = [];
    const purge = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push({
          method: request.method,
          type: request.headers['content-type'],
          body: JSON.parse(body) as unknown,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => purge.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(purge.address() as AddressInfo).port}/purge`;
      const path = await recordPublish(manifest(8), options(url));
      expect(bodies).toEqual([{ method: 'POST', type: 'application/json', body: manifest(8) }]);
      expect((await readJson(path)).hook).toEqual({ ok: true, detail: 'HTTP 204' });
    } finally {
      await new Promise((resolve) => purge.close(resolve));
    }
  });

  it('records a failing or slow hook without undoing anything, and says so in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await recordPublish(manifest(1), options('exit 3'));
    expect((await readJson(failed)).hook).toEqual({ ok: false, detail: 'exit code 3' });
    const slow = await recordPublish(manifest(2), options('sleep 5', 200));
    expect((await readJson(slow)).hook?.ok).toBe(false);
    expect((await readJson(slow)).hook?.detail).toMatch(/SIGTERM/);
    const refused = await recordPublish(manifest(3), options('http://127.0.0.1:1/purge'));
    expect((await readJson(refused)).hook?.ok).toBe(false);
    expect(log).toHaveBeenCalledTimes(3);
    expect(String(log.mock.calls[0]?.[0])).toContain('purge hook failed');
  });

  it('keeps the newest manifests only, as many as the setting says', async () => {
    for (const id of [1, 2, 3]) await recordPublish(manifest(id), options(undefined, 10_000, 2));
    const names = await readdir(join(dir, 'manifests'));
    expect(names.sort()).toEqual([
      '2026-11-24T02-00-02-000Z-announcements-2-publish.json',
      '2026-11-24T02-00-03-000Z-announcements-3-publish.json',
    ]);
  });
});
