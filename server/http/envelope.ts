/** The envelope every answer goes out in (docs/api.md, Envelope). */
import type { Context } from 'hono';
import { ErrorCodes, type Envelope, type Paged } from '../../src/lib/shared/contract.ts';
import type { ApiError } from '../domain/errors.ts';

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { success: true, errorCode: ErrorCodes.ok, errorMsg: '', data };
  return c.json(body);
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
