import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fsPromises } from 'node:fs';
import { EarlyCompression, watchPageWrites } from '../../../integrations/early-compression.ts';
import {
  COMPRESSION_SETTINGS,
  PAGE_BROTLI_QUALITY,
  brotliQualityFor,
  isCompressible,
  precompressDirectory,
} from '../../../integrations/precompress.ts';
import { PrecompressCache } from '../../../integrations/precompress-cache.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-precompress-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const text = (line: string, times = 50) => Array.from({ length: times }, (_, i) => `${line} ${i}`).join('\n');

describe('precompressDirectory', () => {
  it('writes .br and .gz beside every compressible file, in every folder, decoding to the original', async () => {
    await mkdir(join(root, '_astro'));
    await mkdir(join(root, 'basic', 'portal'), { recursive: true });
    const files: Record<string, string> = {
      'index.html': `<!doctype html>${text('<p>物流信息门户</p>')}`,
      'basic/portal/index.html': `<!doctype html>${text('<li>政策法规</li>')}`,
      '_astro/client.B4x9Qk2d.js': text('export const a = "island";'),
      '_astro/BaseLayout.css': text('.card { color: red; }'),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<path d="M0 0h10v10z"/>', 10)}</svg>`,
      'site.webmanifest': JSON.stringify({ name: '物流信息门户', icons: text('icon', 20).split('\n') }),
      'build.json': JSON.stringify({ version: '3.4.2', notes: text('note', 20) }),
    };
    for (const [path, body] of Object.entries(files)) await writeFile(join(root, path), body);

    const report = await precompressDirectory(root);
    expect(report.files).toBe(Object.keys(files).length);
    expect(report.written).toBe(2 * Object.keys(files).length);
    expect(report.skipped).toEqual([]);
    for (const [path, body] of Object.entries(files)) {
      const original = Buffer.from(body);
      const br = await readFile(join(root, `${path}.br`));
      const gz = await readFile(join(root, `${path}.gz`));
      expect(brotliDecompressSync(br).equals(original), path).toBe(true);
      expect(gunzipSync(gz).equals(original), path).toBe(true);
      expect(br.length, path).toBeLessThan(original.length);
      expect(br.length, `${path}: brotli beats gzip 9`).toBeLessThanOrEqual(gz.length);
      const [source, sibling] = await Promise.all([stat(join(root, path)), stat(join(root, `${path}.br`))]);
      expect(
        Math.abs(sibling.mtimeMs - source.mtimeMs),
        `${path}: the sibling keeps the original's time`,
      ).toBeLessThan(1);
    }
  });

  it('compresses pages at the page quality and every other file at 11, each cached apart', async () => {
    expect(brotliQualityFor('basic/portal/policyDetails/1/index.html')).toBe(PAGE_BROTLI_QUALITY);
    expect(brotliQualityFor('404.HTM')).toBe(PAGE_BROTLI_QUALITY);
    expect(brotliQualityFor('sitemap-offers-2.xml')).toBe(PAGE_BROTLI_QUALITY);
    for (const asset of ['_astro/client.js', '_astro/BaseLayout.css', 'favicon.svg', 'build-info.json'])
      expect(brotliQualityFor(asset), asset).toBe(11);
    expect(PAGE_BROTLI_QUALITY).toBeLessThan(11);

    // The same bytes as a page and as a script: one cache, two different copies.
    const body = `<!doctype html>${text('<tr><td>上海市浦东新区</td><td>北京市朝阳区</td><td>整车 9.6 米</td></tr>', 200)}`;
    await writeFile(join(root, 'page.html'), body);
    await writeFile(join(root, 'same.js'), body);
    const cache = new PrecompressCache(
      join(root, '..', `${root.split('/').pop()}-cache`),
      COMPRESSION_SETTINGS,
    );
    try {
      await precompressDirectory(root, { cache });
      const at = (quality: number) =>
        brotliCompressSync(Buffer.from(body), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        });
      const page = await readFile(join(root, 'page.html.br'));
      const script = await readFile(join(root, 'same.js.br'));
      expect(page.equals(at(PAGE_BROTLI_QUALITY))).toBe(true);
      expect(script.equals(at(11))).toBe(true);
      expect(page.equals(script)).toBe(false);
      // A second run takes both from the cache and writes the same two copies.
      const again = await precompressDirectory(root, { cache });
      expect(again.cached).toBe(2);
      expect((await readFile(join(root, 'page.html.br'))).equals(page)).toBe(true);
      expect((await readFile(join(root, 'same.js.br'))).equals(script)).toBe(true);
    } finally {
      await rm(cache.dir, { recursive: true, force: true });
    }
  });

  it('leaves already compressed formats and siblings alone', async () => {
    await writeFile(join(root, 'logo.png'), Buffer.alloc(4096, 7));
    await writeFile(join(root, 'font.woff2'), Buffer.alloc(4096, 7));
    await writeFile(join(root, 'page.html'), text('<p>公告</p>'));
    await precompressDirectory(root);
    expect((await readdir(root)).sort()).toEqual([
      'font.woff2',
      'logo.png',
      'page.html',
      'page.html.br',
      'page.html.gz',
    ]);
    // A second run (e.g. a build into a folder that was not emptied) makes no .br.br.
    const again = await precompressDirectory(root);
    expect(again.files).toBe(1);
    expect(await readdir(root)).not.toContain('page.html.br.br');
  });

  it('writes no sibling that is not smaller than the original, and says so', async () => {
    await writeFile(join(root, 'robots.txt'), 'ok');
    const report = await precompressDirectory(root);
    expect(report.skipped).toEqual(['robots.txt.br', 'robots.txt.gz']);
    expect(report.written).toBe(0);
    expect(await readdir(root)).toEqual(['robots.txt']);
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    await writeFile(join(root, 'a.js'), text('console.log("x")'));
    await precompressDirectory(root);
    const first = [await readFile(join(root, 'a.js.br')), await readFile(join(root, 'a.js.gz'))];
    await precompressDirectory(root);
    expect((await readFile(join(root, 'a.js.br'))).equals(first[0]!)).toBe(true);
    expect((await readFile(join(root, 'a.js.gz'))).equals(first[1]!)).toBe(true);
  });
});

describe('precompressDirectory with a cache of compressed copies', () => {
  const pages = {
    'a/index.html': `<!doctype html>${text('<p>政策法规</p>')}`,
    'b/index.html': `<!doctype html>${text('<p>企业公告</p>')}`,
    'c/index.html': `<!doctype html>${text('<p>物流专线</p>')}`,
  };
  async function writeSite(site: string, files: Record<string, string>): Promise<void> {
    for (const [path, body] of Object.entries(files)) {
      await mkdir(join(site, path, '..'), { recursive: true });
      await writeFile(join(site, path), body);
    }
  }
  const siblings = async (site: string) =>
    Promise.all(
      Object.keys(pages).flatMap((path) => [
        readFile(join(site, `${path}.br`)),
        readFile(join(site, `${path}.gz`)),
      ]),
    );

  it('compresses nothing the second time and writes the same bytes as without the cache', async () => {
    const cacheDir = join(root, 'cache');
    await writeSite(join(root, 'one'), pages);
    await writeSite(join(root, 'two'), pages);
    await writeSite(join(root, 'plain'), pages);

    const first = await precompressDirectory(join(root, 'one'), {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    expect(first.cached).toBe(0);
    const second = await precompressDirectory(join(root, 'two'), {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    expect(second.files).toBe(3);
    expect(second.cached).toBe(3);
    await precompressDirectory(join(root, 'plain'));
    const [one, two, plain] = await Promise.all([
      siblings(join(root, 'one')),
      siblings(join(root, 'two')),
      siblings(join(root, 'plain')),
    ]);
    one.forEach((body, index) => {
      expect(body.equals(two[index]!)).toBe(true);
      expect(body.equals(plain[index]!)).toBe(true);
    });
  });

  it('never takes an entry made with other settings, or for other bytes', async () => {
    const cacheDir = join(root, 'cache');
    await writeSite(join(root, 'one'), pages);
    await precompressDirectory(join(root, 'one'), { cache: new PrecompressCache(cacheDir, 'br5+gz1') });
    await writeSite(join(root, 'two'), {
      ...pages,
      'a/index.html': pages['a/index.html'].replace('0', '零'),
    });
    const report = await precompressDirectory(join(root, 'two'), {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    expect(report.cached).toBe(0);
    const again = await precompressDirectory(join(root, 'two'), {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    expect(again.cached).toBe(3);
  });

  it('keeps only the entries of the last build after pruning', async () => {
    const cacheDir = join(root, 'cache');
    await writeSite(join(root, 'old'), pages);
    await precompressDirectory(join(root, 'old'), {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    await writeSite(join(root, 'new'), { 'a/index.html': pages['a/index.html'] });
    const cache = new PrecompressCache(cacheDir, COMPRESSION_SETTINGS);
    const report = await precompressDirectory(join(root, 'new'), { cache });
    expect(report.cached).toBe(1);
    expect(await cache.pruneUnused()).toBe(2);
    const entries = (await readdir(cacheDir, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name));
    expect(entries).toHaveLength(2);
  });
});

describe('pages compressed as the build writes them', () => {
  it('hands over each page written through fs.promises.writeFile under the root, and nothing else', async () => {
    const seen: string[] = [];
    const stop = watchPageWrites(root, (path, body) => seen.push(`${path}:${body.length}`));
    try {
      await mkdir(join(root, 'basic'), { recursive: true });
      // As Astro writes a page: a file URL and a Buffer.
      await fsPromises.writeFile(
        new URL(`file://${join(root, 'basic', 'index.html')}`),
        Buffer.from('<p>页</p>'),
      );
      await fsPromises.writeFile(join(root, 'basic', 'app.js'), Buffer.from('export {}'));
      await fsPromises.writeFile(join(tmpdir(), `outside-${Date.now()}.html`), Buffer.from('<p>外</p>'));
      // The module's own writes (imported by name) are not the build's pages.
      await writeFile(join(root, 'own.html'), Buffer.from('<p>自</p>'));
    } finally {
      stop();
    }
    await fsPromises.writeFile(join(root, 'after.html'), Buffer.from('<p>后</p>'));
    expect(seen).toEqual([`${join(root, 'basic', 'index.html')}:${Buffer.byteLength('<p>页</p>')}`]);
  });

  it('writes the same siblings the final pass writes, which then takes them as they are', async () => {
    const pages = ['a', 'b', 'c'].map((name) => ({
      path: join(root, `${name}.html`),
      body: Buffer.from(`<!doctype html>${text(`<li>${name} 物流信息</li>`)}`),
    }));
    const early = new EarlyCompression(root, null);
    for (const { path, body } of pages) {
      await writeFile(path, body);
      early.add(path, body);
    }
    await early.close();
    expect(early.error).toBeNull();
    expect([...early.pages.keys()].sort()).toEqual(pages.map(({ path }) => path));
    const earlyCopies = await Promise.all(pages.map(({ path }) => readFile(`${path}.br`)));
    const report = await precompressDirectory(root, { early: early.pages });
    expect(report.early).toBe(3);
    expect(report.files).toBe(3);
    expect(report.written).toBe(6);
    for (const [index, { path, body }] of pages.entries()) {
      expect((await readFile(`${path}.br`)).equals(earlyCopies[index]!)).toBe(true);
      expect(brotliDecompressSync(await readFile(`${path}.br`)).equals(body)).toBe(true);
      expect(gunzipSync(await readFile(`${path}.gz`)).equals(body)).toBe(true);
    }
  });

  it("keeps the cache entries its thread made at the build's prune, for the next build", async () => {
    const cacheDir = join(root, '.cache');
    const site = join(root, 'site');
    await mkdir(site);
    const path = join(site, 'index.html');
    const body = Buffer.from(`<!doctype html>${text('<p>缓存</p>')}`);
    await writeFile(path, body);
    const cache = new PrecompressCache(cacheDir, COMPRESSION_SETTINGS);
    const early = new EarlyCompression(site, cache);
    early.add(path, body);
    await early.close();
    await precompressDirectory(site, { cache, early: early.pages });
    expect(await cache.pruneUnused()).toBe(0);
    const next = await precompressDirectory(site, {
      cache: new PrecompressCache(cacheDir, COMPRESSION_SETTINGS),
    });
    expect(next.cached).toBe(1);
  });

  it('compresses a page again when it changed after it was handed over', async () => {
    const path = join(root, 'index.html');
    const first = Buffer.from(`<!doctype html>${text('<p>第一版</p>')}`);
    await writeFile(path, first);
    const early = new EarlyCompression(root, null);
    early.add(path, first);
    await early.settled();
    const second = Buffer.from(`<!doctype html>${text('<p>第二版，更长的内容</p>')}`);
    await writeFile(path, second);
    const report = await precompressDirectory(root, { early: early.pages });
    expect(report.early).toBe(0);
    expect(brotliDecompressSync(await readFile(`${path}.br`)).equals(second)).toBe(true);
    expect(gunzipSync(await readFile(`${path}.gz`)).equals(second)).toBe(true);
  });

  it('leaves pages beyond its bound to the final pass', async () => {
    const early = new EarlyCompression(root, null, { pending: 2 });
    const paths = ['1', '2', '3', '4'].map((name) => join(root, `${name}.html`));
    const bodies = paths.map((path) => Buffer.from(`<!doctype html>${text(`<p>${path}</p>`)}`));
    for (const [index, path] of paths.entries()) await writeFile(path, bodies[index]!);
    // Handed over at once, as a build that renders faster than they compress.
    for (const [index, path] of paths.entries()) early.add(path, bodies[index]!);
    await early.settled();
    // Two handed to the thread; the other two were not taken.
    expect(early.pages.size).toBe(2);
    const report = await precompressDirectory(root, { early: early.pages });
    expect(report.early).toBe(2);
    expect(report.files).toBe(4);
    for (const path of paths) expect((await stat(`${path}.br`)).size).toBeGreaterThan(0);
  });
});

describe('isCompressible', () => {
  it.each([
    ['index.html', true],
    ['_astro/client.js', true],
    ['_astro/a.CSS', true],
    ['favicon.ico', true],
    ['site.webmanifest', true],
    ['sitemap.xml', true],
    ['data.json', true],
    ['page.html.br', false],
    ['page.html.gz', false],
    ['photo.jpg', false],
    ['font.woff2', false],
    ['README', false],
  ])('%s: %s', (path, expected) => {
    expect(isCompressible(path)).toBe(expected);
  });
});

describe('PrecompressCache', () => {
  it('keeps working when its folder is emptied under it (a long-running server)', async () => {
    const dir = join(root, 'cache');
    const cache = new PrecompressCache(dir, COMPRESSION_SETTINGS);
    const first = Buffer.from(text('<p>第一页</p>'));
    await cache.put(first, { br: Buffer.from('b1'), gz: Buffer.from('g1') });
    await rm(dir, { recursive: true, force: true });
    await cache.put(first, { br: Buffer.from('b2'), gz: Buffer.from('g2') });
    expect(await cache.get(first)).toEqual({ br: Buffer.from('b2'), gz: Buffer.from('g2') });
  });
});
