import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  busyText: string;
  /** False until the island has hydrated, so a form never submits itself without its script. */
  ready?: boolean;
  children: ReactNode;
}

export default function SubmitButton({ busy, busyText, ready = true, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      aria-busy={busy || undefined}
      className="h-10 w-full rounded-md bg-primary-active text-sm font-medium text-white transition-colors hover:bg-primary-active/90 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {/* Both labels share one cell and only their visibility changes, so the label never moves. */}
      <span className="inline-grid justify-items-center">
        <span className={`col-start-1 row-start-1 ${busy ? 'invisible' : ''}`}>{children}</span>
        <span className={`col-start-1 row-start-1 ${busy ? '' : 'invisible'}`}>{busyText}</span>
      </span>
    </button>
  );
}
