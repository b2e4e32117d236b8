/**
 * An author's own words on the post page (docs/api.md, Community): who may edit or delete what, how
 * a version is named, what an edit that lost a race to another tab (10604) is told, and how an edit's
 * draft (community-drafts.ts, kept like the composer's) is written and restored. (The words
 * that stand in for deleted text are in community.ts, which every community page loads; the check of
 * an edit is in community-input.ts, beside the composer's; where a notice of new replies leads is in
 * community-paths.ts.)
 */
import type { EditFields } from './community-input.ts';
import { type EditConflict, type TextVersion } from '../shared/contract.ts';
import { ErrorCodes } from '../shared/contract/error-codes.ts';
import { emptyDraft, type Draft } from './community-drafts.ts';
import { formatDateTime } from '../shared/format.ts';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The text that stands, when `error` is the refusal of an edit made from an older revision (10604,
 * the request layer's error with the server's answer); null for any other failure, or an answer
 * without the text (then nothing can be shown beside the user's own, and it is treated as any failure).
 */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!isRecord(error) || error.errorCode !== ErrorCodes.editConflict) return null;
  const envelope = isRecord(error.response) ? error.response.data : undefined;
  const data = isRecord(envelope) ? envelope.data : undefined;
  if (!isRecord(data) || typeof data.savedAt !== 'string' || !isRecord(data.current)) return null;
  const { revision, content } = data.current;
  if (typeof revision !== 'number' || typeof content !== 'string') return null;
  return data as unknown as EditConflict;
}

/**
 * What the edit form says when its save lost the race: `what` changed elsewhere and when, and that the
 * user's words are still theirs to save over it or discard.
 */
export const conflictMessage = (what: string, savedAt: string): string =>
  `${what}已在 ${formatDateTime(savedAt)} 被修改（可能是在另一个窗口或标签页），你的修改尚未保存，仍在下面的编辑框中。` +
  '请对照现在的内容，选择「用我的内容覆盖」或「放弃我的修改」。';

/** The text an edit form holds: a post's title and content, or a reply's content. */
const sameText = (a: EditFields, b: { title?: string | undefined; content: string }): boolean =>
  a.content === b.content && (a.title === undefined || a.title === b.title);

/**
 * 10604 answered with the very text the user sent: their earlier attempt was saved and its answer
 * lost (a retry after a network failure, or a draft restored after it), or another tab saved the same
 * words. Either way the edit is done, not a conflict.
 */
export const isOwnText = (conflict: EditConflict, fields: EditFields): boolean =>
  sameText(fields, conflict.current);

/** The draft kept for an edit: its fields, made from `revision` (the draft store stamps the time). */
export const editDraft = (fields: EditFields, revision: number): Draft => ({
  ...emptyDraft(),
  title: fields.title ?? '',
  content: fields.content,
  revision,
});

/** What an edit form opens on: the stored draft's words and revision, or the text that stands. */
export interface OpenedEdit {
  fields: EditFields;
  revision: number;
  /** True when the form holds unsaved words from an earlier visit (say 已恢复未保存的修改). */
  restored: boolean;
}

/**
 * Opens an edit of `current` (made from `revision`) on `saved`, the draft kept for it: its words and
 * the revision they were made from (so a text changed elsewhere meanwhile is a conflict when saved,
 * never overwritten unseen). A draft holding the very text that stands is spent, not restored.
 */
export function openEdit(saved: Draft | null, current: EditFields, revision: number): OpenedEdit {
  if (saved?.revision === undefined || sameText(current, saved)) {
    return { fields: current, revision, restored: false };
  }
  const fields =
    current.title === undefined ? { content: saved.content } : { title: saved.title, content: saved.content };
  return { fields, revision: saved.revision, restored: true };
}
