/** The challenge's hashing (src/lib/account/sha256.ts) against Node's, and the solver finding the number. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/account/sha256.ts';
import { solveChallenge } from '../../../src/lib/account/sms-challenge.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'x'.repeat(55),
    'y'.repeat(56),
    'z'.repeat(64),
    '中文物流'.repeat(40),
    'salt?expires=1?99999',
  ])('matches node:crypto for %j', (text) => {
    expect(sha256Hex(text)).toBe(nodeSha256(text));
  });
});

describe('solveChallenge', () => {
  const salt = '0123456789abcdef01234567?expires=1795000000';
  const challenge = (number: number, maxNumber = 5000) => ({
    algorithm: 'SHA-256' as const,
    challenge: nodeSha256(`${salt}${number}`),
    salt,
    maxNumber,
    signature: 'f'.repeat(64),
    expiresAt: '',
  });

  it.each([0, 9, 10, 4321, 5000])('finds %i and hands back the salt and signature', async (number) => {
    expect(await solveChallenge(challenge(number))).toEqual({ salt, number, signature: 'f'.repeat(64) });
  });

  it('answers null when no number up to the maximum fits', async () => {
    expect(await solveChallenge(challenge(5001))).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(challenge(4999), controller.signal)).rejects.toThrow();
  });
});
