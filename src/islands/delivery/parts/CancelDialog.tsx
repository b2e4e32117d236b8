import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

interface CancelDialogProps {
  orderNo: string;
  /** Resolves once the shipment is cancelled; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
}

/** 取消 asks first: a cancelled shipment cannot be published again. */
export default function CancelDialog({ orderNo, onConfirm }: CancelDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The request layer has said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-600 hover:bg-red-50"
        >
          取消
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[26rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">取消发货单</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            确定要取消发货单 {orderNo} 吗？取消后不能再发布。
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
              {busy ? '取消中...' : '确定取消'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
