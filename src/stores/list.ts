/**
 * One remote list (a page of a paged endpoint) with a finite status. A list island creates one per
 * mount with `createListStore`, passing the page the build rendered, so hydration shows exactly the
 * static HTML; `show(query)` then loads any other page or filter.
 *
 * status (src/lib/request/load.ts): 'ready' (rows are the answer to `query`) · 'loading' (rows are still
 * those of the last answer, kept so the table keeps its height) · 'failed' (`error`; `retry()`).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Paged } from '../lib/shared/contract.ts';
import type { LoadStatus } from '../lib/request/load.ts';
import { clampPage, sameListQuery, type ListQuery } from '../lib/shared/list-query.ts';

export interface ListState<T> {
  status: LoadStatus;
  /** The state asked for last (what the URL says). */
  query: ListQuery;
  /** The last answer; empty before the first one. */
  rows: readonly T[];
  total: number;
  /** What the last load threw, with status 'failed' (null otherwise). */
  error: unknown;
}

/** True until an answer has said how many rows there are (the first load, or it failed). */
export const totalPending = (state: { status: LoadStatus; total: number }): boolean =>
  state.status !== 'ready' && state.total === 0;

/** Loads one page; rejects with an Error whose `message` the user may read (a `RequestError`). */
export type ListLoader<T> = (query: ListQuery, signal: AbortSignal) => Promise<Paged<T>>;

export interface ListStore<T> {
  $list: ReadableAtom<ListState<T>>;
  /** Loads `query` unless it is what is shown already; an older request still running is dropped. */
  show(query: ListQuery): Promise<void>;
  /** Loads the current query again (after an error) whatever is shown; callers may pass it on unbound. */
  retry: () => Promise<void>;
  /**
   * Loads the current query again without leaving 'ready' (the static page stays on screen); a
   * failure keeps what is shown. Islands call it after hydrating over the build's page.
   */
  refresh(): Promise<void>;
}

export function createListStore<T>(
  load: ListLoader<T>,
  initial: { query: ListQuery; page?: Paged<T> | null },
): ListStore<T> {
  const $list = atom<ListState<T>>({
    status: initial.page ? 'ready' : 'loading',
    query: initial.query,
    rows: initial.page?.list ?? [],
    total: initial.page?.total ?? 0,
    error: null,
  });
  let running: AbortController | null = null;

  async function fetchPage(query: ListQuery): Promise<void> {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    $list.set({ ...$list.get(), status: 'loading', query });
    try {
      const answer = await load(query, controller.signal);
      if (running !== controller) return;
      const clamped = clampPage(query, answer.total);
      // page=99999 of 120 rows: show the last page instead of an empty one.
      if (clamped.page !== query.page && answer.list.length === 0) return await fetchPage(clamped);
      running = null;
      $list.set({ status: 'ready', query, rows: answer.list, total: answer.total, error: null });
    } catch (error) {
      if (running !== controller) return;
      running = null;
      $list.set({ ...$list.get(), status: 'failed', query, error });
    }
  }

  return {
    $list,
    show(query) {
      const current = $list.get();
      if (current.status === 'ready' && sameListQuery(current.query, query)) return Promise.resolve();
      return fetchPage(query);
    },
    retry: () => fetchPage($list.get().query),
    async refresh() {
      const { query } = $list.get();
      if (running) return;
      try {
        const answer = await load(query, new AbortController().signal);
        if (running || !sameListQuery($list.get().query, query)) return;
        $list.set({ status: 'ready', query, rows: answer.list, total: answer.total, error: null });
      } catch {
        // The rows on screen are still a correct answer, only older.
      }
    },
  };
}
