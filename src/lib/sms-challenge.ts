/**
 * Solves the SMS challenge (`GET /sms/challenge`, docs/api.md) with Web Crypto: tries 0, 1, 2, … until
 * SHA-256(salt + number) is the challenge. Runs where Web Crypto does (the browser, Node), so the
 * portal's code field and the tests' helpers solve it the same way. Hashes go in batches, since each
 * `digest` call is asynchronous; the page stays responsive between batches.
 */
import type { SmsChallenge, SmsChallengeProof } from './contract.ts';

const BATCH = 500;

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The proof for `challenge`, or null when no number up to its maximum fits (a challenge not ours). */
export async function solveChallenge(
  challenge: SmsChallenge,
  signal?: AbortSignal,
): Promise<SmsChallengeProof | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH, challenge.maxNumber + 1);
    const numbers = Array.from({ length: end - start }, (_, index) => start + index);
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found !== -1) return { salt: challenge.salt, number: start + found, signature: challenge.signature };
  }
  return null;
}
