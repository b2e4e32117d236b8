import '../../stores/shell/request-effects';
import { useState } from 'react';
import { getViewStats } from '../../lib/desk/api';
import { mostReadName, periodOf, shortDay, VIEW_KIND_LABELS, VIEW_PERIODS } from '../../lib/desk/view-stats';
import { chinaDay } from '../../lib/shared/china-time';
import { formatDate } from '../../lib/shared/format';
import { VIEW_KINDS, type ViewKind } from '../../lib/shared/contract';
import BarChart from '../shared/BarChart';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import { appHref } from '../list/href';
import EditorOnly from './parts/EditorOnly';
import PeriodChoice from './parts/PeriodChoice';
import Panel from '../shared/Panel';

/**
 * 访问统计: the views the portal counted itself (docs/api.md, Page views) per day of a period, as a
 * chart with its numbers for screen readers, and the most read pages, of one kind when chosen.
 */
function Stats() {
  const [days, setDays] = useState<number>(30);
  const [kind, setKind] = useState<ViewKind | ''>('');
  const period = periodOf(chinaDay(), days);
  const load = useLoad(`${period.from}-${period.to}-${kind}`, () =>
    getViewStats({ ...period, kind }, { hideMessage: true }),
  );
  const stats = load.data;
  return (
    <Panel id="views-title" title="访问统计">
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <PeriodChoice
          choices={VIEW_PERIODS.map((choice) => ({ value: choice.days, label: choice.label }))}
          value={days}
          onChange={setDays}
        />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          最常读的
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value as ViewKind | '')}
            className="h-9 rounded-md border border-gray-300 bg-white px-2"
          >
            <option value="">全部页面</option>
            {VIEW_KINDS.map((one) => (
              <option key={one} value={one}>
                {VIEW_KIND_LABELS[one]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* The chart's height while loading too, so the list below does not move when it arrives. */}
      <div aria-live="polite" className="min-h-64">
        <LoadPending load={load} loadingText="统计中..." />
        {stats && (
          <>
            <p className="mb-2 text-sm text-gray-700">
              {formatDate(stats.from)} 至 {formatDate(stats.to)}（北京时间）共{' '}
              {stats.total.toLocaleString('zh-CN')} 次浏览
            </p>
            <BarChart
              caption="每日浏览量"
              labelHeader="日期"
              unit="次"
              bars={stats.days.map((day) => ({ key: day.day, label: shortDay(day.day), value: day.views }))}
            />
            <h3 className="mt-5 mb-2 text-sm font-medium text-gray-900">
              最常读的{kind ? VIEW_KIND_LABELS[kind] : '页面'}
            </h3>
            {stats.mostRead.length === 0 ? (
              <p className="text-sm text-gray-600">这段时间还没有浏览记录。</p>
            ) : (
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">最常读的页面，按浏览量从多到少</caption>
                <thead className="border-b border-gray-200 text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 font-normal">
                      页面
                    </th>
                    <th scope="col" className="w-24 py-2 text-right font-normal">
                      浏览量
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {stats.mostRead.map((page) => (
                    <tr key={page.path}>
                      <td className="py-2">
                        <a
                          href={appHref(page.path)}
                          className="text-primary [overflow-wrap:anywhere] hover:underline"
                        >
                          {mostReadName(page)}
                        </a>
                      </td>
                      <td className="py-2 text-right tabular-nums">{page.views.toLocaleString('zh-CN')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}

export default function DeskViews() {
  return (
    <EditorOnly>
      <Stats />
    </EditorOnly>
  );
}
