/**
 * What the composer checks before sending, with the limits the server enforces (COMMUNITY_LIMITS in
 * the contract), counted as the server counts: UTF-16 code units of the trimmed text.
 */
import { COMMUNITY_LIMITS, type NewPost, type NewReply } from './contract.ts';

export { COMMUNITY_LIMITS };

/** The length the server compares with its limit. */
export const counted = (value: string): number => value.trim().length;

export interface ComposerFields {
  title: string;
  content: string;
  circleId: number | null;
  quoteReplyId: number | null;
}

export type ComposerErrors = Partial<Record<'title' | 'content' | 'circleId', string>>;

function textError(label: string, value: string, max: number): string | undefined {
  const length = counted(value);
  if (length === 0) return `请输入${label}`;
  if (length > max) return `${label}不能超过${max}个字符（现为${length}个）`;
  return undefined;
}

/** Messages per field; empty when the submission may be sent. */
export function checkComposer(fields: ComposerFields, kind: 'post' | 'reply'): ComposerErrors {
  const errors: ComposerErrors = {};
  if (kind === 'post') {
    if (fields.circleId === null) errors.circleId = '请选择圈子';
    const title = textError('标题', fields.title, COMMUNITY_LIMITS.titleMax);
    if (title) errors.title = title;
  }
  const content = textError(
    kind === 'post' ? '正文' : '回复内容',
    fields.content,
    COMMUNITY_LIMITS.contentMax,
  );
  if (content) errors.content = content;
  return errors;
}

/** The body of `POST /posts`, as typed (the server trims and normalises). */
export function newPostBody(fields: ComposerFields): NewPost {
  return { circleId: fields.circleId ?? 0, title: fields.title, content: fields.content };
}

/** The body of `POST /posts/:id/replies`. */
export function newReplyBody(fields: ComposerFields): NewReply {
  return fields.quoteReplyId === null
    ? { content: fields.content }
    : { content: fields.content, quoteReplyId: fields.quoteReplyId };
}

/** A short excerpt of a quoted reply: its first `max` characters on one line. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= max ? line : `${characters.slice(0, max).join('')}…`;
}
