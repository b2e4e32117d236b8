import { nthNewestCreatedAt } from '../queries/deliveries.ts';
import { WriteRate } from './write-rate.ts';

/** Shipments one account may create per window, unless PORTAL_DELIVERY_RATE says otherwise. */
export const DELIVERY_RATE_DEFAULT = 10;
export const DELIVERY_RATE_WINDOW_MS = 60_000;

/** The shipment rate (docs/api.md, Limits): counted from the account's own shipments. */
export function deliveryRate(perWindow: number, now?: () => number): WriteRate {
  return new WriteRate({
    perWindow,
    windowMs: DELIVERY_RATE_WINDOW_MS,
    nthNewest: nthNewestCreatedAt,
    ...(now ? { now } : {}),
  });
}
