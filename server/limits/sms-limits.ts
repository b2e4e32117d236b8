/**
 * How many SMS codes may be sent and how many wrong codes typed, in sliding windows counted in the
 * database (sms_codes, sms_misses), so that several server nodes could share them.
 *
 * Every limit a stranger can use up for someone else's mobile (from an address that is not the
 * owner's) counts over one hour: the one-minute cooldown and codes to the mobile from all addresses.
 * Wrong codes typed from all addresses hold only strangers: they never stop a code being sent, and
 * the address that asked for the latest code checks it against its own budgets and its own tries
 * (sms.ts), so the owner gets past a stranger's hold with a fresh code. The day's limits per mobile
 * count one address's requests, so they hold out only that address. The overall limits (all mobiles)
 * are the ceiling of what the portal sends; reaching them stops everyone until the window moves.
 * docs/api.md (Limits) and docs/decisions.md say the same.
 */
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import type { Store } from '../store/store.ts';
import { ApiError } from '../domain/errors.ts';
import { nthLatestAt, type SmsRows, type SmsScope } from '../queries/sms.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The longest window of any limit: rows older than this decide nothing (pruneSms). */
export const LONGEST_WINDOW_MS = DAY_MS;

export const SMS_COOLDOWN_SECONDS = 60;

export interface SmsLimits {
  /** Codes to one mobile requested from one address in any hour (PORTAL_SMS_MOBILE_HOURLY). */
  mobileHourly: number;
  /** … in any 24 hours (PORTAL_SMS_MOBILE_DAILY). */
  mobileDaily: number;
  /** Codes to one mobile from all addresses together in any hour (PORTAL_SMS_MOBILE_ALL_HOURLY). */
  mobileAllHourly: number;
  /** Codes one address may request, all mobiles together, in any hour (PORTAL_SMS_ADDRESS_HOURLY). */
  addressHourly: number;
  /** … in any 24 hours (PORTAL_SMS_ADDRESS_DAILY). */
  addressDaily: number;
  /** Codes the portal sends in all, in any hour (PORTAL_SMS_TOTAL_HOURLY). */
  totalHourly: number;
  /** … in any 24 hours (PORTAL_SMS_TOTAL_DAILY). */
  totalDaily: number;
  /** Wrong codes for one mobile typed from one address in any 24 hours (PORTAL_SMS_GUESSES_DAILY). */
  guessesDaily: number;
  /** Wrong codes for one mobile from all addresses in any hour (PORTAL_SMS_GUESSES_ALL_HOURLY). */
  guessesAllHourly: number;
}

/**
 * Seconds until a limit reached with its `nth` latest row at `nthLatestAt` frees a place (at least 1);
 * 0 when the limit is not reached (no such row).
 */
export function secondsUntilFree(nthLatestAt: string | undefined, windowMs: number, now: number): number {
  if (nthLatestAt === undefined) return 0;
  return Math.max(1, Math.ceil((Date.parse(nthLatestAt) + windowMs - now) / 1000));
}

interface Limit {
  rows: SmsRows;
  scope: SmsScope;
  windowMs: number;
  max: (limits: SmsLimits) => number;
  message: (wait: string) => string;
}

const guessesSpent = (wait: string) =>
  `验证码错误次数过多，该手机号暂时不能获取或使用验证码，请 ${wait}后再试`;
const mobileSends = (wait: string) => `该手机号获取验证码次数过多，请 ${wait}后再试`;
const addressSends = (wait: string) => `获取验证码次数过多，请 ${wait}后再试`;
const totalSends = (wait: string) => `短信验证码发送量已达上限，请 ${wait}后再试`;

/** One address's wrong codes for the mobile: that address may neither ask for nor check codes. */
const OWN_GUESS_LIMITS: readonly Limit[] = [
  {
    rows: 'misses',
    scope: 'mobileAtAddress',
    windowMs: DAY_MS,
    max: (l) => l.guessesDaily,
    message: guessesSpent,
  },
];

/**
 * Wrong codes for the mobile from every address: checks from an address other than the one that
 * asked for the latest code stop (a hold on strangers); sending and the asker's own checks go on.
 */
const GUESS_LIMITS: readonly Limit[] = [
  ...OWN_GUESS_LIMITS,
  {
    rows: 'misses',
    scope: 'mobile',
    windowMs: HOUR_MS,
    max: (l) => l.guessesAllHourly,
    message: guessesSpent,
  },
];

const SEND_LIMITS: readonly Limit[] = [
  ...OWN_GUESS_LIMITS,
  {
    rows: 'sends',
    scope: 'mobile',
    windowMs: SMS_COOLDOWN_SECONDS * 1000,
    max: () => 1,
    message: (wait) => `验证码发送过于频繁，请 ${wait}后再试`,
  },
  {
    rows: 'sends',
    scope: 'mobileAtAddress',
    windowMs: HOUR_MS,
    max: (l) => l.mobileHourly,
    message: mobileSends,
  },
  {
    rows: 'sends',
    scope: 'mobileAtAddress',
    windowMs: DAY_MS,
    max: (l) => l.mobileDaily,
    message: mobileSends,
  },
  { rows: 'sends', scope: 'mobile', windowMs: HOUR_MS, max: (l) => l.mobileAllHourly, message: mobileSends },
  { rows: 'sends', scope: 'address', windowMs: HOUR_MS, max: (l) => l.addressHourly, message: addressSends },
  { rows: 'sends', scope: 'address', windowMs: DAY_MS, max: (l) => l.addressDaily, message: addressSends },
  { rows: 'sends', scope: 'all', windowMs: HOUR_MS, max: (l) => l.totalHourly, message: totalSends },
  { rows: 'sends', scope: 'all', windowMs: DAY_MS, max: (l) => l.totalDaily, message: totalSends },
];

/** A refusal: 10004, HTTP 429, with the wait in words and in `retryAfterSeconds`. */
export class SmsLimitError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(ErrorCodes.tooManyAttempts, message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Of the limits reached, the one that frees last (so that trying again after its wait can work). */
async function longestWait(
  db: Store,
  limits: SmsLimits,
  checked: readonly Limit[],
  key: { mobile: string; ip: string },
  now: number,
): Promise<SmsLimitError | null> {
  let refusal: SmsLimitError | null = null;
  for (const limit of checked) {
    const since = new Date(now - limit.windowMs).toISOString();
    const at = await nthLatestAt(db, limit.rows, limit.scope, key, since, limit.max(limits));
    const wait = secondsUntilFree(at, limit.windowMs, now);
    if (wait > (refusal?.retryAfterSeconds ?? 0))
      refusal = new SmsLimitError(limit.message(waitInWords(wait)), wait);
  }
  return refusal;
}

/** Throws when `ip` may not have a code sent to `mobile` now. */
export async function checkSendAllowed(
  db: Store,
  limits: SmsLimits,
  key: { mobile: string; ip: string },
  now: number,
): Promise<void> {
  const refusal = await longestWait(db, limits, SEND_LIMITS, key, now);
  if (refusal) throw refusal;
}

/**
 * Throws when `ip` may not have a code for `mobile` checked now (its wrong-guess budgets are spent).
 * `asker`: `ip` asked for the code being checked, so only its own budget counts.
 */
export async function checkGuessAllowed(
  db: Store,
  limits: SmsLimits,
  key: { mobile: string; ip: string },
  now: number,
  asker = false,
): Promise<void> {
  const refusal = await longestWait(db, limits, asker ? OWN_GUESS_LIMITS : GUESS_LIMITS, key, now);
  if (refusal) throw refusal;
}
