import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageWorkers, STOPPED } from '../../../server/domain/image-workers.ts';

const LIMITS = { maxBytes: 1024 * 1024, maxPixels: 4_000_000, maxEdge: 64, concurrency: 1 };

/** The niceness of every thread of process `pid` (field 19 of /proc/PID/task/TID/stat). */
const threadNiceness = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

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
const NICENESS = 7;
const pool = (concurrency: number) => {
  const made = new ImageWorkers(concurrency, NICENESS);
  pools.push(made);
  return made;
};

afterEach(async () => {
  await Promise.all(pools.map((made) => made.close()));
  pools = [];
});

describe('uploads are worked on in processes below the server (PORTAL_IMAGE_CONCURRENCY, _NICENESS)', () => {
  it.each([1, 2])('%i at a time: six at once are all stored, in no more processes', async (concurrency) => {
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
    expect(workers.pids).toHaveLength(concurrency);
  });

  it("works at the niceness set above the server's, on every thread including libvips'", async () => {
    const workers = pool(1);
    const { body, type } = await multipart(await png(100));
    await workers.intake(body, type, LIMITS);
    const [pid] = workers.pids;
    const niceness = threadNiceness(pid!);
    expect(niceness.length).toBeGreaterThan(1);
    expect(new Set(niceness)).toEqual(new Set([Math.min(19, getPriority() + NICENESS)]));
  });

  it('an upload whose process stops gets a clear refusal, the next is worked on in a new process', async () => {
    const workers = pool(1);
    const first = await multipart(await png(2000));
    const waiting = await multipart(await png(80));
    const lost = workers.intake(first.body, first.type, { ...LIMITS, maxEdge: 2000 });
    const [crashed] = workers.pids;
    process.kill(crashed!, 'SIGKILL');
    const next = workers.intake(waiting.body, waiting.type, LIMITS);
    await expect(lost).rejects.toMatchObject({ status: 500, message: STOPPED });
    await expect(next).resolves.toMatchObject({ width: 64 });
    expect(workers.pids).toHaveLength(1);
    expect(workers.pids).not.toContain(crashed);
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
