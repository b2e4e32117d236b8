import { toRequestError } from './errors.ts';

/**
 * One vocabulary for everything a page loads (a list, an item, the account, a shipment, a draft):
 * `loading`, then `ready`, or `failed` with the error that was thrown; an item may also be
 * `not-found`. What a failure says comes from its error, by one rule.
 */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * A load and what it brought: while loading again the last answer stays in `data` (a list can keep
 * its rows in place); a failure holds what was thrown.
 */
export type Load<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

/** Said when a failure brings no words of its own. */
export const LOAD_FAILURE_FALLBACK = '请求失败';

/**
 * The text of a failed load, always the catalogue's Chinese words (src/lib/request/errors.ts): a `RequestError`
 * carries the request layer's message; anything else thrown (a `TypeError` from a failed fetch) is
 * read by the same rule, so no English technical text reaches the screen; else `请求失败`.
 */
export function loadFailureText(error: unknown): string {
  return toRequestError(error).errorMessage || LOAD_FAILURE_FALLBACK;
}
