import { useId, useState, type SubmitEvent } from 'react';
import * as api from '../../../lib/community/api';
import { editConflictOf, isOwnText } from '../../../lib/community/community-edits';
import type { EditConflict, PostDetail, Reply } from '../../../lib/shared/contract';
import { checkEdit, type EditErrors, type EditFields } from '../../../lib/community/community-input';
import { toRequestError } from '../../../lib/request/errors';
import { COMMUNITY_LIMITS } from '../../../lib/shared/rules/community';
import FormAlert from '../../form/FormAlert';
import CharCounter from './CharCounter';
import EditActions from './EditActions';
import EditConflictNotice from './EditConflictNotice';
import { useEditDraft } from './useEditDraft';

/** What is edited, and who hears the text the server kept. */
export type EditTarget =
  | { kind: 'post'; postId: number; onSaved: (post: PostDetail) => void }
  | { kind: 'reply'; postId: number; replyId: number; onSaved: (reply: Reply) => void };

export interface EditFormProps {
  /** The author: the draft of the edit is kept under their id. */
  userId: number;
  /** A post's edit has a title; a reply's has none. */
  initial: EditFields;
  /** The revision of the text the form starts from (the server refuses an edit of an older one). */
  revision: number;
  /** What is edited, `帖子` or `#3 的回复`: names the form (`编辑帖子`) and its messages. */
  what: string;
  target: EditTarget;
  onCancel: () => void;
}

/**
 * Sends the edit made from `revision`. A refusal is the form's to show (beside the fields, where the
 * user is looking); only an ended session is still handled by the request layer.
 */
function save(target: EditTarget, fields: EditFields, revision: number): Promise<void> {
  const options = { hideMessage: true };
  if (target.kind === 'post') {
    const body = { title: fields.title ?? '', content: fields.content, revision };
    return api.editPost(target.postId, body, options).then(target.onSaved);
  }
  const body = { content: fields.content, revision };
  return api.editReply(target.postId, target.replyId, body, options).then(target.onSaved);
}

/** Discarding one's own edit after a conflict, or finding it already saved: the page takes the text that stands. */
function adopt(target: EditTarget, conflict: EditConflict): void {
  if (target.kind === 'post') target.onSaved(conflict.current as PostDetail);
  else target.onSaved(conflict.current as Reply);
}

const fieldClass = (invalid: boolean) =>
  `w-full rounded-md border bg-white px-3 text-sm focus:border-primary ${invalid ? 'border-red-500' : 'border-gray-400'}`;

const draftTarget = (target: EditTarget) =>
  target.kind === 'post'
    ? { kind: 'edit-post' as const, postId: target.postId }
    : { kind: 'edit-reply' as const, postId: target.postId, replyId: target.replyId };

/**
 * Edits a post or reply in place, checked by the rules of a new one before it is sent. What is typed
 * is kept as a draft (like the composer's) until saved or given up, and offered back when the form
 * opens again after a reload or a new login, with the revision it was made from. When the text was
 * saved elsewhere meanwhile (10604), the user's words stay in the fields beside the newer text, and
 * only an explicit choice saves them over it (made from the newer revision) or discards them; a 10604
 * whose text is the user's own (an earlier attempt that was saved) is taken as saved.
 */
export default function EditForm({ userId, initial, revision, what, target, onCancel }: EditFormProps) {
  const id = useId();
  const draft = useEditDraft(userId, draftTarget(target), initial, revision);
  const [fields, setFieldsState] = useState(draft.fields);
  const [errors, setErrors] = useState<EditErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  function setFields(next: EditFields) {
    setFieldsState(next);
    draft.keep(next);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // After a conflict, Enter in a field does not overwrite: only the button says so.
    if (conflict) return;
    await send(draft.revision);
  }

  async function send(basedOn: number) {
    const found = checkEdit(fields);
    setErrors(found);
    const first = (['title', 'content'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await save(target, fields, basedOn);
      draft.drop();
    } catch (error) {
      // The fields and the draft keep what the user typed, for another try.
      const newer = editConflictOf(error);
      if (newer && isOwnText(newer, fields)) {
        draft.drop();
        adopt(target, newer);
      } else if (newer) setConflict(newer);
      else setFailure(toRequestError(error).errorMessage);
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
      aria-label={`编辑${what}`}
      data-state={conflict ? 'conflict' : 'editing'}
      onSubmit={(event) => void submit(event)}
      className="mt-3 flex flex-col gap-3"
    >
      {draft.restored && !conflict && (
        <p role="status" className="rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-800">
          已恢复未保存的修改（上次编辑时保存在本机）。保存后生效；点「取消」则放弃这些修改。
        </p>
      )}
      <FormAlert message={failure} />
      {conflict && <EditConflictNotice what={what} conflict={conflict} />}
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
      <EditActions
        busy={busy}
        conflicted={conflict !== null}
        onOverwrite={() => conflict && void send(conflict.current.revision)}
        onDiscard={() => {
          if (!conflict) return;
          draft.drop();
          adopt(target, conflict);
        }}
        onCancel={() => {
          draft.drop();
          onCancel();
        }}
      />
    </form>
  );
}
