import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatUnitPrice,
} from '../../../src/lib/shared/format.ts';

/** One look per kind of value: every page prints dates, money and rates through these. */
describe('dates in China Standard Time', () => {
  it.each([
    [formatDate('2026-11-22T08:00:00.000Z'), '2026/11/22'],
    [formatDate('2026-11-22T17:00:00.000Z'), '2026/11/23'],
    [formatDate('2026-11-22T15:59:59.999Z'), '2026/11/22'],
    // A calendar day (a loading date) is that day, not midnight UTC moved into another zone.
    [formatDate('2026-11-22'), '2026/11/22'],
    [formatDate('2026-01-05'), '2026/01/05'],
    [formatDate(Date.UTC(2026, 10, 26, 3)), '2026/11/26'],
    [formatDate(''), '-'],
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
    [formatMoney(4600), '4,600.00 元'],
    [formatMoney(1234567.891), '1,234,567.89 元'],
    [formatAmount(5000, '万元'), '5,000.00 万元'],
    [formatAmount(null, '万元'), '-'],
    [formatUnitPrice(1, '公斤'), '1.00 元/公斤'],
    [formatUnitPrice(0.45, '公斤'), '0.45 元/公斤'],
    [formatUnitPrice(260, '方'), '260.00 元/方'],
    [formatUnitPrice(null, '方'), '-'],
    [formatNumber(12345.678), '12,345.68'],
    [formatNumber(12.5, '吨'), '12.5 吨'],
    [formatNumber(null, '吨'), '-'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
