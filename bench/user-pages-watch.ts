/**
 * What the user-pages benchmark (bench/user-pages.ts) watches from outside the server: the site's
 * files (when a page shows what a write made) and the publish manifests the server writes after each
 * batch of renders (which pages it wrote, when): the renders counted without reaching into the server.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const percentile = (values: number[], p: number): number =>
  values.length === 0
    ? NaN
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export const summary = (values: number[]) => ({
  median: percentile(values, 0.5),
  p99: percentile(values, 0.99),
  max: percentile(values, 1),
  count: values.length,
});

/** A batch of renders as its manifest says: when it went live (ms since the epoch) and the files written. */
export interface Batch {
  liveAt: number;
  written: string[];
}

/**
 * Reads the server's manifests as they come (the server keeps only the newest ones): every
 * `everyMs` the names not read yet. `batches` holds every batch seen since `start`.
 */
export function collectManifests(dir: string, everyMs = 200) {
  const read = new Set<string>();
  const batches: Batch[] = [];
  let running = Promise.resolve();
  const look = async () => {
    const names = existsSync(dir) ? await readdir(dir) : [];
    for (const name of names.filter((file) => file.endsWith('.json') && !read.has(file)).sort()) {
      read.add(name);
      const text = await readFile(join(dir, name), 'utf8').catch(() => null);
      if (text === null) continue;
      try {
        const manifest = JSON.parse(text) as { liveAt: string; written: string[] };
        batches.push({ liveAt: Date.parse(manifest.liveAt), written: manifest.written });
      } catch {
        // Caught between its write and its rewrite with the hook's outcome: read again next time.
        read.delete(name);
      }
    }
  };
  const timer = setInterval(() => {
    running = running.then(look, look);
  }, everyMs);
  return {
    batches,
    /** Reads what is there now and stops. */
    async stop() {
      clearInterval(timer);
      await running;
      await look();
    },
    /** Reads what is there now (after, never beside, a look already under way: no manifest twice). */
    async flush() {
      running = running.then(look, look);
      await running;
    },
  };
}

/** A version of a file: its text and when it was written (ms since the epoch, the machine's clock). */
export interface FileVersion {
  text: string;
  mtimeMs: number;
}

/**
 * A file's current version, read again only when its modification time changed. The time is checked
 * again after the read, so the text is never taken for an older version's (the server replaces pages
 * by renaming, so a read sees one whole version).
 */
export function fileReader() {
  const known = new Map<string, FileVersion>();
  return async (path: string): Promise<FileVersion | null> => {
    for (;;) {
      const info = await stat(path).catch(() => null);
      if (!info) return null;
      const cached = known.get(path);
      if (cached?.mtimeMs === info.mtimeMs) return cached;
      const text = await readFile(path, 'utf8').catch(() => null);
      const after = await stat(path).catch(() => null);
      if (text === null || after?.mtimeMs !== info.mtimeMs) continue;
      const version = { text, mtimeMs: info.mtimeMs };
      known.set(path, version);
      return version;
    }
  };
}

/**
 * Calls `send(n)` for n = 0 … rate × seconds − 1, each at its time (n / rate seconds after the start),
 * and answers every call's promise once all are made.
 */
export async function paced(rate: number, seconds: number, send: (n: number) => Promise<void>) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const sends: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    for (; next < due; next += 1) sends.push(send(next));
    await new Promise((done) => setTimeout(done, 5));
  }
  await Promise.all(sends);
  return { sentSeconds: (performance.now() - started) / 1000 };
}
