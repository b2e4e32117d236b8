/**
 * How long a quote's or a waybill step's note may be and how many photos a step carries, for the
 * rules (quote.ts, waybill-event.ts) and the quote form. Apart from the contract, whose every value
 * travels in every page's core script (astro.config.mjs), and from quote.ts, whose shipment rules the
 * form does not carry.
 */
export const QUOTE_LIMITS = {
  /** 补充说明 of a quote or a waybill step, in characters. */
  noteMax: 200,
  /** Photos one waybill step may carry (the 电子回单 of 已送达). */
  filesMax: 9,
} as const;
