/**
 * Where a notice leads. Written out here rather than through community-paths.ts `postPath`, which
 * would add a chunk to what every page's notice dropdown loads; a test holds the two to one address.
 */
import type { Notice } from './contract.ts';
import { POST_PATH } from './routes.ts';

/**
 * The page a notice opens (a followed post at its first new floor), or null for a notice that opens
 * none (also one kept in the session by an older version, which has no `target`).
 */
export const noticePath = (notice: Notice): string | null =>
  notice.target ? `${POST_PATH}?id=${notice.target.postId}&floor=${notice.target.floor}` : null;
