import { useId, useState } from 'react';
import { sendReport } from '../../lib/reports/api';
import { FormRefusal } from '../../lib/request/refusal';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '../../lib/shared/contract/moderation';
import { REPORT_REASON_LABELS } from '../../lib/shared/rules/report';
import { showToast } from '../../stores/shell/feedback';
import ConfirmDialog from './ConfirmDialog';
import type { ClosableProps } from './DialogButton';

export interface ReportDialogProps {
  target: ReportTarget;
  id: number;
  /** What is reported, in the title: `帖子`, `#3 的回复`. */
  what: string;
  onReported: () => void;
}

/**
 * 举报: a reason from the list (radio buttons, arrow keys move between them) and optional words, in
 * the confirm dialog. A missing reason or a refusal (already reported, too many reports) is said in
 * the dialog, which stays.
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
  const noteId = useId();

  async function submit() {
    if (reason === null) throw new FormRefusal('请选择举报原因');
    await sendReport({ target, id, reason, ...(note.trim() ? { note } : {}) }, { hideMessage: true });
    showToast('success', '已提交举报，编辑处理后会通知你');
    onReported();
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`举报${what}`}
      question={
        target === 'offer'
          ? '编辑会核实你的举报；虚假或违规的物流信息将被撤回，处理后会通知你。'
          : '编辑会核实你的举报；违反社区规定的内容将被屏蔽，处理后会通知你。'
      }
      confirmText="提交举报"
      busyText="提交中..."
      onConfirm={submit}
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-gray-900">举报原因</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-col gap-1">
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
    </ConfirmDialog>
  );
}
