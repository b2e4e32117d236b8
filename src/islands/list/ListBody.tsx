import { describeFilters } from '../../lib/list/filter-summary';
import type { Column, ListDefinition } from '../../lib/list/list-definition';
import type { ListQuery } from '../../lib/shared/list-query';
import { totalPending, type ListState } from '../../stores/list';
import type { ReactNode } from 'react';
import DataTable, { type Decorate } from './DataTable';
import EmptyState from './EmptyState';
import FilterBar, { type FilterBarProps } from './FilterBar';
import Pagination from './Pagination';

/** What the list's parts need of `useListState`. */
interface ListPartProps<T> {
  list: ListDefinition<T>;
  state: ListState<T>;
  hydrated: boolean;
  navigate: (query: ListQuery) => void;
}

interface ListTableProps<T> extends ListPartProps<T> {
  columns: readonly Column<T>[];
  retry: () => void;
  rowKey: (row: T) => string | number;
  /** Default: the list's caption. */
  caption?: string;
  /** Default: the state's rows. */
  rows?: readonly T[];
  /** Default: `ListEmptyState`. */
  empty?: ReactNode;
  decorate?: Decorate<T>;
}

export type ListBodyProps<T> = Omit<ListTableProps<T>, 'caption' | 'rows' | 'empty'>;

/**
 * The list's filter bar (nothing when it has no fields): a search goes to page 1; 重置 does `onClear`
 * (default: every filter cleared, page 1); `Area` draws the area fields.
 */
export function ListFilters<T>({
  list,
  state,
  hydrated,
  navigate,
  onClear,
  Area,
}: ListPartProps<T> & { onClear?: () => void; Area?: FilterBarProps['Area'] }) {
  const { query } = state;
  if (list.fields.length === 0) return null;
  return (
    <FilterBar
      fields={list.fields}
      values={query.filters}
      label={`${list.caption}筛选`}
      disabled={!hydrated}
      onSubmit={(filters) => navigate({ ...query, page: 1, filters })}
      onReset={onClear ?? (() => navigate({ ...query, page: 1, filters: {} }))}
      Area={Area}
    />
  );
}

/** The list's table of one state: its status, a retry, room for a page of rows, the empty state. */
export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  retry,
  empty,
  decorate,
  ...parts
}: ListTableProps<T>) {
  const { list, state } = parts;
  return (
    <DataTable
      caption={caption ?? list.caption}
      columns={columns}
      rows={rows ?? state.rows}
      rowKey={rowKey}
      status={state.status}
      error={state.error}
      onRetry={retry}
      reservedRows={state.query.pageSize}
      empty={empty ?? <ListEmptyState {...parts} />}
      decorate={decorate}
    />
  );
}

/**
 * What an empty answer shows: the list's filters in words and 清除筛选, which does what the filter
 * bar's 重置 does (`onClear`; default: every filter cleared, page 1).
 */
export function ListEmptyState<T>({
  list,
  state,
  hydrated,
  navigate,
  onClear,
}: ListPartProps<T> & { onClear?: () => void }) {
  const { query } = state;
  return (
    <EmptyState
      searched={describeFilters(list.fields, query.filters)}
      onClear={onClear ?? (() => navigate({ ...query, page: 1, filters: {} }))}
      disabled={!hydrated}
    />
  );
}

/** The list's pagination, drawn once the total is known; `label` names it (default: the caption's). */
export function ListPagination<T>({
  list,
  state,
  hydrated,
  navigate,
  label,
}: ListPartProps<T> & { label?: string }) {
  const { query } = state;
  return (
    <Pagination
      page={query.page}
      pageSize={query.pageSize}
      total={state.total}
      pending={totalPending(state)}
      pageSizes={list.spec.pageSizes}
      label={label ?? `${list.caption}分页`}
      disabled={!hydrated}
      onChange={(page, pageSize) => navigate({ ...query, page, pageSize })}
    />
  );
}

/** Filter bar, table and pagination of one list state (what `useListState` gives). */
export default function ListBody<T>(props: ListBodyProps<T>) {
  return (
    <div>
      <ListFilters {...props} />
      <ListTable {...props} />
      <ListPagination {...props} />
    </div>
  );
}
