import type { SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | null | undefined;
}

/** A labelled select with its message, styled like TextField. */
export default function SelectField({ id, label, options, placeholder, error, ...select }: SelectFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`h-10 rounded-md border bg-white px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${
          error ? 'border-red-400' : 'border-gray-300'
        }`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} className="min-h-5 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
