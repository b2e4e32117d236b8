/** The render worker's digests: the same answers as Web Crypto's, each content hashed once. */
import { describe, expect, it, vi } from 'vitest';
import { rememberingDigest } from '../../../server/site/publishing/render-digests.ts';

const subtle = globalThis.crypto.subtle;
const text = (value: string) => new TextEncoder().encode(value);
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('rememberingDigest', () => {
  it('answers what crypto.subtle.digest answers, for each SHA-2 name and form of the bytes', async () => {
    const digest = rememberingDigest(subtle.digest.bind(subtle));
    const script = text('document.documentElement.dataset.theme = "light";');
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512', { name: 'SHA-256' }, 'sha-256']) {
      expect(hex(await digest(algorithm, script))).toBe(hex(await subtle.digest(algorithm, script)));
    }
    const inside = text('__style{}__').subarray(2, 9);
    expect(hex(await digest('SHA-256', inside))).toBe(hex(await subtle.digest('SHA-256', inside)));
    expect(hex(await digest('SHA-256', script.buffer))).toBe(hex(await subtle.digest('SHA-256', script)));
  });

  it('keeps names apart and gives each caller its own copy of a kept digest, without a thread-pool job', async () => {
    const original = vi.fn(subtle.digest.bind(subtle));
    const digest = rememberingDigest(original);
    const first = await digest('SHA-256', text('a'));
    new Uint8Array(first).fill(0);
    const second = await digest('SHA-256', text('a'));
    expect(hex(second)).toBe(hex(await subtle.digest('SHA-256', text('a'))));
    expect(hex(await digest('SHA-512', text('a')))).toBe(hex(await subtle.digest('SHA-512', text('a'))));
    expect(original).not.toHaveBeenCalled();
  });

  it('leaves other algorithms and large contents to Web Crypto', async () => {
    const original = vi.fn(subtle.digest.bind(subtle));
    const digest = rememberingDigest(original);
    const large = new Uint8Array(65 * 1024).fill(7);
    expect(hex(await digest('SHA-256', large))).toBe(hex(await subtle.digest('SHA-256', large)));
    expect(hex(await digest('SHA-1', text('a')))).toBe(hex(await subtle.digest('SHA-1', text('a'))));
    expect(original).toHaveBeenCalledTimes(2);
  });
});
