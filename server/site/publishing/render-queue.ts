/**
 * The queue of pages the user-content publisher renders (user-publisher.ts): each page waits once,
 * and is due no sooner than `coalesceMs` after its last render began (or the longer interval the
 * change asks for, when only a count on the page changed), however many changes name it; at most
 * `queue` pages wait (a page asked for by a visitor always gets in); due pages are handed over in
 * batches of `batch`; a page that failed is tried again after `retryMs`, doubled each time,
 * `MAX_ATTEMPTS` times. A visitor's page (`first`) is due at once, and a visitor asking for a page
 * being rendered waits for that render. Up to `workers` batches run at once (one per render worker),
 * never two renders of one page: a page named again while it renders waits for that render to
 * finish, and is due the interval after that render began. Pages of one group (a post's pages:
 * `groupOf`) render together: a page that would be due before its group's next render, and no more
 * than the interval before it, waits for that render and goes in the same batch, so a busy post costs
 * about one batch an interval (its page of new replies, the next page a reply opens, its first page's
 * counts) while each page still renders at most once an interval.
 */
import type { ServerSettings } from '../../settings.ts';
import type { PageToRender } from './render-worker.ts';

/** What became of a page: written, removed, or failed (its file as it was). */
export type PageOutcome = { state: 'rendered' | 'gone' } | { state: 'failed'; error: string };

interface Waiting {
  page: PageToRender;
  /** The pages rendered together with this one (a post's), or undefined. */
  group: string | undefined;
  /** performance.now() from which it may be rendered. */
  due: number;
  attempts: number;
  waiters: ((outcome: PageOutcome['state']) => void)[];
}

/** After this many failures in a row a page is left as it is until a change names it again. */
const MAX_ATTEMPTS = 8;
/** Beyond this many remembered renders, those older than the coalescing interval are forgotten. */
const REMEMBERED = 10_000;

export interface RenderQueue {
  /**
   * Queues `page` (a change names it), due `coalesceMs` after its last render at the soonest (default
   * the setting's); false when the queue is full.
   */
  add(page: PageToRender, coalesceMs?: number): boolean;
  /** Renders `page` before anything else waiting; resolves with what became of it. */
  first(page: PageToRender): Promise<PageOutcome['state']>;
  /** Whether `path` waits or is being rendered. */
  holds(path: string): boolean;
  /** Whether the queue is full (the publisher then reads no more changes). */
  full(): boolean;
  /** Whether a page is being rendered or will be due within `ms`. */
  busyWithin(ms: number): boolean;
  /** Resolves when the batch under way is done. */
  settled(): Promise<void>;
  readonly counts: { batches: number; renders: number; failures: number };
  close(): Promise<void>;
}

export function createRenderQueue(
  settings: Pick<ServerSettings['userPages'], 'coalesceMs' | 'queue' | 'batch' | 'retryMs' | 'workers'>,
  /** Renders and writes the batch; the outcome of each page by its path. */
  process: (pages: PageToRender[]) => Promise<Map<string, PageOutcome>>,
  /** The group a page renders with (a post's pages), or undefined for a page on its own. */
  groupOf: (page: PageToRender) => string | undefined = () => undefined,
): RenderQueue {
  const waiting = new Map<string, Waiting>();
  const inFlight = new Map<string, Waiting>();
  const renderedAt = new Map<string, number>();
  const counts = { batches: 0, renders: 0, failures: 0 };
  /** The runners under way, each rendering batch after batch: at most `settings.workers`. */
  const runners = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  /** The pages waiting of each group: a change names a busy post's pages a thousand times a second. */
  const groupsWaiting = new Map<string, Set<Waiting>>();

  function wait(entry: Waiting): void {
    waiting.set(entry.page.path, entry);
    if (entry.group === undefined) return;
    let members = groupsWaiting.get(entry.group);
    if (!members) groupsWaiting.set(entry.group, (members = new Set()));
    members.add(entry);
  }

  function stopWaiting(entry: Waiting): void {
    waiting.delete(entry.page.path);
    if (entry.group === undefined) return;
    const members = groupsWaiting.get(entry.group);
    members?.delete(entry);
    if (members?.size === 0) groupsWaiting.delete(entry.group);
  }

  /** The group's next render: the soonest due of its other pages waiting, Infinity for none. */
  function groupDue(group: string | undefined, path: string): number {
    if (group === undefined) return Infinity;
    let soonest = Infinity;
    for (const entry of groupsWaiting.get(group) ?? [])
      if (entry.page.path !== path) soonest = Math.min(soonest, entry.due);
    return soonest;
  }

  function enqueue(page: PageToRender, first: boolean, coalesceMs = settings.coalesceMs): Waiting | null {
    const now = performance.now();
    const group = groupOf(page);
    let due = first ? now : Math.max(now, (renderedAt.get(page.path) ?? -Infinity) + coalesceMs);
    // Due before its group's next render, and not long before: it waits for that render.
    const together = first ? Infinity : groupDue(group, page.path);
    if (together > due && together - due <= settings.coalesceMs) due = together;
    const known = waiting.get(page.path);
    if (known) {
      known.due = Math.min(known.due, due);
      return known;
    }
    if (!first && waiting.size >= settings.queue) return null;
    const entry: Waiting = { page, group, due, attempts: 0, waiters: [] };
    wait(entry);
    return entry;
  }

  function retry(entry: Waiting, error: string): void {
    console.error(
      `[publish] ${entry.page.path} 渲染失败 / failed to render (try ${entry.attempts + 1}): ${error}`,
    );
    if (entry.attempts + 1 >= MAX_ATTEMPTS) return;
    const again = enqueue(entry.page, false);
    if (again) {
      again.attempts = entry.attempts + 1;
      again.due = Math.max(again.due, performance.now() + settings.retryMs * 2 ** entry.attempts);
    }
  }

  /** A page's render that began at `started` (what it shows was read from then on). */
  function remember(path: string, started: number): void {
    const now = performance.now();
    renderedAt.set(path, started);
    if (renderedAt.size < REMEMBERED) return;
    for (const [known, at] of renderedAt) if (at < now - settings.coalesceMs) renderedAt.delete(known);
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    const started = performance.now();
    for (const entry of batch) {
      stopWaiting(entry);
      inFlight.set(entry.page.path, entry);
    }
    let outcomes: Map<string, PageOutcome>;
    try {
      outcomes = await process(batch.map((entry) => entry.page));
    } catch (error) {
      outcomes = new Map(batch.map(({ page }) => [page.path, { state: 'failed', error: String(error) }]));
    }
    counts.batches += 1;
    for (const entry of batch) {
      inFlight.delete(entry.page.path);
      remember(entry.page.path, started);
      // Named again while it rendered (that render may have read the content before the change): due
      // the interval after that render began, and not before it ended (never two renders at once).
      const again = waiting.get(entry.page.path);
      if (again && again.waiters.length === 0) again.due = Math.max(again.due, started + settings.coalesceMs);
      const outcome = outcomes.get(entry.page.path) ?? { state: 'failed', error: 'not rendered' };
      // A visitor waiting for the page gets it as it is now; a failed render is tried again.
      for (const wake of entry.waiters) wake(outcome.state);
      if (outcome.state === 'failed') {
        counts.failures += 1;
        retry(entry, outcome.error);
      } else counts.renders += 1;
    }
  }

  /** The pages due now that no runner has in hand: those a visitor waits for first, then the longest due. */
  function duePages(): Waiting[] {
    const now = performance.now();
    return [...waiting.values()]
      .filter((entry) => entry.due <= now && !inFlight.has(entry.page.path))
      .sort(
        (a, b) =>
          Number(b.waiters.length > 0) - Number(a.waiters.length > 0) ||
          a.due - b.due ||
          (a.group ?? '').localeCompare(b.group ?? ''),
      );
  }

  /** The next batch from `due`: a visitor's pages go alone, so no one waits for pages nobody asked for. */
  function nextBatch(due: Waiting[]): Waiting[] {
    const asked = due.filter((entry) => entry.waiters.length > 0);
    const from = asked.length > 0 ? asked : due;
    const batch = from.slice(0, Math.min(settings.batch, Math.ceil(from.length / settings.workers)));
    if (asked.length > 0) return batch;
    // A group's pages due now go in one batch together, rather than split between two (up to the
    // batch's size: a backlog does not make one batch of everything a busy post has waiting).
    const groups = new Set(batch.map((entry) => entry.group).filter((group) => group !== undefined));
    const taken = new Set(batch);
    return [
      ...batch,
      ...due.filter((entry) => !taken.has(entry) && entry.group !== undefined && groups.has(entry.group)),
    ].slice(0, settings.batch);
  }

  /**
   * Starts runners while pages are due and workers are free; each renders batches (what is due shared
   * out between the workers) until nothing is due, and the last to stop sleeps until the next page is
   * due.
   */
  function drain(): void {
    if (closed) return;
    clearTimeout(timer);
    while (runners.size < settings.workers && duePages().length > 0) {
      const runner: Promise<void> = (async () => {
        for (;;) {
          const due = duePages();
          if (due.length === 0) break;
          await runBatch(nextBatch(due));
        }
      })()
        .catch((error: unknown) => console.error(`[publish] user content: ${String(error)}`))
        .finally(() => {
          runners.delete(runner);
          if (runners.size === 0) sleep();
        });
      runners.add(runner);
    }
    if (runners.size === 0) sleep();
  }

  /** With no runner under way: wakes when the next page waiting is due. */
  function sleep(): void {
    if (closed || waiting.size === 0) return;
    const next = Math.min(...[...waiting.values()].map((entry) => entry.due));
    clearTimeout(timer);
    timer = setTimeout(drain, Math.max(0, next - performance.now()));
    timer.unref();
  }

  /** Drains once the pages added together (one change's, one read's) are all in. */
  let scheduled = false;
  function soon(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      drain();
    });
  }

  return {
    counts,
    add(page, coalesceMs) {
      const added = enqueue(page, false, coalesceMs) !== null;
      soon();
      return added;
    },
    first(page) {
      const entry = inFlight.get(page.path) ?? enqueue(page, true)!;
      const outcome = new Promise<PageOutcome['state']>((resolve) => entry.waiters.push(resolve));
      soon();
      return outcome;
    },
    holds: (path) => waiting.has(path) || inFlight.has(path),
    full: () => waiting.size >= settings.queue,
    busyWithin(ms) {
      const until = performance.now() + ms;
      return runners.size > 0 || [...waiting.values()].some((entry) => entry.due <= until);
    },
    settled: async () => {
      while (runners.size > 0) await Promise.all(runners);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      while (runners.size > 0) await Promise.all(runners);
    },
  };
}
