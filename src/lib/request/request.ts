/**
 * The one redaxios instance (docs/product.md, Request layer). Every request gets the `/logistics` prefix for `/api/…`,
 * the `Authentication` header, a timeout (REQUEST_TIMEOUT_MS unless the caller chooses), an optional
 * GET cache, and the error catalogue.
 * Side effects are injected with `configureRequest` (src/stores/shell/request-effects.ts in the browser).
 */
import redaxios, { type Response } from 'redaxios';
import { BASE_URL, CACHE_LIFETIME_MS, REQUEST_TIMEOUT_MS } from '../site/config.ts';
import { defaultEffects, type RequestEffects } from './effects.ts';
import { handleRequestError } from './error-handler.ts';
import { adaptResponse, businessError, isEnvelope, RequestError, toRequestError } from './errors.ts';
import { ResponseCache, cacheKey } from './request-cache.ts';
import { buildRequestUrl, type Params } from './request-url.ts';
import { isSendableToken } from './storage.ts';

export type { NotifyInput, RequestEffects, ToastLevel } from './effects.ts';
export type { ParamValue, Params } from './request-url.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; `undefined` and `null` values are left out. */
  params?: Params;
  /** A plain object or array is sent as JSON; `URLSearchParams` / `FormData` as a form; a string as is. */
  data?: unknown;
  /**
   * A plain object: redaxios mangles `Headers` instances. An `Authentication` given here is sent
   * instead of the stored token (login sends none, logout the token it is ending).
   */
  headers?: Record<string, string>;
  /** Let the request outlive the page (fetch's `keepalive`), for a call made while leaving it. */
  keepalive?: boolean;
  /**
   * Milliseconds, REQUEST_TIMEOUT_MS when left out; the request is aborted and fails with
   * `timeout of {n}ms exceeded`. 0 waits without limit (only for a caller that aborts by itself).
   */
  timeout?: number;
  signal?: AbortSignal;
  /** GET only: answers with status 200 are kept in memory for `cacheLifetime` ms. */
  useCache?: boolean;
  cacheLifetime?: number;
  /** No toast, no redirect, no session clearing: the caller handles the rejection itself. */
  skipErrorHandler?: boolean;
  /** Resolve the whole response (status, headers, data) instead of the body. */
  getResponse?: boolean;
  /** No toast or notification for E3/E5/E6 failures (E1/E2 still show and end the session). */
  hideMessage?: boolean;
}

/** The full response, as `getResponse: true` resolves it. */
export type RequestResponse<T> = Response<T>;

export interface RequestConfiguration extends Partial<RequestEffects> {
  fetch?: typeof fetch;
  /** Absolute origin for Node (tests); '' in the browser, where requests stay same-origin. */
  origin?: string;
  /** The site's base path, defaults to the build's `BASE_URL`. */
  base?: string;
}

interface State {
  effects: RequestEffects;
  fetch: typeof fetch | undefined;
  origin: string;
  base: string;
}

const state: State = { effects: { ...defaultEffects }, fetch: undefined, origin: '', base: BASE_URL };
const cache = new ResponseCache<Response<unknown>>();
const instance = redaxios.create({});

/** Sets effects and transport; keys that are left out keep their current value. */
export function configureRequest(configuration: RequestConfiguration): void {
  const { fetch: fetchImpl, origin, base, ...effects } = configuration;
  const defined = Object.fromEntries(Object.entries(effects).filter(([, value]) => value !== undefined));
  state.effects = { ...state.effects, ...(defined as Partial<RequestEffects>) };
  if (fetchImpl !== undefined) state.fetch = fetchImpl;
  if (origin !== undefined) state.origin = origin;
  if (base !== undefined) state.base = base;
}

/** Back to the defaults, with an empty cache (tests). */
export function resetRequestConfiguration(): void {
  state.effects = { ...defaultEffects };
  state.fetch = undefined;
  state.origin = '';
  state.base = BASE_URL;
  cache.clear();
}

export function clearRequestCache(): void {
  cache.clear();
}

/** The token to send; one a header cannot carry is dropped (and blanked) rather than break fetch. */
function readToken(): string {
  try {
    const token = state.effects.getToken() || '';
    if (isSendableToken(token)) return token;
    state.effects.setToken('');
  } catch (error) {
    state.effects.logError(error);
  }
  return '';
}

/** A `fetch` carrying the timeout, the caller's signal and `keepalive` (redaxios has none of them). */
function fetchWith(signal: AbortSignal | undefined, keepalive: boolean): typeof fetch {
  const base = state.fetch ?? globalThis.fetch.bind(globalThis);
  if (!signal && !keepalive) return base;
  const extra: RequestInit = { ...(signal ? { signal } : {}), ...(keepalive ? { keepalive } : {}) };
  return (input, init) => base(input, { ...init, ...extra });
}

/**
 * A signal that aborts with a `TimeoutError` after `ms`. Made with `setTimeout` rather than
 * `AbortSignal.timeout`, so that the page's clock (and a test's fake one) decides when it fires.
 */
function timeoutAfter(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timeout of ${ms}ms exceeded`, 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

function combineSignals(timeoutSignal: AbortSignal | undefined, callerSignal: AbortSignal | undefined) {
  if (timeoutSignal && callerSignal) return AbortSignal.any([timeoutSignal, callerSignal]);
  return timeoutSignal ?? callerSignal;
}

/** E7 parse: a success status whose body should have been the JSON envelope but is text. */
function hasUnreadableBody(response: Response<unknown>, method: HttpMethod): boolean {
  if (method === 'head' || method === 'options' || response.status === 204) return false;
  return response.data === undefined || (typeof response.data === 'string' && response.data.trim() !== '');
}

async function send(url: string, options: RequestOptions): Promise<Response<unknown>> {
  const method = options.method ?? 'get';
  const token = readToken();
  const target = buildRequestUrl(url, { params: options.params, origin: state.origin, base: state.base });
  const cacheable = options.useCache === true && method === 'get';
  const key = cacheKey(target, token);
  if (cacheable) {
    const hit = cache.get(key);
    if (hit) return hit;
  }

  const timeoutMs = options.timeout ?? REQUEST_TIMEOUT_MS;
  const timeout = timeoutMs > 0 ? timeoutAfter(timeoutMs) : undefined;
  const context = timeout ? { timeoutMs } : {};
  let response: Response<unknown>;
  try {
    response = await instance<unknown>(target, {
      method,
      data: options.data,
      headers: { Authentication: token, ...options.headers },
      fetch: fetchWith(combineSignals(timeout?.signal, options.signal), options.keepalive === true),
    });
  } catch (reason) {
    throw toRequestError(reason, context);
  } finally {
    timeout?.clear();
  }
  // redaxios swallows a failed body read, so a timeout during the body shows only on the signal.
  if (timeout?.signal.aborted) throw toRequestError(timeout.signal.reason, context);

  if (isEnvelope(response.data)) {
    const adapted = adaptResponse(response.data);
    if (!adapted.success) throw businessError(adapted, response);
  } else if (hasUnreadableBody(response, method)) {
    throw toRequestError(response, context);
  }
  if (cacheable && response.status === 200)
    cache.set(key, response, options.cacheLifetime ?? CACHE_LIFETIME_MS);
  return response;
}

async function run(url: string, options: RequestOptions = {}): Promise<unknown> {
  try {
    const response = await send(url, options);
    return options.getResponse ? response : response.data;
  } catch (reason) {
    const error = toRequestError(reason);
    if (!options.skipErrorHandler) handleRequestError(error, options, state.effects);
    if (error.loginExpired) cache.clear();
    throw error;
  }
}

type BodylessOptions = Omit<RequestOptions, 'method'>;
type BodyOptions = Omit<RequestOptions, 'method' | 'data'>;

interface RequestFunction {
  <T = unknown>(url: string, options: RequestOptions & { getResponse: true }): Promise<RequestResponse<T>>;
  <T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(
    url: string,
    options: BodylessOptions & { getResponse: true },
  ): Promise<RequestResponse<T>>;
  get<T = unknown>(url: string, options?: BodylessOptions): Promise<T>;
  delete<T = unknown>(url: string, options?: BodylessOptions): Promise<T>;
  head<T = unknown>(url: string, options?: BodylessOptions): Promise<RequestResponse<T>>;
  options<T = unknown>(url: string, options?: BodylessOptions): Promise<RequestResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: BodyOptions): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, options?: BodyOptions): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, options?: BodyOptions): Promise<T>;
}

/**
 * `request(url, options)` resolves the body (the envelope `{success, errorCode, errorMsg, data}`), or
 * the whole response with `getResponse`. It rejects with a `RequestError` after the catalogue's
 * handling; `head` and `options` resolve the whole response, since they have no body.
 */
export const request = Object.assign((url: string, options?: RequestOptions) => run(url, options), {
  get: (url: string, options?: BodylessOptions) => run(url, { ...options, method: 'get' }),
  delete: (url: string, options?: BodylessOptions) => run(url, { ...options, method: 'delete' }),
  head: (url: string, options?: BodylessOptions) =>
    run(url, { ...options, method: 'head', getResponse: true }),
  options: (url: string, options?: BodylessOptions) =>
    run(url, { ...options, method: 'options', getResponse: true }),
  post: (url: string, data?: unknown, options?: BodyOptions) =>
    run(url, { ...options, method: 'post', data }),
  put: (url: string, data?: unknown, options?: BodyOptions) => run(url, { ...options, method: 'put', data }),
  patch: (url: string, data?: unknown, options?: BodyOptions) =>
    run(url, { ...options, method: 'patch', data }),
}) as RequestFunction;

export { RequestError };

/**
 * Shows a failure that no request of this page's made: the catalogue's handling of `error` (E1 for a
 * session the server ended elsewhere, with its message), as if a request had failed with it now.
 */
export function showRequestError(error: RequestError): void {
  handleRequestError(error, {}, state.effects);
}
