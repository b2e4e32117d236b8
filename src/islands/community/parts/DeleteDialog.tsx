import ConfirmDialog from '../../shared/ConfirmDialog';
import type { ClosableProps } from './DialogButton';

export interface DeleteDialogProps {
  /** What is deleted, in the question and the button's name: `帖子`, `#3 的回复`. */
  what: string;
  /** Resolves once deleted; a rejection keeps the dialog open (the request layer has said why). */
  onConfirm: () => Promise<void>;
}

/** 删除 asks first: deleted words cannot be brought back. Opened by a DialogButton. */
export default function DeleteDialog({ what, onConfirm, onClose }: DeleteDialogProps & ClosableProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`删除${what}`}
      question={`确定要删除${what}吗？删除后不能恢复，楼层号保留，显示为“已被作者删除”。`}
      confirmText="确定删除"
      busyText="删除中..."
      onConfirm={onConfirm}
    />
  );
}
