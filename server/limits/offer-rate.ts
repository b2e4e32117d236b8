import { nthNewestOfferAt } from '../queries/offers.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { WriteRate } from './write-rate.ts';

/** Offers one account may publish per hour, unless PORTAL_OFFER_RATE says otherwise. */
export const OFFER_RATE_DEFAULT = 20;
export const OFFER_RATE_WINDOW_MS = 3_600_000;

/**
 * How fast one account may publish offers (new ones and re-publications): at most `perWindow` in any
 * sliding hour (docs/api.md, Limits), counted from the offers themselves (write-rate.ts), naming the
 * rate and the wait: 发布信息过于频繁（每小时最多 20 条），请在 12 分钟后再试.
 */
export function offerRate(perWindow: number, now?: () => number): WriteRate {
  return new WriteRate({
    perWindow,
    windowMs: OFFER_RATE_WINDOW_MS,
    nthNewest: nthNewestOfferAt,
    ...(now ? { now } : {}),
    refusal: (action, wait, limit) =>
      `${action}过于频繁（每小时最多 ${limit} 条），请在 ${waitInWords(wait)}后再试`,
  });
}
