/**
 * `GET /logistics-info/:id/matches` (docs/api.md, Offers), apart from src/lib/request/api.ts so that only the
 * offer page's matches section, loaded when it is shown, carries it.
 */
import type * as C from '../shared/contract.ts';
import { request } from '../request/request.ts';

/** The standing offers that suit this one, best first (public; no toast: the section says it). */
export const listOfferMatches = (
  infoId: number,
  query: { page?: number; pageSize?: number } = {},
): Promise<C.Paged<C.LogisticsInfoItem>> =>
  request
    .get<C.Envelope<C.Paged<C.LogisticsInfoItem>>>(
      `/api/logistics-info/${encodeURIComponent(String(infoId))}/matches`,
      { params: query, hideMessage: true },
    )
    .then((body) => body.data);
