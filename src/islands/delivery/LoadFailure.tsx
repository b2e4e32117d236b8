interface LoadFailureProps {
  message: string;
  /** Absent for a failure that a retry cannot mend (an unknown shipment). */
  onRetry?: (() => void) | undefined;
}

/** A request that failed: the request layer's message and 重试. */
export default function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div role="alert" className="rounded-lg bg-white px-6 py-10 text-center shadow-sm">
      <p className="text-gray-700">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          重试
        </button>
      )}
    </div>
  );
}
