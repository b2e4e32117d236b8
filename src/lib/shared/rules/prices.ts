/**
 * 运价参考's arithmetic (docs/decisions.md, "Freight price reference"): prices grouped by China week
 * (Monday first), each group's median and its spread from the 25th to the 75th percentile, per ton
 * (the price over the weight, where both are known) and per vehicle (the whole price), and no figure
 * where fewer than the minimum stand behind it. The server feeds it the lane's prices
 * (server/queries/prices.ts).
 */
import type { PriceMeasure, PriceWeek } from '../contract/prices.ts';
import { addDays } from '../china-time.ts';

/** Weeks shown: this one and the twelve before it (84 to 90 days). */
export const PRICE_WEEKS = 13;

/** One price: the China day it was asked or agreed, in 元 for the load, and the load's tons. */
export interface PriceSample {
  day: string;
  price: number;
  weightTons: number | null;
  source: 'offer' | 'waybill';
}

/** The Monday of `day`'s week (`YYYY-MM-DD`). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day counted when today is `today`: the Monday twelve weeks before this week's. */
export const firstPriceDay = (today: string): string => addDays(weekStart(today), -7 * (PRICE_WEEKS - 1));

/**
 * The `p`th percentile (0–100) of ascending `sorted` values, interpolated between the two nearest
 * ranks (rank `p/100 × (n − 1)`, as a spreadsheet's PERCENTILE.INC): the 50th is the median.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

const cents = (value: number): number => Math.round(value * 100) / 100;

const perTon = (sample: PriceSample): number | null =>
  sample.weightTons !== null && sample.weightTons > 0 ? sample.price / sample.weightTons : null;
const perVehicle = (sample: PriceSample): number => sample.price;

/** A measure of `samples`: the values `value` gives (null: not counted), with a figure when enough. */
export function measureOf(
  samples: readonly PriceSample[],
  value: (sample: PriceSample) => number | null,
  minSamples: number,
): PriceMeasure {
  const counted = samples.filter((sample) => value(sample) !== null);
  const sorted = counted.map((sample) => value(sample)!).sort((a, b) => a - b);
  const waybills = counted.filter((sample) => sample.source === 'waybill').length;
  const figure =
    sorted.length >= minSamples && sorted.length > 0
      ? {
          median: cents(percentile(sorted, 50)),
          low: cents(percentile(sorted, 25)),
          high: cents(percentile(sorted, 75)),
        }
      : null;
  return { offers: counted.length - waybills, waybills, figure };
}

const measures = (samples: readonly PriceSample[], minSamples: number): Omit<PriceWeek, 'weekStart'> => ({
  perTon: measureOf(samples, perTon, minSamples),
  perVehicle: measureOf(samples, perVehicle, minSamples),
});

/** The 13 weeks up to `today` (oldest first) and the whole period; samples outside it are left out. */
export function priceWeeks(
  samples: readonly PriceSample[],
  today: string,
  minSamples: number,
): { from: string; weeks: PriceWeek[]; whole: Omit<PriceWeek, 'weekStart'> } {
  const from = firstPriceDay(today);
  const inPeriod = samples.filter((sample) => sample.day >= from && sample.day <= today);
  const weeks = Array.from({ length: PRICE_WEEKS }, (_, index) => {
    const start = addDays(from, 7 * index);
    const ofWeek = inPeriod.filter((sample) => weekStart(sample.day) === start);
    return { weekStart: start, ...measures(ofWeek, minSamples) };
  });
  return { from, weeks, whole: measures(inPeriod, minSamples) };
}
