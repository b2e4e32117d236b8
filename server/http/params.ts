/** What handlers read from a request besides a validated body: JSON bodies, paging, id parameters. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import { messages } from '../../src/lib/shared/messages.ts';
import { rangeMessage, template } from '../../src/lib/shared/rules/rule.ts';
import { ApiError, invalid } from '../domain/errors.ts';
import { fieldLabel, validate } from './input.ts';

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
export const isJsonType = (contentType: string | undefined): boolean =>
  /^application\/json[\t ]*(;|$)/i.test((contentType ?? '').trim());

const unsupportedMediaType = (): ApiError =>
  new ApiError(
    ErrorCodes.unsupportedMediaType,
    '请求内容必须是 JSON，请以 Content-Type: application/json 发送',
    415,
  );

const carriesBody = (c: Context): boolean => {
  const length = c.req.header('Content-Length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('Transfer-Encoding') !== undefined;
};

/**
 * Every request that carries a body must say it is JSON (10415, HTTP 415 otherwise): a web page can
 * make a visitor's browser send text/plain or a form to any site without asking, but not JSON.
 * Requests without a body (logout, confirm, read a notice) need no type.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (carriesBody(c) && !isJsonType(c.req.header('Content-Type'))) throw unsupportedMediaType();
  await next();
};

/**
 * Refuses a body over `maxBytes` (`refuse`'s answer) before anyone reads it. A body sent with its
 * length is judged by the Content-Length header and left for the handler to read straight from the
 * connection (@hono/node-server reads `text()` directly unless a web Request was built first, which
 * touching `c.req.raw.body`, as hono's bodyLimit does to see whether there is a body, does for every
 * request: a tenth of a write's time went to it); a chunked body is counted as it arrives (hono's
 * bodyLimit). A request with neither header carries no body (HTTP/1.1).
 */
export function limitBody(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    if (c.req.header('Transfer-Encoding') !== undefined) return counted(c, next);
    const length = c.req.header('Content-Length');
    if (length !== undefined && Number.parseInt(length, 10) > maxBytes) return refuse(c);
    await next();
  };
}

/**
 * Reads the JSON body; a body not sent as JSON is 10415, malformed JSON or a non-object 10001.
 * (Size is limited in app.ts, `limitBody`.)
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonType(c.req.header('Content-Type'))) throw unsupportedMediaType();
  const text = await c.req.text();
  if (!text.trim()) throw invalid('请求内容不能为空');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('请求内容不是有效的 JSON');
  }
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

const pagingSchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, '${label}必须是正整数')
    .transform(Number)
    .refine((n) => n >= 1, template(messages.form.number.min, { min: 1 }))
    .refine((n) => n <= PAGE_MAX, template(messages.form.number.max, { max: PAGE_MAX }))
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, rangeMessage(1, PAGE_SIZE_MAX))
    .transform(Number)
    .refine((n) => n >= 1 && n <= PAGE_SIZE_MAX, rangeMessage(1, PAGE_SIZE_MAX))
    .optional(),
});

/** `page` (1 to PAGE_MAX) and `pageSize` (default 10, at most 100) from the query; bad values are 10001. */
export function readPaging(c: Context): Paging {
  const { page = 1, pageSize = PAGE_SIZE_DEFAULT } = validate(pagingSchema, {
    page: c.req.query('page') || undefined,
    pageSize: c.req.query('pageSize') || undefined,
  });
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An id path parameter (`parsePositiveId`), or 10001. */
export function readIdParam(c: Context, name = 'id'): number {
  const id = parsePositiveId(c.req.param(name));
  if (id === null) throw invalid(`${fieldLabel([name])}必须是正整数`);
  return id;
}
