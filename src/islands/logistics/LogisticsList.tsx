import '../../stores/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import type { LogisticsInfoItem, Paged } from '../../lib/contract';
import { columnsOfTab, kindOfTab, logisticsList, logisticsTabs } from '../../lib/logistics-info';
import DataTable from '../list/DataTable';
import { ListEmptyState, ListFilters, ListPagination } from '../list/ListBody';
import { useListState } from '../list/useListState';
import TabTrigger from '../shared/TabTrigger';

const list = logisticsList;

/**
 * 物流信息: filters for every tab, then the tabs 货源 / 车源 / 专线 (the tab is in the URL), each with
 * its own columns. The build's first 货源 page is shown first, then refreshed.
 */
export default function LogisticsList({ initial }: { initial: Paged<LogisticsInfoItem> | null }) {
  const { state, hydrated, navigate, retry } = useListState(list, initial);
  const { query } = state;
  const kind = kindOfTab(query.tab);
  // While another tab loads, the rows of the previous one are not shown under the new columns.
  const rows = state.rows.filter((row) => row.kind === kind);
  return (
    <div>
      <ListFilters list={list} state={state} hydrated={hydrated} navigate={navigate} />
      <Tabs.Root value={query.tab} onValueChange={(tab) => navigate({ ...query, tab, page: 1 })}>
        <Tabs.List aria-label="信息类型" className="mb-3 flex gap-1 border-b border-gray-200">
          {logisticsTabs.map((tab) => (
            <TabTrigger key={tab.key} value={tab.key} disabled={!hydrated} className="px-5">
              {tab.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        {logisticsTabs.map((tab) => (
          <Tabs.Content key={tab.key} value={tab.key}>
            <DataTable
              caption={`${tab.label}${list.caption}`}
              columns={columnsOfTab(tab.key)}
              rows={rows}
              rowKey={(row) => row.id}
              status={state.status}
              error={state.error}
              onRetry={() => void retry()}
              reservedRows={query.pageSize}
              empty={<ListEmptyState list={list} state={state} hydrated={hydrated} navigate={navigate} />}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ListPagination list={list} state={state} hydrated={hydrated} navigate={navigate} />
    </div>
  );
}
