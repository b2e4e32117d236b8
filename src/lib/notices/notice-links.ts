/**
 * Where a notice leads. Written out here rather than through community-paths.ts `postPath`, which
 * would add a chunk to what every page's notice dropdown loads; a test holds the two to one address.
 */
import type { DeskQueue, Notice } from '../shared/contract.ts';
import {
  EDITOR_PATH,
  EDITOR_REPORTS_PATH,
  LOGISTICS_DETAILS_PATH,
  POST_PATH,
  VERIFICATION_QUEUE_PATH,
  DOCUMENT_QUEUE_PATH,
  COMPLAINT_QUEUE_PATH,
} from '../shared/routes.ts';

/** The desk page of each queue an editor's 待办 opens (submitted announcements: the desk's announcements tab). */
export const DESK_QUEUE_PATHS: Record<DeskQueue, string> = {
  reports: EDITOR_REPORTS_PATH,
  verifications: VERIFICATION_QUEUE_PATH,
  announcements: `${EDITOR_PATH}?tab=announcements`,
  documents: DOCUMENT_QUEUE_PATH,
  complaints: COMPLAINT_QUEUE_PATH,
};

/**
 * The page a notice opens (a followed post at its first new floor, an offer on a subscribed lane), or null for a notice that opens
 * none (also one kept in the session by an older version, which has no `target`).
 */
export function noticePath(notice: Notice): string | null {
  if (notice.target) return `${POST_PATH}?id=${notice.target.postId}&floor=${notice.target.floor}`;
  // A new offer on a subscribed lane (an older stored notice has no `offerId`).
  if (notice.offerId) return `${LOGISTICS_DETAILS_PATH}?id=${notice.offerId}`;
  // An editor's 待办: the desk queue where the work waits.
  if (notice.desk) return DESK_QUEUE_PATHS[notice.desk];
  return null;
}
