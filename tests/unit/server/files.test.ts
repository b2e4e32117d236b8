/**
 * Photos over real HTTP (docs/api.md, Files): what an upload must be (each refusal class, nothing
 * stored), what is kept (re-encoded, upright, scaled, without EXIF or GPS), and who may read it (the
 * owner and editors; 404 to anyone else and to no token, never 403), with an unguessable id.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, type StoredFile } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { FILE_ID } from '../../../src/lib/shared/files.ts';
import { newFileId } from '../../../server/domain/file-storage.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';

let server: TestServer;
let owner: string;
let other: string;
let editor: string;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer({ uploads: { maxBytes: 200 * 1024, maxPixels: 4_000_000, maxEdge: 800 } });
  ownerId = await insertUser(server.store, {
    account: 'photo-owner',
    password: 'pass-word1',
    mobile: '13700000001',
  });
  await insertUser(server.store, { account: 'photo-other', password: 'pass-word1', mobile: '13700000002' });
  owner = await server.login('photo-owner', 'pass-word1');
  other = await server.login('photo-other', 'pass-word1');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

/** Sends `bytes` as the field `file`; `token` null sends none. */
const upload = async (bytes: Uint8Array, token: string | null = owner, name = 'photo.jpg') => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${server.url}${API_BASE}/files`, {
    method: 'POST',
    headers: token === null ? {} : { Authentication: token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<StoredFile> };
};

const read = (id: string, token?: string) =>
  fetch(`${server.url}${API_BASE}/files/${id}`, {
    headers: token === undefined ? {} : { Authentication: token },
  });

const filesOfOwner = () =>
  countRows(server.store, 'SELECT count(*) AS n FROM files WHERE user_id = ?', ownerId);

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A JPEG carrying a camera's EXIF block with GPS tags, a comment-like description and an orientation. */
const cameraPhoto = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PortalTestCam', ImageDescription: 'secret description' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 14/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 28/1 0/1',
        },
      },
    })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe('what an upload must be', () => {
  it.each([
    [
      'text named .jpg',
      () => new TextEncoder().encode('这不是图片，只是一段文字'),
      ErrorCodes.fileRefused,
      415,
    ],
    [
      'a GIF',
      () =>
        new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')),
      ErrorCodes.fileRefused,
      415,
    ],
    [
      'an SVG',
      () =>
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ErrorCodes.fileRefused,
      415,
    ],
  ])('refuses %s by its bytes, whatever its name, and stores nothing', async (_, make, code, status) => {
    const before = await filesOfOwner();
    const answer = await upload(make());
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    expect(answer.body.errorMsg).toMatch(/JPEG、PNG 或 WebP/);
    expect(await filesOfOwner()).toBe(before);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('refuses a truncated %s', async (format) => {
    const whole = await photo(300, 200, format);
    const answer = await upload(whole.slice(0, Math.floor(whole.byteLength * 0.6)));
    expect([answer.status, answer.body.errorCode]).toEqual([415, ErrorCodes.fileRefused]);
    expect(answer.body.errorMsg).toMatch(/不完整/);
  });

  it.each([
    ['a ZIP after a JPEG', 'jpeg', Buffer.from('PK\x03\x04 payload of an archive', 'latin1')],
    ['a page after a PNG', 'png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a page after a WebP', 'webp', Buffer.from('<script>alert(1)</script>')],
  ] as const)('refuses a polyglot: %s', async (_, format, tail) => {
    const before = await filesOfOwner();
    const answer = await upload(new Uint8Array(Buffer.concat([await photo(100, 100, format), tail])));
    expect([answer.status, answer.body.errorCode]).toEqual([415, ErrorCodes.fileRefused]);
    expect(answer.body.errorMsg).toMatch(/夹带了其他内容/);
    expect(await filesOfOwner()).toBe(before);
  });

  it('refuses a script hidden inside a JPEG (a comment block) as a polyglot', async () => {
    const image = await photo(64, 64);
    const comment = Buffer.from('<script>alert(document.cookie)</script>', 'latin1');
    const block = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const answer = await upload(
      new Uint8Array(Buffer.concat([image.subarray(0, 2), block, image.subarray(2)])),
    );
    expect(answer.body.errorCode).toBe(ErrorCodes.fileRefused);
  });

  it('refuses a decompression bomb by its header (pixels over the limit), before decoding it', async () => {
    // 2500 × 2000 of one colour: a PNG of a few KB that decodes to 15 MB, over this server's 4 million pixels.
    const bomb = await photo(2500, 2000, 'png');
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const answer = await upload(bomb);
    expect([answer.status, answer.body.errorCode]).toEqual([413, ErrorCodes.fileRefused]);
    expect(answer.body.errorMsg).toMatch(/尺寸过大/);
  });

  it('refuses a file over the byte limit by its Content-Length, before reading it', async () => {
    const answer = await upload(new Uint8Array(300 * 1024).fill(0xff));
    expect([answer.status, answer.body.errorCode]).toEqual([413, ErrorCodes.fileRefused]);
    expect(answer.body.errorMsg).toMatch(/0\.2 MB 上限/);
  });

  it('refuses a chunked body over the limit as it arrives', async () => {
    const big = new Uint8Array(300 * 1024).fill(0xff);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
          ),
        );
        controller.enqueue(big);
        controller.enqueue(new TextEncoder().encode('\r\n--b--\r\n'));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}${API_BASE}/files`, {
      method: 'POST',
      headers: { Authentication: owner, 'Content-Type': 'multipart/form-data; boundary=b' },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await response.json()) as Envelope<unknown>;
    expect([response.status, answer.errorCode]).toEqual([413, ErrorCodes.fileRefused]);
  });

  it('refuses a body that is not multipart, and an upload without a token', async () => {
    const json = await server.api('POST', '/files', { token: owner, body: { file: 'x' } });
    expect([json.status, json.body.errorCode]).toEqual([415, ErrorCodes.unsupportedMediaType]);
    const anonymous = await upload(await photo(10, 10), null);
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });
});

describe('what is kept', () => {
  it('is re-encoded upright, without EXIF, GPS or any metadata block', async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(Buffer.from(before.exif ?? []).toString('latin1')).toContain('PortalTestCam');
    const answer = await upload(original);
    expect(answer.body.success).toBe(true);
    // Orientation 6 turns the 800 × 400 (scaled from 1200 × 600) image upright: 400 wide, 800 high.
    expect(answer.body.data).toMatchObject({ width: 400, height: 800 });
    const response = await read(answer.body.data.id, owner);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const stored = new Uint8Array(await response.arrayBuffer());
    expect(stored.byteLength).toBe(answer.body.data.bytes);
    const after = await sharp(stored).metadata();
    expect([after.width, after.height]).toEqual([400, 800]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    expect(after.orientation).toBeUndefined();
    const text = Buffer.from(stored).toString('latin1');
    expect(text).not.toContain('PortalTestCam');
    expect(text).not.toContain('secret description');
  });

  it.each(['png', 'webp'] as const)('keeps a %s as it came, scaled to the longer edge', async (format) => {
    const answer = await upload(await photo(1600, 400, format), owner, 'name-says-nothing.txt');
    expect(answer.body.data).toMatchObject({ width: 800, height: 200 });
    const response = await read(answer.body.data.id, owner);
    expect(response.headers.get('content-type')).toBe(`image/${format}`);
  });

  it('does not enlarge a small image', async () => {
    const answer = await upload(await photo(120, 90));
    expect(answer.body.data).toMatchObject({ width: 120, height: 90 });
  });

  it('gives ids of 128 random bits: 22 base64url characters, never repeating, no two alike in their start', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => (await upload(await photo(8, 8), other)).body.data.id),
    );
    for (const id of ids) expect(id).toMatch(FILE_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(ids.length);
  });
});

describe('file ids', () => {
  it('carry 128 random bits: every character place varies, no id comes twice in 4000', () => {
    const ids = Array.from({ length: 4000 }, newFileId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FILE_ID);
    // 21 places of 6 random bits and a last of 2 (128 = 21 × 6 + 2): each place takes many values.
    for (let place = 0; place < 21; place += 1)
      expect(new Set(ids.map((id) => id[place])).size, `place ${place}`).toBeGreaterThan(60);
    expect(new Set(ids.map((id) => id[21])).size).toBe(4);
    const bits = Buffer.concat(ids.map((id) => Buffer.from(id, 'base64url')));
    const ones = [...bits].reduce((sum, byte) => sum + byte.toString(2).replaceAll('0', '').length, 0);
    expect(Math.abs(ones / (bits.length * 8) - 0.5)).toBeLessThan(0.01);
  });
});

describe('who may read a file', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(await photo(40, 40))).body.data.id;
  });

  it('serves the owner and editors, never to be kept by a cache', async () => {
    for (const token of [owner, editor]) {
      const response = await read(id, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each([
    ['another user', () => other],
    ['no token', () => undefined],
    ['a token that is no token', () => 'not-a-token'],
  ])('answers %s 404, as for a file that does not exist', async (_, token) => {
    const response = await read(id, token());
    expect(response.status).toBe(404);
    const missing = await read('AAAAAAAAAAAAAAAAAAAAAA', owner);
    expect(missing.status).toBe(404);
    expect(await response.json()).toEqual(await missing.json());
  });
});

describe('the quota', () => {
  it('refuses one file more than the account may keep, before reading it', async () => {
    const small = await startTestServer({ uploads: { quota: 2 } });
    try {
      await insertUser(small.store, { account: 'quota-user', password: 'pass-word1', mobile: '13700000003' });
      const token = await small.login('quota-user', 'pass-word1');
      const send = async () => {
        const form = new FormData();
        form.append('file', new Blob([await photo(10, 10)]), 'a.jpg');
        const response = await fetch(`${small.url}${API_BASE}/files`, {
          method: 'POST',
          headers: { Authentication: token },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as Envelope<StoredFile> };
      };
      expect((await send()).body.success).toBe(true);
      expect((await send()).body.success).toBe(true);
      const third = await send();
      expect([third.status, third.body.errorCode]).toEqual([409, ErrorCodes.fileRefused]);
      expect(third.body.errorMsg).toMatch(/最多保存 2 个文件/);
    } finally {
      await small.close();
    }
  });
});
