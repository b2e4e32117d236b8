import '../../stores/shell/request-effects';
import { useState } from 'react';
import { getPlatformOverview } from '../../lib/desk/api';
import { OVERVIEW_PERIOD_LABELS, OVERVIEW_SERIES_LABELS, totalsText } from '../../lib/desk/platform-week';
import { shortDay } from '../../lib/desk/view-stats';
import { OVERVIEW_PERIODS, type OverviewPeriod } from '../../lib/shared/contract/overview';
import { formatDate } from '../../lib/shared/format';
import BarChart from '../shared/BarChart';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import EditorOnly from './parts/EditorOnly';
import PeriodChoice from './parts/PeriodChoice';
import Panel from '../shared/Panel';

/**
 * 运营概览's week of the platform (docs/api.md, Operator's overview): offers published, waybills
 * 已签收 and registrations per China day, each a chart with its numbers for screen readers and its
 * total beside the period before's.
 */
function PlatformWeek() {
  const [days, setDays] = useState<OverviewPeriod>(OVERVIEW_PERIODS[0]);
  const load = useLoad(`overview-${days}`, () => getPlatformOverview(days, { hideMessage: true }));
  const overview = load.data;
  return (
    <Panel id="platform-week-title" title="平台近况">
      <div className="mb-4">
        <PeriodChoice
          choices={OVERVIEW_PERIODS.map((choice) => ({
            value: choice,
            label: OVERVIEW_PERIOD_LABELS[choice].current,
          }))}
          value={days}
          onChange={setDays}
        />
      </div>
      {/* The charts' height while loading too, so nothing moves when they arrive. */}
      <div aria-live="polite" className="min-h-96">
        <LoadPending load={load} loadingText="统计中..." />
        {overview && (
          <>
            <p className="mb-4 text-sm text-gray-700">
              {formatDate(overview.from)} 至 {formatDate(overview.to)}（北京时间）
            </p>
            <div className="grid gap-6">
              {overview.series.map((one) => (
                <div key={one.series}>
                  <BarChart
                    caption={`每日${OVERVIEW_SERIES_LABELS[one.series].title}`}
                    labelHeader="日期"
                    unit={OVERVIEW_SERIES_LABELS[one.series].unit}
                    bars={one.days.map((day) => ({
                      key: day.day,
                      label: shortDay(day.day),
                      value: day.count,
                    }))}
                  />
                  <p className="mt-2 text-sm text-gray-700">
                    {totalsText(one.series, days, one.total, one.previousTotal)}
                  </p>
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}

export default function DeskOverview() {
  return (
    <EditorOnly>
      <PlatformWeek />
    </EditorOnly>
  );
}
