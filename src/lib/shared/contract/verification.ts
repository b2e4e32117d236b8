/** Verified enterprises: a user's 企业认证 application, the desk's review of it, and what a member may do. */
import type { DeskPerson } from './desk.ts';

/** `pending`: 审核中; `approved`: 已认证; `rejected`: 未通过 (with the editor's reason). */
export const VERIFICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The enterprise a verified user belongs to (`GET /user/current`'s `enterprise`, present only when verified). */
export interface UserEnterprise {
  id: number;
  name: string;
}

/**
 * `POST /user/verification`. `contact` is the phone the desk calls back on; `licenceFileId` the
 * 营业执照 photo the applicant uploaded (`POST /files`).
 */
export interface VerificationRequest {
  companyName: string;
  creditCode: string;
  contact: string;
  note: string;
  licenceFileId: string;
}

/** One application as its applicant sees it (`GET /user/verification`, null when there is none). */
export interface Verification extends Omit<VerificationRequest, 'licenceFileId'> {
  /** Null for an application sent before the photo was asked for (未上传). */
  licenceFileId: string | null;
  id: number;
  state: VerificationState;
  /** Why it was refused (`rejected` only). */
  reason: string | null;
  /** The enterprise it was linked to (`approved` only). */
  enterprise: UserEnterprise | null;
  createdAt: string;
  decidedAt: string | null;
}

/** One row of `GET /desk/verifications`: the application, who sent it, and who decided it. */
export interface DeskVerification extends Verification {
  applicant: DeskPerson & { id: number };
  decidedBy: DeskPerson | null;
  /** An enterprise the desk already knows with the same credit code, which approval would link. */
  matchingEnterprise: UserEnterprise | null;
  /**
   * The phone a published enterprise with the application's credit code is registered with (its
   * 联系电话 on the portal), to call back on instead of the applicant's own; null when the desk has none.
   */
  registeredPhone: string | null;
}

/** `POST /desk/verifications/:id/approve`'s answer. */
export interface VerificationApproved {
  id: number;
  state: 'approved';
  enterprise: UserEnterprise;
  /** Whether the enterprise's profile is public; false while it is a desk draft. */
  published: boolean;
  /** The profile fields the editor still has to complete before publishing it (empty when published). */
  toComplete: string[];
}

/**
 * `POST /desk/verifications/:id/approve`: link `enterpriseId` (its credit code must match), or with no
 * id the enterprise with the application's credit code, or else a new desk draft made from it.
 */
export interface VerificationApproval {
  enterpriseId?: number;
}

export interface VerificationRejection {
  reason: string;
}
