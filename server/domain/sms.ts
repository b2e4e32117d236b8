/**
 * SMS verification codes: sending under the limits of sms-limits.ts, checking with a wrong-guess
 * budget per mobile, and pruning. The SQL is in queries/sms.ts.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '../../src/lib/shared/contract.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import type { Store } from '../store/store.ts';
import {
  countCodeTry,
  deleteSmsRowsBefore,
  insertCode,
  insertMiss,
  insertOutbox,
  latestUnusedCode,
  markCodeUsed,
} from '../queries/sms.ts';
import type { Clock } from './clock.ts';
import {
  checkGuessAllowed,
  checkSendAllowed,
  LONGEST_WINDOW_MS,
  type SmsLimits,
} from '../limits/sms-limits.ts';
import { pruneUsedChallenges, type SmsChallengeSettings } from '../limits/sms-challenge.ts';

export { listOutbox } from '../queries/sms.ts';
export { SMS_COOLDOWN_SECONDS } from '../limits/sms-limits.ts';

export const SMS_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries one code survives; the budgets per mobile (sms-limits.ts) count across codes. */
export const SMS_MAX_TRIES = 5;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  reset: '用于重置登录密码',
  bind: '用于绑定新手机号',
  register: '用于注册物流信息门户账号',
  delete: '用于注销您的物流信息门户账号，注销后无法恢复',
};

const hashCode = (mobile: string, purpose: SmsPurpose, code: string): string =>
  createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

/** Who asks for or checks a code: the mobile, the purpose, the requesting address and, for bind, the account. */
export interface SmsRequest {
  mobile: string;
  purpose: SmsPurpose;
  ip: string;
  /** The signed-in account a bind code belongs to; null for a reset code. */
  userId: number | null;
}

/**
 * Checks the limits, then stores a new code (its hash only) and retires the earlier unused one of the
 * same mobile, purpose and account. With `deliver` false nothing reaches the outbox, but the stored
 * row (and so every limit) is the same: the answer cannot tell whether the code went out.
 * Throws SmsLimitError (10004) when a limit is reached.
 */
export async function issueCode(
  db: Store,
  limits: SmsLimits,
  request: SmsRequest,
  deliver: boolean,
  now: number,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const createdAt = new Date(now).toISOString();
  await db.transaction(async () => {
    // Inside the write transaction: parallel requests see each other's rows.
    await checkSendAllowed(db, limits, request, now);
    await insertCode(db, {
      mobile: request.mobile,
      purpose: request.purpose,
      codeHash: hashCode(request.mobile, request.purpose, code),
      createdAt,
      expiresAt: new Date(now + SMS_CODE_TTL_SECONDS * 1000).toISOString(),
      clientIp: request.ip,
      userId: request.userId,
    });
    if (deliver) {
      const text = `【物流信息门户】您的验证码为 ${code}，${PURPOSE_TEXT[request.purpose]}，${waitInWords(SMS_CODE_TTL_SECONDS)}内有效。请勿泄露给他人。`;
      await insertOutbox(db, {
        mobile: request.mobile,
        purpose: request.purpose,
        code,
        text,
        sentAt: createdAt,
      });
    }
  });
}

/**
 * Checks `code` against the latest live code of the request (a bind code only for its own account).
 * A match uses the code up. A miss, with or without a live code, counts against the mobile's
 * wrong-guess budgets; a miss from the address that asked for the code also counts against the
 * code's own tries (after SMS_MAX_TRIES it is dead), so strangers cannot spend the owner's code.
 * Throws SmsLimitError (10004) without looking at the code when a budget is already spent: for the
 * asker's address only its own budget, for any other address the mobile's budget too (sms-limits.ts).
 */
export async function consumeCode(
  db: Store,
  limits: SmsLimits,
  request: SmsRequest,
  code: string,
  now: number,
): Promise<boolean> {
  return db.transaction(async () => {
    const row = await latestUnusedCode(db, request.mobile, request.purpose, request.userId);
    const asker = row !== undefined && row.clientIp === request.ip;
    await checkGuessAllowed(db, limits, request, now, asker);
    const live = row !== undefined && Date.parse(row.expiresAt) > now && row.attempts < SMS_MAX_TRIES;
    if (live) {
      const expected = Buffer.from(row.codeHash, 'hex');
      const actual = Buffer.from(hashCode(request.mobile, request.purpose, code), 'hex');
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        await markCodeUsed(db, row.id, new Date(now).toISOString());
        return true;
      }
      if (asker) await countCodeTry(db, row.id);
    }
    await insertMiss(db, request.mobile, request.ip, new Date(now).toISOString());
    return false;
  });
}

/**
 * Deletes the codes, wrong guesses and outbox messages that no limit counts any more (older than the
 * longest window, a day; a code lives ten minutes) and the used challenges past their expiry. For the maintenance schedule; answers the rows removed.
 */
export async function pruneSms(db: Store, now: number): Promise<number> {
  const removed = await deleteSmsRowsBefore(db, new Date(now - LONGEST_WINDOW_MS).toISOString());
  return removed + (await pruneUsedChallenges(db, now));
}

/** The limits, the challenge and the time of this request, from the server's settings. */
export function smsSettings(config: {
  smsLimits: SmsLimits;
  smsChallenge: SmsChallengeSettings;
  now: Clock;
}): {
  limits: SmsLimits;
  challenge: SmsChallengeSettings;
  now: number;
} {
  return {
    limits: config.smsLimits,
    challenge: config.smsChallenge,
    now: config.now(),
  };
}
