import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { reportWords } from '../../../lib/community/api';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '../../../lib/shared/contract';
import { REPORT_REASON_LABELS } from '../../../lib/shared/rules/report';
import { showToast } from '../../../stores/shell/feedback';
import type { ClosableProps } from './DialogButton';

export interface ReportDialogProps {
  target: ReportTarget;
  id: number;
  /** What is reported, in the title: `帖子`, `#3 的回复`. */
  what: string;
  onReported: () => void;
}

/**
 * 举报: a reason from the list (radio buttons, arrow keys move between them) and optional words.
 * A refusal (already reported, too many reports) is said by the request layer; the dialog stays.
 */
export default function ReportDialog({
  target,
  id,
  what,
  onReported,
  onClose,
}: ReportDialogProps & ClosableProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await reportWords({ target, id, reason, ...(note.trim() ? { note } : {}) });
      showToast('success', '已提交举报，编辑处理后会通知你');
      onReported();
      onClose();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">举报{what}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            编辑会核实你的举报；违反社区规定的内容将被屏蔽，处理后会通知你。
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
            <fieldset aria-describedby={missing ? `${noteId}-missing` : undefined}>
              <legend className="text-sm font-medium text-gray-900">举报原因</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {REPORT_REASONS.map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                        setMissing(false);
                      }}
                    />
                    {REPORT_REASON_LABELS[value]}
                  </label>
                ))}
              </div>
              {missing && (
                <p id={`${noteId}-missing`} role="alert" className="mt-2 text-sm text-red-700">
                  请选择举报原因
                </p>
              )}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={noteId} className="text-sm font-medium text-gray-900">
                补充说明（选填）
              </label>
              <textarea
                id={noteId}
                value={note}
                maxLength={REPORT_NOTE_MAX}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                className="rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            </div>
            <div className="flex justify-end gap-3">
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
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className="rounded-md bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-500 disabled:opacity-60"
              >
                {busy ? '提交中...' : '提交举报'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
