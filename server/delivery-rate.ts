import type { Database } from './db.ts';
import { TooFastError } from './errors.ts';
import { nthNewestCreatedAt } from './queries/deliveries.ts';

/** Shipments one account may create per window, unless PORTAL_DELIVERY_RATE says otherwise. */
export const DELIVERY_RATE_DEFAULT = 10;
export const DELIVERY_RATE_WINDOW_MS = 60_000;

/**
 * How fast one account may create shipments: at most `perWindow` in any sliding window of
 * `windowMs` (docs/api.md, Limits). The shape of the posting limit (post-rate.ts), but its state is
 * the shipments themselves: the account's `perWindow`-th newest row says when it may create again,
 * read with one indexed query. So several servers on one database share it, a restart forgets
 * nothing, and a refused or failed write (rolled back) uses none of the budget.
 *
 * Callers check inside the idempotent write, so a replay of a stored submission never reaches it.
 */
export class DeliveryRateLimiter {
  readonly perWindow: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(perWindow: number, windowMs = DELIVERY_RATE_WINDOW_MS, now: () => number = Date.now) {
    this.perWindow = perWindow;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Seconds until the account may create a shipment again; 0 when it may now. */
  waitSeconds(db: Database, userId: number): number {
    const oldest = nthNewestCreatedAt(db, userId, this.perWindow);
    if (oldest === undefined) return 0;
    const waitMs = Date.parse(oldest) + this.windowMs - this.now();
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Throws 10004 (HTTP 429, Retry-After) with a message naming the wait when the account is over. */
  check(db: Database, userId: number): void {
    const wait = this.waitSeconds(db, userId);
    if (wait > 0) throw new TooFastError(`创建发货单过于频繁，请在 ${wait} 秒后再试`, wait);
  }
}
