import * as api from '../../../lib/api-own-words';
import { canDelete, canEdit } from '../../../lib/community-edits';
import type { PostDetail } from '../../../lib/contract';
import DialogButton from './DialogButton';
import DeleteDialog from './DeleteDialog';
import FollowButton from './FollowButton';
import { DELETE_BUTTON, EDIT_BUTTON } from './styles';

export interface PostToolsProps {
  post: PostDetail;
  userId: number;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

/**
 * What a signed-in reader can do to a post besides replying: 关注, and for its author 编辑 (within
 * the edit window) and 删除. Loaded only for a signed-in reader (parts.ts).
 */
export default function PostTools({ post, userId, editing, onEdit, onDeleted }: PostToolsProps) {
  return (
    <>
      <FollowButton postId={post.id} />
      {!editing && canEdit(post, userId, Date.now()) && (
        <button type="button" onClick={onEdit} aria-label="编辑帖子" className={EDIT_BUTTON}>
          编辑
        </button>
      )}
      {canDelete(post, userId) && (
        <DialogButton
          text="删除"
          name="删除帖子"
          className={DELETE_BUTTON}
          dialog={DeleteDialog}
          props={{
            what: '帖子',
            onConfirm: async () => {
              await api.deletePost(post.id);
              onDeleted();
            },
          }}
        />
      )}
    </>
  );
}
