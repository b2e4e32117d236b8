/**
 * What a carrier sends as a quote on a 货源 (docs/api.md, Quotes and waybills), once for the server
 * and the form: the price as an offer's price is checked, the loading day as a shipment's (not past,
 * within the horizon), the note as the community's words.
 */
import * as z from 'zod/mini';
import { AMOUNTS, amountOf, loadingDate } from './delivery.ts';
import { optionalBody, positiveId } from './fields.ts';
import { QUOTE_LIMITS } from './quote-limits.ts';

/** Each field of a quote, for the form's checks one by one (`checkValue`) and the server's schema. */
export const quoteFieldRules = (today: () => string, horizonDays: number) => ({
  /** Absent or null: 按货主报价. */
  price: z.pipe(
    z.optional(z.nullable(amountOf(AMOUNTS.price))),
    z.transform((price: number | null | undefined) => price ?? null),
  ),
  loadingAt: loadingDate(today, horizonDays),
  note: z._default(optionalBody(QUOTE_LIMITS.noteMax), ''),
  /** One of the carrier's own vehicles (the server checks it is theirs); absent or null: 不指定车辆. */
  vehicleId: z.pipe(
    z.optional(z.nullable(positiveId())),
    z.transform((id: number | null | undefined) => id ?? null),
  ),
});

/** `POST /logistics-info/:id/quotes`. */
export const quoteRules = (today: () => string, horizonDays: number) =>
  z.object(quoteFieldRules(today, horizonDays));

export type QuoteInput = z.infer<ReturnType<typeof quoteRules>>;
