/**
 * The proof of work asked before any SMS is sent (docs/decisions.md, "A challenge before every SMS"):
 * ALTCHA's scheme, made here with node:crypto. The server picks a secret number in 0…maxNumber, gives
 * SHA-256(salt + number) and an HMAC of it; the browser finds the number by trying them all (about
 * maxNumber / 2 hashes) and sends salt, number and signature back. The salt carries the expiry, the
 * HMAC makes both unforgeable, and a used solution is kept in the store so that it counts once on
 * every node. Nothing about the visitor is collected or sent anywhere.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type SmsChallenge, type SmsChallengeProof } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { Store } from '../store/store.ts';
import { ApiError } from '../domain/errors.ts';
import {
  deleteUsedChallengesBefore,
  insertSecret,
  markChallengeUsed,
  readSecret,
} from '../queries/sms-challenges.ts';

export interface SmsChallengeSettings {
  /** The largest secret number: the work is about half of it in hashes (PORTAL_SMS_CHALLENGE_MAX). */
  maxNumber: number;
  /** How long a challenge may be solved and used (PORTAL_SMS_CHALLENGE_TTL). */
  ttlSeconds: number;
  /** The HMAC key (PORTAL_SMS_CHALLENGE_KEY); unset: generated once and kept in the store. */
  key: string | undefined;
}

const SECRET_NAME = 'sms_challenge_hmac_key';
const missing = (message = '请先完成安全验证再获取验证码') =>
  new ApiError(ErrorCodes.challengeMissing, message, 400);
const spent = () => new ApiError(ErrorCodes.challengeSpent, '安全验证已过期或已使用，请重新获取验证码', 400);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const sign = (key: string, challenge: string): string =>
  createHmac('sha256', key).update(challenge).digest('hex');

const keys = new WeakMap<Store, Promise<string>>();

/** The HMAC key: the setting, else the one kept in the store (made by the first node that needed it). */
export function challengeKey(db: Store, settings: SmsChallengeSettings, now: number): Promise<string> {
  if (settings.key) return Promise.resolve(settings.key);
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await insertSecret(db, SECRET_NAME, randomBytes(32).toString('hex'), new Date(now).toISOString());
      const kept = await readSecret(db, SECRET_NAME);
      if (!kept) throw new Error('The SMS challenge key was not kept in the store');
      return kept;
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** A new challenge, valid for the settings' time from `now`. */
export async function createChallenge(
  db: Store,
  settings: SmsChallengeSettings,
  now: number,
): Promise<SmsChallenge> {
  const expires = Math.floor(now / 1000) + settings.ttlSeconds;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(`${salt}${randomInt(0, settings.maxNumber + 1)}`);
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    maxNumber: settings.maxNumber,
    signature: sign(await challengeKey(db, settings, now), challenge),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

const proofSchema = z.object({
  salt: z
    .string()
    .max(200)
    .regex(/^[0-9a-f]{24}\?expires=\d{1,12}$/),
  number: z.number().int().min(0).max(1_000_000_000),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * Throws 10030 unless `proof` solves a challenge this portal signed, 10031 when that challenge expired
 * or its solution was used before; otherwise records the solution as used. Called before anything
 * that an SMS request spends.
 */
export async function spendProof(
  db: Store,
  settings: SmsChallengeSettings,
  proof: unknown,
  now: number,
): Promise<void> {
  if (proof === undefined || proof === null) throw missing();
  const parsed = proofSchema.safeParse(proof);
  if (!parsed.success) throw missing('安全验证结果无效，请重新获取验证码');
  const { salt, number, signature }: SmsChallengeProof = parsed.data;
  const expected = Buffer.from(
    sign(await challengeKey(db, settings, now), sha256(`${salt}${number}`)),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw missing('安全验证结果无效，请重新获取验证码');
  const expires = Number(salt.slice(salt.indexOf('=') + 1)) * 1000;
  if (expires <= now) throw spent();
  if (!(await markChallengeUsed(db, signature, new Date(expires).toISOString()))) throw spent();
}

/** Forgets the used solutions that expired before `now` (for the maintenance schedule). */
export async function pruneUsedChallenges(db: Store, now: number): Promise<number> {
  return deleteUsedChallengesBefore(db, new Date(now).toISOString());
}
