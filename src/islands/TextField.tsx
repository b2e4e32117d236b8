import type { InputHTMLAttributes, ReactNode } from 'react';

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
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error) || hint !== undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={`h-10 min-w-0 flex-1 rounded-md border bg-white px-3 text-sm outline-none transition-colors placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/20 ${
            error ? 'border-red-400' : 'border-gray-300 hover:border-primary-hover'
          }`}
          {...input}
        />
        {addon}
      </div>
      {hasMessage && (
        <p id={messageId} className={`min-h-5 text-xs ${error ? 'text-red-600' : 'text-gray-500'}`}>
          {error || hint}
        </p>
      )}
    </div>
  );
}
