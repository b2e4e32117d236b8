/**
 * Requests redaxios cannot make, on the request layer's terms (docs/decisions.md, "Photos in the
 * store"): an upload through XMLHttpRequest for its upload progress, and a file read as a blob. The
 * address and token are the ones `request` sends; the answer's envelope is read as `request` reads
 * it; every failure becomes the one `RequestError` of the catalogue, and a login that is gone ends
 * the session as any request's would. Kept out of the core chunk (astro.config.mjs): only pages that
 * show or take photos load it.
 */
import { BASE_URL } from '../site/config.ts';
import { toRequestError, type RequestError } from './errors.ts';
import { showRequestError } from './request.ts';
import { buildRequestUrl } from './request-url.ts';
import { getToken } from './storage.ts';

/** What the server answered: its JSON, or the text itself when it is not JSON (a proxy's page). */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The failure as a `RequestError`; shown only when the login is gone (the caller says the rest). */
function failure(reason: unknown): RequestError {
  const error = toRequestError(reason);
  if (error.loginExpired) showRequestError(error);
  return error;
}

/**
 * The envelope's data of a 2xx answer that succeeded, or the failure the catalogue reads in anything
 * else, as in `request`'s answers (a refusal, another status, a body that is not the envelope).
 */
function answer<T>(status: number, text: string): { data: T } | { error: RequestError } {
  const data = bodyOf(text) as { success?: unknown; data: T } | null;
  if (status >= 200 && status < 300 && data?.success === true) return { data: data.data };
  return { error: failure({ status, data }) };
}

/** The token as `request` sends it (`getToken` blanks one a header cannot carry). */
const headers = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authentication: token } : {};
};

export interface Sending<T> {
  done: Promise<T>;
  abort: () => void;
}

/** POSTs `form` to `url` (`/api/…`), telling `onProgress` the share of the body sent so far (0 to 1). */
export function sendForm<T>(url: string, form: FormData, onProgress: (sent: number) => void): Sending<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const read = answer<T>(xhr.status, xhr.responseText);
      if ('error' in read) reject(read.error);
      else resolve(read.data);
    };
    xhr.onerror = () => reject(failure(new TypeError('upload failed')));
    xhr.onabort = () => reject(failure(new DOMException('upload aborted', 'AbortError')));
  });
  xhr.open('POST', buildRequestUrl(url, { base: BASE_URL }));
  for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** GETs `url` (`/api/…`) as a blob; a failure is its `RequestError`. */
export async function readBlob(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildRequestUrl(url, { base: BASE_URL }), { headers: headers() });
  } catch (reason) {
    throw failure(reason);
  }
  if (response.ok) return response.blob();
  throw failure({ status: response.status, data: bodyOf(await response.text()) });
}
