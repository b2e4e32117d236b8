/** A load that failed: the request layer's message and 重试. */
export default function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex items-center gap-3 py-10 text-sm text-red-700">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded border border-gray-400 px-3 py-1 text-gray-800 hover:bg-gray-50"
      >
        重试
      </button>
    </div>
  );
}
