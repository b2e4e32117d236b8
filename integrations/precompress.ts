/**
 * Precompression during and at the end of the build: every compressible file of the built site gets a brotli
 * (`.br`) and a gzip (`.gz`, level 9) sibling, made with Node's own zlib. Brotli's quality depends on
 * the file (`brotliQualityFor`): 11 for the assets, 6 for the HTML pages. The reference
 * server (serveStatic `precompressed`) and nginx (`brotli_static`, `gzip_static`) send them to
 * clients that accept them, so no server compresses pages per request and a CDN or static host can be
 * given the finished files.
 *
 * Compressing the same bytes twice is wasted work: the compressed copies are kept by content hash
 * (precompress-cache.ts) between builds and publishes, so a second build of unchanged content
 * compresses nothing. Files are compressed on libuv's thread pool, as many at once as the machine
 * has cores.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
  type BrotliOptions,
} from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { EarlyCompression, watchPageWrites, type EarlyPage } from './early-compression.ts';
import {
  PrecompressCache,
  asyncFileCalls,
  type CompressedCopies,
  type FileCalls,
} from './precompress-cache.ts';
import { readSetting, SETTINGS } from '../server/settings.ts';

/** Text-like formats worth compressing; images, fonts in woff/woff2 and archives are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.htm',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
  '.webmanifest',
  '.csv',
  '.wasm',
  '.ttf',
  '.otf',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Names the settings below: a cache entry made with other settings is never taken for these. Each
 * entry's key also names its brotli quality.
 */
export const COMPRESSION_SETTINGS = 'br-text+gz9';

/** Brotli quality of the HTML pages and sitemaps; every other compressible file gets 11 (`brotliQualityFor`). */
export const PAGE_BROTLI_QUALITY = 6;

/**
 * A site has a handful of assets and tens of thousands of pages. Assets (scripts, styles, icons) are
 * content-hashed, large and kept by browsers: quality 11, paid once per content. Pages are many and
 * small: quality 11 costs about 30 ms of CPU for a 24 KB page against well under 1 ms at quality 6,
 * for copies 0.7 KB (12%) larger, and both sizes arrive in a connection's first round trip (the HTML
 * budget keeps every page within it). So a full build of 20,000 pages compresses in seconds, not
 * minutes. docs/decisions.md, Publishing, weighs the figures. Sitemaps (`.xml`) are rewritten while
 * the site changes and reach 6.7 MB for 50,000 addresses: 15 s of CPU at 11 against 0.24 s at 6.
 */
export function brotliQualityFor(path: string): number {
  const extension = extname(path).toLowerCase();
  return ['.html', '.htm', '.xml'].includes(extension) ? PAGE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
}

const brotliOptions = (original: Buffer, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
  },
});
const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/** brotli (`quality`) in text mode and gzip level 9, both computed at once on the thread pool. */
export async function compressCopies(
  original: Buffer,
  quality: number = constants.BROTLI_MAX_QUALITY,
): Promise<CompressedCopies> {
  const [br, gz] = await Promise.all([
    brotli(original, brotliOptions(original, quality)),
    gzipAsync(original, GZIP_OPTIONS),
  ]);
  return { br, gz };
}

/** How a file's copies are made: `compressCopies`, or `compressCopiesSync` on a thread of its own. */
export type Compress = (original: Buffer, quality: number) => Promise<CompressedCopies>;

/** The same copies on the calling thread (a worker of its own: precompress-worker.ts). */
export const compressCopiesSync = (original: Buffer, quality: number): Promise<CompressedCopies> =>
  Promise.resolve({
    br: brotliCompressSync(original, brotliOptions(original, quality)),
    gz: gzipSync(original, GZIP_OPTIONS),
  });

export interface PrecompressReport {
  /** Compressible files seen. */
  files: number;
  /** Siblings written. */
  written: number;
  /** Files whose copies came from the cache: nothing was compressed for them. */
  cached: number;
  /** Pages whose copies were made while the build rendered the others (`EarlyCompression`). */
  early: number;
  /**
   * Siblings not written because the compressed copy was not smaller than the original (tiny files):
   * sending it would cost bytes, and servers fall back to the original when no sibling exists.
   */
  skipped: string[];
  originalBytes: number;
  brotliBytes: number;
}

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export const isCompressible = (path: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());

/**
 * The siblings worth writing for `original`, the contents of the file at `path` (a copy not smaller
 * than it is left out), from the cache when it has them, else compressed now and kept there.
 */
export async function siblingsFor(
  path: string,
  original: Buffer,
  cache: PrecompressCache | null,
  compress: Compress = compressCopies,
): Promise<{ siblings: { suffix: '.br' | '.gz'; body: Buffer }[]; fromCache: boolean }> {
  const quality = brotliQualityFor(path);
  const variant = `br${quality}`;
  const kept = cache ? await cache.get(original, variant) : null;
  const copies = kept ?? (await compress(original, quality));
  if (!kept && cache) await cache.put(original, copies, variant);
  const siblings = (
    [
      ['.br', copies.br],
      ['.gz', copies.gz],
    ] as const
  )
    .filter(([, body]) => body.length < original.length)
    .map(([suffix, body]) => ({ suffix, body }));
  return { siblings, fromCache: kept !== null };
}

/** What writing one file's siblings did, for the report. */
export interface SiblingsWritten {
  brotliBytes: number;
  written: number;
  /** Siblings left out (not smaller than the original), relative to the root. */
  skipped: string[];
}

/** Writes the siblings of the file at `path`, each with the original's times. */
export async function writeSiblings(
  path: string,
  root: string,
  original: Buffer,
  siblings: { suffix: '.br' | '.gz'; body: Buffer }[],
  times: { atimeMs: number; mtimeMs: number },
  files: FileCalls = asyncFileCalls,
): Promise<SiblingsWritten> {
  const outcome: SiblingsWritten = { brotliBytes: original.length, written: 0, skipped: [] };
  for (const suffix of ['.br', '.gz'] as const) {
    const sibling = siblings.find((candidate) => candidate.suffix === suffix);
    if (!sibling) {
      outcome.skipped.push(relative(root, path) + suffix);
      continue;
    }
    if (suffix === '.br') outcome.brotliBytes = sibling.body.length;
    await files.writeFile(path + suffix, sibling.body);
    // The sibling keeps the original's time: Last-Modified does not depend on which copy is sent.
    await files.utimes(path + suffix, times.atimeMs / 1000, times.mtimeMs / 1000);
    outcome.written += 1;
  }
  return outcome;
}

function count(report: PrecompressReport, size: number, outcome: SiblingsWritten): void {
  report.files += 1;
  report.originalBytes += size;
  report.brotliBytes += outcome.brotliBytes;
  report.written += outcome.written;
  report.skipped.push(...outcome.skipped);
}

async function compressOne(
  path: string,
  root: string,
  report: PrecompressReport,
  cache: PrecompressCache | null,
  early: ReadonlyMap<string, EarlyPage> | undefined,
): Promise<void> {
  const times = await stat(path);
  const done = early?.get(path);
  // Compressed as it was written, and not written since: its siblings are there.
  if (done && done.size === times.size && done.mtimeMs === times.mtimeMs) {
    report.early += 1;
    if (done.fromCache) report.cached += 1;
    count(report, times.size, done);
    return;
  }
  const original = await readFile(path);
  const { siblings, fromCache } = await siblingsFor(path, original, cache);
  if (fromCache) report.cached += 1;
  count(report, original.length, await writeSiblings(path, root, original, siblings, times));
}

export interface PrecompressOptions {
  /** The cache of compressed copies; null compresses everything anew. */
  cache?: PrecompressCache | null;
  /** Pages compressed already while the build went on (`EarlyCompression.pages`). */
  early?: ReadonlyMap<string, EarlyPage>;
  /** Files in hand at once. Default: four per core. */
  parallel?: number;
}

/** Writes `.br` and `.gz` beside every compressible file under `root`; returns what it did. */
export async function precompressDirectory(
  root: string,
  options: PrecompressOptions = {},
): Promise<PrecompressReport> {
  const cache = options.cache ?? null;
  const report: PrecompressReport = {
    files: 0,
    written: 0,
    cached: 0,
    early: 0,
    skipped: [],
    originalBytes: 0,
    brotliBytes: 0,
  };
  const queue: string[] = [];
  for await (const path of filesUnder(root)) if (isCompressible(path)) queue.push(path);
  // zlib's asynchronous calls and the file reads and writes share libuv's thread pool (4 threads).
  // A file spends most of its turn waiting on the disk (reading it, the cache, writing two copies),
  // so four files per core keep the cores compressing while others wait; measured on 20,000 pages,
  // 15% faster than one per core.
  const parallel = Math.max(1, options.parallel ?? availableParallelism() * 4);
  let next = 0;
  const workers = Array.from({ length: parallel }, async () => {
    for (let index = next++; index < queue.length; index = next++) {
      await compressOne(queue[index]!, root, report, cache, options.early);
    }
  });
  await Promise.all(workers);
  report.skipped.sort();
  return report;
}

/**
 * The cache of compressed copies in `dir`, shared by the build and the server's publishes
 * (`PORTAL_PRECOMPRESS_CACHE`, server/settings.ts); null for none.
 */
export const precompressCacheIn = (dir: string | null): PrecompressCache | null =>
  dir === null ? null : new PrecompressCache(dir, COMPRESSION_SETTINGS);

/**
 * The Astro integration: compresses each page as the build writes it (`EarlyCompression`), then the
 * output folder once the build is done (what the other integrations wrote, and anything changed
 * since), through the cache in `PORTAL_PRECOMPRESS_CACHE`, which then keeps only what this build and
 * later publishes use.
 */
export default function precompress(): AstroIntegration {
  let outDir = '';
  let root = new URL('file:///');
  let cache: PrecompressCache | null = null;
  let early: EarlyCompression | null = null;
  let stopWatching = (): void => undefined;
  const cacheOfSettings = () =>
    precompressCacheIn(readSetting(SETTINGS.publishing.precompressCache, process.env));
  return {
    name: 'portal:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        root = config.root;
      },
      'astro:build:start': () => {
        cache = cacheOfSettings();
        const compression = new EarlyCompression(outDir, cache, {
          workerFile: fileURLToPath(new URL('integrations/precompress-worker.ts', root)),
        });
        early = compression;
        stopWatching = watchPageWrites(outDir, (path, body) => compression.add(path, body));
      },
      'astro:build:done': async ({ dir, logger }) => {
        stopWatching();
        await early?.close();
        if (early?.error)
          logger.warn(
            `compressing pages as they were written failed (${early.error}); compressed now instead`,
          );
        cache ??= cacheOfSettings();
        const report = await precompressDirectory(fileURLToPath(dir), {
          cache,
          ...(early ? { early: early.pages } : {}),
        });
        const pruned = cache ? await cache.pruneUnused() : 0;
        const ratio = report.originalBytes ? (report.brotliBytes / report.originalBytes) * 100 : 0;
        logger.info(
          `${report.files} files precompressed (.br and .gz): ${report.files - report.cached} compressed now, ${report.cached} from the cache` +
            `; ${report.early} of them as the build wrote them` +
            `${pruned ? ` (${pruned} unused entries removed from it)` : ''}, brotli ${ratio.toFixed(0)}% of ${(report.originalBytes / 1024).toFixed(0)} KB` +
            (report.skipped.length
              ? `; ${report.skipped.length} siblings not smaller than the original left out`
              : ''),
        );
      },
    },
  };
}
