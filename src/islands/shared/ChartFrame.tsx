import type { ReactNode } from 'react';

/**
 * The frame every chart of the portal is drawn in (BarChart, BandChart): a captioned figure whose SVG
 * has one size and scale, a baseline, the top of the scale written with its unit, the first and last
 * labels under the axis; and the chart's numbers as a table that screen readers read instead of the
 * picture (the SVG is hidden from them). A chart draws its marks as `children` with `valueY`.
 */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 180;
const AXIS = 22;
const TOP = 14;
const PLOT = CHART_HEIGHT - AXIS - TOP;

/** The baseline's height in the SVG (value 0). */
export const CHART_BASELINE = CHART_HEIGHT - AXIS;

/** Where `value` sits on a scale whose top is `largest`. */
export const valueY = (value: number, largest: number): number => CHART_BASELINE - (value / largest) * PLOT;

/** The horizontal middle of slot `index` of `count`, and a slot's width. */
export const slotOf = (index: number, count: number): { x: number; width: number } => {
  const width = CHART_WIDTH / Math.max(1, count);
  return { x: index * width + width / 2, width };
};

export interface ChartRow {
  key: string;
  /** The row's label: under the axis (first and last) and in the table. */
  label: string;
  /** The table's cells after the label, one per column. */
  cells: readonly ReactNode[];
}

interface ChartFrameProps {
  /** What the chart shows: its caption, and the table's. */
  caption: string;
  /** The top of the scale, written on the chart with `unit`. */
  largest: number;
  unit: string;
  /** The table's header of the label column (`日期`), then of each cell. */
  labelHeader: string;
  columns: readonly string[];
  rows: readonly ChartRow[];
  /** A line under the chart (a legend), visible to everyone. */
  legend?: ReactNode;
  children: ReactNode;
}

export default function ChartFrame({
  caption,
  largest,
  unit,
  labelHeader,
  columns,
  rows,
  legend,
  children,
}: ChartFrameProps) {
  return (
    <figure className="flex max-w-3xl flex-col gap-2">
      <figcaption className="text-sm font-medium text-gray-900">{caption}</figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        aria-hidden="true"
        className="block h-auto w-full text-primary"
      >
        {[
          { y: CHART_BASELINE, stroke: '#9ca3af' },
          { y: TOP, stroke: '#e5e7eb', dash: '4 4' },
        ].map(({ y, stroke, dash }) => (
          <line
            key={y}
            x1="0"
            x2={CHART_WIDTH}
            y1={y}
            y2={y}
            stroke={stroke}
            strokeDasharray={dash}
            strokeWidth="1"
          />
        ))}
        <text x="2" y={TOP - 3} fontSize="11" fill="#4b5563">
          {largest.toLocaleString('zh-CN')} {unit}
        </text>
        {children}
        {rows.length > 0 && (
          <>
            <text x="2" y={CHART_HEIGHT - 6} fontSize="11" fill="#4b5563">
              {rows[0]!.label}
            </text>
            <text x={CHART_WIDTH - 2} y={CHART_HEIGHT - 6} fontSize="11" fill="#4b5563" textAnchor="end">
              {rows.at(-1)!.label}
            </text>
          </>
        )}
      </svg>
      {legend}
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
