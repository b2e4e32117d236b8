/** 运营概览's week in words: each series' name and unit, the periods offered, a total beside the one before. */
import type { OverviewPeriod, OverviewSeriesName } from '../shared/contract/overview.ts';

export const OVERVIEW_SERIES_LABELS: Readonly<Record<OverviewSeriesName, { title: string; unit: string }>> = {
  offers: { title: '发布的物流信息', unit: '条' },
  waybills: { title: '已签收的运单', unit: '单' },
  registrations: { title: '新注册用户', unit: '人' },
};

export const OVERVIEW_PERIOD_LABELS: Readonly<Record<OverviewPeriod, { current: string; previous: string }>> =
  {
    7: { current: '近 7 天', previous: '前 7 天' },
    14: { current: '近 14 天', previous: '前 14 天' },
  };

/** `近 7 天共 12 条，前 7 天 9 条（多 3 条）`: the period's total beside the one before, and the change. */
export function totalsText(
  series: OverviewSeriesName,
  period: OverviewPeriod,
  total: number,
  previousTotal: number,
): string {
  const { unit } = OVERVIEW_SERIES_LABELS[series];
  const { current, previous } = OVERVIEW_PERIOD_LABELS[period];
  const change = total - previousTotal;
  const changed = change === 0 ? '持平' : change > 0 ? `多 ${change} ${unit}` : `少 ${-change} ${unit}`;
  return `${current}共 ${total} ${unit}，${previous} ${previousTotal} ${unit}（${changed}）`;
}
