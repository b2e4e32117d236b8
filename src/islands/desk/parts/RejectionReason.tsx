import { useId } from 'react';

/** The 驳回原因 a rejection dialog asks for: what its reader will be told to fix. */
export default function RejectionReason({
  value,
  invalid,
  onChange,
}: {
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-gray-800">
        驳回原因
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        className="rounded-md border border-gray-300 px-3 py-2 text-sm"
      />
    </div>
  );
}
