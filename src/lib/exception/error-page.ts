/**
 * The error page (`/exception`, E6 showType 9) shows only what the portal itself sent there.
 *
 * A link is text anyone can write: `/exception?errorMessage=您的账户已冻结，请拨打…` on the portal's
 * own domain would be a phishing page. So the portal's own navigation keeps the message in this tab's
 * sessionStorage, under a random ticket, and puts only the error code and the ticket in the address.
 * The page shows the kept message when the ticket in its address is the one kept; for any other
 * address (a link from elsewhere, an old bookmark) it shows the catalogue's text for the code, never
 * text from the query. Another site cannot write this origin's sessionStorage, nor guess the ticket.
 * This module is the keeping side, loaded with the request layer on every page; what the page shows
 * is `error-page-details.ts`, loaded by the error page alone.
 */
import { writeString, type StorageLike } from '../request/storage.ts';

/** The one kept error (the latest), so that storage never fills up with them. */
export const ERROR_PAGE_STORAGE_KEY = 'portal:error-page';
export const TICKET_PARAM = 'ticket';

export interface ErrorPageDetails {
  /** Digits only (a business code or an HTTP status), or '' when there is none. */
  errorCode: string;
  errorMessage: string;
}

export interface KeptError extends ErrorPageDetails {
  ticket: string;
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
