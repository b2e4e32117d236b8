/**
 * The refusals the portal's rules throw, each with its error code and HTTP status; the edge
 * (http/app.ts) answers each as an envelope.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';

/**
 * A failure answered as an envelope; `status` is the HTTP status (200 unless the contract says
 * otherwise). `data` is null but for a refusal whose answer the contract gives (10604: the current text).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: ContentfulStatusCode;
  readonly data: unknown;
  constructor(code: number, message: string, status: ContentfulStatusCode = 200, data: unknown = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/**
 * A refusal for going too fast (10004 unless another code is named, HTTP 429); `retryAfterSeconds`
 * also goes out as the `Retry-After` header.
 */
export class TooFastError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, code: number = ErrorCodes.tooManyAttempts) {
    super(code, message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const invalid = (message: string): ApiError => new ApiError(ErrorCodes.invalidInput, message, 400);
export const notFound = (what: string): ApiError => new ApiError(ErrorCodes.notFound, `${what}不存在`, 404);
