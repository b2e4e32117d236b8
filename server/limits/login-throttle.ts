/**
 * Who may try a password now: the throttle of sign-in and of the old password on a password change
 * (docs/api.md, "Limits"; docs/decisions.md, "Login throttling"). It slows the attacker and never
 * locks the owner out:
 *
 * - Per client address: `addressFreeFailures` wrong passwords in the window are free, then each
 *   further attempt waits 1 s, 2 s, 4 s … after the newest failure, at most `addressMaxDelaySeconds`.
 * - Per account: the same with `accountFreeFailures` and `accountMaxDelaySeconds` (a low ceiling, so
 *   an attacker can hold nobody out for longer than that), and never from an address the account
 *   has signed in from before (its login records): the owner at home or at the office is not slowed
 *   by anyone else's guesses.
 * - Spraying: an address that failed on `sprayAccounts` distinct account names in the window is
 *   refused for every account that has never signed in from it, until the window frees one.
 *
 * The state is the table password_failures (one row per wrong password); these functions take `now`.
 * An IPv6 client counts by its /64 network, which one subscriber usually holds whole.
 */
import { isIP } from 'node:net';
import type { Store } from '../store/store.ts';
import {
  accountFailures,
  accountsFailedFrom,
  addressFailures,
  deleteFailuresBefore,
  signInAddresses,
  type FailureCount,
} from '../queries/password-failures.ts';

export interface LoginThrottleSettings {
  /** Failures older than this are forgotten (PORTAL_LOGIN_WINDOW). */
  windowSeconds: number;
  /** Free failures per account before delays (PORTAL_LOGIN_ACCOUNT_FREE). */
  accountFreeFailures: number;
  /** The per-account delay's ceiling (PORTAL_LOGIN_ACCOUNT_MAX_DELAY). */
  accountMaxDelaySeconds: number;
  /** Free failures per address before delays (PORTAL_LOGIN_ADDRESS_FREE). */
  addressFreeFailures: number;
  /** The per-address delay's ceiling (PORTAL_LOGIN_ADDRESS_MAX_DELAY). */
  addressMaxDelaySeconds: number;
  /** Distinct accounts one address may fail on in the window (PORTAL_LOGIN_SPRAY_ACCOUNTS). */
  sprayAccounts: number;
}

/** How many of the account's sign-in addresses are compared (the newest). */
const KNOWN_ADDRESSES = 50;

/** Seconds to wait after `failures` failures: 0 below `free`, then 1, 2, 4 … at most `ceiling`. */
export function delaySeconds(failures: number, free: number, ceiling: number): number {
  if (failures < free) return 0;
  return Math.min(ceiling, 2 ** Math.min(failures - free, 30));
}

/** The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64. */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (text: string | undefined): string[] =>
    text ? text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const front = groups(head);
  const back = groups(tail);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export interface ThrottledAttempt {
  /** The account name (the resolved one when the name or mobile belongs to an account, else as typed). */
  account: string;
  /** throttleAddress() of the client. */
  address: string;
  /** The account's id when it exists. */
  userId?: number | undefined;
  /** Whether an address the account has signed in from skips the account and spraying rules. */
  exemptKnownAddress: boolean;
}

export interface Refusal {
  reason: 'account' | 'address' | 'spray';
  retryAfterSeconds: number;
}

/** Milliseconds until the next attempt is allowed under one growing-delay rule; 0 when allowed. */
function delayLeft(failures: FailureCount, free: number, ceiling: number, now: number): number {
  const delay = delaySeconds(failures.count, free, ceiling);
  if (delay === 0 || failures.latest === null) return 0;
  return Math.max(0, failures.latest + delay * 1000 - now);
}

async function isKnownAddress(db: Store, userId: number, address: string): Promise<boolean> {
  return (await signInAddresses(db, userId, KNOWN_ADDRESSES)).some((ip) => throttleAddress(ip) === address);
}

/** Why the attempt must wait and for how long, or null when it may go ahead now. */
export async function refusal(
  db: Store,
  settings: LoginThrottleSettings,
  attempt: ThrottledAttempt,
  now: number,
): Promise<Refusal | null> {
  const windowMs = settings.windowSeconds * 1000;
  const since = now - windowMs;
  const waits: [Refusal['reason'], number][] = [
    [
      'address',
      delayLeft(
        await addressFailures(db, attempt.address, since),
        settings.addressFreeFailures,
        settings.addressMaxDelaySeconds,
        now,
      ),
    ],
  ];
  const known =
    attempt.exemptKnownAddress &&
    attempt.userId !== undefined &&
    (await isKnownAddress(db, attempt.userId, attempt.address));
  if (!known) {
    waits.push([
      'account',
      delayLeft(
        await accountFailures(db, attempt.account, since),
        settings.accountFreeFailures,
        settings.accountMaxDelaySeconds,
        now,
      ),
    ]);
    const failedAccounts = await accountsFailedFrom(db, attempt.address, since);
    // Allowed again once the failures on all but `sprayAccounts - 1` of those accounts have aged out.
    const limiting = failedAccounts[settings.sprayAccounts - 1];
    if (limiting !== undefined) waits.push(['spray', Math.max(1, limiting + windowMs - now)]);
  }
  const [reason, wait] = waits.reduce((longest, next) => (next[1] > longest[1] ? next : longest));
  return wait > 0 ? { reason, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : null;
}

/**
 * Deletes the failures that no rule reads any more (older than the window); returns how many. For
 * the maintenance schedule, with the running server's window (PORTAL_LOGIN_WINDOW).
 */
export async function prunePasswordFailures(db: Store, now: number, windowSeconds: number): Promise<number> {
  return deleteFailuresBefore(db, now - windowSeconds * 1000);
}
