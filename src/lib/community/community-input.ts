/**
 * What the composer checks before sending: the community's rules (rules/community.ts), the very
 * schemas the server validates with, field by field with the composer's labels.
 */
import type { NewPost, NewReply } from '../shared/contract.ts';
import { communityFieldRules } from '../shared/rules/community.ts';
import { checkValue, type Rule } from '../shared/rules/rule.ts';

export interface ComposerFields {
  title: string;
  content: string;
  circleId: number | null;
  quoteReplyId: number | null;
}

export type ComposerErrors = Partial<Record<'title' | 'content' | 'circleId', string>>;

/** Messages per field; empty when the submission may be sent. */
export function checkComposer(fields: ComposerFields, kind: 'post' | 'reply'): ComposerErrors {
  const rules = communityFieldRules;
  const checks: (readonly [keyof ComposerErrors, Rule, unknown, string])[] = [
    ...(kind === 'post'
      ? ([
          ['circleId', rules.circleId, fields.circleId ?? undefined, '圈子'],
          ['title', rules.title, fields.title, '标题'],
        ] as const)
      : []),
    ['content', rules.content, fields.content, kind === 'post' ? '正文' : '回复内容'],
  ];
  const errors: ComposerErrors = {};
  for (const [field, rule, value, label] of checks) {
    const message = checkValue(rule, value, label);
    if (message) errors[field] = message;
  }
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

export interface EditFields {
  /** Posts only. */
  title?: string;
  content: string;
}
export type EditErrors = Partial<Record<'title' | 'content', string>>;

/** Messages per field of an edit (the rules of a new post or reply); empty when it may be sent. */
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
