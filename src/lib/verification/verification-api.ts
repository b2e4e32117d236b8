/**
 * The 企业认证 endpoints (docs/api.md, Verified enterprises) and a member's 提交审核, apart from
 * src/lib/request/api.ts so only the pages that use them carry them. Each resolves the envelope's `data`.
 */
import type { ApiOptions } from '../request/api.ts';
import type * as C from '../shared/contract.ts';
import { request } from '../request/request.ts';

const data = <T>(answer: Promise<C.Envelope<T>>): Promise<T> => answer.then((body) => body.data);
const at = (id: number) => `/api/desk/verifications/${encodeURIComponent(String(id))}`;

export const getMyVerification = (options?: ApiOptions) =>
  data(request.get<C.Envelope<C.Verification | null>>('/api/user/verification', options));

export const applyForVerification = (body: C.VerificationRequest, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.Verification>>('/api/user/verification', body, options));

export const listVerifications = (
  state: C.VerificationState | undefined,
  page: number,
  options?: ApiOptions,
) =>
  data(
    request.get<C.Envelope<C.Paged<C.DeskVerification>>>('/api/desk/verifications', {
      ...options,
      params: state ? { state, page } : { page },
    }),
  );

export const approveVerification = (id: number, body: C.VerificationApproval, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.VerificationApproved>>(`${at(id)}/approve`, body, options));

export const rejectVerification = (id: number, body: C.VerificationRejection, options?: ApiOptions) =>
  data(request.post<C.Envelope<{ id: number; state: 'rejected' }>>(`${at(id)}/reject`, body, options));

/** 提交审核: the member hands revision `revision` (the newest) of their announcement to the editors. */
export const submitAnnouncement = (id: number, revision: number, options?: ApiOptions) =>
  data(
    request.post<C.Envelope<C.DeskSaveResult & { submission: C.DeskSubmission }>>(
      `/api/desk/announcements/${encodeURIComponent(String(id))}/submit`,
      { revision },
      options,
    ),
  );
