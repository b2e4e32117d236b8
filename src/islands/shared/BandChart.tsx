import type { ReactNode } from 'react';
import ChartFrame, { CHART_BASELINE, slotOf, valueY } from './ChartFrame';

/**
 * A line of middle values over a band of spread (a median between its 25th and 75th percentiles, say),
 * drawn as SVG in the portal's chart frame. Readable without colour: each point is a marker with its
 * value written over it, the band is a pale area with a dashed edge, and a point with no figure is a
 * cross on the baseline with `missingText` in the legend and the table (which screen readers read).
 */
export interface BandPoint {
  key: string;
  /** The point's label on the axis and in the table (a week: `11-23 周`). */
  label: string;
  /** Null: no figure for this point (the table says `missingText`). */
  figure: { middle: number; low: number; high: number } | null;
  /** What the table says after the figure (how many samples stand behind it). */
  note: ReactNode;
}

interface BandChartProps {
  caption: string;
  points: readonly BandPoint[];
  unit: string;
  labelHeader: string;
  /** What the middle and the band are called (`中位数`, `25%–75% 区间`). */
  middleName: string;
  bandName: string;
  /** What a point without a figure is called (`样本不足`). */
  missingText: string;
  noteHeader: string;
}

type Present = { x: number; width: number; figure: NonNullable<BandPoint['figure']> };

/** The points with a figure, split where one is missing: a band and a line never bridge a gap. */
function runsOf(points: readonly BandPoint[]): Present[][] {
  const runs: Present[][] = [[]];
  points.forEach((point, index) => {
    if (point.figure) runs.at(-1)!.push({ ...slotOf(index, points.length), figure: point.figure });
    else if (runs.at(-1)!.length > 0) runs.push([]);
  });
  return runs.filter((run) => run.length > 0);
}

const round = (value: number): string => value.toLocaleString('zh-CN', { maximumFractionDigits: 1 });

export default function BandChart(props: BandChartProps) {
  const { points, unit, missingText } = props;
  const largest = Math.max(1, ...points.map((point) => point.figure?.high ?? 0));
  const y = (value: number) => valueY(value, largest);
  return (
    <ChartFrame
      caption={props.caption}
      largest={Math.ceil(largest)}
      unit={unit}
      labelHeader={props.labelHeader}
      columns={[`${props.middleName}（${unit}）`, `${props.bandName}（${unit}）`, props.noteHeader]}
      rows={points.map(({ key, label, figure, note }) => ({
        key,
        label,
        cells: figure
          ? [round(figure.middle), `${round(figure.low)}–${round(figure.high)}`, note]
          : [missingText, missingText, note],
      }))}
      legend={
        <p className="flex flex-wrap gap-4 text-xs text-gray-600">
          <span>● {props.middleName}</span>
          <span>▭ {props.bandName}</span>
          <span>× {missingText}</span>
        </p>
      }
    >
      {runsOf(points).map((run) => {
        const pad = run[0]!.width * 0.25;
        const edge = (present: Present, side: number) => present.x + (run.length === 1 ? side * pad : 0);
        const highs = run.map((one) => `${edge(one, -1)},${y(one.figure.high)}`);
        const lows = run.map((one) => `${edge(one, 1)},${y(one.figure.low)}`).reverse();
        if (run.length === 1) {
          highs.push(`${edge(run[0]!, 1)},${y(run[0]!.figure.high)}`);
          lows.push(`${edge(run[0]!, -1)},${y(run[0]!.figure.low)}`);
        }
        return (
          <g key={run[0]!.x}>
            <polygon
              points={[...highs, ...lows].join(' ')}
              fill="currentColor"
              fillOpacity="0.15"
              stroke="currentColor"
              strokeDasharray="3 3"
              strokeWidth="1"
            />
            <polyline
              points={run.map((one) => `${one.x},${y(one.figure.middle)}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </g>
        );
      })}
      {points.map((point, index) => {
        const { x } = slotOf(index, points.length);
        if (!point.figure)
          return (
            <text
              key={point.key}
              x={x}
              y={CHART_BASELINE - 4}
              fontSize="12"
              fill="#4b5563"
              textAnchor="middle"
            >
              ×<title>{`${point.label}：${missingText}`}</title>
            </text>
          );
        const middle = y(point.figure.middle);
        return (
          <g key={point.key}>
            <circle cx={x} cy={middle} r="3.5" fill="currentColor">
              <title>{`${point.label}：${props.middleName} ${round(point.figure.middle)} ${unit}`}</title>
            </circle>
            <text x={x} y={middle - 7} fontSize="10" fill="#374151" textAnchor="middle">
              {Math.round(point.figure.middle)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
