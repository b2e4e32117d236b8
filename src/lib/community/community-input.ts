/**
 * What the composer and the edit form check before sending: the community's rules (rules/community.ts),
 * the very schemas the server validates with, as field descriptions of the form block with the
 * composer's labels.
 */
import type { NewPost, NewReply } from '../shared/contract.ts';
import type { FieldSpecs, FormValues } from '../form/form.ts';
import { communityFieldRules } from '../shared/rules/community.ts';

/** What a composer's draft holds besides its submission. */
export interface ComposerFields {
  title: string;
  content: string;
  circleId: number | null;
  quoteReplyId: number | null;
}

/** The fields the composer's form holds; a reply's circle and title are neither shown nor checked. */
export type ComposerFieldName = 'circleId' | 'title' | 'content';

/** The composer's description: a post's circle, title and body, or a reply's text. */
export function composerFieldSpecs(kind: 'post' | 'reply'): FieldSpecs<ComposerFieldName> {
  const isPost = kind === 'post';
  const { title, content } = editFieldSpecs(isPost);
  return {
    // A number for the rule (the circle's id); the composer draws it as a choice of the circles.
    circleId: isPost
      ? { label: '圈子', kind: 'number', rule: communityFieldRules.circleId }
      : { label: '圈子' },
    title,
    content: { ...content, rows: 10 },
  };
}

/** The draft's fields as the composer's form holds them. */
export const composerValues = (fields: ComposerFields): FormValues<ComposerFieldName> => ({
  circleId: fields.circleId === null ? '' : String(fields.circleId),
  title: fields.title,
  content: fields.content,
});

/** The form's values back as the draft keeps them. */
export const composerFieldsOf = (
  values: FormValues<ComposerFieldName>,
): Omit<ComposerFields, 'quoteReplyId'> => ({
  circleId: values.circleId === '' ? null : Number(values.circleId),
  title: values.title,
  content: values.content,
});

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
