import { useState, type ReactNode } from 'react';
import { formErrorText } from '../../lib/request/refusal';
import BusyButton from './BusyButton';
import DialogFrame, { CloseButton } from './DialogFrame';

export interface ConfirmDialogProps {
  /** The dialog's title: the action and its object (`删除帖子`, `撤回货源「…」`). */
  title: string;
  /** What will change and for whom, and whether it can be undone. */
  question: ReactNode;
  /** The confirming button (`确定删除`) and its text while the action runs (`删除中...`). */
  confirmText: string;
  busyText: string;
  /**
   * Resolves once done, which closes the dialog; a rejection keeps it open for another try and is said
   * in it (a RequestError's message, a FormRefusal's text; while the dialog is open the page's toasts
   * are hidden from assistive technology).
   */
  onConfirm: () => Promise<void>;
  /** `danger` (red) takes something away; `primary` puts something out (发布, 通过). */
  tone?: 'danger' | 'primary';
  /** Controlled: the caller opens it. Left out, the trigger opens it. */
  open?: boolean;
  /** Not called while the action runs: the dialog cannot be closed under it. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when the dialog has one (Radix's Trigger: focus returns to it). */
  trigger?: ReactNode;
  /** What the action needs besides a yes (a reason), and why it failed; under the question. */
  children?: ReactNode;
}

const CONFIRM_TONES = {
  danger: 'bg-red-600 hover:bg-red-500',
  primary: 'bg-primary-active hover:bg-primary-active/90',
} as const;

/**
 * The one dialog every irreversible action asks in (delete, cancel, report, a desk decision): the
 * title names the action and its object, the question says what changes and for whom, the children
 * ask what the action needs besides a yes (a reason), 再想想 or Escape closes it unless the action is
 * running (focus returns to what opened it), and a failed action keeps it open and says why in it.
 */
export default function ConfirmDialog({
  title,
  question,
  confirmText,
  busyText,
  onConfirm,
  tone = 'danger',
  open,
  onOpenChange,
  trigger,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [ownOpen, setOwnOpen] = useState(false);
  const setShown = onOpenChange ?? setOwnOpen;

  async function confirm() {
    setBusy(true);
    setFailure('');
    try {
      await onConfirm();
      setShown(false);
    } catch (error) {
      setFailure(formErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      title={title}
      description={question}
      open={open ?? ownOpen}
      onOpenChange={(next) => {
        if (busy) return;
        setFailure('');
        setShown(next);
      }}
      trigger={trigger}
    >
      {children}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <CloseButton disabled={busy}>再想想</CloseButton>
        <BusyButton
          busy={busy}
          busyText={busyText}
          onClick={() => void confirm()}
          className={`rounded-md px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60 ${CONFIRM_TONES[tone]}`}
        >
          {confirmText}
        </BusyButton>
      </div>
    </DialogFrame>
  );
}
