/**
 * A bar chart drawn as SVG, for a page (static, rendered at build time) or an island alike: one
 * series, so one colour; the largest value and the first and last labels written on the axes, each
 * bar's value in its tooltip, and every value in a table that screen readers read instead of the
 * picture (the SVG is hidden from them).
 */
export interface Bar {
  key: string;
  /** The bar's label on the axis and in the table (a day: `11-27`). */
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows: its caption, and the table's. */
  caption: string;
  bars: readonly Bar[];
  /** The unit after each value (`次`). */
  unit: string;
  /** The table's header of the label column (`日期`). */
  labelHeader: string;
}

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 22;
const TOP = 14;

export default function BarChart({ caption, bars, unit, labelHeader }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const step = bars.length > 0 ? WIDTH / bars.length : WIDTH;
  const plot = HEIGHT - AXIS - TOP;
  return (
    <figure className="flex max-w-3xl flex-col gap-2">
      <figcaption className="text-sm font-medium text-gray-900">{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="block h-auto w-full text-primary">
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#9ca3af" strokeWidth="1" />
        <line x1="0" x2={WIDTH} y1={TOP} y2={TOP} stroke="#e5e7eb" strokeDasharray="4 4" strokeWidth="1" />
        <text x="2" y={TOP - 3} fontSize="11" fill="#4b5563">
          {largest.toLocaleString('zh-CN')} {unit}
        </text>
        {bars.map((bar, index) => {
          const height = (bar.value / largest) * plot;
          return (
            <rect
              key={bar.key}
              x={index * step + step * 0.15}
              y={HEIGHT - AXIS - height}
              width={step * 0.7}
              height={height}
              fill="currentColor"
            >
              <title>{`${bar.label}：${bar.value.toLocaleString('zh-CN')} ${unit}`}</title>
            </rect>
          );
        })}
        {bars.length > 0 && (
          <>
            <text x="2" y={HEIGHT - 6} fontSize="11" fill="#4b5563">
              {bars[0]!.label}
            </text>
            <text x={WIDTH - 2} y={HEIGHT - 6} fontSize="11" fill="#4b5563" textAnchor="end">
              {bars.at(-1)!.label}
            </text>
          </>
        )}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">数值（{unit}）</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
