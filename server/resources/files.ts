/**
 * Photos (docs/api.md, Files): `POST /files` takes one image in the multipart field `file`, refuses
 * what is too large or over the account's quota before reading it where the request says its size,
 * and keeps only the re-encoded image (domain/image-intake.ts); `GET /files/:id` serves it to those
 * who may see it and answers 404, as for a file that does not exist, to anyone else.
 *
 * Mounted before the JSON-only and 64 KB body rules of http/app.ts: this is the one endpoint whose
 * body is a file.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { type StoredFile } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { FILE_ID, imageMediaType } from '../../src/lib/shared/files.ts';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { failure, ok } from '../http/envelope.ts';
import { limitBody } from '../http/params.ts';
import { NO_STORE } from '../http/private-answers.ts';
import { currentUser, optionalUser, requireUser } from '../http/session.ts';
import { isoNow } from '../domain/clock.ts';
import { ApiError } from '../domain/errors.ts';
import { overBytes } from '../domain/image-intake.ts';
import { imageWorkers } from '../domain/image-workers.ts';
import type { FileRecord } from '../domain/file-storage.ts';
import { isWaybillFileOfParty } from '../queries/waybills.ts';

/** What a multipart body adds around the file (boundaries, part headers): the byte limit allows it. */
const MULTIPART_ALLOWANCE = 16 * 1024;

const resource = new Hono<AppEnv>();

const notMultipart = () =>
  new ApiError(
    ErrorCodes.unsupportedMediaType,
    '请以 multipart/form-data 上传图片，文件放在 file 字段中',
    415,
  );

/** The byte limit, by Content-Length before the body is read, or counted as a chunked body arrives. */
const uploadSize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { maxBytes } = c.var.config.uploads;
  return limitBody(maxBytes + MULTIPART_ALLOWANCE, (refused) => failure(refused, overBytes(maxBytes)))(
    c,
    next,
  );
};

/** The quota, counted before the body is read. */
const quota: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limit = c.var.config.uploads.quota;
  if ((await c.var.files.countOf(currentUser(c).id)) >= limit)
    throw new ApiError(
      ErrorCodes.fileRefused,
      `每个账号最多保存 ${limit} 个文件，已达上限，本次上传未保存；如需更多请联系平台`,
      409,
    );
  await next();
};

resource.post('/files', requireUser, uploadSize, quota, async (c) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) throw notMultipart();
  const { uploads } = c.var.config;
  const body = await c.req.arrayBuffer();
  const clean = await imageWorkers(uploads.concurrency, uploads.niceness).intake(
    body,
    c.req.header('Content-Type') ?? '',
    uploads,
  );
  const kept = await c.var.files.save({
    ...clean,
    userId: currentUser(c).id,
    createdAt: isoNow(c.var.config.now),
  });
  return ok<StoredFile>(c, { id: kept.id, width: kept.width, height: kept.height, bytes: kept.bytes });
});

/**
 * Who may see a file (docs/api.md, "Files"): its owner, editors, and the two parties of a waybill
 * whose timeline carries it (the 电子回单 of 已送达) or a complaint about which does (its photos, its statements').
 */
const READERS: readonly ((
  c: Context<AppEnv>,
  user: AuthUser,
  file: FileRecord,
) => boolean | Promise<boolean>)[] = [
  (_c, user, file) => user.id === file.userId,
  (_c, user) => user.role === 'editor',
  (c, user, file) => isWaybillFileOfParty(c.get('db'), file.id, user.id),
];

const noSuchFile = () => new ApiError(ErrorCodes.notFound, '文件不存在', 404);

async function readable(c: Context<AppEnv>, id: string): Promise<FileRecord> {
  const user = c.get('user');
  const file = FILE_ID.test(id) ? await c.var.files.describe(id) : undefined;
  if (!user || !file) throw noSuchFile();
  for (const mayRead of READERS) if (await mayRead(c, user, file)) return file;
  throw noSuchFile();
}

resource.get('/files/:id', optionalUser, async (c) => {
  const { id } = await readable(c, c.req.param('id'));
  const file = await c.var.files.read(id);
  if (!file) throw noSuchFile();
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': imageMediaType(file.format),
    'Content-Length': String(file.content.byteLength),
    'Cache-Control': NO_STORE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
});

export default resource;
