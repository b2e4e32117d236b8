import { versionLabel } from '../../../lib/community/community-edits';
import type { TextHistory } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import DialogFrame, { CloseButton } from '../../shared/DialogFrame';
import LoadFailure from '../../shared/LoadFailure';
import { useLoad } from '../../shared/useLoad';
import type { ClosableProps } from '../../shared/DialogButton';
import UserText from './UserText';

export interface HistoryDialogProps {
  /** Names the dialog and the button for a screen reader: `帖子`, `#3 的回复`. */
  what: string;
  /** A new key asks again (e.g. after another edit). */
  loadKey: string;
  load: () => Promise<TextHistory>;
}

/** Every version of a post or reply, newest first, as written; opened by the 已编辑 mark. */
export default function HistoryDialog({ what, loadKey, load, onClose }: HistoryDialogProps & ClosableProps) {
  const history = useLoad(loadKey, load);
  return (
    <DialogFrame
      open
      onOpenChange={(next) => !next && onClose()}
      size="wide"
      title={`${what}的编辑历史`}
      description="最新的版本在前；发表后几分钟内的修改不单独保留。"
    >
      <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
        {history.status === 'failed' ? (
          <LoadFailure error={history.error} onRetry={history.retry} />
        ) : history.data === null ? (
          <p role="status">载入中...</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {history.data.list.map((version) => (
              <li key={version.version} className="rounded-md border border-gray-200 p-3">
                <p className="text-sm text-gray-600">
                  <span className="font-medium text-gray-900">{versionLabel(version)}</span>{' '}
                  <time dateTime={version.savedAt}>{formatDateTime(version.savedAt)}</time>
                </p>
                {version.title !== undefined && (
                  <p className="mt-1 font-medium text-gray-900">
                    <UserText inline text={version.title} />
                  </p>
                )}
                <UserText
                  text={version.content}
                  name="version-body"
                  className="mt-1 text-sm leading-6 text-gray-800"
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="mt-4 text-right">
        <CloseButton>关闭</CloseButton>
      </div>
    </DialogFrame>
  );
}
