/**
 * The process uploads are worked on (image-workers.ts starts it at a lower CPU priority and sends
 * them): the multipart body read, the file's bytes checked and the image decoded and re-encoded
 * (image-intake.ts), beside the server's thread, whose event loop keeps serving requests meanwhile.
 * Reading a 5 MB multipart body alone costs about 100 ms of JavaScript; twenty uploads at once took
 * every read's time on the server's thread. It exits with its channel (the server stopped).
 *
 * Messages in: `ImageJob`; out: `ImageReply`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cleanImage, type CleanImage, type ImageLimits } from './image-intake.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { ApiError, invalid } from './errors.ts';

export interface ImageJob {
  /** The request's whole body, as it came. */
  body: ArrayBuffer;
  contentType: string;
  limits: ImageLimits;
}

export type ImageReply =
  | { ok: true; image: CleanImage }
  | { ok: false; code: number; message: string; status: ContentfulStatusCode };

/** A body that is not a whole multipart form, or has no field `file`. */
const MALFORMED = '上传内容不完整或格式不正确，请重新选择图片上传';
const NO_FILE = '请选择要上传的图片（file）';

async function work({ body, contentType, limits }: ImageJob): Promise<CleanImage> {
  const request = new Request('http://upload.invalid/', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
  const form = await request.formData().catch(() => {
    throw invalid(MALFORMED);
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid(NO_FILE);
  return cleanImage(new Uint8Array(await file.arrayBuffer()), limits);
}

const answer = (reply: ImageReply) => process.send?.(reply);

process.on('disconnect', () => process.exit(0));
process.on('message', (job: ImageJob) => {
  work(job).then(
    (image) => answer({ ok: true, image }),
    (error: unknown) =>
      answer(
        error instanceof ApiError
          ? { ok: false, code: error.code, message: error.message, status: error.status }
          : {
              ok: false,
              code: ErrorCodes.fileRefused,
              message: '图片已损坏或无法读取，未保存；请重新选择原图上传',
              status: 415,
            },
      ),
  );
});
