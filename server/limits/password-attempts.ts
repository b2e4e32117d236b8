/**
 * Password checks under the login throttle (login-throttle.ts): a refused attempt does no hashing at
 * all; an allowed one is recorded as a failure before its hash runs (a reservation), so parallel
 * guesses see each other and cannot slip past a limit while their slow checks run, also across server
 * processes sharing the database; a correct password then takes its reservation back, together with
 * the account's earlier failures from the same address. An error (the hashing queue full) takes the
 * reservation back too: only wrong passwords are ever counted.
 *
 * The checks of one account still run one after another in this process, so that simultaneous
 * correct logins of one account never count each other's reservations.
 */
import type { Clock } from '../domain/clock.ts';
import type { Store } from '../store/store.ts';

import { refusal, throttleAddress, type LoginThrottleSettings } from './login-throttle.ts';
import { deleteAccountFailures, deleteFailure, insertFailure } from '../queries/password-failures.ts';

export type PasswordCheck =
  { outcome: 'ok' } | { outcome: 'wrong' } | { outcome: 'refused'; retryAfterSeconds: number };

export interface PasswordAttempt {
  /** The account name (resolved from a mobile when it names an account), else the name as typed. */
  account: string;
  /** The client's address (clientInfo in resources/auth.ts). */
  address: string;
  userId?: number | undefined;
  /**
   * Sign-in: an address the account has signed in from skips the account and spraying rules. A
   * password change (already signed in, guessing with a token) gets no such exemption.
   */
  purpose: 'login' | 'change';
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `verify` for the account in its turn, unless the throttle refuses it first. */
export function checkPasswordLimited(
  db: Store,
  settings: LoginThrottleSettings,
  attempt: PasswordAttempt,
  verify: () => Promise<boolean>,
  now: Clock,
): Promise<PasswordCheck> {
  const key = attempt.account;
  const previous = queues.get(key) ?? Promise.resolve();
  const turn = previous.then(() => checkNow(db, settings, attempt, verify, now));
  const settled = turn.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return turn;
}

async function checkNow(
  db: Store,
  settings: LoginThrottleSettings,
  attempt: PasswordAttempt,
  verify: () => Promise<boolean>,
  now: () => number,
): Promise<PasswordCheck> {
  const address = throttleAddress(attempt.address);
  const at = now();
  const decision = await db.transaction(async () => {
    const refused = await refusal(
      db,
      settings,
      {
        account: attempt.account,
        address,
        userId: attempt.userId,
        exemptKnownAddress: attempt.purpose === 'login',
      },
      at,
    );
    return refused ?? { reservation: await insertFailure(db, attempt.account, address, at) };
  });
  if ('retryAfterSeconds' in decision) {
    return { outcome: 'refused', retryAfterSeconds: decision.retryAfterSeconds };
  }
  let matches: boolean;
  try {
    matches = await verify();
  } catch (error) {
    await deleteFailure(db, decision.reservation);
    throw error;
  }
  if (!matches) return { outcome: 'wrong' };
  await deleteAccountFailures(db, attempt.account, address);
  return { outcome: 'ok' };
}

/** After a password reset (whoever holds the mobile may sign in again at once). */
export async function forgetFailures(db: Store, account: string): Promise<void> {
  await deleteAccountFailures(db, account);
}
