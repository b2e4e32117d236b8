import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageWorkers } from '../../../server/domain/image-workers.ts';

const LIMITS = { maxBytes: 1024 * 1024, maxPixels: 4_000_000, maxEdge: 64, concurrency: 1 };

/** A multipart body as a browser sends it, with `bytes` in the field `field`. */
async function multipart(bytes: Uint8Array, field = 'file'): Promise<{ body: ArrayBuffer; type: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return { body: await request.arrayBuffer(), type: request.headers.get('content-type') ?? '' };
}

const png = (width: number) =>
  sharp({ create: { width, height: 40, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

let pools: ImageWorkers[] = [];
const pool = (concurrency: number) => {
  const made = new ImageWorkers(concurrency);
  pools.push(made);
  return made;
};

afterEach(async () => {
  await Promise.all(pools.map((made) => made.close()));
  pools = [];
});

describe('uploads are worked on beside the server thread (PORTAL_IMAGE_CONCURRENCY)', () => {
  it.each([1, 2])('%i at a time: six at once are all stored, on no more threads', async (concurrency) => {
    const workers = pool(concurrency);
    const bodies = await Promise.all(
      [100, 110, 120, 130, 140, 150].map(async (width) => multipart(await png(width))),
    );
    const images = await Promise.all(
      bodies.map(({ body, type }) => workers.intake(body, type, { ...LIMITS, concurrency })),
    );
    expect(images.map((image) => [image.format, image.width])).toEqual([
      ['png', 64],
      ['png', 64],
      ['png', 64],
      ['png', 64],
      ['png', 64],
      ['png', 64],
    ]);
    expect(workers.threads).toBe(concurrency);
  });

  it('refuses a body without the field file, and a body that is not a whole form, and goes on', async () => {
    const workers = pool(1);
    const noFile = await multipart(await png(50), 'picture');
    await expect(workers.intake(noFile.body, noFile.type, LIMITS)).rejects.toMatchObject({
      code: 10001,
      message: '请选择要上传的图片（file）',
    });
    const cut = await multipart(await png(50));
    await expect(workers.intake(cut.body.slice(0, 200), cut.type, LIMITS)).rejects.toMatchObject({
      code: 10001,
    });
    const whole = await multipart(await png(50));
    await expect(workers.intake(whole.body, whole.type, LIMITS)).resolves.toMatchObject({ width: 50 });
  });

  it('an image refused by its bytes says why (10750)', async () => {
    const workers = pool(1);
    const text = await multipart(new TextEncoder().encode('not an image at all'));
    await expect(workers.intake(text.body, text.type, LIMITS)).rejects.toMatchObject({
      code: 10750,
      status: 415,
    });
  });
});
