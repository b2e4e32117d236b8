import type { Column, ListDefinition } from '../../lib/list-definition';
import type { ListQuery } from '../../lib/list-query';
import { totalPending, type ListState } from '../../stores/list';
import DataTable from './DataTable';
import FilterBar from './FilterBar';
import Pagination from './Pagination';

export interface ListBodyProps<T> {
  list: ListDefinition<T>;
  columns: readonly Column<T>[];
  state: ListState<T>;
  hydrated: boolean;
  navigate: (query: ListQuery) => void;
  retry: () => void;
  rowKey: (row: T) => string | number;
}

/** Filter bar, table and pagination of one list state (what `useListState` gives). */
export default function ListBody<T>({
  list,
  columns,
  state,
  hydrated,
  navigate,
  retry,
  rowKey,
}: ListBodyProps<T>) {
  const { query } = state;
  return (
    <div>
      {list.fields.length > 0 && (
        <FilterBar
          fields={list.fields}
          values={query.filters}
          label={`${list.caption}筛选`}
          disabled={!hydrated}
          onSubmit={(filters) => navigate({ ...query, page: 1, filters })}
          onReset={() => navigate({ ...query, page: 1, filters: {} })}
        />
      )}
      <DataTable
        caption={list.caption}
        columns={columns}
        rows={state.rows}
        rowKey={rowKey}
        status={state.status}
        errorMessage={state.errorMessage}
        onRetry={retry}
        reservedRows={query.pageSize}
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={state.total}
        pending={totalPending(state)}
        pageSizes={list.spec.pageSizes}
        label={`${list.caption}分页`}
        disabled={!hydrated}
        onChange={(page, pageSize) => navigate({ ...query, page, pageSize })}
      />
    </div>
  );
}
