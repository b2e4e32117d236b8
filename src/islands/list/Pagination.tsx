import { lastPage } from '../../lib/shared/list-query';
import { paginationMessages } from '../../lib/shared/pagination-messages';
import { paginationItems } from '../../lib/list/pagination';
import PageControl from './PageControl';
import PageJump from './PageJump';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
  /** Names the navigation landmark; default 分页. */
  label?: string;
  /** Fewer page buttons; the ellipses then jump 3 pages instead of 5. */
  lessItems?: boolean;
  /** Until the island has hydrated nothing can react to a click: the controls say so. */
  disabled?: boolean;
  /**
   * No answer has told the total yet: the row keeps its room and shows nothing, so the controls
   * appear once, complete, instead of growing (and moving) when the first answer arrives. An answer
   * of 0 items draws no pagination at all.
   */
  pending?: boolean;
  /**
   * Each page's own address, when pages are files a browser can open without script (a post's
   * reply pages): the previous, next and page controls are then links, which the island follows
   * itself once hydrated.
   */
  href?: (page: number) => string;
}

const text = paginationMessages;
const buttonClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-40';

/** Total, pages with ellipsis jumps, previous / next, page size and jump to page: a labelled `<nav>`. */
export default function Pagination(props: PaginationProps) {
  const { page, pageSize, total, onChange, lessItems = false, disabled = false } = props;
  const last = lastPage(total, pageSize);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onChange(target, pageSize);
  };

  if (props.pending) return <div className="mt-4 h-8" />;
  // Nothing to page through: the empty state says so, without a row of controls for 0 items.
  if (total === 0) return null;
  return (
    <nav
      aria-label={props.label ?? '分页'}
      className="mt-4 flex flex-wrap items-center justify-end gap-2 text-sm text-gray-600"
    >
      <span className="mr-2">共 {total} 条</span>
      <PageControl
        target={page - 1}
        href={props.href}
        className={`${buttonClass} border-gray-300 bg-white`}
        disabled={disabled || page <= 1}
        label={text.prevPage}
        go={go}
      >
        ‹
      </PageControl>
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
                  className={`${buttonClass} border-transparent tracking-widest text-gray-500 hover:text-primary`}
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
              <PageControl
                target={item.page}
                href={props.href}
                className={`${buttonClass} ${current ? 'border-primary font-medium text-primary' : 'border-gray-300 bg-white hover:border-primary hover:text-primary'}`}
                disabled={disabled}
                current={current}
                label={`第 ${item.page} 页`}
                go={go}
              >
                {item.page}
              </PageControl>
            </li>
          );
        })}
      </ul>
      <PageControl
        target={page + 1}
        href={props.href}
        className={`${buttonClass} border-gray-300 bg-white`}
        disabled={disabled || page >= last}
        label={text.nextPage}
        go={go}
      >
        ›
      </PageControl>
      <select
        aria-label="每页条数"
        className="h-8 rounded-md border border-gray-300 bg-white px-2"
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {props.pageSizes.map((size) => (
          <option key={size} value={size}>
            {size} {text.itemsPerPage}
          </option>
        ))}
      </select>
      <PageJump last={last} disabled={disabled} buttonClass={buttonClass} go={go} />
    </nav>
  );
}
