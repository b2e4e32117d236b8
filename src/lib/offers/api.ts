/**
 * The market's endpoints (docs/api.md, Offers): the open list and details, matches, and the
 * publisher's own offers (protected), on the API client's helpers.
 */
import type * as C from '../shared/contract.ts';
import type { ApiOptions } from '../request/api.ts';
import { get, idempotent, itemEndpoint, pagedEndpoint, post, put, segment } from '../request/api.ts';

export const listLogisticsInfo = pagedEndpoint<C.LogisticsInfoItem>('/logistics-info');
/** The contact phone is masked when the request carries no valid token. */
export const getLogisticsInfo = itemEndpoint<C.LogisticsInfoDetail>('/logistics-info');

/** The standing offers that suit this one, best first (public; no toast: the section says it). */
export const listOfferMatches = (infoId: number, query: { page?: number; pageSize?: number } = {}) =>
  get<C.Paged<C.LogisticsInfoItem>>(`/api/logistics-info/${segment(infoId)}/matches`, query, {
    hideMessage: true,
  });

/** 查看电话: the offer's phone in full, counted for its publisher and limited per day; no toast. */
export const revealContact = (infoId: number | string) =>
  post<C.RevealedContact>(`/api/logistics-info/${segment(infoId)}/contact`, undefined, {
    hideMessage: true,
    skipErrorHandler: true,
  });

/** 我的发布: the account's own offers in one state, newest first. */
export const listOwnOffers = (query: { state: C.OfferViewState; page?: number; pageSize?: number }) =>
  get<C.Paged<C.OwnOffer>>('/api/user/offers', query);
/** One of the account's own offers in any state, for 编辑 and 重新发布. */
export const getOwnOffer = (offerId: number, options?: ApiOptions) =>
  get<C.OwnOffer>(`/api/user/offers/${segment(offerId)}`, undefined, options);
/** 发布货源 / 发布车源, exactly once: a replay with the same key answers the original offer. */
export const createOffer = (body: Record<string, unknown>, idempotencyKey: string, options?: ApiOptions) =>
  post<C.OfferCreated>('/api/logistics-info', body, idempotent(idempotencyKey, options));
/** 编辑: only while the offer is 发布中 (10700 otherwise); the kind stays. */
export const updateOffer = (offerId: number, body: Record<string, unknown>, options?: ApiOptions) =>
  put<C.OwnOffer>(`/api/logistics-info/${segment(offerId)}`, body, options);
/** 重新发布: a past offer's fields as a new offer, exactly once per key. */
export const republishOffer = (
  offerId: number,
  body: Record<string, unknown>,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<C.OfferCreated>(
    `/api/logistics-info/${segment(offerId)}/republish`,
    body,
    idempotent(idempotencyKey, options),
  );
/** 撤回 or 成交 of a standing offer (10700 when it no longer stands). */
export const closeOffer = (offerId: number, action: 'withdraw' | 'done') =>
  post<C.OwnOffer>(`/api/logistics-info/${segment(offerId)}/${action}`);
