/** 企业认证 in the portal's words: the states as the user and the desk read them. */
import type { Verification, VerificationState } from '../shared/contract.ts';

export const verificationStateLabels: Readonly<Record<VerificationState, string>> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
};

/** Whether the user may send an application now: a first one, or again after 未通过. */
export const mayApply = (latest: Verification | null): boolean =>
  latest === null || latest.state === 'rejected';
