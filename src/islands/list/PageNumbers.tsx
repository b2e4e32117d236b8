/** The page buttons of a pagination row, with the ellipses that jump several pages. */
import { paginationMessages as text } from '../../lib/shared/pagination-messages';
import { paginationItems } from '../../lib/list/pagination';

/** A button of the pagination row. */
export const PAGE_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-40';

interface PageNumbersProps {
  page: number;
  last: number;
  /** Fewer page buttons; the ellipses then jump 3 pages instead of 5. */
  lessItems: boolean;
  disabled: boolean;
  go: (page: number) => void;
}

export default function PageNumbers({ page, last, lessItems, disabled, go }: PageNumbersProps) {
  return (
    <ul className="flex items-center gap-1">
      {paginationItems(page, last, lessItems).map((item) => {
        if (item.kind !== 'page') {
          const title =
            item.kind === 'jump-previous'
              ? lessItems
                ? text.prev3
                : text.prev5
              : lessItems
                ? text.next3
                : text.next5;
          return (
            <li key={item.kind}>
              <button
                type="button"
                className={`${PAGE_BUTTON} border-transparent tracking-widest text-gray-500 hover:text-primary`}
                disabled={disabled}
                onClick={() => go(item.page)}
                aria-label={title}
                title={title}
              >
                •••
              </button>
            </li>
          );
        }
        const current = item.page === page;
        return (
          <li key={item.page}>
            <button
              type="button"
              className={`${PAGE_BUTTON} ${current ? 'border-primary font-medium text-primary' : 'border-gray-300 bg-white hover:border-primary hover:text-primary'}`}
              disabled={disabled}
              aria-current={current ? 'page' : undefined}
              aria-label={`第 ${item.page} 页`}
              onClick={() => go(item.page)}
            >
              {item.page}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
