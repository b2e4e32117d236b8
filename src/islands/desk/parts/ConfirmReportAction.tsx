import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { handleReport } from '../../../lib/api-moderation';
import type { ReportAction } from '../../../lib/contract';
import { showToast } from '../../../stores/feedback';

const WORDING: Record<ReportAction, { button: string; question: string; confirm: string; done: string }> = {
  hide: {
    button: '屏蔽',
    question:
      '屏蔽后，除作者本人外所有人都将看到“该内容已被屏蔽”，帖子将从列表和搜索中移除；作者和举报人会收到通知。',
    confirm: '确定屏蔽',
    done: '已屏蔽',
  },
  dismiss: {
    button: '驳回',
    question: '驳回后内容保持原样，举报人会收到“未发现违规”的通知。',
    confirm: '确定驳回',
    done: '已驳回',
  },
};

interface Props {
  reportId: number;
  action: ReportAction;
  /** What the report is about, in the button's name and the title: `帖子`, `#3 的回复`. */
  what: string;
  onDone: () => void;
}

/** 屏蔽 / 驳回 of one report, each asked first (Radix returns the focus to the button on cancel). */
export default function ConfirmReportAction({ reportId, action, what, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const wording = WORDING[action];

  async function confirm() {
    setBusy(true);
    try {
      await handleReport(reportId, action);
      showToast('success', `${wording.done}该${what}的举报`);
      setOpen(false);
      onDone();
    } catch {
      // The request layer said why (e.g. already handled); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`${wording.button}${what}`}
          className={
            action === 'hide'
              ? 'rounded-md bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-500'
              : 'rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary'
          }
        >
          {wording.button}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[26rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">
            {wording.button}
            {what}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">{wording.question}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                disabled={busy}
                className="rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                取消
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="rounded-md bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-500 disabled:opacity-60"
            >
              {busy ? '处理中...' : wording.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
