/**
 * Solves the SMS challenge (`GET /sms/challenge`, docs/api.md): tries 0, 1, 2, … until
 * SHA-256(salt + number) is the challenge. Plain TypeScript (sha256.ts), so it runs in any browser
 * and in Node alike: the portal's code field and the tests' helpers solve it the same way. It hashes
 * in slices and yields between them, so the page stays responsive while it works.
 */
import type { SmsChallenge, SmsChallengeProof } from '../shared/contract.ts';
import { sha256Words } from './sha256.ts';

/** Hashes between two yields: a few milliseconds of work on a slow machine. */
const SLICE = 2000;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The challenge's hex as eight 32-bit words, for comparing without making a string per try. */
const wordsOf = (hex: string): Uint32Array =>
  Uint32Array.from(
    { length: 8 },
    (_, index) => Number.parseInt(hex.slice(index * 8, index * 8 + 8), 16) >>> 0,
  );

/** The proof for `challenge`, or null when no number up to its maximum fits (a challenge not ours). */
export async function solveChallenge(
  challenge: SmsChallenge,
  signal?: AbortSignal,
): Promise<SmsChallengeProof | null> {
  const target = wordsOf(challenge.challenge);
  const salt = new TextEncoder().encode(challenge.salt);
  // The salt, then the number's digits written in place for each try.
  const text = new Uint8Array(salt.length + 16);
  text.set(salt);
  const digest = new Uint32Array(8);
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if (number % SLICE === 0 && number > 0) {
      await yieldToPage();
      signal?.throwIfAborted();
    }
    const digits = String(number);
    for (let i = 0; i < digits.length; i += 1) text[salt.length + i] = digits.charCodeAt(i);
    sha256Words(text, salt.length + digits.length, digest);
    if (digest.every((word, index) => word === target[index]))
      return { salt: challenge.salt, number, signature: challenge.signature };
  }
  return null;
}
