/** A button whose action runs in place: disabled and marked busy meanwhile, its text saying so. */
import type { ReactNode } from 'react';

interface BusyButtonProps {
  busy: boolean;
  /** What it says while busy: `保存中...`. */
  busyText: string;
  /** Left out, it submits its form. */
  onClick?: (() => void) | undefined;
  className: string;
  children: ReactNode;
}

export default function BusyButton({ busy, busyText, onClick, className, children }: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className}
    >
      {busy ? busyText : children}
    </button>
  );
}
