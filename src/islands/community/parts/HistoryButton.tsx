import * as api from '../../../lib/community/api';
import DialogButton from '../../shared/DialogButton';
import HistoryDialog from './HistoryDialog';
import { HISTORY_BUTTON } from './styles';

export interface HistoryButtonProps {
  /** `帖子`, `#3 的回复`. */
  what: string;
  postId: number;
  /** The reply whose history it is; none for the post's. */
  replyId?: number;
  /** When it was last edited: a new edit reads the history again. */
  editedAt: string;
}

/** The 已编辑 mark: opens every version of the post or reply, newest first. */
export default function HistoryButton({ what, postId, replyId, editedAt }: HistoryButtonProps) {
  return (
    <DialogButton
      text="已编辑"
      name={`已编辑，查看${what}的编辑历史`}
      className={HISTORY_BUTTON}
      dialog={HistoryDialog}
      props={{
        what,
        loadKey: `${postId}-${replyId ?? 0}-${editedAt}`,
        load: () =>
          replyId === undefined
            ? api.getPostHistory(postId, { hideMessage: true })
            : api.getReplyHistory(postId, replyId, { hideMessage: true }),
      }}
    />
  );
}
