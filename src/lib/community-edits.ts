/**
 * An author's own words on the post page (docs/api.md, Community): who may edit or delete what, and
 * how a version is named. (The words that stand in for deleted text are in community.ts, which every
 * community page loads; the check of an edit is in community-input.ts, beside the composer's; where a
 * notice of new replies leads is in community-paths.ts.)
 */
import type { TextVersion } from './contract.ts';

/** What decides whether a post or reply may still be changed by someone. */
export interface OwnedText {
  authorId: number;
  deletedAt: string | null;
  editableUntil: string;
}

/** `userId` wrote it, it stands, and it may be deleted (deleting has no deadline). */
export const canDelete = (item: OwnedText, userId: number | null): boolean =>
  userId !== null && item.authorId === userId && item.deletedAt === null;

/** As `canDelete`, and the edit window is still open at `now` (the server decides in the end). */
export const canEdit = (item: OwnedText, userId: number | null, now: number): boolean =>
  canDelete(item, userId) && now <= Date.parse(item.editableUntil);

/** `第 2 版（当前）`. */
export const versionLabel = (version: TextVersion): string =>
  version.current ? `第 ${version.version} 版（当前）` : `第 ${version.version} 版`;
