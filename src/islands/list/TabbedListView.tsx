import '../../stores/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import type { Paged } from '../../lib/contract';
import { columnsOf, type ListDefinition } from '../../lib/list-definition';
import ListBody from './ListBody';
import { useListState } from './useListState';

interface TabbedListViewProps<T> {
  /** A list with `tabs` (and `spec` built with the same tab keys). */
  list: ListDefinition<T>;
  /** The first tab's first page with the default filters, as the build read it (or null). */
  initial: Paged<T> | null;
  rowKey: (row: T) => string | number;
  /** false for a list inside another page: its state is not put in the URL (see `useListState`). */
  inUrl?: boolean;
}

/**
 * A list with tabs (Radix Tabs: arrow keys move between them): the tab is part of the list state in
 * the URL (`?tab=`); changing it keeps the filters and returns to page 1. Each tab may have its own
 * columns. Its own file, so lists without tabs do not load Radix.
 */
export default function TabbedListView<T>({ list, initial, rowKey, inUrl = true }: TabbedListViewProps<T>) {
  const { state, hydrated, navigate, retry } = useListState(list, initial, { inUrl });
  const { query } = state;
  return (
    <Tabs.Root value={query.tab} onValueChange={(tab) => navigate({ ...query, tab, page: 1 })}>
      <Tabs.List aria-label={`${list.caption}分类`} className="mb-4 flex gap-1 border-b border-gray-200">
        {(list.tabs ?? []).map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            disabled={!hydrated}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-gray-600 hover:text-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={query.tab} tabIndex={-1}>
        <ListBody
          list={list}
          columns={columnsOf(list, query.tab)}
          state={state}
          hydrated={hydrated}
          navigate={navigate}
          retry={() => void retry()}
          rowKey={rowKey}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
