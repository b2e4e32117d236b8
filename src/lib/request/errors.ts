/**
 * The error catalogue (docs/product.md, Error catalogue: E1–E9): its texts, the one typed error every request failure
 * becomes, and the adapter from the server's envelope to the shape the handler reads.
 *
 * What a user reads is always one of the Chinese texts below (or the server's own Chinese message).
 * The seed's English texts of E5 and E7 (`Network request failed`, `timeout of 5000ms exceeded`,
 * `Request error, please retry.`) are kept on the error as its technical detail (`detail`), never shown.
 */
import { SESSION_ENDED_CODE } from '../shared/contract.ts';

/** Every text a request failure shows to the user when the server sent no message of its own. */
export const ErrorTexts = {
  /** E1: body errorCode 10002 without a server message. */
  tokenExpired: 'token过期失效请重新登录',
  /** E1 in a tab whose token another tab of this browser blanked by logging out (src/stores/session-watch.ts). */
  signedOutElsewhere: '您已在其他窗口退出登录，请重新登录',
  /** E2: HTTP 401. */
  unauthorized: 'token过期失效, 请重新登录',
  /** E3: a failed response without a server message (a 4xx the classes below do not name). */
  requestFailed: '请求失败',
  /** E5: a failure without any text of its own. */
  retry: '请求出错，请稍后重试',
  /** E7: no connection (offline, refused, reset). */
  network: '网络连接失败，请检查网络后重试',
  /** E7: no answer within the request's timeout. */
  timeout: '请求超时，请稍后重试',
  /** E7: a success status whose body is not the JSON envelope. */
  parse: '服务器返回的数据格式不正确',
  aborted: '请求已取消',
  /** E7: HTTP 429 without an envelope. */
  tooManyRequests: '请求过于频繁，请稍后重试',
  /** E7: HTTP 5xx without an envelope (a gateway's or proxy's own page). */
  serverUnavailable: '服务器暂时无法响应，请稍后重试',
} as const;

/** The seed's English texts (E5, E7), kept as the technical detail of an error. */
export const TechnicalDetails = {
  retry: 'Request error, please retry.',
  network: 'Network request failed',
} as const;

/** E7's technical detail: `timeout of 5000ms exceeded`. */
export const timeoutText = (ms: number): string => `timeout of ${ms}ms exceeded`;

/** True for a text with at least one Chinese character (what the portal shows its users). */
export function hasChinese(text: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(text);
}

/** E7: what the user reads for an HTTP status outside 200–299 that came without an envelope, by class. */
export function httpStatusText(status: number): string {
  if (status === 429) return ErrorTexts.tooManyRequests;
  if (status >= 500) return ErrorTexts.serverUnavailable;
  return ErrorTexts.requestFailed;
}

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
  /** What the user reads: Chinese, from the server or the catalogue. */
  errorMessage: string;
  /** The technical detail (the transport's English text, a status line); never shown. */
  detail?: string;
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
  /** The technical detail for developers and logs (`Network request failed`); the message when none. */
  readonly detail: string;
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
    this.detail = init.detail ?? init.errorMessage;
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
    return this.status === 401 || this.errorCode === SESSION_ENDED_CODE;
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
  // A server message is shown when it is one a user can read (Chinese); another backend's English
  // text (or none) is replaced by the catalogue's and kept as the detail.
  const readable = hasChinese(adapted.errorMessage);
  const fallback = kind === 'http' && response ? httpStatusText(response.status) : ErrorTexts.requestFailed;
  const init: RequestErrorInit = {
    kind,
    errorMessage: readable ? adapted.errorMessage : fallback,
    fromServer: readable,
    errorCode: adapted.errorCode,
  };
  if (adapted.errorMessage !== '') init.detail = adapted.errorMessage;
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
  const text = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  if (name === 'TimeoutError') {
    // The caller's own signal may have timed out, in which case the duration is unknown.
    const detail = context.timeoutMs === undefined ? 'timeout exceeded' : timeoutText(context.timeoutMs);
    return new RequestError({ kind: 'timeout', errorMessage: ErrorTexts.timeout, detail, cause: reason });
  }
  if (name === 'AbortError')
    return new RequestError({ kind: 'abort', errorMessage: ErrorTexts.aborted, detail: text, cause: reason });
  if (reason instanceof TypeError) {
    const detail = text ? `${TechnicalDetails.network} (${text})` : TechnicalDetails.network;
    return new RequestError({ kind: 'network', errorMessage: ErrorTexts.network, detail, cause: reason });
  }
  if (reason instanceof SyntaxError)
    return new RequestError({ kind: 'parse', errorMessage: ErrorTexts.parse, detail: text, cause: reason });
  // Whatever else was thrown says nothing a user could act on, unless the portal wrote it for them.
  return new RequestError({
    kind: 'unknown',
    errorMessage: hasChinese(text) ? text : ErrorTexts.retry,
    detail: text || TechnicalDetails.retry,
    cause: reason,
  });
}

function fromResponse(response: ResponseLike): RequestError {
  const ok = response.status >= 200 && response.status < 300;
  if (isEnvelope(response.data) || (isRecord(response.data) && 'errorCode' in response.data)) {
    return fromEnvelope(ok ? 'business' : 'http', adaptResponse(response.data), response);
  }
  const detail = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (ok)
    return new RequestError({
      kind: 'parse',
      errorMessage: ErrorTexts.parse,
      detail,
      status: response.status,
      response,
    });
  return new RequestError({
    kind: 'http',
    errorMessage: httpStatusText(response.status),
    detail,
    status: response.status,
    response,
  });
}
