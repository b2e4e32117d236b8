/** The envelope every answer goes out in (docs/api.md, Envelope). */
import type { Context } from 'hono';
import { type Envelope, type Paged } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { ApiError } from '../domain/errors.ts';
import { isKeptResult } from '../queries/kept-results.ts';

/**
 * The envelopes of kept results (queries/kept-results.ts, cachedUntilGrowth) as sent: the busiest answers (the
 * home page's) are the same object for every request until they change, and writing them out anew
 * each time took a third of the server's time for them.
 */
const keptBodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { success: true, errorCode: ErrorCodes.ok, errorMsg: '', data };
  if (!isKeptResult(data)) return c.json(body);
  let bytes = keptBodies.get(data);
  if (!bytes) keptBodies.set(data, (bytes = new TextEncoder().encode(JSON.stringify(body))));
  return c.body(bytes, 200, { 'Content-Type': 'application/json' });
}

export function failure(c: Context, error: ApiError): Response {
  const body: Envelope<unknown> = {
    success: false,
    errorCode: error.code,
    errorMsg: error.message,
    data: error.data,
  };
  return c.json(body, error.status);
}

export function paged<T>(list: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { list, total, page, pageSize };
}
