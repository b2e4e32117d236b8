import { useEffect, useState } from 'react';
import { editDraft, openEdit, type OpenedEdit } from '../../../lib/community/community-edits';
import type { EditFields } from '../../../lib/community/community-input';
import {
  postDrafts,
  readDraft,
  removeDraft,
  writeDraft,
  type EditDraftTarget,
} from '../../../lib/form/drafts';
import { browserLocalStorage } from '../../../lib/request/storage';

export interface EditDraft extends OpenedEdit {
  /** Keeps the words as they are typed, made from the revision the form opened on. */
  keep: (fields: EditFields) => void;
  /** After the edit was saved, or the user gave it up. */
  drop: () => void;
}

/**
 * The draft of an edit on the post page, kept like the composer's (src/lib/form/drafts.ts, per user and
 * target) so a reload or an ended login loses nothing: read once when the form opens.
 */
export function useEditDraft(
  userId: number,
  target: EditDraftTarget,
  current: EditFields,
  revision: number,
): EditDraft {
  const [opened] = useState<OpenedEdit>(() => {
    const storage = browserLocalStorage();
    const saved = readDraft(storage, postDrafts, userId, target);
    const edit = openEdit(saved, current, revision);
    if (saved && !edit.restored) removeDraft(storage, postDrafts, userId, target);
    return edit;
  });
  return {
    ...opened,
    keep: (fields) =>
      void writeDraft(
        browserLocalStorage(),
        postDrafts,
        userId,
        target,
        editDraft(fields, opened.revision, Date.now()),
      ),
    drop: () => removeDraft(browserLocalStorage(), postDrafts, userId, target),
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
    const saved = readDraft(browserLocalStorage(), postDrafts, userId, target);
    if (openEdit(saved, current, revision).restored) open();
    // Once per page and target: reopening after the user closed the form would trap them in it.
  }, [key]);
}
