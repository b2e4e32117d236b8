/** The portal's one dialog frame: overlay, panel, title and description, focus given back on close. */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

export interface DialogFrameProps {
  title: string;
  /** Under the title: what the dialog is for (Radix's Description names it to assistive technology). */
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog has one (Radix's Trigger: focus returns to it). */
  trigger?: ReactNode | undefined;
  /** `narrow` asks (28rem); `wide` shows a scrolling list (40rem, at most 80% of the window high). */
  size?: 'narrow' | 'wide';
  children: ReactNode;
}

const SIZES = {
  narrow: 'w-[28rem]',
  wide: 'flex max-h-[80vh] w-[40rem] flex-col',
} as const;

/** The button that closes the dialog (再想想, 关闭); not while its action runs. */
export function CloseButton({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        disabled={disabled}
        className="rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
      >
        {children}
      </button>
    </Dialog.Close>
  );
}

/**
 * Escape or the overlay closes it through `onOpenChange`. Radix gives the focus back to a
 * Dialog.Trigger only; opened by the caller, the frame gives it back to what had it when it opened.
 * `data-confirm-dialog` tells a dropdown that opened it that using the dialog does not leave it.
 */
export default function DialogFrame({
  title,
  description,
  open,
  onOpenChange,
  trigger,
  size = 'narrow',
  children,
}: DialogFrameProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay data-confirm-dialog="" className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-confirm-dialog=""
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl ${SIZES[size]}`}
        >
          <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
