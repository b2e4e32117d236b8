/** Quotes' and waybills' endpoints (docs/api.md, Quotes and waybills), on the API client's helpers; protected. */
import type * as C from '../shared/contract.ts';
import type * as R from '../shared/contract/ratings.ts';
import type { QuoteInput } from '../shared/rules/quote.ts';
import type { WaybillEventInput } from '../shared/rules/waybill-event.ts';
import { get, idempotent, post, segment, type ApiOptions } from '../request/api.ts';

/** 报价, exactly once per key: a replay answers the same quote. */
export const sendQuote = (offerId: number, body: QuoteInput, idempotencyKey: string, options?: ApiOptions) =>
  post<C.Quote>(`/api/logistics-info/${segment(offerId)}/quotes`, body, idempotent(idempotencyKey, options));
/** The offer's quotes: all of them for its publisher, one's own for anyone else. */
export const listQuotes = (offerId: number, options?: ApiOptions) =>
  get<C.QuoteList>(`/api/logistics-info/${segment(offerId)}/quotes`, undefined, options);
export const withdrawQuote = (quoteId: number, options?: ApiOptions) =>
  post<C.Quote>(`/api/quotes/${segment(quoteId)}/withdraw`, undefined, options);
export const acceptQuote = (quoteId: number, options?: ApiOptions) =>
  post<C.QuoteAccepted>(`/api/quotes/${segment(quoteId)}/accept`, undefined, options);

/** 我的运单: the account's waybills in one role, of one state or all. */
export const listWaybills = (query: { role: C.WaybillRole; state?: C.WaybillState; pageSize?: number }) =>
  get<C.Paged<C.WaybillItem>>('/api/user/waybills', query);
export const getWaybill = (waybillId: number, options?: ApiOptions) =>
  get<C.WaybillDetail>(`/api/waybills/${segment(waybillId)}`, undefined, options);
/** One step of the waybill; answers the waybill after it. */
export const addWaybillEvent = (waybillId: number, body: Partial<WaybillEventInput>, options?: ApiOptions) =>
  post<C.WaybillDetail>(`/api/waybills/${segment(waybillId)}/events`, body, options);

/** What the quote section needs of its offer. */
export type QuotedOffer = Pick<C.LogisticsInfoDetail, 'id' | 'title' | 'kind' | 'state' | 'publisherId'>;

/** 评价 the other party, exactly once per key: a replay answers the same. */
export const rateWaybill = (
  waybillId: number,
  body: R.NewRating,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<R.WaybillRatings>(
    `/api/waybills/${segment(waybillId)}/rating`,
    body,
    idempotent(idempotencyKey, options),
  );
/** The rated party's one answer to a published rating. */
export const replyToRating = (
  ratingId: number,
  content: string,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<R.Rating>(`/api/ratings/${segment(ratingId)}/reply`, { content }, idempotent(idempotencyKey, options));
