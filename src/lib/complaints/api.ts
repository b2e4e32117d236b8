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

/** One complaint's whole file: its two parties and editors. */
export const getComplaint = (complaintId: number, options?: ApiOptions) =>
  get<C.ComplaintDetail>(`/api/complaints/${segment(complaintId)}`, undefined, options);

/** 投诉处理 (editors): the queue of one state, oldest first, with the time left to 受理. */
export const listDeskComplaints = (query: { state: C.ComplaintState; page: number }, options?: ApiOptions) =>
  get<Paged<C.ComplaintItem>>('/api/desk/complaints', query, options);
/** 受理: the other party is asked for a statement. */
export const acceptComplaint = (complaintId: number, options?: ApiOptions) =>
  post<C.ComplaintDetail>(`/api/desk/complaints/${segment(complaintId)}/accept`, undefined, options);
/** 结果: upheld or not, with the written result both parties receive; irreversible. */
export const resolveComplaint = (complaintId: number, body: C.ComplaintResolution, options?: ApiOptions) =>
  post<C.ComplaintDetail>(`/api/desk/complaints/${segment(complaintId)}/resolve`, body, options);

/** 补充说明 of either party, exactly once per key; answers the file with it. */
export const addStatement = (
  complaintId: number,
  body: C.NewComplaintStatement,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<C.ComplaintDetail>(
    `/api/complaints/${segment(complaintId)}/evidence`,
    body,
    idempotent(idempotencyKey, options),
  );
