import { nthNewestCreatedAt } from '../queries/deliveries.ts';
import { WriteRate } from './write-rate.ts';

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
