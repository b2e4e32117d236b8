/**
 * An author's own words on the post page (docs/api.md, Community): who may edit or delete what, the
 * words that stand in for deleted text, the check of an edit (the very rules of a new post or reply),
 * and where a notice of new replies leads.
 */
import { postPath } from './community-paths.ts';
import type { Notice, TextVersion } from './contract.ts';
import { communityFieldRules } from './rules/community.ts';
import { checkValue } from './rules/rule.ts';

export const DELETED_POST_TEXT = '该帖子已被作者删除';
export const DELETED_REPLY_TEXT = '该回复已被作者删除';

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

export interface EditFields {
  /** Posts only. */
  title?: string;
  content: string;
}
export type EditErrors = Partial<Record<'title' | 'content', string>>;

/** Messages per field of an edit; empty when it may be sent. */
export function checkEdit(fields: EditFields): EditErrors {
  const errors: EditErrors = {};
  if (fields.title !== undefined) {
    const message = checkValue(communityFieldRules.title, fields.title, '标题');
    if (message) errors.title = message;
  }
  const message = checkValue(
    communityFieldRules.content,
    fields.content,
    fields.title === undefined ? '回复内容' : '正文',
  );
  if (message) errors.content = message;
  return errors;
}

/** `第 2 版（当前）`. */
export const versionLabel = (version: TextVersion): string =>
  version.current ? `第 ${version.version} 版（当前）` : `第 ${version.version} 版`;

/**
 * The page a notice opens (the post at its first new floor), or null for a notice that opens none
 * (also one kept in the session by an older version, which has no `target`).
 */
export const noticePath = (notice: Notice): string | null =>
  notice.target ? postPath(notice.target.postId, notice.target.floor) : null;
