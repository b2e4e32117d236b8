import * as Dialog from '@radix-ui/react-dialog';
import { versionLabel } from '../../../lib/community/community-edits';
import type { TextHistory } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import LoadFailure from '../../shared/LoadFailure';
import { useLoad } from '../../shared/useLoad';
import type { ClosableProps } from './DialogButton';
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
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[80vh] w-[40rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">{what}的编辑历史</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            最新的版本在前；发表后几分钟内的修改不单独保留。
          </Dialog.Description>
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
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                关闭
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
