import { useState } from 'react';
import { publishDeskItem, submitAnnouncement, withdrawDeskItem } from '../../../lib/desk/api';
import type { DeskItem, DeskPublishResult, DeskSubmission } from '../../../lib/shared/contract';
import { deskConfirmWording, deskPreviewHref, deskStateText } from '../../../lib/desk/desk';
import { formErrorText } from '../../../lib/request/refusal';
import { formatDateTime } from '../../../lib/shared/format';
import { appHref } from '../../list/href';
import ConfirmButton from '../../shared/ConfirmButton';
import DeskActionResult, { type DeskActionState } from './DeskActionResult';

const PUBLISH_BUTTON =
  'rounded-md bg-primary-active px-4 py-2 font-medium text-white hover:bg-primary-active/90 disabled:opacity-60';
const WITHDRAW_BUTTON =
  'rounded-md border border-red-300 px-4 py-2 text-red-700 hover:bg-red-50 disabled:opacity-60';

interface DeskItemPanelProps {
  item: DeskItem;
  /** Unsaved typing: publishing would not publish it, so 发布 waits for 保存. */
  dirty: boolean;
  /** An enterprise member: 提交审核 for an editor to publish, never 发布 or 撤下. */
  member?: boolean;
  onChanged: () => void;
}

/**
 * The item's state and what can be done with it: 预览, 发布 the newest revision, 撤下 (each asked first,
 * saying what visitors will see), or for a member 提交审核.
 */
export default function DeskItemPanel({ item, dirty, member = false, onChanged }: DeskItemPanelProps) {
  const [action, setAction] = useState<DeskActionState>({ status: 'idle' });
  const publishable = !(item.state === 'published' && item.publishedRevision === item.revision);

  async function run(work: () => Promise<DeskPublishResult | { submission: DeskSubmission }>) {
    setAction({ status: 'busy' });
    try {
      const result = await work();
      setAction(
        'submission' in result
          ? { status: 'submitted', revision: result.submission.revision }
          : { status: 'done', result },
      );
      onChanged();
    } catch (error) {
      setAction({ status: 'failed', message: formErrorText(error) });
      onChanged();
    }
  }

  const busy = action.status === 'busy';
  return (
    <section
      aria-labelledby="desk-item-state"
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-gray-700">
        <h2 id="desk-item-state" className="text-base font-semibold text-gray-900">
          {deskStateText(item)}
        </h2>
        <p>
          最新第 {item.revision} 版
          {item.publishedRevision === null ? '，未发布' : `，线上为第 ${item.publishedRevision} 版`}
        </p>
        <div className="ml-auto flex gap-3">
          <a
            href={appHref(deskPreviewHref(item.kind, item.id))}
            className="rounded-md border border-gray-300 px-4 py-2 hover:border-primary hover:text-primary"
          >
            预览第 {item.revision} 版
          </a>
          {member && publishable && (
            <button
              type="button"
              disabled={busy || dirty || item.submission?.revision === item.revision}
              onClick={() =>
                void run(() => submitAnnouncement(item.id, item.revision, { hideMessage: true }))
              }
              className={PUBLISH_BUTTON}
            >
              提交审核第 {item.revision} 版
            </button>
          )}
          {!member && publishable && (
            <ConfirmButton
              text={`发布第 ${item.revision} 版`}
              disabled={busy || dirty}
              className={PUBLISH_BUTTON}
              tone="primary"
              {...deskConfirmWording(item, 'publish')}
              busyText="发布中..."
              onConfirm={() =>
                run(() => publishDeskItem(item.kind, item.id, item.revision, { hideMessage: true }))
              }
            />
          )}
          {!member && item.state === 'published' && (
            <ConfirmButton
              text="撤下"
              disabled={busy}
              className={WITHDRAW_BUTTON}
              {...deskConfirmWording(item, 'withdraw')}
              busyText="撤下中..."
              onConfirm={() => run(() => withdrawDeskItem(item.kind, item.id, { hideMessage: true }))}
            />
          )}
        </div>
      </div>
      {dirty && publishable && (
        <p className="text-sm text-gray-600">
          有未保存的修改：请先保存为新版本，再{member ? '提交审核' : '发布'}。
        </p>
      )}
      {item.submission && (
        <p className="text-sm text-gray-600">
          第 {item.submission.revision} 版已于 {formatDateTime(item.submission.submittedAt)}{' '}
          提交审核，等待编辑发布。
        </p>
      )}
      <DeskActionResult action={action} />
    </section>
  );
}
