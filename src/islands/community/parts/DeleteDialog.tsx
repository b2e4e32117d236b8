import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ClosableProps } from './DialogButton';

export interface DeleteDialogProps {
  /** What is deleted, in the question and the button's name: `帖子`, `#3 的回复`. */
  what: string;
  /** Resolves once deleted; a rejection keeps the dialog open (the request layer has said why). */
  onConfirm: () => Promise<void>;
}

/** 删除 asks first: deleted words cannot be brought back. Opened by a DialogButton. */
export default function DeleteDialog({ what, onConfirm, onClose }: DeleteDialogProps & ClosableProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The dialog stays for another try.
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[26rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">删除{what}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            确定要删除{what}吗？删除后不能恢复，楼层号保留，显示为“已被作者删除”。
          </Dialog.Description>
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
              {busy ? '删除中...' : '确定删除'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
