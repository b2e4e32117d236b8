import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The dialog's title: the action and its object (`删除帖子`, `取消发货单`). */
  title: string;
  /** The question, saying what cannot be undone. */
  question: ReactNode;
  /** The confirming button (`确定删除`) and its text while the action runs (`删除中...`). */
  confirmText: string;
  busyText: string;
  /** Resolves once done, which closes the dialog; a rejection keeps it open for another try. */
  onConfirm: () => Promise<void>;
  open: boolean;
  /** Not called while the action runs: the dialog cannot be closed under it. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog has one (Radix's Trigger: focus returns to it). */
  trigger?: ReactNode;
}

/**
 * A destructive action asks first. The request layer says why an action failed; the dialog then stays
 * open, and 再想想 or Escape closes it unless the action is running.
 */
export default function ConfirmDialog({
  title,
  question,
  confirmText,
  busyText,
  onConfirm,
  open,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[26rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">{question}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                disabled={busy}
                className="rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                再想想
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="rounded-md bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-500 disabled:opacity-60"
            >
              {busy ? busyText : confirmText}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
