/**
 * Writing a page into the served site while it is being served: the page and its `.br` / `.gz`
 * copies (made as the build makes them, through the same cache) are each written to a temporary file
 * beside it and renamed over the old one, so a visitor gets the old file or the new one, never a part.
 * The copies are renamed first and the page last; a removed page goes first and its copies after, so
 * the server, which answers a details address by whether the page exists (server/site/prerendered.ts),
 * never sends a copy without its page.
 */
import { randomBytes } from 'node:crypto';
import { systemClock } from '../../domain/clock.ts';
import { existsSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { siblingsFor, type Compress } from '../../../integrations/precompress.ts';
import {
  asyncFileCalls,
  type FileCalls,
  type PrecompressCache,
} from '../../../integrations/precompress-cache.ts';

const SUFFIXES = ['.br', '.gz'] as const;

async function readIfThere(path: string, files: FileCalls): Promise<Buffer | null> {
  // A page's first version is the common case of a first request: no failed open, whose error
  // costs more than the look.
  if (!existsSync(path)) return null;
  try {
    return await files.readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface WriteResult {
  /** False when the file already held these bytes: nothing was touched. */
  changed: boolean;
  /** Whether the copies came from the cache (nothing compressed). */
  fromCache: boolean;
  /** The files written (the page and its copies), relative to `distDir`. */
  files: string[];
}

/**
 * Puts `body` at `file` (relative to `distDir`) with its compressed copies, unless it is there already.
 * `files` and `compress`: a process that does nothing else meanwhile (the render worker) makes its
 * calls synchronously, without the thread pool's hand-offs (precompress-cache.ts, `syncFileCalls`).
 */
export async function writePage(
  distDir: string,
  file: string,
  body: Buffer,
  cache: PrecompressCache | null,
  { files = asyncFileCalls, compress }: { files?: FileCalls; compress?: Compress } = {},
): Promise<WriteResult> {
  const path = join(distDir, file);
  const current = await readIfThere(path, files);
  if (current?.equals(body)) return { changed: false, fromCache: false, files: [] };
  const { siblings, fromCache } = await siblingsFor(file, body, cache, compress);
  await files.mkdir(dirname(path), { recursive: true });
  const stamp = randomBytes(6).toString('hex');
  const temporary = (target: string) => join(dirname(target), `.${stamp}.${target.split('/').pop()}.tmp`);
  const staged: [string, string][] = [];
  try {
    for (const { suffix, body: copy } of siblings) {
      staged.push([temporary(path + suffix), path + suffix]);
      await files.writeFile(temporary(path + suffix), copy);
    }
    staged.push([temporary(path), path]);
    await files.writeFile(temporary(path), body);
    // One modification time for the page and its copies: Last-Modified does not depend on the encoding.
    // It is the machine's time of writing, as the file system would set it.
    const now = new Date(systemClock());
    for (const [from] of staged) await files.utimes(from, now, now);
    for (const [from, to] of staged) await files.rename(from, to);
  } catch (error) {
    await Promise.all(staged.map(([from]) => files.rm(from, { force: true })));
    throw error;
  }
  // A copy that is no longer smaller than the page must not outlive it.
  for (const suffix of SUFFIXES) {
    if (!siblings.some((sibling) => sibling.suffix === suffix))
      await files.rm(path + suffix, { force: true });
  }
  const written = [...siblings.map(({ suffix }) => file + suffix), file];
  return { changed: true, fromCache, files: written };
}

/** Removes the page at `file`, then its copies and its folder once empty; returns the files removed. */
export async function removePage(distDir: string, file: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of [file, ...SUFFIXES.map((suffix) => file + suffix)]) {
    if (!existsSync(join(distDir, name))) continue;
    await rm(join(distDir, name), { force: true });
    removed.push(name);
  }
  await rmdir(dirname(join(distDir, file))).catch(() => undefined);
  return removed;
}

/** What rendering a page came to (render-worker.ts): bytes to write, files written, gone, or failed. */
export type RenderedPage =
  | { path: string; state: 'rendered'; body: Uint8Array }
  /** Rendered and written by the worker (`write`): the files it wrote, none when the bytes were the same. */
  | { path: string; state: 'written'; files: string[] }
  /** A details page whose item the content API no longer has (withdrawn): its file goes. */
  | { path: string; state: 'gone' }
  /** A page that failed to render: its file stays as it was. */
  | { path: string; state: 'failed'; error: string };

/** The site file of a page (`basic/portal/policyDetails/12/index.html`), relative to `dist/`. */
export const pageFile = (path: string): string => `${path.replace(/^\/+|\/+$/g, '')}/index.html`;

/**
 * A rendered page into the site: written when its bytes changed, removed when it is gone, left as
 * it is when it failed (or as the worker wrote it). Returns the files written and removed.
 */
export async function applyRendered(
  distDir: string,
  page: RenderedPage,
  cache: PrecompressCache | null,
): Promise<{ written: string[]; removed: string[] }> {
  const file = pageFile(page.path);
  if (page.state === 'failed') return { written: [], removed: [] };
  if (page.state === 'written') return { written: page.files, removed: [] };
  if (page.state === 'gone') return { written: [], removed: await removePage(distDir, file) };
  return { written: (await writePage(distDir, file, Buffer.from(page.body), cache)).files, removed: [] };
}
