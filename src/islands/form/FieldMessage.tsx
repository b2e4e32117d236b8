/** The line under a field: its error (announced) or a neutral hint, one line high whether or not it has words. */
import type { ReactNode } from 'react';

interface FieldMessageProps {
  /** The id the control's `aria-describedby` names while the line has words. */
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** Always there: a message appearing or going never moves the fields below. */
export default function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error)
    return (
      <p key="error" id={id} role="alert" className="min-h-5 text-xs text-red-600">
        {error}
      </p>
    );
  const described = hint !== undefined && hint !== null && hint !== '';
  return (
    <p key="hint" id={described ? id : undefined} className="min-h-5 text-xs text-gray-500">
      {hint}
    </p>
  );
}
