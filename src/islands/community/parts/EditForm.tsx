import { useEffect, useId, useState } from 'react';
import * as api from '../../../lib/community/api';
import { editConflictOf, isOwnText } from '../../../lib/community/community-edits';
import type { EditConflict, PostDetail, Reply } from '../../../lib/shared/contract';
import {
  editFieldSpecs,
  editFieldsOf,
  type EditFieldName,
  type EditFields,
} from '../../../lib/community/community-input';
import type { FormValues } from '../../../lib/form/form';
import { COMMUNITY_LIMITS } from '../../../lib/shared/rules/community';
import Form from '../../form/Form';
import FormField from '../../form/FormField';
import { useForm } from '../../form/useForm';
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
  /** `帖子` or `#3 的回复`: names the form (`编辑帖子`) and its messages. */
  what: string;
  target: EditTarget;
  onCancel: () => void;
}

/** Sends the edit made from `revision`; a refusal is the form's to show, an ended session the request layer's. */
function save(target: EditTarget, fields: EditFields, revision: number): Promise<void> {
  const options = { hideMessage: true };
  if (target.kind === 'post') {
    const body = { title: fields.title ?? '', content: fields.content, revision };
    return api.editPost(target.postId, body, options).then(target.onSaved);
  }
  const body = { content: fields.content, revision };
  return api.editReply(target.postId, target.replyId, body, options).then(target.onSaved);
}

/** One's edit given up after a conflict, or found saved: the page takes the text that stands. */
function adopt(target: EditTarget, conflict: EditConflict): void {
  if (target.kind === 'post') target.onSaved(conflict.current as PostDetail);
  else target.onSaved(conflict.current as Reply);
}

const draftTarget = (target: EditTarget) =>
  target.kind === 'post'
    ? { kind: 'edit-post' as const, postId: target.postId }
    : { kind: 'edit-reply' as const, postId: target.postId, replyId: target.replyId };

/**
 * Edits a post or reply in place on the form block, by the rules of a new one. What is typed is kept
 * as a draft until saved or given up, offered back after a reload or a new login with the revision it
 * was made from. When the text was saved elsewhere meanwhile (10604), the user's words stay beside the
 * newer text until they choose to save over it or discard them; a 10604 with their own text is saved.
 */
export default function EditForm({ userId, initial, revision, what, target, onCancel }: EditFormProps) {
  const isPost = initial.title !== undefined;
  const draft = useEditDraft(userId, draftTarget(target), initial, revision);
  const form = useForm(useId(), {
    fields: editFieldSpecs(isPost),
    initial: { title: draft.fields.title ?? '', content: draft.fields.content },
  });
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const busy = form.state.status === 'submitting';

  useEffect(() => {
    document.getElementById(form.fieldId('content'))?.focus();
    let kept = form.store.$state.get().values;
    return form.store.$state.listen(({ values }) => {
      if (values === kept) return;
      kept = values;
      draft.keep(editFieldsOf(values, isPost));
    });
  }, []);

  /** Saves the edit as made from `basedOn`; the fields and the draft keep what was typed on a failure. */
  const saveFrom = (basedOn: number) => async (values: FormValues<EditFieldName>) => {
    const fields = editFieldsOf(values, isPost);
    try {
      await save(target, fields, basedOn);
      draft.drop();
    } catch (error) {
      const newer = editConflictOf(error);
      if (!newer) throw error;
      if (isOwnText(newer, fields)) {
        draft.drop();
        adopt(target, newer);
      } else setConflict(newer);
    }
  };

  return (
    <div className="mt-3">
      <Form
        form={form}
        label={`编辑${what}`}
        // After a conflict, Enter in a field does not overwrite: only the button says so.
        send={conflict ? null : saveFrom(draft.revision)}
        actions={
          <EditActions
            busy={busy}
            conflicted={conflict !== null}
            onOverwrite={() => conflict && void form.store.submit(saveFrom(conflict.current.revision))}
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
        }
      >
        {draft.restored && !conflict && (
          <p role="status" className="rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-800">
            已恢复未保存的修改（上次编辑时保存在本机）。保存后生效；点「取消」则放弃这些修改。
          </p>
        )}
        {conflict && <EditConflictNotice what={what} conflict={conflict} />}
        {isPost && <FormField form={form} name="title" />}
        <FormField
          form={form}
          name="content"
          hint={
            <CharCounter
              id={`${form.id}-content-count`}
              value={form.state.values.content}
              max={COMMUNITY_LIMITS.contentMax}
              shape="body"
            />
          }
        />
      </Form>
    </div>
  );
}
