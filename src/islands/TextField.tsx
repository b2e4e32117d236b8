import type { InputHTMLAttributes, ReactNode } from 'react';
import FieldShell from './form/FieldShell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Message shown under the input; marks the input invalid. */
  error?: string | null | undefined;
  /** Neutral text under the input (e.g. a strength hint), shown when there is no error. */
  hint?: ReactNode;
  /** Content placed to the right of the input (e.g. a send-code button). */
  addon?: ReactNode;
}

/** A labelled input with its message: the shared building block of the portal's forms. */
export default function TextField({ id, label, error, hint, addon, ...input }: TextFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      addon={addon}
      control={({ className, ...control }) => (
        <input {...control} className={`h-10 ${className}`} {...input} />
      )}
    />
  );
}
