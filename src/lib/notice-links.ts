/**
 * Where a notice leads. Written out here rather than through community-paths.ts `postPath`, which
 * would add a chunk to what every page's notice dropdown loads; a test holds the two to one address.
 */
import type { Notice } from './contract.ts';
import { LOGISTICS_DETAILS_PATH, POST_PATH } from './routes.ts';

/**
 * The page a notice opens (a followed post at its first new floor, an offer on a subscribed lane), or null for a notice that opens
 * none (also one kept in the session by an older version, which has no `target`).
 */
export function noticePath(notice: Notice): string | null {
  if (notice.target) return `${POST_PATH}?id=${notice.target.postId}&floor=${notice.target.floor}`;
  // A new offer on a subscribed lane (an older stored notice has no `offerId`).
  if (notice.offerId) return `${LOGISTICS_DETAILS_PATH}?id=${notice.offerId}`;
  return null;
}
