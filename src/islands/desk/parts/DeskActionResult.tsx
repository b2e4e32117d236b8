import type { DeskPublishResult } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';

/** Where a desk item's 发布, 撤下 or 提交审核 stands, from the click to its outcome. */
export type DeskActionState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; result: DeskPublishResult }
  | { status: 'submitted'; revision: number }
  | { status: 'failed'; message: string };

const SAID = 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800';

/** The outcome, said politely: since when the site shows it, or why it failed. */
export default function DeskActionResult({ action }: { action: DeskActionState }) {
  return (
    <div aria-live="polite">
      {action.status === 'done' && (
        <p role="status" className={SAID}>
          {action.result.state === 'published' ? '已发布' : '已撤下'}，网站自{' '}
          {formatDateTime(action.result.liveAt)} 起显示此变化
          {action.result.changedUrls.length > 0
            ? `（更新了 ${action.result.changedUrls.length} 个页面）`
            : ''}
          。
        </p>
      )}
      {action.status === 'submitted' && (
        <p role="status" className={SAID}>
          已提交第 {action.revision} 版，编辑审核后发布。
        </p>
      )}
      {action.status === 'failed' && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {action.message}
        </p>
      )}
    </div>
  );
}
