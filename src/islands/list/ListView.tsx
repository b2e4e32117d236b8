import '../../stores/request-effects';
import type { Paged } from '../../lib/contract';
import type { ListDefinition } from '../../lib/list-definition';
import DataTable from './DataTable';
import FilterBar from './FilterBar';
import Pagination from './Pagination';
import { useListState } from './useListState';

interface ListViewProps<T> {
  list: ListDefinition<T>;
  /** The first page with the default filters, as the build read it (null: load it in the browser). */
  initial: Paged<T> | null;
  rowKey: (row: T) => string | number;
}

/** A whole list page body: filter bar, table and pagination, all driven by the list's description. */
export default function ListView<T>({ list, initial, rowKey }: ListViewProps<T>) {
  const { state, hydrated, navigate, retry } = useListState(list, initial);
  const { query } = state;
  const blank = { ...query, page: 1, filters: {} };
  return (
    <div>
      {list.fields.length > 0 && (
        <FilterBar
          fields={list.fields}
          values={query.filters}
          label={`${list.caption}筛选`}
          disabled={!hydrated}
          onSubmit={(filters) => navigate({ ...query, page: 1, filters })}
          onReset={() => navigate(blank)}
        />
      )}
      <DataTable
        caption={list.caption}
        columns={list.columns}
        rows={state.rows}
        rowKey={rowKey}
        status={state.status}
        errorMessage={state.errorMessage}
        onRetry={() => void retry()}
        reservedRows={query.pageSize}
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={state.total}
        pageSizes={list.spec.pageSizes}
        label={`${list.caption}分页`}
        disabled={!hydrated}
        onChange={(page, pageSize) => navigate({ ...query, page, pageSize })}
      />
    </div>
  );
}
