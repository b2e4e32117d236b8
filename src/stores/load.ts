/**
 * The states of a `Load` (src/lib/request/load.ts) as the stores and the load hook make them. Kept
 * out of the request layer, which every page loads, for the pages that load something of their own.
 */
import type { Load } from '../lib/request/load.ts';

/** A load under way, keeping `data` (the last answer) until the next one arrives. */
export const loading = <T>(data: T | null = null): Load<T> => ({ status: 'loading', data, error: null });

/** A load that ended with `data`. */
export const ready = <T>(data: T): Load<T> => ({ status: 'ready', data, error: null });

/** How `pending` ended, `ready` or `failed`; never rejects. */
export function settle<T>(pending: Promise<T>): Promise<Load<T>> {
  return pending.then(ready, (error: unknown) => ({ status: 'failed', data: null, error }));
}
