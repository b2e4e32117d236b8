/** Moderation: reports of posts, replies and offers, and the desk's queue of them. */

/** What can be reported: the community's words, and a 货源 or 车源 (as 虚假信息, among other reasons). */
export const REPORT_TARGETS = ['post', 'reply', 'offer'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why: one of a short list (the form shows REPORT_REASON_LABELS), with optional words beside it. */
export const REPORT_REASONS = ['spam', 'abuse', 'fraud', 'illegal', 'privacy', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report stays `open` until an editor hides its target (an offer: withdraws it) or dismisses it. */
export const REPORT_STATES = ['open', 'hidden', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** What the desk did to a report. */
export const REPORT_ACTIONS = ['hide', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** `POST /reports`. */
export interface NewReport {
  target: ReportTarget;
  id: number;
  reason: ReportReason;
  /** Optional words (at most REPORT_NOTE_MAX characters). */
  note?: string;
}
export const REPORT_NOTE_MAX = 200;

/** The answer of `POST /reports`: the report (one per target while open) the user's report joined. */
export interface ReportReceipt {
  reportId: number;
  state: ReportState;
}

/**
 * One report of the desk's queue (`GET /desk/reports?state`): one per reported post or reply while
 * open, however many users reported it. `text` is the reported words as they stand (a post's title
 * and body, a reply's body, an offer's 补充说明), for the editor to judge.
 */
export interface ReportItem {
  id: number;
  target: ReportTarget;
  targetId: number;
  /** The post the target is (or belongs to), and a reply's floor, to open it in place; an offer's own id. */
  postId: number;
  floor: number | null;
  title: string;
  text: string;
  authorId: number;
  authorName: string;
  authorAccount: string;
  state: ReportState;
  /** How many users reported it, and how many chose each reason. */
  reporters: number;
  reasons: { reason: ReportReason; count: number }[];
  /** The optional words reporters added, newest first (at most 10). */
  notes: string[];
  createdAt: string;
  lastReportedAt: string;
  /** Who handled it and when (null while open). */
  handledAt: string | null;
  handledBy: string | null;
}
