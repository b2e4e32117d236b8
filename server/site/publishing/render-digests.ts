/**
 * Astro hashes each page's inline scripts and styles for its Content-Security-Policy with
 * `crypto.subtle.digest`, one job on the thread pool for each: the same few contents on every page
 * it renders. A render worker renders page after page, so it keeps their digests (`rememberDigests`):
 * about a fifth of a first request's render went to hashing the same bytes again.
 */
import { createHash } from 'node:crypto';

type Digest = SubtleCrypto['digest'];

const NODE_NAMES: Record<string, string> = { 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };
/** Contents kept at most; the pages' inline scripts and styles are a handful. */
const KEPT = 512;
/** Larger contents are hashed each time (none of a page's inline parts is near it). */
const LARGEST_KEPT = 64 * 1024;

function bytesOf(data: BufferSource): Uint8Array {
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/**
 * `digest` with the SHA-2 digests of small contents kept, computed by Node's own hash at once
 * instead of a job on the thread pool; anything else goes to `digest` itself.
 */
export function rememberingDigest(digest: Digest): Digest {
  const kept = new Map<string, ArrayBuffer>();
  return (algorithm, data) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    const nodeName = NODE_NAMES[name.toUpperCase()];
    const bytes = bytesOf(data);
    if (!nodeName || bytes.byteLength > LARGEST_KEPT) return digest(algorithm, data);
    const key = `${nodeName}:${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')}`;
    let hash = kept.get(key);
    if (!hash) {
      const computed = createHash(nodeName).update(bytes).digest();
      hash = computed.buffer.slice(computed.byteOffset, computed.byteOffset + computed.byteLength);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, hash);
    }
    // A copy: the caller owns what it is given.
    return Promise.resolve(hash.slice(0));
  };
}

/** Makes this thread's `crypto.subtle.digest` remember (render-worker.ts, before the bundle loads). */
export function rememberDigests(): void {
  const subtle = globalThis.crypto.subtle;
  Object.defineProperty(subtle, 'digest', { value: rememberingDigest(subtle.digest.bind(subtle)) });
}
