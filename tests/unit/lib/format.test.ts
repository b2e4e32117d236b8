import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../src/lib/format.ts';

describe('dates in China Standard Time', () => {
  it.each([
    [formatDate('2026-11-22T08:00:00.000Z'), '2026/11/22'],
    [formatDate('2026-11-22T17:00:00.000Z'), '2026/11/23'],
    [formatDate('2026-11-22'), '2026/11/22'],
    [formatDate(null), '-'],
    [formatDate('not a date'), '-'],
    [formatDateTime('2026-11-22T08:05:00.000Z'), '2026/11/22 16:05'],
    [formatDateTime('2026-11-22T16:00:00.000Z'), '2026/11/23 00:00'],
    [formatDateTime(undefined), '-'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('numbers', () => {
  it.each([
    [formatMoney(1234.5), '1,234.50 元'],
    [formatMoney(0), '0.00 元'],
    [formatMoney(null), '面议'],
    [formatNumber(12345.678), '12,345.68'],
    [formatNumber(12.5, '吨'), '12.5 吨'],
    [formatNumber(null, '吨'), '-'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
