/** Writing pages into a served site: whole files only, copies beside them, nothing touched needlessly. */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { systemClock } from '../../../server/domain/clock.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { createSitePublisher } from '../../../server/site/publishing/publisher.ts';
import { removePage, writePage } from '../../../server/site/publishing/site-files.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-site-files-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const FILE = 'basic/portal/policyDetails/12/index.html';
const html = (title: string) =>
  `<!doctype html><h1>${title}</h1>${'<p>物流园区用地政策的实施细则。</p>'.repeat(40)}`;

describe('writePage', () => {
  it('writes the page with copies that decode to it, and leaves no temporary file', async () => {
    const result = await writePage(dist, FILE, Buffer.from(html('新政策')), null);
    expect(result.files).toEqual([`${FILE}.br`, `${FILE}.gz`, FILE]);
    const page = await readFile(join(dist, FILE));
    expect(page.toString()).toBe(html('新政策'));
    expect(brotliDecompressSync(await readFile(join(dist, `${FILE}.br`))).equals(page)).toBe(true);
    expect(gunzipSync(await readFile(join(dist, `${FILE}.gz`))).equals(page)).toBe(true);
    expect((await readdir(join(dist, 'basic/portal/policyDetails/12'))).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('touches nothing when the file already holds the same bytes', async () => {
    await writePage(dist, FILE, Buffer.from(html('政策')), null);
    const before = await stat(join(dist, FILE));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await writePage(dist, FILE, Buffer.from(html('政策')), null);
    expect(again).toEqual({ changed: false, fromCache: false, files: [] });
    expect((await stat(join(dist, FILE))).mtimeMs).toBe(before.mtimeMs);
  });

  it('removes a copy that is no longer smaller than the page', async () => {
    await writePage(dist, FILE, Buffer.from(html('政策')), null);
    await writePage(dist, FILE, Buffer.from('ok'), null);
    expect(await readdir(join(dist, 'basic/portal/policyDetails/12'))).toEqual(['index.html']);
  });
});

describe('removePage', () => {
  it('removes the page, its copies and its folder, and says which files went', async () => {
    await writePage(dist, FILE, Buffer.from(html('撤回的政策')), null);
    expect(await removePage(dist, FILE)).toEqual([FILE, `${FILE}.br`, `${FILE}.gz`]);
    expect(await readdir(join(dist, 'basic/portal/policyDetails'))).toEqual([]);
    expect(await removePage(dist, FILE)).toEqual([]);
  });
});

describe('createSitePublisher without a render bundle', () => {
  it('refuses with 10660 and changes nothing', async () => {
    await mkdir(join(dist, 'basic/portal'), { recursive: true });
    await writeFile(join(dist, 'basic/portal/index.html'), html('首页'));
    const { db } = openDatabase(':memory:', { create: true });
    const publisher = createSitePublisher({
      distDir: dist,
      dbPath: join(dist, 'portal.db'),
      db: sqliteStore(db),
      base: '/',
      bundleDir: join(dist, 'no-bundle'),
      cache: null,
      manifests: { dir: join(dist, 'manifests'), keep: 10, hook: undefined, hookTimeoutMs: 1000 },
      now: systemClock,
    });
    expect(publisher.ready()).toBe(false);
    await expect(publisher({ kind: 'policies', id: 1, action: 'publish' })).rejects.toMatchObject({
      code: 10660,
      status: 503,
      message: expect.stringContaining('内容已保存') as unknown,
    });
    expect(await readFile(join(dist, 'basic/portal/index.html'), 'utf8')).toBe(html('首页'));
    db.close();
  });
});
