import { useState } from 'react';
import { useOnDemand } from './useOnDemand';
import type { ConfirmDialogProps } from './ConfirmDialog';

type DialogProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'trigger'>;

export interface ConfirmButtonProps extends DialogProps {
  /** The button's visible text (`撤回`) and, when it needs more, its whole accessible name (`撤回：…`). */
  text: string;
  label?: string;
  className: string;
  disabled?: boolean;
}

const loadDialog = () => import('./ConfirmDialog');

/**
 * A button whose action asks first in the one confirm dialog (ConfirmDialog). The dialog's code (Radix
 * Dialog) arrives on the first hover, focus or click, so a page of buttons does not carry it; the
 * dialog gives the focus back to this button when it closes.
 */
export default function ConfirmButton({ text, label, className, disabled, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const { Component, failed, load } = useOnDemand<ConfirmDialogProps>(loadDialog);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
        className={className}
      >
        {text}
      </button>
      {Component && <Component {...dialog} open={open} onOpenChange={setOpen} />}
      {open && failed && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          确认框加载失败，请检查网络后再点一次
        </span>
      )}
    </>
  );
}
