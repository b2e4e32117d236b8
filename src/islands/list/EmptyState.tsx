interface EmptyStateProps {
  /** What was searched, one phrase per filter (`describeFilters`); none: the list is simply empty. */
  searched?: readonly string[];
  /** Clears the filters; offered as 清除筛选 when something was searched. */
  onClear?: (() => void) | undefined;
  /** Until the island has hydrated nothing can react to a click. */
  disabled?: boolean;
  className?: string;
}

/**
 * The one empty state of the portal's lists: `暂无数据` when nothing was searched; otherwise what was
 * searched, in words, and 清除筛选. Also rendered as static HTML by .astro parts.
 */
export default function EmptyState({
  searched = [],
  onClear,
  disabled = false,
  className = '',
}: EmptyStateProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-2 px-4 text-center text-sm text-gray-500 ${className}`}
    >
      {searched.length === 0 ? (
        <p>暂无数据</p>
      ) : (
        <>
          <p className="text-base text-gray-700">没有找到符合条件的结果</p>
          <p className="max-w-full break-words">筛选条件：{searched.join('，')}</p>
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              disabled={disabled}
              className="mt-1 h-8 rounded-md border border-gray-300 bg-white px-4 text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50"
            >
              清除筛选
            </button>
          )}
        </>
      )}
    </div>
  );
}
