/** 运价参考's arithmetic: percentiles, China weeks from Monday, per ton and per vehicle, the minimum. */
import { describe, expect, it } from 'vitest';
import {
  firstPriceDay,
  measureOf,
  percentile,
  priceWeeks,
  weekStart,
  type PriceSample,
} from '../../../src/lib/shared/rules/prices';

describe.each([
  { values: [10], p: 25, expected: 10 },
  { values: [10], p: 75, expected: 10 },
  { values: [100, 200, 300, 400, 500], p: 25, expected: 200 },
  { values: [100, 200, 300, 400, 500], p: 50, expected: 300 },
  { values: [100, 200, 300, 400, 500], p: 75, expected: 400 },
  // Ranks 0.75, 1.5, 2.25 between the neighbours.
  { values: [1, 2, 3, 4], p: 25, expected: 1.75 },
  { values: [1, 2, 3, 4], p: 50, expected: 2.5 },
  { values: [1, 2, 3, 4], p: 75, expected: 3.25 },
  { values: [1, 2, 3, 4], p: 0, expected: 1 },
  { values: [1, 2, 3, 4], p: 100, expected: 4 },
])('percentile($values, $p)', ({ values, p, expected }) => {
  it(`is ${expected}`, () => expect(percentile(values, p)).toBeCloseTo(expected, 10));
});

describe.each([
  { day: '2026-11-23', monday: '2026-11-23' },
  { day: '2026-11-28', monday: '2026-11-23' },
  // Sunday closes the week that began on Monday (China weeks, not US ones).
  { day: '2026-11-29', monday: '2026-11-23' },
  { day: '2026-11-30', monday: '2026-11-30' },
  { day: '2027-01-01', monday: '2026-12-28' },
])('weekStart($day)', ({ day, monday }) => {
  it(`is ${monday}`, () => expect(weekStart(day)).toBe(monday));
});

const sample = (
  day: string,
  price: number,
  weightTons: number | null,
  source: PriceSample['source'] = 'offer',
) => ({
  day,
  price,
  weightTons,
  source,
});

describe('measureOf', () => {
  const samples = [
    sample('2026-11-23', 3000, 10),
    sample('2026-11-23', 5000, 20, 'waybill'),
    sample('2026-11-24', 2000, null),
    sample('2026-11-24', 4000, 0),
  ];
  it('per ton counts only prices with a weight; per vehicle counts every price', () => {
    expect(measureOf(samples, (one) => (one.weightTons ? one.price / one.weightTons : null), 2)).toEqual({
      offers: 1,
      waybills: 1,
      // 250 and 300 元/吨.
      figure: { median: 275, low: 262.5, high: 287.5 },
    });
    expect(measureOf(samples, (one) => one.price, 4)).toEqual({
      offers: 3,
      waybills: 1,
      // 2000, 3000, 4000, 5000: ranks 0.75, 1.5, 2.25.
      figure: { median: 3500, low: 2750, high: 4250 },
    });
  });
  it('gives no figure below the minimum, but still says how many stand behind it', () => {
    expect(measureOf(samples, (one) => one.price, 5)).toEqual({ offers: 3, waybills: 1, figure: null });
  });
});

describe('priceWeeks', () => {
  const today = '2026-11-28';
  it('covers 13 China weeks, this one last, from the Monday twelve weeks before', () => {
    const { from, weeks } = priceWeeks([], today, 1);
    expect(from).toBe('2026-08-31');
    expect(firstPriceDay(today)).toBe(from);
    expect(weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 13 }, (_, index) => {
        const day = new Date(Date.UTC(2026, 7, 31 + 7 * index));
        return day.toISOString().slice(0, 10);
      }),
    );
  });
  it('puts each price in its week, leaves out what is older, and sums the period', () => {
    const samples = [
      sample('2026-08-30', 9999, 1),
      sample('2026-08-31', 1000, 10),
      sample('2026-09-06', 3000, 10, 'waybill'),
      sample('2026-11-29', 500, 1),
      sample(today, 2000, 10),
    ];
    const { weeks, whole } = priceWeeks(samples, today, 2);
    expect(weeks[0]!.perTon).toEqual({
      offers: 1,
      waybills: 1,
      figure: { median: 200, low: 150, high: 250 },
    });
    expect(weeks[12]!.perTon).toEqual({ offers: 1, waybills: 0, figure: null });
    expect(weeks.slice(1, 12).every((week) => week.perVehicle.offers + week.perVehicle.waybills === 0)).toBe(
      true,
    );
    expect(whole.perVehicle).toEqual({
      offers: 2,
      waybills: 1,
      figure: { median: 2000, low: 1500, high: 2500 },
    });
  });
});
