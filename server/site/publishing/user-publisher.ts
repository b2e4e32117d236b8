/**
 * The user-content publisher of a node (docs/decisions.md, "Static user content"): it reads the
 * changes recorded in the store after its cursor (site_changes; its own writes wake it at once, other
 * nodes' rows arrive by polling), turns each into pages (user-pages.ts) and renders them in batches in
 * one long-lived render worker, as of the moment of each batch. A page renders at most once per
 * `coalesceMs` however many changes concern it; the queue holds at most `queue` pages (beyond that the
 * cursor waits, so the store keeps the backlog); a page that fails keeps its file, is logged and tried
 * again later, doubling the wait. Files are written atomically with their compressed copies
 * (site-files.ts), and each batch that changed files writes a manifest and runs the purge hook.
 * A page asked for before it has a file is rendered first (`renderNow`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_STATE_FILE, renderBundleDir } from '../../../integrations/render-bundle.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { replyPageCount } from '../../../src/lib/shared/reply-pages.ts';
import { LOGISTICS_DETAILS_PATH, POST_PATH } from '../../../src/lib/shared/routes.ts';
import { isoNow } from '../../domain/clock.ts';
import { lastSiteChange, onSiteChange, siteChangesAfter } from '../../queries/site-changes.ts';
import {
  hasPublicPage,
  lastFloor,
  offerRetired,
  recordOfferEnds,
  type RetirementCutoff,
} from '../../queries/user-pages.ts';
import type { RenderOnDemand } from '../prerendered.ts';
import type { ServerSettings } from '../../settings.ts';
import { recordPublish } from './purge-hook.ts';
import type { PageToRender, RenderedPage } from './render-worker.ts';
import { RenderSession, renderEnvironment, type ServedSite } from './render-session.ts';
import { applyRendered, pageFile } from './site-files.ts';
import { offerPage, pagesOfChange, postPage, userPageUrls } from './user-pages.ts';

/** Renders a batch of pages as of an instant: the render worker, or a test's stand-in. */
export type BatchRenderer = (pages: PageToRender[], contentTime: Date) => Promise<RenderedPage[]>;

export interface UserPublisherOptions extends ServedSite {
  settings: ServerSettings['userPages'];
  /** Instead of the render worker (tests). */
  renderer?: BatchRenderer;
  /** Called after a batch changed files (the server marks its sitemaps due). */
  afterBatch?: () => void;
}

export type RenderOutcome = 'rendered' | 'gone' | 'failed' | 'busy';

export interface UserPublisher {
  /** Starts reading changes from the newest recorded one, and the timers. */
  start(): Promise<void>;
  /** Renders `page` before anything else waiting (a visitor asks for it and it has no file). */
  renderNow(page: PageToRender): Promise<RenderOutcome>;
  /** The first request of an offer's or a post's page without a file (server/site/prerendered.ts). */
  renderOnDemand: RenderOnDemand;
  /** Reads the changes recorded since the last read (the timer and the wake call it). */
  poll(): Promise<void>;
  /** Records a change for each offer that ended or retired since the last look. */
  sweep(): Promise<void>;
  /** Resolves once every change recorded so far is rendered (or has failed for now). */
  idle(): Promise<void>;
  readonly counts: { batches: number; renders: number; failures: number };
  close(): Promise<void>;
}

interface Waiting {
  page: PageToRender;
  /** performance.now() from which it may be rendered. */
  due: number;
  attempts: number;
  waiters: ((outcome: RenderOutcome) => void)[];
}

/** After this many failures in a row a page is left as it is until a change names it again. */
const MAX_ATTEMPTS = 8;
/** Ids read again behind the cursor: PostgreSQL may commit a lower id after a higher one. */
const LOOK_BEHIND = 200;
const DAY_MS = 24 * 3600 * 1000;

export function createUserPublisher(options: UserPublisherOptions): UserPublisher {
  const { settings, distDir } = options;
  const bundleDir = options.bundleDir ?? renderBundleDir(distDir);
  const waiting = new Map<string, Waiting>();
  /** The batch being rendered: a visitor asking for one of its pages waits for that render. */
  const inFlight = new Map<string, Waiting>();
  const renderedAt = new Map<string, number>();
  const seen = new Set<number>();
  const counts = { batches: 0, renders: 0, failures: 0 };
  let cursor = 0;
  let batchNumber = 0;
  let session: RenderSession | null = null;
  let running: Promise<void> | null = null;
  let polling: Promise<void> | null = null;
  let drainTimer: NodeJS.Timeout | undefined;
  let lastSweep = options.now();
  const timers: NodeJS.Timeout[] = [];
  let stopListening = (): void => undefined;
  let closed = false;

  const render: BatchRenderer =
    options.renderer ??
    (async (pages, contentTime) => {
      session ??= new RenderSession(bundleDir, distDir, renderEnvironment(options));
      try {
        return await session.render(pages, contentTime);
      } catch (error) {
        // The worker is gone or broken: the next batch starts a new one.
        void session.close();
        session = null;
        throw error;
      }
    });
  const ready = () => options.renderer !== undefined || existsSync(join(bundleDir, RENDER_STATE_FILE));

  function enqueue(page: PageToRender, first = false): Waiting | null {
    const known = waiting.get(page.path);
    const now = performance.now();
    const due = first ? now : Math.max(now, (renderedAt.get(page.path) ?? -Infinity) + settings.coalesceMs);
    if (known) {
      known.due = Math.min(known.due, due);
      return known;
    }
    if (!first && waiting.size >= settings.queue) return null;
    const entry: Waiting = { page, due, attempts: 0, waiters: [] };
    waiting.set(page.path, entry);
    return entry;
  }

  function retirementCutoff(at: number): RetirementCutoff {
    const ended = at - settings.offerPageDays * DAY_MS;
    return { instant: new Date(ended).toISOString(), day: chinaDay(ended) };
  }

  /** Whether an item page has no page any more: a retired offer, a hidden or deleted post. */
  async function withoutPage(page: PageToRender, cutoff: RetirementCutoff): Promise<boolean> {
    const id = Number(page.params?.['id']);
    if (page.route === `${LOGISTICS_DETAILS_PATH}/[id]`) return offerRetired(options.db, id, cutoff);
    if (page.route.startsWith(`${POST_PATH}/[id]`)) return !(await hasPublicPage(options.db, 'post', id));
    return false;
  }

  /** Pages of items that have no page any more are removed instead of rendered. */
  async function renderBatch(pages: PageToRender[], at: number): Promise<RenderedPage[]> {
    const cutoff = retirementCutoff(at);
    const gone = new Set<string>();
    for (const page of pages) if (await withoutPage(page, cutoff)) gone.add(page.path);
    const toRender = pages.filter((page) => !gone.has(page.path));
    const rendered = toRender.length > 0 ? await render(toRender, new Date(at)) : [];
    return [...rendered, ...[...gone].map((path): RenderedPage => ({ path, state: 'gone' }))];
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    for (const entry of batch) {
      waiting.delete(entry.page.path);
      inFlight.set(entry.page.path, entry);
    }
    try {
      await renderAndWrite(batch);
    } finally {
      for (const entry of batch) inFlight.delete(entry.page.path);
    }
  }

  async function renderAndWrite(batch: Waiting[]): Promise<void> {
    const at = options.now();
    let results: RenderedPage[];
    try {
      results = await renderBatch(
        batch.map((entry) => entry.page),
        at,
      );
    } catch (error) {
      results = batch.map(({ page }) => ({ path: page.path, state: 'failed', error: String(error) }));
    }
    counts.batches += 1;
    const byPath = new Map(results.map((result) => [result.path, result]));
    const written: string[] = [];
    const removed: string[] = [];
    const changedUrls: string[] = [];
    for (const entry of batch) {
      const result = byPath.get(entry.page.path) ?? {
        path: entry.page.path,
        state: 'failed' as const,
        error: 'not rendered',
      };
      renderedAt.set(entry.page.path, performance.now());
      forgetOldRenders();
      if (result.state === 'failed') {
        counts.failures += 1;
        retry(entry, result.error);
        continue;
      }
      counts.renders += 1;
      try {
        const files = await applyRendered(distDir, result, options.cache);
        written.push(...files.written);
        removed.push(...files.removed);
        if (files.written.length + files.removed.length > 0)
          changedUrls.push(...userPageUrls(options.base, entry.page));
        for (const wake of entry.waiters) wake(result.state);
      } catch (error) {
        counts.failures += 1;
        retry(entry, `writing ${distDir}: ${String(error)}`);
      }
    }
    if (written.length + removed.length === 0) return;
    options.afterBatch?.();
    batchNumber += 1;
    await recordPublish(
      {
        change: { kind: 'user-content', id: batchNumber, action: 'render' },
        changedUrls,
        written,
        removed,
        liveAt: isoNow(options.now),
      },
      options.manifests,
    ).catch((error: unknown) => console.error(`[publish] user content manifest: ${String(error)}`));
  }

  /** A render older than the coalescing interval decides nothing: the map stays small however many pages there are. */
  function forgetOldRenders(): void {
    if (renderedAt.size < 10_000) return;
    const before = performance.now() - settings.coalesceMs;
    for (const [path, at] of renderedAt) if (at < before) renderedAt.delete(path);
  }

  function retry(entry: Waiting, error: string): void {
    console.error(
      `[publish] ${entry.page.path} 渲染失败 / failed to render (try ${entry.attempts + 1}): ${error}`,
    );
    // A visitor waiting for the page gets the page as it is now; the render is tried again.
    for (const wake of entry.waiters.splice(0)) wake('failed');
    if (entry.attempts + 1 >= MAX_ATTEMPTS) return;
    const again = enqueue(entry.page);
    if (again) {
      again.attempts = entry.attempts + 1;
      again.due = Math.max(again.due, performance.now() + settings.retryMs * 2 ** entry.attempts);
    }
  }

  /** Renders what is due, batch after batch, then sleeps until the next page is due. */
  function drain(): void {
    if (running || closed) return;
    clearTimeout(drainTimer);
    running = (async () => {
      for (;;) {
        const now = performance.now();
        const due = [...waiting.values()].filter((entry) => entry.due <= now).sort((a, b) => a.due - b.due);
        if (due.length === 0) break;
        await runBatch(due.slice(0, settings.batch));
      }
    })()
      .catch((error: unknown) => console.error(`[publish] user content: ${String(error)}`))
      .finally(() => {
        running = null;
        if (closed || waiting.size === 0) return;
        const next = Math.min(...[...waiting.values()].map((entry) => entry.due));
        drainTimer = setTimeout(drain, Math.max(0, next - performance.now()));
        drainTimer.unref();
      });
  }

  async function readChanges(): Promise<void> {
    for (;;) {
      if (waiting.size >= settings.queue) return;
      const rows = await siteChangesAfter(options.db, Math.max(0, cursor - LOOK_BEHIND), 500);
      const fresh = rows.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return;
      for (const change of fresh) {
        if (waiting.size >= settings.queue) break;
        for (const page of await pagesOfChange(options.db, distDir, change)) enqueue(page);
        seen.add(change.id);
        cursor = Math.max(cursor, change.id);
      }
      for (const id of seen) if (id <= cursor - LOOK_BEHIND) seen.delete(id);
      drain();
      if (rows.length < 500) return;
    }
  }

  const poll = (): Promise<void> => {
    if (closed || !ready()) return Promise.resolve();
    polling ??= readChanges()
      .catch((error: unknown) => console.error(`[publish] reading site changes: ${String(error)}`))
      .finally(() => (polling = null));
    return polling;
  };

  async function sweep(): Promise<void> {
    const at = options.now();
    const recorded = await recordOfferEnds(options.db, {
      at: new Date(at).toISOString(),
      since: new Date(lastSweep).toISOString(),
      fromDay: chinaDay(lastSweep),
      toDay: chinaDay(at),
      from: retirementCutoff(lastSweep),
      to: retirementCutoff(at),
    });
    lastSweep = at;
    if (recorded > 0) await poll();
  }

  function renderNow(page: PageToRender): Promise<RenderOutcome> {
    if (closed || !ready()) return Promise.resolve('busy');
    const entry = inFlight.get(page.path) ?? enqueue(page, true);
    if (!entry) return Promise.resolve('busy');
    const outcome = new Promise<RenderOutcome>((resolve) => entry.waiters.push(resolve));
    drain();
    return outcome;
  }

  const renderOnDemand: RenderOnDemand = async (kind, id, page) => {
    if (kind !== 'logistics-info' && kind !== 'post') return 'unknown';
    if (kind === 'logistics-info' && (await offerRetired(options.db, id, retirementCutoff(options.now()))))
      return 'retired';
    if (!(await hasPublicPage(options.db, kind, id))) return 'missing';
    // A reply page past the last: no render for an address anyone can make up.
    if (kind === 'post' && page > replyPageCount(await lastFloor(options.db, id))) return 'missing';
    const wanted = kind === 'post' ? postPage(id, page) : offerPage(id);
    // Another request may have had it rendered meanwhile.
    if (existsSync(join(distDir, pageFile(wanted.path)))) return 'rendered';
    const outcome = await renderNow(wanted);
    return outcome === 'rendered' ? 'rendered' : outcome === 'gone' ? 'missing' : 'unknown';
  };

  return {
    counts,
    poll,
    sweep,
    renderNow,
    renderOnDemand,
    async start() {
      cursor = await lastSiteChange(options.db);
      stopListening = onSiteChange(() => void poll());
      const every = (ms: number, task: () => Promise<void>) => {
        const timer = setInterval(
          () => void task().catch((error: unknown) => console.error(`[publish] ${String(error)}`)),
          ms,
        );
        timer.unref();
        timers.push(timer);
      };
      every(settings.pollMs, poll);
      every(settings.sweepSeconds * 1000, sweep);
    },
    async idle() {
      for (;;) {
        await poll();
        if (running) await running;
        const now = performance.now();
        if (![...waiting.values()].some((entry) => entry.due <= now + settings.coalesceMs + 50) && !running)
          return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      closed = true;
      stopListening();
      for (const timer of timers) clearInterval(timer);
      clearTimeout(drainTimer);
      if (running) await running;
      await session?.close();
      session = null;
    },
  };
}
