/**
 * Pages compressed while the build renders the others (precompress.ts's integration hands them in
 * as Astro writes them; precompress-worker.ts compresses them), and the watch on the build's writes
 * that finds them.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrecompressCache } from './precompress-cache.ts';
import type { SiblingsWritten } from './precompress.ts';

/** A page compressed while the build went on: as it was then (its size and time) and what was written. */
export interface EarlyPage extends SiblingsWritten {
  size: number;
  mtimeMs: number;
  fromCache: boolean;
}

/** A page handed to the compression thread (precompress-worker.ts), and its answer. */
export interface EarlyRequest {
  path: string;
  body: Uint8Array;
}
export type EarlyAnswer =
  { path: string; page: EarlyPage | null; cacheKey: string | null } | { path: string; error: string };

/**
 * Pages compressed while the build renders the others. Astro renders the pages one after another on
 * one thread and the precompression ran only once all were written, so on two cores one core idled
 * through the rendering and the rendering one through most of the compression (20,000 pages: 81 s,
 * then 20 s more). Each page handed in as it is written goes to a thread of its own
 * (precompress-worker.ts), which compresses and writes it with synchronous calls there: on libuv's thread
 * pool, which Astro's own reads and writes share, the compressions made the rendering wait for its
 * writes (the render phase took 123 s instead of 81). The final pass (`precompressDirectory`) takes
 * the siblings as written unless the page changed after. Pages beyond `pending` waiting are left to
 * that pass, so memory stays bounded when the rendering runs ahead.
 */
export class EarlyCompression {
  readonly pages = new Map<string, EarlyPage>();
  readonly #cache: PrecompressCache | null;
  readonly #pending: number;
  readonly #worker: Worker;
  #waiting = 0;
  #idle: (() => void)[] = [];
  /** The first failure; the final pass compresses the page again, and the build says why. */
  error: string | null = null;

  constructor(
    root: string,
    cache: PrecompressCache | null,
    options: { pending?: number; workerFile?: string } = {},
  ) {
    this.#cache = cache;
    this.#pending = options.pending ?? 512;
    this.#worker = new Worker(options.workerFile ?? join(import.meta.dirname, 'precompress-worker.ts'), {
      workerData: { root, cacheDir: cache?.dir ?? null },
    });
    // A build that ends without `close` is not kept alive by it.
    this.#worker.unref();
    this.#worker.on('message', (answer: EarlyAnswer) => this.#answered(answer));
    this.#worker.on('error', (error) => {
      this.error ??= String(error);
      this.#waiting = 0;
      this.#wake();
    });
  }

  /** The page at `path` was just written with `body`. */
  add(path: string, body: Buffer): void {
    if (this.#waiting >= this.#pending || this.error !== null) return;
    this.#waiting += 1;
    this.#worker.postMessage({ path, body: new Uint8Array(body) } satisfies EarlyRequest);
  }

  #answered(answer: EarlyAnswer): void {
    if ('error' in answer) this.error ??= `${answer.path}: ${answer.error}`;
    else if (answer.page) {
      this.pages.set(answer.path, answer.page);
      if (answer.cacheKey) this.#cache?.keep(answer.cacheKey);
    }
    this.#waiting -= 1;
    if (this.#waiting === 0) this.#wake();
  }

  #wake(): void {
    for (const wake of this.#idle.splice(0)) wake();
  }

  /** Resolves once every page handed in is compressed (or failed). */
  settled(): Promise<void> {
    if (this.#waiting === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Waits for the pages handed in, then stops the thread. */
  async close(): Promise<void> {
    await this.settled();
    await this.#worker.terminate();
  }
}

/**
 * Calls `onPage` with each `.html` file under `root` once the running process has written it through
 * `fs.promises.writeFile`, as Astro writes every page it renders (it has no hook per page); returns
 * the function that stops watching. Other writers (this module's own, which import the function
 * itself) are not seen.
 */
export function watchPageWrites(root: string, onPage: (path: string, body: Buffer) => void): () => void {
  const promises = fs.promises as { writeFile: typeof fs.promises.writeFile };
  const original = promises.writeFile;
  const watching: typeof original = async (file, data, options) => {
    await original(file, data, options);
    const path = file instanceof URL ? fileURLToPath(file) : typeof file === 'string' ? file : null;
    if (path !== null && path.startsWith(root) && path.endsWith('.html') && Buffer.isBuffer(data))
      onPage(path, data);
  };
  promises.writeFile = watching;
  return () => {
    if (promises.writeFile === watching) promises.writeFile = original;
  };
}
