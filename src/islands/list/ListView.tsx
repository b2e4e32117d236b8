import '../../stores/shell/request-effects';
import type { Paged } from '../../lib/shared/contract';
import type { ListDefinition } from '../../lib/list/list-definition';
import ListBody from './ListBody';
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
  return (
    <ListBody
      list={list}
      columns={list.columns}
      state={state}
      hydrated={hydrated}
      navigate={navigate}
      retry={() => void retry()}
      rowKey={rowKey}
    />
  );
}
