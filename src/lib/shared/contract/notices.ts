/** A user's notices. */

export const NOTICE_TYPES = ['notice', 'message', 'todo'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  description: string;
  read: boolean;
  createdAt: string;
  /**
   * What the notice is about, when it opens a page: new replies to a followed post open the post at
   * `floor`, the first reply the notice counts. Null for the others.
   */
  target: NoticeTarget | null;
  /** The offer a lane subscription's notice opens (logisticsInformationDetails); null (or absent, in a notice an older version stored) for the others. */
  offerId?: number | null;
  /** The desk queue an editor's 待办 opens (a report, a verification application, a submitted announcement); absent for the others. */
  desk?: DeskQueue | null;
}
export interface NoticeTarget {
  postId: number;
  floor: number;
}

/** The content desk's queues of waiting work; each new item is a 待办 for every editor. */
export const DESK_QUEUES = ['reports', 'verifications', 'announcements', 'documents', 'complaints'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

/** `GET /desk/waiting`: how much work waits in each desk queue, and since when (the oldest item). */
export interface DeskWaiting {
  queue: DeskQueue;
  count: number;
  /** When the oldest waiting item arrived; null when none waits. */
  oldestAt: string | null;
  /**
   * The queue's deadline where one applies (complaints: 受理 within PORTAL_COMPLAINT_ACCEPT_HOURS);
   * null for the other queues and when none waits.
   */
  deadline: DeskDeadline | null;
}

/** A queue's deadline: when the earliest waiting item falls due, and how many are past theirs. */
export interface DeskDeadline {
  dueAt: string;
  overdue: number;
}

/**
 * Why a token stopped signing its user in before it expired (stored with the revocation): a logout
 * with it (in another window), the password changed, the password reset by SMS. A token revoked
 * before reasons were stored has none and is answered as an unknown one.
 */
export const SESSION_END_REASONS = ['logout', 'password', 'reset'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
