import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { areaWords, knownAreas } from '../../lib/list/area-filter';
import type { LogisticsInfoItem, Paged, SubscriptionInput } from '../../lib/shared/contract';
import { describeFilters } from '../../lib/list/filter-summary';
import { laneOfFilters } from '../../lib/offers/list-lane';
import { writeListQuery } from '../../lib/shared/list-query';
import { columnsOfTab, kindOfTab, logisticsList, logisticsTabs } from '../../lib/offers/logistics-info';
import { LOGISTICS_LIST_PATH } from '../../lib/shared/routes';
import { $areaIndex } from '../../stores/regions';
import AreaFilter from '../list/AreaFilter';
import EmptyState from '../list/EmptyState';
import { ListFilters, ListPagination, ListTable } from '../list/ListBody';
import { useListState } from '../list/useListState';
import KindTabs from './parts/KindTabs';
import CreditBadge from '../shared/CreditBadge';
import MarkLabels from '../shared/MarkLabels';
import { useOnDemand } from '../shared/useOnDemand';

const list = logisticsList;
const loadPriceChart = () => import('./parts/PriceChart');
const loadSubscribeLane = () => import('../list/SubscribeLane');

/**
 * 物流信息: filters for every tab (the lane as places), 订阅此线路 and 运价参考 when both ends are chosen
 * (their code comes then, into room held for it, on a lane link from the first paint: LaneRoom.astro),
 * then the tabs 货源 / 车源 / 专线 (the tab is in the URL), each with its own columns. The published first 货源 page is shown first, and read again for a
 * signed-in reader (useListState).
 */
export default function LogisticsList({
  initial,
  initialTab,
}: {
  initial: Paged<LogisticsInfoItem> | null;
  /** The tab of `initial` (a kind's own static page, `?tab=2`); the first tab's without it. */
  initialTab?: string;
}) {
  const { state, hydrated, navigate, retry } = useListState(list, initial, initialTab);
  const { query } = state;
  const kind = kindOfTab(query.tab);
  // While another tab loads, the rows of the previous one are not shown under the new columns.
  const rows = state.rows.filter((row) => row.kind === kind);
  const index = useStore($areaIndex);
  useEffect(() => {
    // A code that names no place is dropped once the regions are there, as the URL spec drops nonsense.
    const filters = index ? knownAreas(list.fields, query.filters, index.name) : query.filters;
    if (filters === query.filters) return;
    const next = { ...query, page: 1, filters };
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${writeListQuery(list.spec, next)}`,
    );
    navigate(next);
  }, [index, query]);
  const parts = { list, state, hydrated, navigate };
  const clear = () => navigate({ ...query, page: 1, filters: {} });
  const lane = laneOfFilters(kind, query.filters);
  const { originCode, destinationCode, vehicleType = '' } = query.filters;
  const prices = originCode && destinationCode ? { originCode, destinationCode, vehicleType } : null;
  // 运价参考's code and figures come once a lane is chosen (the list's budget), into a box of fixed height.
  const chart = useOnDemand(loadPriceChart);
  const subscribe = useOnDemand<{ lane: SubscriptionInput; returnTo: string }>(loadSubscribeLane);
  // Until the list has read its address, a lane link's rows keep the room LaneRoom.astro held for them.
  const laneRoom = hydrated ? (lane ? '' : 'hidden') : 'hidden [[data-lane=follow]_&]:block';
  const pricesRoom = hydrated ? (prices ? '' : 'hidden') : 'hidden [[data-lane]_&]:block';
  useEffect(() => {
    if (prices) chart.load();
    if (lane) subscribe.load();
  }, [prices !== null, lane !== null]);
  return (
    <div>
      <ListFilters {...parts} onClear={clear} Area={AreaFilter} />
      <div className={`mb-4 min-h-9 ${laneRoom}`}>
        {lane && subscribe.Component && (
          <subscribe.Component
            key={JSON.stringify(lane)}
            lane={lane}
            returnTo={`${LOGISTICS_LIST_PATH}${writeListQuery(list.spec, query)}`}
          />
        )}
      </div>
      <section
        aria-labelledby="lane-prices-title"
        className={`mb-4 h-96 overflow-hidden rounded-lg bg-white p-4 shadow-sm ${pricesRoom}`}
      >
        <h2 id="lane-prices-title" className="text-base font-semibold text-gray-900">
          运价参考
        </h2>
        {prices && chart.Component && <chart.Component lane={prices} />}
      </section>
      <KindTabs
        value={query.tab}
        disabled={!hydrated}
        onChange={(tab) => navigate({ ...query, tab, page: 1 })}
      >
        {/* Keyed by tab: another tab's table is a new one (its columns are), not this one moved. */}
        <ListTable
          {...parts}
          key={query.tab}
          caption={`${logisticsTabs.find((tab) => tab.key === query.tab)?.label ?? ''}${list.caption}`}
          columns={columnsOfTab(query.tab)}
          rows={rows}
          rowKey={(row) => row.id}
          retry={() => void retry()}
          decorate={(row, column, position) =>
            column.key === 'title' && (
              <>
                <MarkLabels marks={row.marks} idPrefix={`mark-${position}`} />
                <CreditBadge credit={row.credit} />
              </>
            )
          }
          empty={
            <EmptyState
              searched={describeFilters(list.fields, areaWords(list.fields, query.filters, index?.name))}
              onClear={clear}
              disabled={!hydrated}
            />
          }
        />
      </KindTabs>
      <ListPagination {...parts} />
    </div>
  );
}
