/**
 * The user-content publisher of a node (docs/decisions.md, "Static user content"): it reads the
 * changes recorded in the store after its cursor (site_changes; its own writes wake it at once, other
 * nodes' rows arrive by polling), turns each into pages (user-pages.ts) and renders them in batches in
 * long-lived render workers (`PORTAL_RENDER_WORKERS`), as of the moment of each batch, through the render queue
 * (render-queue.ts: coalescing, the bound, retries; when it is full the cursor waits, so the store
 * keeps the backlog). A page that fails keeps its file. Files are written atomically with their compressed copies
 * (site-files.ts), and each batch that changed files writes a manifest and runs the purge hook.
 * A page asked for before it has a file is rendered first (`renderNow`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_STATE_FILE, renderBundleDir } from '../../../integrations/render-bundle.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { replyPageCount } from '../../../src/lib/shared/reply-pages.ts';
import { LOGISTICS_DETAILS_PATH, POST_PATH, USER_PROFILE_PATH } from '../../../src/lib/shared/routes.ts';
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
import type { Dialect } from '../../store/store.ts';
import { recordPublish } from './purge-hook.ts';
import type { PageToRender } from './render-worker.ts';
import { RenderSession, renderEnvironment, type ServedSite } from './render-session.ts';
import { applyRendered, pageFile, type RenderedPage } from './site-files.ts';
import { createRenderQueue, type PageOutcome } from './render-queue.ts';
import {
  offerPage,
  onlyCountsChange,
  pagesOfChange,
  postPage,
  profilePage,
  userPageUrls,
} from './user-pages.ts';

/** Renders a batch of pages as of an instant: the render worker, or a test's stand-in. */
export type BatchRenderer = (pages: PageToRender[], contentTime: Date) => Promise<RenderedPage[]>;

/** The database the render worker reads, or a stand-in for the worker (tests), which reads none. */
type PageSource = Pick<ServedSite, 'dbPath' | 'databaseUrl'> | { renderer: BatchRenderer };

export type UserPublisherOptions = Omit<ServedSite, 'dbPath' | 'databaseUrl' | 'cache'> &
  PageSource & {
    settings: ServerSettings['userPages'];
    /** Called after a batch changed files (the server marks its sitemaps due). */
    afterBatch?: () => void;
  };

/**
 * The render workers, `count` at most, each kept for as long as it works: a batch takes a free one
 * (the queue runs no more batches than there are workers), and a crashed or broken worker is
 * replaced at its next batch.
 */
function workerRenderers(
  { workers: count, niceness }: Pick<ServerSettings['userPages'], 'workers' | 'niceness'>,
  bundleDir: string,
  distDir: string,
  source: Pick<ServedSite, 'dbPath' | 'databaseUrl'>,
) {
  const free: (RenderSession | null)[] = Array.from({ length: count }, () => null);
  const busy = new Set<RenderSession>();
  const render: BatchRenderer = async (pages, contentTime) => {
    if (free.length === 0) throw new Error('every render worker is busy');
    const session = free.pop() ?? new RenderSession(bundleDir, distDir, renderEnvironment(source), niceness);
    busy.add(session);
    try {
      // The worker writes the pages itself, off the thread that answers requests.
      const rendered = await session.render(pages, contentTime, true);
      free.push(session);
      return rendered;
    } catch (error) {
      void session.close();
      free.push(null);
      throw error;
    } finally {
      busy.delete(session);
    }
  };
  const close = async () => {
    const sessions = [...free, ...busy].filter((session) => session !== null);
    await Promise.all(sessions.map((session) => session.close()));
  };
  return { render, close };
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

/** Pages of a batch written here at once (a stand-in's, a page that is gone); the workers write their own. */
const WRITES_AT_ONCE = 8;
/**
 * Ids read again behind the cursor: PostgreSQL may commit a lower id after a higher one. SQLite's one
 * connection makes and commits ids in order, so nothing there is read twice (the read again of 200
 * rows after every commit was 7 % of the server's thread under writes).
 */
const LOOK_BEHIND: Record<Dialect, number> = { sqlite: 0, postgres: 200 };
const DAY_MS = 24 * 3600 * 1000;
/** How long a node's own write waits for the others of the same moment before the changes are read. */
const WAKE_DELAY_MS = 10;

export function createUserPublisher(options: UserPublisherOptions): UserPublisher {
  const { settings, distDir } = options;
  const bundleDir = options.bundleDir ?? renderBundleDir(distDir);
  const seen = new Set<number>();
  const behind = LOOK_BEHIND[options.db.dialect];
  let cursor = 0;
  let batchNumber = 0;
  let polling: Promise<void> | null = null;
  let lastSweep = options.now();
  const timers: NodeJS.Timeout[] = [];
  let stopListening = (): void => undefined;
  let closed = false;

  const worker = 'renderer' in options ? null : workerRenderers(settings, bundleDir, distDir, options);
  const render: BatchRenderer = 'renderer' in options ? options.renderer : worker!.render;
  const ready = () => worker === null || existsSync(join(bundleDir, RENDER_STATE_FILE));

  function retirementCutoff(at: number): RetirementCutoff {
    const ended = at - settings.offerPageDays * DAY_MS;
    return { instant: new Date(ended).toISOString(), day: chinaDay(ended) };
  }

  /** Whether an item page has no page any more: a retired offer, a hidden or deleted post, a closed account. */
  async function withoutPage(page: PageToRender, cutoff: RetirementCutoff): Promise<boolean> {
    const id = Number(page.params?.['id']);
    if (page.route === `${LOGISTICS_DETAILS_PATH}/[id]`) return offerRetired(options.db, id, cutoff);
    if (page.route.startsWith(`${POST_PATH}/[id]`)) return !(await hasPublicPage(options.db, 'post', id));
    if (page.route === `${USER_PROFILE_PATH}/[id]`) return !(await hasPublicPage(options.db, 'user', id));
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

  /** Renders and writes one batch, with its manifest and the purge hook when files changed. */
  async function processBatch(pages: PageToRender[]): Promise<Map<string, PageOutcome>> {
    const at = options.now();
    const outcomes = new Map<string, PageOutcome>();
    const written: string[] = [];
    const removed: string[] = [];
    const changedUrls: string[] = [];
    const apply = async (result: RenderedPage) => {
      if (result.state === 'failed') {
        outcomes.set(result.path, { state: 'failed', error: result.error });
        return;
      }
      try {
        // Written by the worker already, or here (a stand-in's bytes, a page that is gone). No
        // precompress cache: every version of a user page is new, and the cache, pruned by builds
        // only, would keep each one.
        const files = await applyRendered(distDir, result, null);
        written.push(...files.written);
        removed.push(...files.removed);
        const page = pages.find((candidate) => candidate.path === result.path);
        if (page && files.written.length + files.removed.length > 0)
          changedUrls.push(...userPageUrls(options.base, page));
        outcomes.set(result.path, { state: result.state === 'gone' ? 'gone' : 'rendered' });
      } catch (error) {
        outcomes.set(result.path, { state: 'failed', error: `writing ${distDir}: ${String(error)}` });
      }
    };
    const results = await renderBatch(pages, at);
    for (let from = 0; from < results.length; from += WRITES_AT_ONCE)
      await Promise.all(results.slice(from, from + WRITES_AT_ONCE).map(apply));
    if (written.length + removed.length > 0) {
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
    return outcomes;
  }
  // A post's pages render together: its page of new replies, the next page a reply opens, its counts.
  const queue = createRenderQueue(settings, processBatch, (page) =>
    page.route.startsWith(`${POST_PATH}/[id]`) ? `post ${page.params?.['id']}` : undefined,
  );
  /** A page that has a file, or will have one: its render is waiting or under way. */
  const kept = (page: PageToRender) =>
    queue.holds(page.path) || existsSync(join(distDir, pageFile(page.path)));

  async function readChanges(): Promise<void> {
    for (;;) {
      if (queue.full()) return;
      const rows = await siteChangesAfter(options.db, Math.max(0, cursor - behind), 500);
      const fresh = rows.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return;
      // This connection reads a write that ended before its COMMIT; the render workers read on their
      // own, so a page rendered before then would miss the change and nothing would name it again.
      await options.db.committed();
      for (const change of fresh) {
        if (queue.full()) break;
        for (const page of await pagesOfChange(options.db, kept, change))
          queue.add(page, onlyCountsChange(change, page) ? settings.countsCoalesceMs : settings.coalesceMs);
        seen.add(change.id);
        cursor = Math.max(cursor, change.id);
      }
      for (const id of seen) if (id <= cursor - behind) seen.delete(id);
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

  const renderNow = (page: PageToRender): Promise<RenderOutcome> =>
    closed || !ready() ? Promise.resolve('busy') : queue.first(page);

  const renderOnDemand: RenderOnDemand = async (kind, id, page) => {
    if (kind !== 'logistics-info' && kind !== 'post' && kind !== 'user') return 'unknown';
    if (kind === 'logistics-info' && (await offerRetired(options.db, id, retirementCutoff(options.now()))))
      return 'retired';
    if (!(await hasPublicPage(options.db, kind, id))) return 'missing';
    // A reply page past the last: no render for an address anyone can make up.
    if (kind === 'post' && page > replyPageCount(await lastFloor(options.db, id))) return 'missing';
    const wanted = kind === 'post' ? postPage(id, page) : kind === 'user' ? profilePage(id) : offerPage(id);
    // Another request may have had it rendered meanwhile.
    if (existsSync(join(distDir, pageFile(wanted.path)))) return 'rendered';
    const outcome = await renderNow(wanted);
    return outcome === 'rendered' ? 'rendered' : outcome === 'gone' ? 'missing' : 'unknown';
  };

  return {
    counts: queue.counts,
    poll,
    sweep,
    renderNow,
    renderOnDemand,
    async start() {
      cursor = await lastSiteChange(options.db);
      // A thousand writes a second wake it a thousand times: one read for the writes of a few
      // milliseconds (WAKE_DELAY_MS) instead of one each.
      let wakeTimer: NodeJS.Timeout | undefined;
      const stop = onSiteChange(() => {
        wakeTimer ??= setTimeout(() => {
          wakeTimer = undefined;
          void poll();
        }, WAKE_DELAY_MS);
      });
      stopListening = () => {
        stop();
        clearTimeout(wakeTimer);
      };
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
        await queue.settled();
        if (!queue.busyWithin(settings.coalesceMs + 50)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      closed = true;
      stopListening();
      for (const timer of timers) clearInterval(timer);
      await queue.close();
      await worker?.close();
    },
  };
}
