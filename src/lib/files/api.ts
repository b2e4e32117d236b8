/**
 * Photos' endpoints (docs/api.md, Files) on the request layer's address, token and failure handling
 * (`outsideRequest`): an upload through XMLHttpRequest for its upload progress (redaxios has none),
 * and a photo read as a blob with the token, since an `<img>` cannot send the Authentication header
 * (docs/decisions.md, "Photos in the store").
 */
import type { StoredFile } from '../shared/contract.ts';
import { outsideRequest, segment, type ApiOptions } from '../request/api.ts';

/** What the server answered: its JSON, or the text itself when it is not JSON (a proxy's page). */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface Upload {
  /** The stored photo, or the request's `RequestError`. */
  done: Promise<StoredFile>;
  abort: () => void;
}

/** Uploads `file` as `POST /files`, telling `onProgress` the share sent so far (0 to 1). */
export function uploadImage(file: Blob, onProgress: (sent: number) => void, options?: ApiOptions): Upload {
  const call = outsideRequest('/api/files', options);
  const xhr = new XMLHttpRequest();
  const done = new Promise<StoredFile>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(call.answer<StoredFile>(xhr.status, bodyOf(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(call.fail(new TypeError('upload failed')));
    xhr.onabort = () => reject(call.fail(new DOMException('upload aborted', 'AbortError')));
  });
  xhr.open('POST', call.target);
  if (call.token) xhr.setRequestHeader('Authentication', call.token);
  const form = new FormData();
  form.append('file', file);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** The photo `fileId` as a blob (`GET /files/:id`, with the token). */
export async function readImage(fileId: string, options?: ApiOptions): Promise<Blob> {
  const call = outsideRequest(`/api/files/${segment(fileId)}`, options);
  let response: Response;
  try {
    response = await fetch(call.target, {
      headers: call.token ? { Authentication: call.token } : {},
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  } catch (reason) {
    throw call.fail(reason);
  }
  if (response.ok) return response.blob();
  throw call.fail({ status: response.status, data: bodyOf(await response.text()) });
}
