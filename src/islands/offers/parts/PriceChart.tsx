import { useState } from 'react';
import type { PriceMeasure, PriceReference } from '../../../lib/shared/contract/prices';
import { getPriceReference, type PriceLane } from '../../../lib/prices/api';
import { samplesWords, spreadWords, weekLabel } from '../../../lib/prices/price-words';
import BandChart from '../../shared/BandChart';
import LoadPending from '../../shared/LoadPending';
import { useLoad } from '../../shared/useLoad';

const MEASURES = [
  { key: 'perTon', label: '每吨', unit: '元/吨' },
  { key: 'perVehicle', label: '整车', unit: '元/车' },
] as const;
type MeasureKey = (typeof MEASURES)[number]['key'];

/** The period's figure in one line, or 样本不足 with how many there were. */
function wholeWords(measure: PriceMeasure, minSamples: number): string {
  const { figure } = measure;
  if (!figure) return `样本不足（${samplesWords(measure)}，少于 ${minSamples} 条不计算）`;
  return `中位数 ${figure.median.toLocaleString('zh-CN')} 元，25%–75% 区间 ${spreadWords(figure)} 元（${samplesWords(measure)}）`;
}

/** The lane's weeks as a band chart, per ton or per vehicle (chosen by two pressed buttons). */
function Chart({ reference }: { reference: PriceReference }) {
  const [key, setKey] = useState<MeasureKey>('perTon');
  const measure = MEASURES.find((one) => one.key === key)!;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700">
          近 13 周（{weekLabel(reference.from)} 起，按周一起算，北京时间）{measure.label}
          {wholeWords(reference.whole[key], reference.minSamples)}
        </p>
        <div role="group" aria-label="运价单位" className="flex gap-2">
          {MEASURES.map((one) => (
            <button
              key={one.key}
              type="button"
              aria-pressed={one.key === key}
              onClick={() => setKey(one.key)}
              className="rounded-md border border-gray-300 px-3 py-1 text-sm text-gray-700 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white"
            >
              {one.label}
            </button>
          ))}
        </div>
      </div>
      {reference.weeks.every((week) => week[key].figure === null) ? (
        // No week to draw: a chart of crosses on an empty scale would say less than this.
        <p className="mt-6 text-sm text-gray-600">
          这条线路近 13 周没有一周的{measure.label}运价够 {reference.minSamples}{' '}
          条，暂不画图；货源和成交的运单多起来后，每周的运价会显示在这里。
        </p>
      ) : (
        <BandChart
          caption={`${measure.label}运价（${measure.unit}），每周中位数与 25%–75% 区间`}
          unit={measure.unit}
          labelHeader="周（自周一）"
          middleName="中位数"
          bandName="25%–75% 区间"
          missingText="样本不足"
          noteHeader="样本"
          points={reference.weeks.map((week) => ({
            key: week.weekStart,
            label: weekLabel(week.weekStart),
            figure: week[key].figure && {
              middle: week[key].figure.median,
              low: week[key].figure.low,
              high: week[key].figure.high,
            },
            note: samplesWords(week[key]),
          }))}
        />
      )}
    </>
  );
}

/** 运价参考 of a lane (docs/api.md, Freight price reference), loaded with this chunk. */
export default function PriceChart({ lane }: { lane: PriceLane }) {
  const load = useLoad(JSON.stringify(lane), () => getPriceReference(lane));
  return (
    <div aria-live="polite" className="mt-2">
      <LoadPending load={load} loadingText={<p className="text-sm text-gray-600">运价参考载入中...</p>} />
      {load.status === 'ready' && <Chart reference={load.data} />}
    </div>
  );
}
