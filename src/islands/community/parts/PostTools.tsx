import * as api from '../../../lib/community/api';
import { canDelete, canEdit } from '../../../lib/community/community-edits';
import type { PostDetail } from '../../../lib/shared/contract';
import DialogButton from '../../shared/DialogButton';
import DeleteDialog from './DeleteDialog';
import FollowButton from './FollowButton';
import ReportButton, { REPORT_BUTTON } from '../../shared/ReportButton';
import { canReport } from '../../../lib/desk/moderation';
import { DELETE_BUTTON, EDIT_BUTTON } from './styles';
import { lazy, Suspense } from 'react';
import { useReopenEdit } from './useEditDraft';

/**
 * 屏蔽 is shared with the offer page: fetched by itself when the tools render, so the post page's own
 * script does not name its files among the tools' (page weight).
 */
const BlockButton = lazy(() => import('../../shared/BlockButton'));

export interface PostToolsProps {
  post: PostDetail;
  userId: number;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

/**
 * What a signed-in reader can do to a post besides replying: 关注, 举报 and 屏蔽 (someone else's), and for
 * its author 编辑 (within the edit window) and 删除. Loaded only for a signed-in reader (parts.ts). An edit left unsaved (a
 * reload, an ended login) opens again by itself.
 */
export default function PostTools({ post, userId, editing, onEdit, onDeleted }: PostToolsProps) {
  const editable = !editing && canEdit(post, userId, Date.now());
  const fields = { title: post.title, content: post.content };
  useReopenEdit(
    userId,
    { kind: 'edit-post', postId: post.id },
    fields,
    post.revision,
    editable ? onEdit : null,
  );
  return (
    <>
      <FollowButton postId={post.id} />
      {canReport(post, userId) && <ReportButton target="post" id={post.id} what="帖子" />}
      {post.authorId !== userId && (
        <Suspense fallback={null}>
          <BlockButton userId={post.authorId} name={`作者 ${post.authorName}`} className={REPORT_BUTTON} />
        </Suspense>
      )}
      {editable && (
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
            target: 'post',
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
