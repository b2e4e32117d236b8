import { useEffect, useRef, useState, type ComponentType } from 'react';

/** What every dialog opened by a DialogButton receives besides its own props. */
export interface ClosableProps {
  onClose: () => void;
}

interface Props<P> {
  /** The visible text (`删除`); `name` is the button's whole accessible name (`删除#3 的回复`). */
  text: string;
  name: string;
  className: string;
  dialog: ComponentType<P & ClosableProps>;
  props: P;
}

/** A button that opens a dialog; the dialog returns the focus to it when it closes. */
export default function DialogButton<P extends object>({
  text,
  name,
  className,
  dialog: Dialog,
  props,
}: Props<P>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Radix returns the focus to a Dialog.Trigger only; this button opens the dialog itself, so it
  // takes the focus back once the dialog is gone.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        {text}
      </button>
      {open && <Dialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
