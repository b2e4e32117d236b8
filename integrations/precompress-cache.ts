/**
 * The compressed copies of files, kept by the hash of their content (and of the compression
 * settings) between builds and publishes: bytes already compressed once are never compressed again.
 * A full build re-renders every page, but most pages come out as the previous build wrote them; their
 * copies are read from here. Entries are written atomically (temporary file, then rename), so builds
 * and publishes may share the folder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CompressedCopies {
  br: Buffer;
  gz: Buffer;
}

/** The file calls the cache makes: node:fs/promises, or the same done synchronously (`syncFileCalls`). */
export interface FileCalls {
  readFile(path: string): Promise<Buffer>;
  writeFile(path: string, body: Buffer): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  rename(from: string, to: string): Promise<void>;
  utimes(path: string, atime: number | Date, mtime: number | Date): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
}

export const asyncFileCalls: FileCalls = { readFile, writeFile, mkdir, rename, utimes, rm };

/**
 * The same calls made on the calling thread, without libuv's thread pool: for a worker thread whose
 * own work they are (precompress-worker.ts), so they wait for no one else's reads and writes.
 */
export const syncFileCalls: FileCalls = {
  readFile: (path) => Promise.resolve(readFileSync(path)),
  writeFile: (path, body) => Promise.resolve(writeFileSync(path, body)),
  mkdir: (path, options) => Promise.resolve(mkdirSync(path, options)),
  rename: (from, to) => Promise.resolve(renameSync(from, to)),
  utimes: (path, atime, mtime) => Promise.resolve(utimesSync(path, atime, mtime)),
  rm: (path, options) => Promise.resolve(rmSync(path, options)),
};

export class PrecompressCache {
  readonly dir: string;
  readonly #settings: string;
  readonly #files: FileCalls;
  /** Entries this instance read or wrote: what `pruneUnused` keeps. */
  readonly #used = new Set<string>();
  /** Sub-folders known to exist: one mkdir each, not one per entry written. */
  readonly #folders = new Set<string>();

  /** `settings` names how the copies are made: entries made otherwise are not found. */
  constructor(dir: string, settings: string, files: FileCalls = asyncFileCalls) {
    this.dir = dir;
    this.#settings = settings;
    this.#files = files;
  }

  /** `variant`: how this file's copies are made beyond the common settings (its brotli quality). */
  keyOf(original: Buffer, variant: string): string {
    return createHash('sha256')
      .update(this.#settings)
      .update('\0')
      .update(variant)
      .update('\0')
      .update(original)
      .digest('hex');
  }

  #path(key: string, suffix: '.br' | '.gz'): string {
    return join(this.dir, key.slice(0, 2), key + suffix);
  }

  /** The copies of `original` made before, or null. */
  async get(original: Buffer, variant = ''): Promise<CompressedCopies | null> {
    const key = this.keyOf(original, variant);
    try {
      const [br, gz] = await Promise.all([
        this.#files.readFile(this.#path(key, '.br')),
        this.#files.readFile(this.#path(key, '.gz')),
      ]);
      this.#used.add(key);
      return { br, gz };
    } catch {
      return null;
    }
  }

  async put(original: Buffer, copies: CompressedCopies, variant = ''): Promise<void> {
    const key = this.keyOf(original, variant);
    const folder = join(this.dir, key.slice(0, 2));
    if (!this.#folders.has(folder)) {
      await this.#files.mkdir(folder, { recursive: true });
      this.#folders.add(folder);
    }
    for (const [suffix, body] of [
      ['.gz', copies.gz],
      ['.br', copies.br],
    ] as const) {
      const path = this.#path(key, suffix);
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await this.#files.writeFile(temporary, body);
      } catch (error) {
        // The folder went (the cache emptied by hand under a running server): make it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await this.#files.mkdir(folder, { recursive: true });
        await this.#files.writeFile(temporary, body);
      }
      await this.#files.rename(temporary, path);
    }
    this.#used.add(key);
  }

  /** Keeps the entry `key` at the next prune: another instance (a thread's) used it for this build. */
  keep(key: string): void {
    this.#used.add(key);
  }

  /**
   * Removes every entry this instance did not use (run once a full build has read or written all
   * of its files), so the cache holds one site's worth rather than every version ever built.
   * Returns how many entries went.
   */
  async pruneUnused(): Promise<number> {
    let removed = 0;
    const folders = await readdir(this.dir).catch(() => [] as string[]);
    for (const folder of folders) {
      for (const name of await readdir(join(this.dir, folder)).catch(() => [] as string[])) {
        const key = name.replace(/\..*$/, '');
        // A temporary file is another writer's entry on its way in.
        if (this.#used.has(key) || name.endsWith('.tmp')) continue;
        await rm(join(this.dir, folder, name), { force: true });
        if (name.endsWith('.br')) removed += 1;
      }
    }
    return removed;
  }
}
