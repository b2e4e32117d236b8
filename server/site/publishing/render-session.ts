/**
 * The render worker (render-worker.ts) seen from the server: one child process at a lower CPU
 * priority than the server's (`RENDER_NICENESS`), asked for one batch of pages at a time. The
 * editorial publisher starts one per publish; the user-content publisher (user-publisher.ts) keeps
 * one for as long as it renders without a crash, since loading the bundle costs about half a second.
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { PrecompressCache } from '../../../integrations/precompress-cache.ts';
import { forkBelowServer } from '../../domain/background-process.ts';
import type { Clock } from '../../domain/clock.ts';
import type { Store } from '../../store/store.ts';
import type { ManifestOptions } from './purge-hook.ts';
import type { PageToRender, RenderReply, RenderRequest } from './render-worker.ts';
import type { RenderedPage } from './site-files.ts';

/** The served site a publisher renders into, and the database it renders from. */
export interface ServedSite {
  /** The served site. */
  distDir: string;
  /** The database file the pages are rendered from (the server's). */
  dbPath: string;
  /** The PostgreSQL database the pages are rendered from instead, when the server runs on one. */
  databaseUrl?: string;
  /** The server's database, for which pages show an item. */
  db: Store;
  /** The base path the site is served under. */
  base: string;
  /** The render bundle; default the one the build of `distDir` kept (renderBundleDir). */
  bundleDir?: string;
  /** The cache of compressed copies (PORTAL_PRECOMPRESS_CACHE); null for none. */
  cache: PrecompressCache | null;
  manifests: ManifestOptions;
  /** The server's clock, which says when the new files went live. */
  now: Clock;
}

/**
 * The render process's niceness above the server's by default (`PORTAL_RENDER_NICENESS` for the
 * user-content publisher's): a render waits while the server's thread (or
 * anything else at the server's priority) wants the core, so the API's requests come first on a
 * machine whose cores both serve (docs/decisions.md, "Renders yield to the API").
 */
export const RENDER_NICENESS = 10;

export class RenderSession {
  readonly #worker: ChildProcess;
  constructor(bundleDir: string, distDir: string, env: NodeJS.ProcessEnv, niceness = RENDER_NICENESS) {
    this.#worker = forkBelowServer(
      new URL('./render-worker.ts', import.meta.url),
      niceness,
      { ...env, PORTAL_RENDER_BUNDLE: bundleDir, PORTAL_RENDER_DIST: resolve(distDir) },
      '[publish] the render process',
    );
  }
  /** The render process's id (tests read its priority). */
  get pid(): number | undefined {
    return this.#worker.pid;
  }
  /**
   * Renders `pages` as of `contentTime` (default: the worker's own snapshot time); with `write`, the
   * worker also writes them into the served site (`RenderRequest.write`).
   */
  render(pages: PageToRender[], contentTime?: Date, write = false): Promise<RenderedPage[]> {
    const request: RenderRequest = {
      pages,
      ...(contentTime ? { contentTime: contentTime.toISOString() } : {}),
      ...(write ? { write } : {}),
    };
    return new Promise((resolvePages, reject) => {
      const onError = (error: Error) => reject(error);
      const onExit = (code: number | null, signal: string | null) =>
        reject(new Error(`the render worker stopped (exit code ${code ?? signal})`));
      this.#worker.once('error', onError);
      this.#worker.once('exit', onExit);
      this.#worker.once('message', (reply: RenderReply) => {
        this.#worker.off('error', onError);
        this.#worker.off('exit', onExit);
        if (reply.ok) resolvePages(reply.pages);
        else reject(new Error(reply.error));
      });
      this.#worker.send(request);
    });
  }
  /** Stops the render process; resolves once it has exited. */
  close(): Promise<void> {
    const worker = this.#worker;
    if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
    return new Promise((resolveClose) => {
      worker.once('exit', () => resolveClose());
      worker.kill();
    });
  }
}

/** Where the worker reads content: the server's own database, never a remote API or a fixed time. */
export function renderEnvironment(options: { dbPath: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  // As the build renders: React and the other libraries the bundle requires at run time pick their
  // production code by NODE_ENV (their development code renders the same HTML several times slower).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORTAL_DB: resolve(options.dbPath),
  };
  if (options.databaseUrl) env['PORTAL_DATABASE_URL'] = options.databaseUrl;
  else delete env['PORTAL_DATABASE_URL'];
  delete env['PORTAL_CONTENT_API'];
  delete env['PORTAL_CONTENT_TIME'];
  return env;
}

/** The pages of an all-or-nothing publish: any page that failed fails the whole. */
export function throwIfFailed(pages: RenderedPage[]): RenderedPage[] {
  const failed = pages.filter((page) => page.state === 'failed');
  if (failed.length > 0) throw new Error(failed.map((page) => `${page.path}: ${page.error}`).join('\n'));
  return pages;
}
