/**
 * Precompression at the end of the build: every compressible file of the built site gets a brotli
 * (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, made with Node's own zlib. The reference
 * server (serveStatic `precompressed`) and nginx (`brotli_static`, `gzip_static`) send them to
 * clients that accept them, so no server compresses pages per request and a CDN or static host can be
 * given the finished files.
 */
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

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

export interface PrecompressReport {
  /** Compressible files seen. */
  files: number;
  /** Siblings written. */
  written: number;
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

async function compressOne(path: string, root: string, report: PrecompressReport): Promise<void> {
  const original = await readFile(path);
  const { atimeMs, mtimeMs } = await stat(path);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  report.files += 1;
  report.originalBytes += original.length;
  report.brotliBytes += Math.min(br.length, original.length);
  for (const [suffix, body] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (body.length >= original.length) {
      report.skipped.push(relative(root, path) + suffix);
      continue;
    }
    await writeFile(path + suffix, body);
    // The sibling keeps the original's time: Last-Modified does not depend on which copy is sent.
    await utimes(path + suffix, atimeMs / 1000, mtimeMs / 1000);
    report.written += 1;
  }
}

/** Writes `.br` and `.gz` beside every compressible file under `root`; returns what it did. */
export async function precompressDirectory(root: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, written: 0, skipped: [], originalBytes: 0, brotliBytes: 0 };
  const queue: string[] = [];
  for await (const path of filesUnder(root)) if (isCompressible(path)) queue.push(path);
  // zlib's asynchronous calls run on libuv's thread pool; a few at a time keep memory flat.
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await compressOne(path, root, report);
    }
  });
  await Promise.all(workers);
  report.skipped.sort();
  return report;
}

/** The Astro integration: precompresses the output folder once the build is done. */
export default function precompress(): AstroIntegration {
  return {
    name: 'portal:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const report = await precompressDirectory(fileURLToPath(dir));
        const ratio = report.originalBytes ? (report.brotliBytes / report.originalBytes) * 100 : 0;
        logger.info(
          `${report.files} files compressed (.br and .gz), brotli ${ratio.toFixed(0)}% of ${(report.originalBytes / 1024).toFixed(0)} KB` +
            (report.skipped.length
              ? `; ${report.skipped.length} siblings not smaller than the original left out`
              : ''),
        );
      },
    },
  };
}
