/**
 * What a carrier sends as a quote on a 货源 and what a waybill's step carries (docs/api.md, Quotes
 * and waybills), once for the server and the forms: the price as an offer's price is checked, the
 * loading day as a shipment's (not past, within the horizon), the note as the community's words.
 */
import * as z from 'zod/mini';
import { WAYBILL_EVENT_TYPES } from '../contract.ts';
import { FILE_ID } from '../files.ts';
import { oneOf } from './choices.ts';
import { AMOUNTS, amountOf, loadingDate } from './delivery.ts';
import { optionalBody } from './fields.ts';

export const QUOTE_LIMITS = {
  /** 补充说明 of a quote or a waybill step, in characters. */
  noteMax: 200,
  /** Photos one waybill step may carry (the 电子回单 of 已送达). */
  filesMax: 9,
} as const;

/** Each field of a quote, for the form's checks one by one (`checkValue`) and the server's schema. */
export const quoteFieldRules = (today: () => string, horizonDays: number) => ({
  /** Absent or null: 按货主报价. */
  price: z.pipe(
    z.optional(z.nullable(amountOf(AMOUNTS.price))),
    z.transform((price: number | null | undefined) => price ?? null),
  ),
  loadingAt: loadingDate(today, horizonDays),
  note: z._default(optionalBody(QUOTE_LIMITS.noteMax), ''),
});

/** `POST /logistics-info/:id/quotes`. */
export const quoteRules = (today: () => string, horizonDays: number) =>
  z.object(quoteFieldRules(today, horizonDays));

export type QuoteInput = z.infer<ReturnType<typeof quoteRules>>;

/** `POST /waybills/:id/events`; who may send which, and what it needs, is the step table's (waybill-steps.ts). */
export const waybillEventRules = z.object({
  type: oneOf(WAYBILL_EVENT_TYPES),
  note: z._default(optionalBody(QUOTE_LIMITS.noteMax), ''),
  fileIds: z._default(
    z.array(z.string().check(z.regex(FILE_ID, '${label}不存在'))).check(z.maxLength(QUOTE_LIMITS.filesMax)),
    [],
  ),
});

export type WaybillEventInput = z.infer<typeof waybillEventRules>;
