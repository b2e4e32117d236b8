/**
 * One vocabulary for everything a page loads (a list, an item, the account, a shipment, a draft):
 * `loading`, then `ready`, or `failed` with the error that was thrown; an item may also be
 * `not-found`. What a failure says comes from its error, by one rule.
 */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** Said when a failure brings no words of its own. */
export const LOAD_FAILURE_FALLBACK = '请求失败';

/**
 * The text of a failed load: the error's own message (a `RequestError` carries the request layer's,
 * docs/product.md: "the request layer's message with 重试"), else `请求失败`.
 */
export function loadFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : LOAD_FAILURE_FALLBACK;
}
