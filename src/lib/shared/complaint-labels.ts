/**
 * What complaints' categories and states are called (docs/api.md, Complaints), for the server's
 * notices and the pages. Kept out of the contract, whose every value travels with every page's core
 * script (astro.config.mjs), as waybill-labels.ts is.
 */
import type { ComplaintCategory, ComplaintState } from './contract/complaints.ts';

export const COMPLAINT_CATEGORY_LABELS: Readonly<Record<ComplaintCategory, string>> = {
  no_show: '放空/未按约装货',
  damage: '货损货差',
  freight_dispute: '运费纠纷',
  false_info: '信息虚假',
  other: '其他',
};

export const COMPLAINT_STATE_LABELS: Readonly<Record<ComplaintState, string>> = {
  open: '待受理',
  accepted: '处理中',
  resolved: '已处理',
};

/** A resolved complaint's outcome in words. */
export const complaintOutcomeLabel = (upheld: boolean): string => (upheld ? '投诉成立' : '投诉不成立');
