import { loadFailureText } from '../../lib/request/load';

interface LoadFailureProps {
  /** What the load threw; its message is what the user reads (`loadFailureText`). */
  error: unknown;
  /** Absent for a failure that a retry cannot mend (an unknown shipment). */
  onRetry?: (() => void) | undefined;
}

/** A load that failed, wherever it was: the error's message and 重试. */
export default function LoadFailure({ error, onRetry }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-gray-700"
    >
      <p>{loadFailureText(error)}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-gray-300 bg-white px-4 py-1.5 text-gray-700 hover:border-primary hover:text-primary"
        >
          重试
        </button>
      )}
    </div>
  );
}
