import { DELETED_POST_TEXT, DELETED_REPLY_TEXT } from '../../../lib/community/community';
import ConfirmDialog from '../../shared/ConfirmDialog';
import type { ClosableProps } from '../../shared/DialogButton';

export interface DeleteDialogProps {
  /** What is deleted, in the question and the button's name: `帖子`, `#3 的回复`. */
  what: string;
  /** A post leaves the lists; a reply keeps its floor. */
  target: 'post' | 'reply';
  /** Resolves once deleted; a rejection keeps the dialog open (the request layer has said why). */
  onConfirm: () => Promise<void>;
}

/** 删除 asks first: deleted words cannot be brought back. Opened by a DialogButton. */
const CONSEQUENCES = {
  post: `删除后不能恢复：帖子和它的回复都不再显示，帖子页面只显示“${DELETED_POST_TEXT}”，它也会从社区列表和搜索中移除。`,
  reply: `删除后不能恢复：楼层号保留，这一楼显示为“${DELETED_REPLY_TEXT}”，引用它的回复也显示如此。`,
} as const;

export default function DeleteDialog({
  what,
  target,
  onConfirm,
  onClose,
}: DeleteDialogProps & ClosableProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`删除${what}`}
      question={`确定要删除${what}吗？${CONSEQUENCES[target]}`}
      confirmText="确定删除"
      busyText="删除中..."
      onConfirm={onConfirm}
    />
  );
}
