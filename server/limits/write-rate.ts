import type { Store } from '../store/store.ts';
import { TooFastError } from '../domain/errors.ts';
import type { Clock } from '../domain/clock.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';

/**
 * The `n`-th newest write of one account that counts against a rate, as an ISO instant, or undefined
 * when it has written fewer. Read from the rows the writes made (with an index on the account), so
 * the rate's state is the store itself.
 */
export type NthNewestWrite = (db: Store, userId: number, n: number) => Promise<string | undefined>;

/** What a refusal says, given the action, the seconds to wait, the rate and when the wait ends (ms). */
export type Refusal = (action: string, waitSeconds: number, perWindow: number, untilMs: number) => string;

/**
 * How fast one account may write one kind of thing: at most `perWindow` writes in any sliding window
 * of `windowMs` (docs/api.md, Limits). The state is the written rows themselves: the account's
 * `perWindow`-th newest says when it may write again. So several servers on one database share it, a
 * restart forgets nothing, and a refused or failed write (rolled back) uses none of the budget.
 *
 * Callers check inside the idempotent write's transaction, so a replay of a stored submission never
 * reaches it and two concurrent writes are counted one after the other.
 */
export class WriteRate {
  readonly perWindow: number;
  readonly #windowMs: number;
  readonly #now: Clock;
  readonly #nthNewest: NthNewestWrite;
  readonly #refusal: Refusal;

  constructor(options: {
    perWindow: number;
    windowMs: number;
    nthNewest: NthNewestWrite;
    now: Clock;
    /** The refusal's words; default `${action}过于频繁，请在 30 秒后再试` (`waitInWords`). */
    refusal?: Refusal;
  }) {
    this.perWindow = options.perWindow;
    this.#windowMs = options.windowMs;
    this.#nthNewest = options.nthNewest;
    this.#now = options.now;
    this.#refusal =
      options.refusal ?? ((action, wait) => `${action}过于频繁，请在 ${waitInWords(wait)}后再试`);
  }

  /** Seconds until the account may write again; 0 when it may now. */
  async waitSeconds(db: Store, userId: number): Promise<number> {
    return this.#waitSecondsAt(db, userId, this.#now());
  }

  async #waitSecondsAt(db: Store, userId: number, now: number): Promise<number> {
    const oldest = await this.#nthNewest(db, userId, this.perWindow);
    if (oldest === undefined) return 0;
    const waitMs = Date.parse(oldest) + this.#windowMs - now;
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /**
   * Throws 10004 (HTTP 429; the error handler adds Retry-After) when the account is over its rate,
   * saying what (`发帖`, `创建发货单`) and for how long: 发帖过于频繁，请在 30 秒后再试.
   */
  async check(db: Store, userId: number, action: string): Promise<void> {
    const now = this.#now();
    const wait = await this.#waitSecondsAt(db, userId, now);
    if (wait > 0)
      throw new TooFastError(this.#refusal(action, wait, this.perWindow, now + wait * 1000), wait);
  }
}
