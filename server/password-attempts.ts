import type { Database } from './db.ts';
import { clearFailures, countRecentFailures, MAX_FAILURES, recordFailure } from './users.ts';

/**
 * Password checks under the per-account failure limit (5 in 15 minutes, users.ts).
 *
 * Only a wrong password counts. So that parallel guesses cannot slip past the limit while their slow
 * hash checks run, the checks of one account run one after another in this process: each sees the
 * failures recorded by those before it. Parallel correct passwords are therefore never failures, and
 * the sixth parallel wrong guess is refused without a hash check. A correct password clears the
 * account's failures before the next check of that account starts.
 */
export type PasswordCheck = 'ok' | 'wrong' | 'locked';

const queues = new Map<string, Promise<unknown>>();

/** Runs `verify` for the account `key` in its turn; records a failure when it answers false. */
export function checkPasswordLimited(
  db: Database,
  key: string,
  verify: () => Promise<boolean>,
): Promise<PasswordCheck> {
  const previous = queues.get(key) ?? Promise.resolve();
  const turn = previous.then(async (): Promise<PasswordCheck> => {
    if (countRecentFailures(db, key) >= MAX_FAILURES) return 'locked';
    if (await verify()) {
      clearFailures(db, key);
      return 'ok';
    }
    return recordFailure(db, key) >= MAX_FAILURES ? 'locked' : 'wrong';
  });
  const settled = turn.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return turn;
}
