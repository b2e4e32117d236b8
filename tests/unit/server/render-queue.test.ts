/**
 * The render queue's sharing between render workers (server/site/publishing/render-queue.ts): every
 * worker busy when enough is due, never two renders of one page at once, a page named again
 * while it renders waits for that render and then the coalescing interval, and a post's pages render
 * in one batch.
 */
import { describe, expect, it } from 'vitest';
import { createRenderQueue, type PageOutcome } from '../../../server/site/publishing/render-queue.ts';
import type { PageToRender } from '../../../server/site/publishing/render-worker.ts';

const page = (n: number): PageToRender => ({ route: '/p/[id]', path: `/p/${n}`, params: { id: String(n) } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingQueue(
  workers: number,
  renderMs: number,
  coalesceMs = 200,
  batch = 50,
  groupOf?: (page: PageToRender) => string | undefined,
) {
  const log: { path: string; start: number; end: number }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const queue = createRenderQueue(
    { coalesceMs, queue: 1000, batch, retryMs: 50, workers },
    async (pages) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const start = performance.now();
      await pause(renderMs);
      running -= 1;
      for (const { path } of pages) log.push({ path, start, end: performance.now() });
      return new Map(pages.map(({ path }): [string, PageOutcome] => [path, { state: 'rendered' }]));
    },
    groupOf,
  );
  return { queue, log, mostAtOnce: () => mostAtOnce };
}

async function idle(queue: ReturnType<typeof createRenderQueue>): Promise<void> {
  while (queue.busyWithin(1000)) {
    await queue.settled();
    await pause(10);
  }
}

describe('the render queue', () => {
  it('shares what is due between its workers, each page once', async () => {
    const { queue, log, mostAtOnce } = recordingQueue(3, 40);
    for (let n = 0; n < 30; n += 1) queue.add(page(n));
    await idle(queue);
    expect(mostAtOnce()).toBe(3);
    expect(log.map(({ path }) => path).sort()).toEqual(
      Array.from({ length: 30 }, (_, n) => `/p/${n}`).sort(),
    );
    await queue.close();
  });

  it('runs one batch at a time with one worker', async () => {
    const { queue, mostAtOnce } = recordingQueue(1, 20);
    for (let n = 0; n < 10; n += 1) queue.add(page(n));
    await pause(5);
    for (let n = 10; n < 20; n += 1) queue.add(page(n));
    await idle(queue);
    expect(mostAtOnce()).toBe(1);
    await queue.close();
  });

  it('never renders a page twice at once: named again while it renders, it waits, then the interval', async () => {
    const { queue, log } = recordingQueue(2, 60, 200);
    queue.add(page(1));
    await pause(20);
    // Under way now: the second worker is free, but this page must not go to it.
    queue.add(page(1));
    queue.add(page(2));
    await idle(queue);
    const renders = log.filter(({ path }) => path === '/p/1');
    expect(renders).toHaveLength(2);
    // Not while the first ran, and the interval after the first began.
    expect(renders[1]!.start).toBeGreaterThanOrEqual(renders[0]!.end);
    expect(renders[1]!.start).toBeGreaterThanOrEqual(renders[0]!.start + 200 - 5);
    await queue.close();
  });

  it('waits the longer interval a change asks for, and the shorter one when another change names the page', async () => {
    const { queue, log } = recordingQueue(1, 10, 100);
    queue.add(page(1));
    await idle(queue);
    queue.add(page(1), 400);
    await pause(250);
    // Only a count changed: not yet, though the page's usual interval has passed.
    expect(log.filter(({ path }) => path === '/p/1')).toHaveLength(1);
    await idle(queue);
    const [first, second] = log.filter(({ path }) => path === '/p/1');
    expect(second!.start - first!.start).toBeGreaterThanOrEqual(400 - 5);
    // Named with its words changed while it waits for a count: due at the usual interval.
    queue.add(page(1), 400);
    queue.add(page(1));
    await idle(queue);
    const [, last, third] = log.filter(({ path }) => path === '/p/1');
    expect(third!.start - last!.start).toBeLessThan(300);
    await queue.close();
  });

  it("renders a visitor's page before the pages waiting, in a batch of its own", async () => {
    const { queue, log } = recordingQueue(1, 20, 200, 5);
    for (let n = 0; n < 20; n += 1) queue.add(page(n));
    await pause(5);
    expect(await queue.first(page(99))).toBe('rendered');
    const mine = log.find(({ path }) => path === '/p/99')!;
    // Only the batch under way when it was asked for came before it, and nothing shared its batch.
    expect(log.filter(({ start }) => start < mine.start)).toHaveLength(5);
    expect(log.filter(({ start }) => start === mine.start)).toHaveLength(1);
    await idle(queue);
    expect(log).toHaveLength(21);
    await queue.close();
  });

  it("renders a group's pages in one batch: a new page waits for its group's next render, within the interval", async () => {
    // Pages 1–3 are one post's (group 'a'), page 9 another's.
    const { queue, log } = recordingQueue(2, 20, 200, 50, ({ path }) => (path === '/p/9' ? 'b' : 'a'));
    queue.add(page(1));
    await pause(60);
    await queue.settled();
    // Page 1 named again (due 200 ms after its render began); then a reply opens page 2 and page 9
    // changes: page 2 waits for page 1's render, page 9 renders at once.
    queue.add(page(1));
    await pause(20);
    queue.add(page(2));
    queue.add(page(9));
    // The post's first page: a longer interval than page 1's next render, within one interval of it.
    queue.add(page(3), 100);
    await idle(queue);
    const startOf = (path: string) => log.filter((entry) => entry.path === path).map(({ start }) => start);
    expect(startOf('/p/1')).toHaveLength(2);
    expect(startOf('/p/2')).toEqual([startOf('/p/1')[1]]);
    expect(startOf('/p/3')).toEqual([startOf('/p/1')[1]]);
    expect(startOf('/p/9')[0]).toBeLessThan(startOf('/p/1')[1]!);
    // Never a page of the post twice within the interval.
    expect(startOf('/p/1')[1]! - startOf('/p/1')[0]!).toBeGreaterThanOrEqual(199);
    await queue.close();
  });
});
