/**
 * 企业认证's endpoints (docs/api.md, Verified enterprises), on the API client's helpers: a user's
 * application, and the desk's queue with its two decisions.
 */
import type * as C from '../shared/contract.ts';
import { get, post, segment, type ApiOptions } from '../request/api.ts';

const at = (verificationId: number) => `/api/desk/verifications/${segment(verificationId)}`;

export const getMyVerification = (options?: ApiOptions) =>
  get<C.Verification | null>('/api/user/verification', undefined, options);

export const applyForVerification = (body: C.VerificationRequest, options?: ApiOptions) =>
  post<C.Verification>('/api/user/verification', body, options);

export const listVerifications = (
  state: C.VerificationState | undefined,
  page: number,
  options?: ApiOptions,
) => get<C.Paged<C.DeskVerification>>('/api/desk/verifications', { state, page }, options);

export const approveVerification = (
  verificationId: number,
  body: C.VerificationApproval,
  options?: ApiOptions,
) => post<C.VerificationApproved>(`${at(verificationId)}/approve`, body, options);

export const rejectVerification = (
  verificationId: number,
  body: C.VerificationRejection,
  options?: ApiOptions,
) => post<{ id: number; state: 'rejected' }>(`${at(verificationId)}/reject`, body, options);
