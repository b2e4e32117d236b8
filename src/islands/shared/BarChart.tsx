import ChartFrame, { CHART_BASELINE, slotOf, valueY } from './ChartFrame';

/**
 * A bar chart drawn as SVG in the portal's chart frame (ChartFrame), for a page (static, rendered at
 * build time) or an island alike: one series, so one colour; each bar's value in its tooltip and in
 * the frame's table for screen readers.
 */
export interface Bar {
  key: string;
  /** The bar's label on the axis and in the table (a day: `11-27`). */
  label: string;
  value: number;
}

interface BarChartProps {
  caption: string;
  bars: readonly Bar[];
  /** The unit after each value (`次`). */
  unit: string;
  /** The table's header of the label column (`日期`). */
  labelHeader: string;
}

export default function BarChart({ caption, bars, unit, labelHeader }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ChartFrame
      caption={caption}
      largest={largest}
      unit={unit}
      labelHeader={labelHeader}
      columns={[`数值（${unit}）`]}
      rows={bars.map((bar) => ({ key: bar.key, label: bar.label, cells: [bar.value] }))}
    >
      {bars.map((bar, index) => {
        const slot = slotOf(index, bars.length);
        const top = valueY(bar.value, largest);
        return (
          <rect
            key={bar.key}
            x={slot.x - slot.width * 0.35}
            y={top}
            width={slot.width * 0.7}
            height={CHART_BASELINE - top}
            fill="currentColor"
          >
            <title>{`${bar.label}：${bar.value.toLocaleString('zh-CN')} ${unit}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}
