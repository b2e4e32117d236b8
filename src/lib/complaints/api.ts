/** Complaints' endpoints (docs/api.md, Complaints), on the API client's helpers; protected. */
import type * as C from '../shared/contract/complaints.ts';
import type { Paged } from '../shared/contract.ts';
import { get, idempotent, post, segment, type ApiOptions } from '../request/api.ts';

/** 投诉 about a waybill, exactly once per key: a replay answers the same complaint. */
export const fileComplaint = (
  waybillId: number,
  body: C.NewComplaint,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<C.ComplaintDetail>(
    `/api/waybills/${segment(waybillId)}/complaints`,
    body,
    idempotent(idempotencyKey, options),
  );

/** The account's complaints (made and against it), of one waybill or all. */
export const listComplaints = (query: { waybillId?: number; pageSize?: number }, options?: ApiOptions) =>
  get<Paged<C.ComplaintItem>>('/api/user/complaints', query, options);
