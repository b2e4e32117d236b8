/**
 * The API client's shared part: how an endpoint is declared (`get`, `post`, `put`, `del` resolve the
 * envelope's `data`; `readEndpoint`, `pagedEndpoint`, `itemEndpoint` carry their path), and the
 * session calls the shell makes on every page. Each feature's endpoints live in its own folder as
 * `src/lib/<feature>/api.ts`, built on these (docs/architecture.md, Request layer); failures are
 * `RequestError`s, already shown per the error catalogue unless the options say otherwise.
 */
import type * as C from '../shared/contract.ts';
import { request, type RequestOptions } from './request.ts';

/** Per-call choices a page may make; method, body and URL belong to the endpoint. */
export type ApiOptions = Pick<
  RequestOptions,
  'skipErrorHandler' | 'hideMessage' | 'timeout' | 'signal' | 'useCache' | 'cacheLifetime' | 'keepalive'
>;
/** What an endpoint adds to the caller's options: a header of its own (a token, an idempotency key). */
type EndpointOptions = ApiOptions & { headers?: Record<string, string> };

/** A query; fields that are `undefined` or `null` are not sent. */
type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** What a list asks a paged endpoint for: its filters, `page` and `pageSize` (docs/api.md, Paging). */
export type ListParams = Readonly<Record<string, string | number | undefined>>;

/**
 * The endpoints whose content the build prints too (src/build/content.ts) carry their path beside
 * the call: the build reads them through the same contract without the browser's request layer
 * (no token, no toasts), and list and details descriptions name them instead of writing URLs.
 */
export interface ReadEndpoint<T> {
  (options?: ApiOptions): Promise<T>;
  /** Under `/logistics/api`, e.g. `/portal/home`. */
  readonly path: string;
}
/** A paged list endpoint (`GET /policies?page&pageSize&…`). */
export interface PagedEndpoint<T> {
  (query?: ListParams, options?: ApiOptions): Promise<C.Paged<T>>;
  readonly path: string;
}
/** One item of a list endpoint (`GET /policies/:id`). */
export interface ItemEndpoint<T> {
  (itemId: number | string, options?: ApiOptions): Promise<T>;
  readonly path: (itemId: number | string) => string;
}

export const get = <T>(url: string, params?: Query, options?: EndpointOptions): Promise<T> =>
  request.get<C.Envelope<T>>(url, { ...options, ...(params ? { params } : {}) }).then((body) => body.data);
export const post = <T>(url: string, data?: unknown, options?: EndpointOptions): Promise<T> =>
  request.post<C.Envelope<T>>(url, data, options).then((body) => body.data);
export const put = <T>(url: string, data: unknown, options?: ApiOptions): Promise<T> =>
  request.put<C.Envelope<T>>(url, data, options).then((body) => body.data);
export const del = <T>(url: string, params?: Query, options?: ApiOptions): Promise<T> =>
  request.delete<C.Envelope<T>>(url, { ...options, ...(params ? { params } : {}) }).then((body) => body.data);

/** An id as one segment of a path. */
export const segment = (value: number | string): string => encodeURIComponent(String(value));
/** The options of a call made exactly once per `key` (docs/api.md, Exactly-once writes). */
export const idempotent = (key: string, options?: ApiOptions): EndpointOptions => ({
  ...options,
  headers: { 'Idempotency-Key': key },
});

export const readEndpoint = <T>(path: string): ReadEndpoint<T> =>
  Object.assign((options?: ApiOptions) => get<T>(`/api${path}`, undefined, options), { path });
export const pagedEndpoint = <T>(path: string): PagedEndpoint<T> =>
  Object.assign(
    (query: ListParams = {}, options?: ApiOptions) => get<C.Paged<T>>(`/api${path}`, query, options),
    { path },
  );
export const itemEndpoint = <T>(listPath: string): ItemEndpoint<T> => {
  const path = (itemId: number | string) => `${listPath}/${segment(itemId)}`;
  return Object.assign(
    (itemId: number | string, options?: ApiOptions) => get<T>(`/api${path(itemId)}`, undefined, options),
    { path },
  );
};

/** A fresh key for a call made exactly once; keep it with the draft so a retry reuses it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

// ---------- the session (the shell, every page) ----------
export const getCurrentUser = (options?: ApiOptions) => get<C.User>('/api/user/current', undefined, options);
/** Asks about a token this tab no longer keeps (another tab blanked it): the server says why it ended. */
export const getUserOfToken = (token: string, options?: ApiOptions) =>
  get<C.User>('/api/user/current', undefined, { ...options, headers: { Authentication: token } });
/** Ends `token` on the server; sent with `keepalive`, since the page is usually being left. */
export const logout = (token: string, options?: ApiOptions) =>
  post<null>('/api/auth/logout', undefined, {
    ...options,
    headers: { Authentication: token },
    keepalive: true,
  });
