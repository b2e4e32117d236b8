/**
 * SHA-256 of a short text as lower-case hex, in plain TypeScript (FIPS 180-4). The SMS challenge's
 * solver hashes tens of thousands of short texts: done synchronously this is several times faster
 * than one asynchronous Web Crypto call each, and it works where Web Crypto does not (a page served
 * over plain http from another host than localhost has no `crypto.subtle`).
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const words = new Uint32Array(64);
const state = new Int32Array(8);
let padded = new Uint8Array(64);

const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

/**
 * SHA-256 of the first `length` bytes of `bytes`, written into `out` as eight 32-bit words. Reuses
 * its buffers: no allocation per call for inputs of up to 55 bytes (the challenge's texts).
 */
export function sha256Words(bytes: Uint8Array, length: number, out: Uint32Array): void {
  const blocks = Math.ceil((length + 9) / 64);
  if (padded.length < blocks * 64) padded = new Uint8Array(blocks * 64);
  padded.fill(0, 0, blocks * 64);
  padded.set(bytes.subarray(0, length));
  padded[length] = 0x80;
  const bits = length * 8;
  const end = blocks * 64;
  padded[end - 4] = bits >>> 24;
  padded[end - 3] = (bits >>> 16) & 0xff;
  padded[end - 2] = (bits >>> 8) & 0xff;
  padded[end - 1] = bits & 0xff;
  state.set(INITIAL);
  for (let block = 0; block < blocks; block += 1) {
    const base = block * 64;
    for (let i = 0; i < 16; i += 1) {
      const at = base + i * 4;
      words[i] = (padded[at]! << 24) | (padded[at + 1]! << 16) | (padded[at + 2]! << 8) | padded[at + 3]!;
    }
    for (let i = 16; i < 64; i += 1) {
      const a = words[i - 15]!;
      const b = words[i - 2]!;
      const s0 = rotate(a, 7) ^ rotate(a, 18) ^ (a >>> 3);
      const s1 = rotate(b, 17) ^ rotate(b, 19) ^ (b >>> 10);
      words[i] = (words[i - 16]! + s0 + words[i - 7]! + s1) | 0;
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    let e = state[4]!;
    let f = state[5]!;
    let g = state[6]!;
    let h = state[7]!;
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + words[i]!) | 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
    state[4] = (state[4]! + e) | 0;
    state[5] = (state[5]! + f) | 0;
    state[6] = (state[6]! + g) | 0;
    state[7] = (state[7]! + h) | 0;
  }
  for (let i = 0; i < 8; i += 1) out[i] = state[i]! >>> 0;
}

/** SHA-256 of `text` (UTF-8) as lower-case hex. */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint32Array(8);
  sha256Words(bytes, bytes.length, out);
  return Array.from(out, (word) => word.toString(16).padStart(8, '0')).join('');
}
