/**
 * 运价参考 in words: a week's label, a figure's range and the publish forms' suggested range line
 * (`近 90 天该线路运价参考：每吨 x–y 元 / 整车 a–b 元（n 条）`), or nothing when too few prices stand.
 */
import type { PriceFigure, PriceMeasure, PriceReference } from '../shared/contract/prices.ts';

/** A week by its Monday: `11-30`. */
export const weekLabel = (weekStart: string): string => weekStart.slice(5);

const yuan = (value: number): string => value.toLocaleString('zh-CN', { maximumFractionDigits: 0 });

/** A figure's spread, 25th to 75th percentile: `2,750–4,250`. */
export const spreadWords = (figure: PriceFigure): string => `${yuan(figure.low)}–${yuan(figure.high)}`;

/** How many prices stand behind a measure: `货源 5 条、运单 1 条`. */
export const samplesWords = (measure: PriceMeasure): string =>
  `货源 ${measure.offers} 条、运单 ${measure.waybills} 条`;

/** The publish forms' line; null when the period's per-vehicle figure is withheld. */
export function suggestedRange({ whole }: PriceReference): string | null {
  const vehicle = whole.perVehicle.figure;
  if (!vehicle) return null;
  const ton = whole.perTon.figure;
  const parts = [...(ton ? [`每吨 ${spreadWords(ton)} 元`] : []), `整车 ${spreadWords(vehicle)} 元`];
  const count = whole.perVehicle.offers + whole.perVehicle.waybills;
  return `近 90 天该线路运价参考：${parts.join(' / ')}（${count} 条）`;
}
