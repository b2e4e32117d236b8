import * as api from '../../../lib/community/api';
import { canEdit } from '../../../lib/community/community-edits';
import type { Reply } from '../../../lib/shared/contract';
import DialogButton from '../../shared/DialogButton';
import DeleteDialog from './DeleteDialog';
import { DELETE_BUTTON, EDIT_BUTTON } from './styles';
import { useReopenEdit } from './useEditDraft';

export interface ReplyToolsProps {
  reply: Reply;
  /** The signed-in reader, who wrote this reply. */
  userId: number;
  editing: boolean;
  onEdit: () => void;
  onChanged: () => void;
}

/**
 * 编辑 (within the edit window) and 删除 of one's own reply; loaded only for its writer (parts.ts). An
 * edit left unsaved (a reload, an ended login) opens again by itself.
 */
export default function ReplyTools({ reply, userId, editing, onEdit, onChanged }: ReplyToolsProps) {
  const what = `#${reply.floor} 的回复`;
  const editable = !editing && canEdit(reply, userId, Date.now());
  const target = { kind: 'edit-reply', postId: reply.postId, replyId: reply.id } as const;
  useReopenEdit(userId, target, { content: reply.content }, reply.revision, editable ? onEdit : null);
  return (
    <>
      {editable && (
        <button type="button" onClick={onEdit} aria-label={`编辑${what}`} className={EDIT_BUTTON}>
          编辑
        </button>
      )}
      <DialogButton
        text="删除"
        name={`删除${what}`}
        className={DELETE_BUTTON}
        dialog={DeleteDialog}
        props={{
          what,
          target: 'reply',
          onConfirm: async () => {
            await api.deleteReply(reply.postId, reply.id);
            onChanged();
          },
        }}
      />
    </>
  );
}
