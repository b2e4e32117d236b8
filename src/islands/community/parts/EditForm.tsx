import { useId, useState, type SubmitEvent } from 'react';
import * as api from '../../../lib/api-own-words';
import type { PostDetail, Reply } from '../../../lib/contract';
import { checkEdit, type EditErrors, type EditFields } from '../../../lib/community-input';
import { COMMUNITY_LIMITS } from '../../../lib/rules/community';
import CharCounter from './CharCounter';

/** What is edited, and who hears the text the server kept. */
export type EditTarget =
  | { kind: 'post'; postId: number; onSaved: (post: PostDetail) => void }
  | { kind: 'reply'; postId: number; replyId: number; onSaved: (reply: Reply) => void };

export interface EditFormProps {
  /** A post's edit has a title; a reply's has none. */
  initial: EditFields;
  /** The revision of the text the form starts from (the server refuses an edit of an older one). */
  revision: number;
  /** Names the form: `编辑帖子`, `编辑#3 的回复`. */
  label: string;
  target: EditTarget;
  onCancel: () => void;
}

/** Sends the edit made from `revision`; a rejection keeps the form (the request layer has said why). */
function save(target: EditTarget, fields: EditFields, revision: number): Promise<void> {
  if (target.kind === 'post') {
    const body = { title: fields.title ?? '', content: fields.content, revision };
    return api.editPost(target.postId, body).then(target.onSaved);
  }
  const body = { content: fields.content, revision };
  return api.editReply(target.postId, target.replyId, body).then(target.onSaved);
}

const fieldClass = (invalid: boolean) =>
  `w-full rounded-md border bg-white px-3 text-sm focus:border-primary ${invalid ? 'border-red-500' : 'border-gray-400'}`;

/** Edits a post or reply in place, checked by the rules of a new one before it is sent. */
export default function EditForm({ initial, revision, label, target, onCancel }: EditFormProps) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<EditErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEdit(fields);
    setErrors(found);
    const first = (['title', 'content'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await save(target, fields, revision);
    } catch {
      // Kept for another try.
    } finally {
      setBusy(false);
    }
  }

  const error = (field: keyof EditErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="mt-3 flex flex-col gap-3"
    >
      {fields.title !== undefined && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-gray-800">
            标题
          </label>
          <input
            id={`${id}-title`}
            value={fields.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            onChange={(event) => setFields({ ...fields, title: event.target.value })}
            className={`h-10 ${fieldClass(Boolean(errors.title))}`}
          />
          {error('title')}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-gray-800">
          {fields.title === undefined ? '回复内容' : '正文'}
        </label>
        <textarea
          id={`${id}-content`}
          autoFocus
          rows={6}
          value={fields.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={[`${id}-content-count`, errors.content ? `${id}-content-error` : '']
            .join(' ')
            .trim()}
          onChange={(event) => setFields({ ...fields, content: event.target.value })}
          className={`py-2 leading-6 ${fieldClass(Boolean(errors.content))}`}
        />
        <CharCounter
          id={`${id}-content-count`}
          value={fields.content}
          max={COMMUNITY_LIMITS.contentMax}
          shape="body"
        />
        {error('content')}
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60"
        >
          {busy ? '保存中...' : '保存'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="h-9 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          取消
        </button>
      </div>
    </form>
  );
}
