/**
 * The error page (`/exception`, E6 showType 9) shows only what the portal itself sent there.
 *
 * A link is text anyone can write: `/exception?errorMessage=您的账户已冻结，请拨打…` on the portal's
 * own domain would be a phishing page. So the portal's own navigation keeps the message in this tab's
 * sessionStorage, under a random ticket, and puts only the error code and the ticket in the address.
 * The page shows the kept message when the ticket in its address is the one kept; for any other
 * address (a link from elsewhere, an old bookmark) it shows the catalogue's text for the code, never
 * text from the query. Another site cannot write this origin's sessionStorage, nor guess the ticket.
 */
import { ErrorCodes } from './contract.ts';
import { ErrorTexts, hasChinese } from './errors.ts';
import { readJSON, writeString, type StorageLike } from './storage.ts';

/** The one kept error (the latest), so that storage never fills up with them. */
export const ERROR_PAGE_STORAGE_KEY = 'portal:error-page';
export const TICKET_PARAM = 'ticket';

export interface ErrorPageDetails {
  /** Digits only (a business code or an HTTP status), or '' when there is none. */
  errorCode: string;
  errorMessage: string;
}

interface KeptError extends ErrorPageDetails {
  ticket: string;
}

/** What a code means, for an address the portal did not write (docs/api.md, error codes). */
const CODE_TEXTS: Readonly<Record<string, string>> = {
  [ErrorCodes.invalidInput]: '提交的内容不符合要求，请检查后重试',
  [ErrorCodes.tokenMissingOrExpired]: '登录已过期，请重新登录',
  [ErrorCodes.wrongCredentials]: '账号或密码错误',
  [ErrorCodes.tooManyAttempts]: ErrorTexts.tooManyRequests,
  [ErrorCodes.smsCodeInvalid]: '验证码错误或已失效',
  [ErrorCodes.notFound]: ErrorTexts.notFound,
  [ErrorCodes.idempotencyConflict]: '该请求已提交过，请勿重复提交',
  401: ErrorTexts.unauthorized,
  403: '没有权限访问该内容',
  404: ErrorTexts.notFound,
  429: ErrorTexts.tooManyRequests,
};

/** The generic text for a code the catalogue does not name. */
export const UNKNOWN_ERROR_TEXT = '请求未能完成，请稍后重试';

/** The catalogue's Chinese text for an error code given as text; the generic one when unknown. */
export function errorCodeText(errorCode: string): string {
  const known = CODE_TEXTS[errorCode];
  if (known) return known;
  const status = Number(errorCode);
  if (status >= 500 && status < 600) return ErrorTexts.serverUnavailable;
  return UNKNOWN_ERROR_TEXT;
}

/** Only digits are shown as a code (at most 10); anything else is no code at all. */
export function cleanErrorCode(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^-?\d{1,10}$/.test(text) ? text : '';
}

/** 128 random bits as hex: the ticket of one visit to the error page. */
export function newTicket(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps `details` for the error page and returns the address to go to (without the base path):
 * `<errorPage>?errorCode=…&ticket=…`. When storage refuses, the address has no ticket and the page
 * shows the code's text.
 */
export function keepErrorForPage(
  storage: StorageLike | null,
  details: ErrorPageDetails,
  errorPage: string,
  ticket: string = newTicket(),
): string {
  const query = new URLSearchParams();
  const errorCode = cleanErrorCode(details.errorCode);
  query.set('errorCode', errorCode);
  const kept: KeptError = { ticket, errorCode, errorMessage: details.errorMessage };
  if (writeString(storage, ERROR_PAGE_STORAGE_KEY, JSON.stringify(kept))) query.set(TICKET_PARAM, ticket);
  return `${errorPage}${errorPage.includes('?') ? '&' : '?'}${query.toString()}`;
}

const isKeptError = (value: unknown): value is KeptError => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.ticket === 'string' &&
    typeof record.errorCode === 'string' &&
    typeof record.errorMessage === 'string'
  );
};

/**
 * What the error page shows for its address (`search`): the kept message when the address carries
 * the kept ticket; otherwise the code from the address (digits only) and the catalogue's text for it.
 * Text in the address (`errorMessage=`, or anything else) is never shown.
 */
export function errorPageDetails(search: string, storage: StorageLike | null): ErrorPageDetails {
  const query = new URLSearchParams(search);
  const ticket = query.get(TICKET_PARAM) ?? '';
  const kept = readJSON<KeptError | null>(storage, ERROR_PAGE_STORAGE_KEY, null, isKeptError);
  if (ticket !== '' && kept && kept.ticket === ticket) {
    const message = hasChinese(kept.errorMessage) ? kept.errorMessage : errorCodeText(kept.errorCode);
    return { errorCode: kept.errorCode, errorMessage: message };
  }
  const errorCode = cleanErrorCode(query.get('errorCode'));
  return { errorCode, errorMessage: errorCodeText(errorCode) };
}
