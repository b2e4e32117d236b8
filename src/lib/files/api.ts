/**
 * Photos' endpoints (docs/api.md, Files), on the request layer's requests outside redaxios
 * (`request/outside.ts`): an upload with its progress, and a photo read as a blob with the token,
 * since an `<img>` cannot send the Authentication header (docs/decisions.md, "Photos in the store").
 */
import type { StoredFile } from '../shared/contract.ts';
import { segment } from '../request/api.ts';
import { readBlob, sendForm, type Sending } from '../request/outside.ts';

/** Uploads `file` as `POST /files`, telling `onProgress` the share sent so far (0 to 1). */
export function uploadImage(file: Blob, onProgress: (sent: number) => void): Sending<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return sendForm<StoredFile>('/api/files', form, onProgress);
}

/** The photo `fileId` as a blob (`GET /files/:id`, with the token). */
export const readImage = (fileId: string): Promise<Blob> => readBlob(`/api/files/${segment(fileId)}`);
