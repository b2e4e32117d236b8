/**
 * The error catalogue (docs/product.md, Error catalogue: E1–E9): its texts, the one typed error every request failure
 * becomes, and the adapter from the server's envelope to the shape the handler reads.
 */
import { ErrorCodes } from './contract.ts';

export const ErrorTexts = {
  /** E1: body errorCode 10002 without a server message. */
  tokenExpired: 'token过期失效请重新登录',
  /** E2: HTTP 401. */
  unauthorized: 'token过期失效, 请重新登录',
  /** E3: a failed response without a server message. */
  requestFailed: '请求失败',
  /** E5: a failure without any text of its own. */
  retry: 'Request error, please retry.',
  /** E7 */
  network: 'Network request failed',
  /** E7: a success status whose body is not the JSON envelope. */
  parse: '服务器返回的数据格式不正确',
  aborted: '请求已取消',
} as const;

/** E7: `timeout of 5000ms exceeded`. */
export const timeoutText = (ms: number): string => `timeout of ${ms}ms exceeded`;

/** E6: how a failure with structured information is shown. */
export const ShowType = {
  silent: 0,
  warning: 1,
  error: 2,
  notification: 4,
  redirect: 9,
} as const;

export type RequestErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'parse' | 'abort' | 'unknown';

/** The adapted envelope (both spellings exist on purpose: errorMsg in, errorMessage out). */
export interface AdaptedResponse<T = unknown> {
  success: boolean;
  errorMessage: string;
  errorCode: number;
  showType?: number;
  data: T;
}

/** The parts of a redaxios response the error path reads. */
export interface ResponseLike {
  status: number;
  statusText?: string;
  data: unknown;
  headers?: unknown;
}

export interface RequestErrorInit {
  kind: RequestErrorKind;
  errorMessage: string;
  /** True when the message came from the server (E1 shows it instead of the fallback). */
  fromServer?: boolean;
  status?: number;
  errorCode?: number;
  showType?: number;
  response?: ResponseLike;
  cause?: unknown;
}

/** Every request failure, whatever redaxios rejected with. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly errorMessage: string;
  readonly fromServer: boolean;
  readonly status: number | undefined;
  readonly errorCode: number | undefined;
  readonly showType: number | undefined;
  readonly response: ResponseLike | undefined;

  constructor(init: RequestErrorInit) {
    super(init.errorMessage, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.kind === 'business' ? 'BizError' : 'RequestError';
    this.kind = init.kind;
    this.errorMessage = init.errorMessage;
    this.fromServer = init.fromServer ?? false;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.showType = init.showType;
    this.response = init.response;
  }

  /** True for errors that carry the server's envelope (E3/E4/E6 apply, not E5). */
  get structured(): boolean {
    return this.kind === 'business' || this.kind === 'http';
  }

  /** E1 or E2: the login is gone and the session must end. */
  get loginExpired(): boolean {
    return this.status === 401 || this.errorCode === ErrorCodes.tokenMissingOrExpired;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a body shaped like the server's envelope. */
export function isEnvelope(value: unknown): value is { success: boolean } & Record<string, unknown> {
  return isRecord(value) && typeof value.success === 'boolean';
}

/** `{success, errorCode, errorMsg, data, showType?}` → `{success, errorMessage, errorCode, showType, data}`. */
export function adaptResponse<T = unknown>(body: unknown): AdaptedResponse<T> {
  const record = isRecord(body) ? body : {};
  const message = record.errorMsg ?? record.errorMessage;
  const adapted: AdaptedResponse<T> = {
    success: record.success === true,
    errorMessage: typeof message === 'string' ? message : '',
    errorCode: toNumber(record.errorCode) ?? 0,
    data: record.data as T,
  };
  const showType = toNumber(record.showType);
  if (showType !== undefined) adapted.showType = showType;
  return adapted;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function isResponseLike(value: unknown): value is ResponseLike {
  return isRecord(value) && typeof value.status === 'number' && 'data' in value;
}

/** E4: a business error from an adapted envelope with `success === false`. */
export function businessError(adapted: AdaptedResponse, response?: ResponseLike): RequestError {
  return fromEnvelope('business', adapted, response);
}

function fromEnvelope(
  kind: 'business' | 'http',
  adapted: AdaptedResponse,
  response?: ResponseLike,
): RequestError {
  const init: RequestErrorInit = {
    kind,
    errorMessage: adapted.errorMessage || ErrorTexts.requestFailed,
    fromServer: adapted.errorMessage !== '',
    errorCode: adapted.errorCode,
  };
  if (adapted.showType !== undefined) init.showType = adapted.showType;
  if (response) {
    init.response = response;
    init.status = response.status;
  }
  return new RequestError(init);
}

export interface ConversionContext {
  /** The timeout the request ran with, for E7's text. */
  timeoutMs?: number;
}

/**
 * The one place that turns whatever a request rejected with into a `RequestError`: a redaxios
 * response object (non-2xx, or 2xx whose body is not the envelope), a `TypeError` (network), a
 * `DOMException` (abort or timeout), a `SyntaxError`, or anything else.
 */
export function toRequestError(reason: unknown, context: ConversionContext = {}): RequestError {
  if (reason instanceof RequestError) return reason;
  if (isResponseLike(reason)) return fromResponse(reason);
  const name = reason instanceof Error || isRecord(reason) ? (reason as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError') {
    // The caller's own signal may have timed out, in which case the duration is unknown.
    const text = context.timeoutMs === undefined ? 'timeout exceeded' : timeoutText(context.timeoutMs);
    return new RequestError({ kind: 'timeout', errorMessage: text, cause: reason });
  }
  if (name === 'AbortError')
    return new RequestError({ kind: 'abort', errorMessage: ErrorTexts.aborted, cause: reason });
  if (reason instanceof TypeError)
    return new RequestError({ kind: 'network', errorMessage: ErrorTexts.network, cause: reason });
  if (reason instanceof SyntaxError)
    return new RequestError({ kind: 'parse', errorMessage: ErrorTexts.parse, cause: reason });
  const text = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return new RequestError({ kind: 'unknown', errorMessage: text || ErrorTexts.retry, cause: reason });
}

function fromResponse(response: ResponseLike): RequestError {
  const ok = response.status >= 200 && response.status < 300;
  if (isEnvelope(response.data) || (isRecord(response.data) && 'errorCode' in response.data)) {
    return fromEnvelope(ok ? 'business' : 'http', adaptResponse(response.data), response);
  }
  if (ok)
    return new RequestError({
      kind: 'parse',
      errorMessage: ErrorTexts.parse,
      status: response.status,
      response,
    });
  return new RequestError({
    kind: 'http',
    errorMessage: ErrorTexts.requestFailed,
    status: response.status,
    response,
  });
}
