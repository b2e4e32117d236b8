import { useState, type SubmitEvent } from 'react';
import { lastPage } from '../../lib/shared/list-query';
import { paginationMessages } from '../../lib/shared/pagination-messages';
import { jumpTarget } from '../../lib/list/pagination';
import PageNumbers, { PAGE_BUTTON } from './PageNumbers';

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
}

const text = paginationMessages;

/** Total, pages with ellipsis jumps, previous / next, page size and jump to page: a labelled `<nav>`. */
export default function Pagination(props: PaginationProps) {
  const {
    page,
    pageSize,
    total,
    pageSizes,
    onChange,
    label = '分页',
    lessItems = false,
    disabled = false,
    pending = false,
  } = props;
  const last = lastPage(total, pageSize);
  const [jump, setJump] = useState('');
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onChange(target, pageSize);
  };
  const submitJump = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = jumpTarget(jump, last);
    if (target !== null) {
      setJump('');
      go(target);
    }
  };

  if (pending) return <div className="mt-4 h-8" />;
  // Nothing to page through: the empty state says so, without a row of controls for 0 items.
  if (total === 0) return null;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-end gap-2 text-sm text-gray-600"
    >
      <span className="mr-2">共 {total} 条</span>
      <button
        type="button"
        className={`${PAGE_BUTTON} border-gray-300 bg-white`}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
        aria-label={text.prevPage}
        title={text.prevPage}
      >
        ‹
      </button>
      <PageNumbers page={page} last={last} lessItems={lessItems} disabled={disabled} go={go} />
      <button
        type="button"
        className={`${PAGE_BUTTON} border-gray-300 bg-white`}
        disabled={disabled || page >= last}
        onClick={() => go(page + 1)}
        aria-label={text.nextPage}
        title={text.nextPage}
      >
        ›
      </button>
      <select
        aria-label="每页条数"
        className="h-8 rounded-md border border-gray-300 bg-white px-2"
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size} {text.itemsPerPage}
          </option>
        ))}
      </select>
      <form className="flex items-center gap-1" onSubmit={submitJump}>
        <label className="flex items-center gap-1">
          {text.jumpTo}
          <input
            inputMode="numeric"
            className="h-8 w-14 rounded-md border border-gray-300 px-2 text-center"
            value={jump}
            disabled={disabled}
            onChange={(event) => setJump(event.target.value)}
          />
          {text.page}
        </label>
        <button type="submit" className={`${PAGE_BUTTON} border-gray-300 bg-white`} disabled={disabled}>
          {text.jumpToConfirm}
        </button>
      </form>
    </nav>
  );
}
