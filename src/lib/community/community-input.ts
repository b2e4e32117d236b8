/**
 * What the composer checks before sending: the community's rules (rules/community.ts), the very
 * schemas the server validates with, field by field with the composer's labels.
 */
import type { NewPost, NewReply } from '../shared/contract.ts';
import type { FieldSpecs, FormValues } from '../form/form.ts';
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
export type EditFieldName = keyof EditFields;

/**
 * The edit form's description (the rules of a new post or reply, with the composer's labels): a
 * post's title and body, or a reply's text, whose title is neither shown nor checked.
 */
export function editFieldSpecs(isPost: boolean): FieldSpecs<EditFieldName> {
  return {
    title: isPost ? { label: '标题', rule: communityFieldRules.title } : { label: '标题' },
    content: {
      label: isPost ? '正文' : '回复内容',
      kind: 'textarea',
      rows: 6,
      rule: communityFieldRules.content,
    },
  };
}

/** The edit as the form holds it (a reply's has no title). */
export const editFieldsOf = (values: FormValues<EditFieldName>, isPost: boolean): EditFields =>
  isPost ? { title: values.title, content: values.content } : { content: values.content };
