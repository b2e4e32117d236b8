import { describe, expect, it } from 'vitest';
import {
  estimateFreight,
  roundYuan,
  type FreightRates,
} from '../../../src/lib/freight-routes/freight-estimate';

/** 0.85 元/公斤, 180 元/方, at least 50 元. */
const rates: FreightRates = { heavyPrice: 0.85, lightPrice: 180, minimumCharge: 50 };

describe('estimateFreight: max(weight × heavy, volume × light, minimum), to the fen', () => {
  it.each([
    // weight, volume, byWeight, byVolume, charge, basis
    ['100', '0.2', 85, 36, 85, 'weight'],
    ['100', '1', 85, 180, 180, 'volume'],
    ['10', '0.1', 8.5, 18, 50, 'minimum'],
    ['10', '', 8.5, 0, 50, 'minimum'],
    ['', '2.5', 0, 450, 450, 'volume'],
    ['1234.567', '', 1049.38, 0, 1049.38, 'weight'],
    ['200', '', 170, 0, 170, 'weight'],
    [' 58.824 ', '0', 50, 0, 50, 'weight'],
    ['１２０', '０．５', 102, 90, 102, 'weight'],
    ['.5', '.3', 0.43, 54, 54, 'volume'],
    ['100000', '', 85000, 0, 85000, 'weight'],
  ] as const)(
    '%s kg and %s m³ → %s / %s → %s 元 (%s)',
    (weight, volume, byWeight, byVolume, charge, basis) => {
      expect(estimateFreight(rates, weight, volume)).toEqual({
        status: 'ok',
        weight: Number(weight.replace('１２０', '120').trim() || 0),
        volume: Number(volume.replace('０．５', '0.5') || 0),
        byWeight,
        byVolume,
        charge,
        basis,
      });
    },
  );

  it('nothing typed is no estimate and no complaint', () => {
    expect(estimateFreight(rates, '', '')).toEqual({ status: 'empty' });
    expect(estimateFreight(rates, '  ', '')).toEqual({ status: 'empty' });
  });

  it.each([
    ['-5', '', 'weight', '重量不能为负数'],
    ['', '-0.5', 'volume', '体积不能为负数'],
    ['abc', '', 'weight', '重量请输入数字，如 12.5'],
    ['12kg', '', 'weight', '重量请输入数字，如 12.5'],
    ['1e3', '', 'weight', '重量请输入数字，如 12.5'],
    ['1.2.3', '', 'weight', '重量请输入数字，如 12.5'],
    ['Infinity', '', 'weight', '重量请输入数字，如 12.5'],
    ['10', '二', 'volume', '体积请输入数字，如 12.5'],
    ['100001', '', 'weight', '重量不能超过 100000 公斤'],
    ['', '1000.5', 'volume', '体积不能超过 1000 立方米'],
    ['0', '', 'weight', '重量和体积至少一项须大于 0'],
    ['0', '0.0', 'weight', '重量和体积至少一项须大于 0'],
    ['', '0', 'volume', '重量和体积至少一项须大于 0'],
  ] as const)('%j kg, %j m³ → %s: %s', (weight, volume, field, message) => {
    expect(estimateFreight(rates, weight, volume)).toEqual({ status: 'invalid', field, message });
  });

  it('a route without a minimum charge charges the goods alone', () => {
    expect(estimateFreight({ heavyPrice: 1.2, lightPrice: 200, minimumCharge: 0 }, '0.5', '')).toMatchObject({
      charge: 0.6,
      basis: 'weight',
    });
  });

  it('a tie between the goods and the minimum is the goods', () => {
    expect(estimateFreight(rates, '', '0.2777778')).toMatchObject({
      byVolume: 50,
      charge: 50,
      basis: 'volume',
    });
  });
});

describe('roundYuan', () => {
  it.each([
    [1.005, 1.01],
    [0.125, 0.13],
    [2.675, 2.68],
    [8.499, 8.5],
    [1e-7, 0],
    [123456.789, 123456.79],
  ])('%s → %s', (amount, rounded) => {
    expect(roundYuan(amount)).toBe(rounded);
  });
});
