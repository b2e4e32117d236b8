/** The publish forms' suggested range: both measures, the vehicle's alone, or nothing when too few. */
import { describe, expect, it } from 'vitest';
import type { PriceMeasure, PriceReference } from '../../../src/lib/shared/contract/prices';
import { suggestedRange, weekLabel } from '../../../src/lib/prices/price-words';

const measure = (figure: PriceMeasure['figure'], offers = 4, waybills = 2): PriceMeasure => ({
  offers,
  waybills,
  figure,
});
const reference = (perTon: PriceMeasure, perVehicle: PriceMeasure): PriceReference => ({
  originCode: '31',
  destinationCode: '5101',
  vehicleType: '高栏车',
  from: '2026-09-07',
  to: '2026-12-01',
  minSamples: 5,
  weeks: [],
  whole: { perTon, perVehicle },
});

describe.each([
  {
    name: 'both measures',
    perTon: measure({ median: 500, low: 449.6, high: 550.2 }),
    perVehicle: measure({ median: 5000, low: 4500, high: 6600 }),
    line: '近 90 天该线路运价参考：每吨 450–550 元 / 整车 4,500–6,600 元（6 条）',
  },
  {
    name: 'too few weights for a figure per ton',
    perTon: measure(null, 2, 1),
    perVehicle: measure({ median: 5000, low: 4500, high: 6600 }),
    line: '近 90 天该线路运价参考：整车 4,500–6,600 元（6 条）',
  },
  { name: 'too few prices', perTon: measure(null, 1, 0), perVehicle: measure(null, 3, 1), line: null },
])('suggestedRange with $name', ({ perTon, perVehicle, line }) => {
  it(`is ${line}`, () => expect(suggestedRange(reference(perTon, perVehicle))).toBe(line));
});

describe('weekLabel', () => {
  it('names a week by its Monday', () => expect(weekLabel('2026-11-30')).toBe('11-30'));
});
