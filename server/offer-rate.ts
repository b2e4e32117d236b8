import type { Database } from './db.ts';
import { TooFastError } from './errors.ts';
import { nthNewestOfferAt } from './queries/offers.ts';

/** Offers one account may publish per hour, unless PORTAL_OFFER_RATE says otherwise. */
export const OFFER_RATE_DEFAULT = 20;
export const OFFER_RATE_WINDOW_MS = 3_600_000;

/**
 * How fast one account may publish offers (new ones and re-publications): at most `perWindow` in any
 * sliding hour (docs/api.md, Limits). Its state is the offers themselves, as the shipments' limit
 * (delivery-rate.ts): the account's `perWindow`-th newest offer says when it may publish again.
 * Checked inside the idempotent write, so a replay of a stored submission is never refused.
 */
export class OfferRateLimiter {
  readonly perWindow: number;
  private readonly now: () => number;

  constructor(perWindow: number, now: () => number = Date.now) {
    this.perWindow = perWindow;
    this.now = now;
  }

  /** Seconds until the account may publish again; 0 when it may now. */
  waitSeconds(db: Database, userId: number): number {
    const oldest = nthNewestOfferAt(db, userId, this.perWindow);
    if (oldest === undefined) return 0;
    const waitMs = Date.parse(oldest) + OFFER_RATE_WINDOW_MS - this.now();
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Throws 10004 (HTTP 429, Retry-After) with a message naming the wait when the account is over. */
  check(db: Database, userId: number): void {
    const wait = this.waitSeconds(db, userId);
    if (wait <= 0) return;
    const minutes = Math.ceil(wait / 60);
    throw new TooFastError(
      `发布信息过于频繁（每小时最多 ${this.perWindow} 条），请在 ${minutes} 分钟后再试`,
      wait,
    );
  }
}
