/**
 * The thread that compresses the build's pages as they are written (`EarlyCompression`,
 * precompress.ts): one page at a time, compressed and written with synchronous calls on this thread,
 * so the compression takes a core of its own and leaves libuv's thread pool to the build's reads and
 * writes.
 * Each answer says what was written, as of the page's size and time when it was, and the cache entry
 * it used, which the build's own cache then keeps.
 */
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PrecompressCache, syncFileCalls } from './precompress-cache.ts';
import {
  COMPRESSION_SETTINGS,
  brotliQualityFor,
  compressCopiesSync,
  siblingsFor,
  writeSiblings,
} from './precompress.ts';
import type { EarlyAnswer, EarlyRequest } from './early-compression.ts';

const { root, cacheDir } = workerData as { root: string; cacheDir: string | null };
const cache = cacheDir === null ? null : new PrecompressCache(cacheDir, COMPRESSION_SETTINGS, syncFileCalls);

async function compress({ path, body: bytes }: EarlyRequest): Promise<EarlyAnswer> {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { siblings, fromCache } = await siblingsFor(path, body, cache, compressCopiesSync);
  const times = statSync(path);
  // Written again meanwhile: the final pass reads it as it is.
  if (times.size !== body.length) return { path, page: null, cacheKey: null };
  const written = await writeSiblings(path, root, body, siblings, times, syncFileCalls);
  return {
    path,
    page: { ...written, size: times.size, mtimeMs: times.mtimeMs, fromCache },
    cacheKey: cache ? cache.keyOf(body, `br${brotliQualityFor(path)}`) : null,
  };
}

// One page after another: the thread is the one core the compression takes.
let queue = Promise.resolve();
parentPort!.on('message', (request: EarlyRequest) => {
  queue = queue.then(async () => {
    const answer = await compress(request).catch((error: unknown): EarlyAnswer => ({
      path: request.path,
      error: String(error),
    }));
    parentPort!.postMessage(answer);
  });
});
