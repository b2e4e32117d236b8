/**
 * Complaints (投诉) about a waybill (docs/api.md, Complaints): what either party complains of, the
 * states an editor moves a complaint through, and the answers' shapes.
 */

/**
 * The refusals of complaints and of reporting an offer (docs/api.md, error codes), apart from
 * ErrorCodes (envelope.ts), which every page's core script carries, as this module is not
 * (astro.config.mjs): the pages that name them import them.
 */
export const COMPLAINT_ERROR_CODES = {
  /** The caller is already complaining about this waybill (HTTP 409): one unresolved complaint per party. */
  complaintOpenExists: 10810,
  /** Too late to complain (HTTP 409): the waybill was 已签收 or 已取消 longer ago than PORTAL_COMPLAINT_WINDOW_DAYS. */
  complaintWindowClosed: 10811,
  /** The complaint's state does not allow the action (HTTP 409), e.g. 受理 twice, a statement once 已处理. */
  complaintStateRefused: 10812,
  /** A photo is not the caller's own upload (HTTP 400). */
  complaintFilesRefused: 10813,
  /** The reported offer is no longer 发布中 (HTTP 409): 已成交 or 已撤回, nothing to report. */
  reportOfferClosed: 10814,
} as const;

/** What a complaint is about; what each is called is complaint-labels.ts. */
export const COMPLAINT_CATEGORIES = ['no_show', 'damage', 'freight_dispute', 'false_info', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** open 待受理 → accepted 处理中 → resolved 已处理 (upheld or not). */
export const COMPLAINT_STATES = ['open', 'accepted', 'resolved'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** `POST /waybills/:id/complaints`. */
export interface NewComplaint {
  category: ComplaintCategory;
  content: string;
  /** The caller's own uploads (`POST /files`). */
  fileIds?: string[];
}

/** `POST /complaints/:id/evidence`: a party's statement (补充说明), with photos. */
export interface NewComplaintStatement {
  content: string;
  fileIds?: string[];
}

/** `POST /desk/complaints/:id/resolve`: whether the complaint is upheld, and the written result. */
export interface ComplaintResolution {
  upheld: boolean;
  result: string;
}

/** A complaint as its lists show it (`GET /user/complaints`, `GET /desk/complaints`). */
export interface ComplaintItem {
  id: number;
  waybillId: number;
  waybillNo: string;
  category: ComplaintCategory;
  state: ComplaintState;
  complainantId: number;
  complainantNickname: string;
  respondentId: number;
  respondentNickname: string;
  createdAt: string;
  /** When 受理 is due: `createdAt` plus PORTAL_COMPLAINT_ACCEPT_HOURS. */
  acceptDueAt: string;
  /** Milliseconds left to 受理 by the server's clock (negative: overdue); null once accepted. */
  acceptLeftMs: number | null;
  /** Still 待受理 after `acceptDueAt`. */
  overdue: boolean;
  acceptedAt: string | null;
  resolvedAt: string | null;
  /** Set once resolved, with the editor's written result. */
  upheld: boolean | null;
  result: string | null;
}

/** One statement of the file: the complainant's further words or the other party's answer. */
export interface ComplaintStatement {
  id: number;
  userId: number;
  nickname: string;
  content: string;
  fileIds: string[];
  createdAt: string;
}

/** `GET /complaints/:id`: the whole file, for its two parties and editors. */
export interface ComplaintDetail extends ComplaintItem {
  content: string;
  /** The complaint's photos: `GET /files/:id` (its two parties and editors). */
  fileIds: string[];
  statements: ComplaintStatement[];
}
