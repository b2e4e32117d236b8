/**
 * One remote item for a details page shell (an id the build had no static page for), with a finite
 * status (src/lib/request/load.ts): 'loading' · 'ready' (`data`) · 'not-found' (no id, a malformed one, or
 * 10404) · 'pending' (10644: an enterprise verified but not public yet; `message` is the server's words
 * on who completes it) · 'failed' (`error`, what the load threw; `retry()`).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ITEM_PENDING_CODE, NOT_FOUND_CODE } from '../lib/shared/contract.ts';
import { RequestError } from '../lib/request/errors.ts';
import type { Load } from '../lib/request/load.ts';
import { loading, ready } from './load.ts';

/** A load of the item (`data` once ready), or none to show: not found, or not public yet. */
export type ItemState<T> = Load<T> | { status: 'not-found' } | { status: 'pending'; message: string };

export interface ItemStore<T> {
  $item: ReadableAtom<ItemState<T>>;
  /** Loads the item `id` (null: there is none to load). */
  open(id: number | null): Promise<void>;
  retry(): Promise<void>;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof RequestError && (error.errorCode === NOT_FOUND_CODE || error.status === 404);

export function createItemStore<T>(load: (id: number) => Promise<T>): ItemStore<T> {
  const $item = atom<ItemState<T>>(loading());
  let current: number | null = null;
  let attempt = 0;

  async function open(id: number | null): Promise<void> {
    current = id;
    const mine = ++attempt;
    if (id === null) {
      $item.set({ status: 'not-found' });
      return;
    }
    $item.set(loading());
    try {
      const item = await load(id);
      if (mine === attempt) $item.set(ready(item));
    } catch (error) {
      if (mine !== attempt) return;
      if (error instanceof RequestError && error.errorCode === ITEM_PENDING_CODE)
        $item.set({ status: 'pending', message: error.errorMessage });
      else if (isNotFound(error)) $item.set({ status: 'not-found' });
      else $item.set({ status: 'failed', data: null, error });
    }
  }

  return { $item, open, retry: () => open(current) };
}
