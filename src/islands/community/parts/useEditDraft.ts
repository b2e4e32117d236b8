import { useEffect, useState } from 'react';
import { editDraft, openEdit, type OpenedEdit } from '../../../lib/community/community-edits';
import type { EditFields } from '../../../lib/community/community-input';
import { postDrafts, type EditDraftTarget } from '../../../lib/community/community-drafts';
import { draftStore } from '../../../stores/draft';

export interface EditDraft extends OpenedEdit {
  /** Keeps the words as they are typed, made from the revision the form opened on. */
  keep: (fields: EditFields) => void;
  /** After the edit was saved, or the user gave it up. */
  drop: () => void;
}

/**
 * The draft of an edit on the post page, kept like the composer's (the draft store, per user and
 * target) so a reload or an ended login loses nothing: read once when the form opens.
 */
export function useEditDraft(
  userId: number,
  target: EditDraftTarget,
  current: EditFields,
  revision: number,
): EditDraft {
  const [draft] = useState(() => draftStore(postDrafts, userId, target));
  const [opened] = useState<OpenedEdit>(() => {
    const saved = draft.open();
    const edit = openEdit(saved, current, revision);
    if (saved && !edit.restored) draft.clear();
    return edit;
  });
  return {
    ...opened,
    keep: (fields) => void draft.keep(editDraft(fields, opened.revision)),
    drop: draft.clear,
  };
}

/**
 * Opens the edit form by itself (`open`) when the page loads with unsaved words of this edit kept from
 * an earlier visit: after a reload or a new login the user lands back in their edit.
 */
export function useReopenEdit(
  userId: number,
  target: EditDraftTarget,
  current: EditFields,
  revision: number,
  open: (() => void) | null,
): void {
  const key = postDrafts.key(userId, target);
  useEffect(() => {
    if (!open) return;
    const saved = draftStore(postDrafts, userId, target).open();
    if (openEdit(saved, current, revision).restored) open();
    // Once per page and target: reopening after the user closed the form would trap them in it.
  }, [key]);
}
