/**
 * What the community's endpoints share about an author's own words: the refusals (docs/api.md, error
 * codes 10600–10604) and the edit window each post and reply carries.
 */
import { type EditConflict } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { editableUntil, type EditTimes } from './edit-window.ts';
import { ApiError } from './errors.ts';

export const postDeleted = (): ApiError => new ApiError(ErrorCodes.postDeleted, '该帖子已被作者删除', 410);
export const replyDeleted = (): ApiError => new ApiError(ErrorCodes.replyDeleted, '该回复已被作者删除', 410);

export const notAuthor = (what: '帖子' | '回复'): ApiError =>
  new ApiError(ErrorCodes.notAuthor, `只能编辑或删除自己发表的${what}`, 403);

export const editWindowClosed = (what: '帖子' | '回复', times: EditTimes): ApiError =>
  new ApiError(
    ErrorCodes.editWindowClosed,
    `${what}发表已超过 ${waitInWords(times.windowSeconds)}，不能再编辑；如需补充或更正，请发表回复`,
    409,
  );

/**
 * An edit made from an older revision than the one that stands (another tab or device saved in
 * between): refused, nothing written, and answered with the current text so nothing is lost.
 */
export const editConflict = (what: '帖子' | '回复', conflict: EditConflict): ApiError =>
  new ApiError(
    ErrorCodes.editConflict,
    `该${what}在你编辑期间已被修改（可能在另一个窗口），你的修改未保存；请对照最新内容，再决定覆盖或放弃`,
    409,
    conflict,
  );

/** The item with the last moment its author may edit it. */
export const withEditWindow = <T extends { createdAt: string }>(
  item: T,
  times: EditTimes,
): T & { editableUntil: string } => ({ ...item, editableUntil: editableUntil(item.createdAt, times) });
