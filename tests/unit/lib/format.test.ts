import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  maskPhone,
  telHref,
} from '../../../src/lib/format.ts';

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

describe('maskPhone: one rule for every phone a visitor can see', () => {
  it.each([
    ['a mobile', '13800138000', '138****8000'],
    ['a mobile with spaces around', ' 13912345678 ', '139****5678'],
    ['a fixed line of a 3-digit area', '021-12345678', '021-****5678'],
    ['a fixed line of a 3-digit area, no hyphen', '01087654321', '010-****4321'],
    ['a fixed line of a 4-digit area', '0571-8765432', '0571-****5432'],
    ['a fixed line of a 4-digit area, no hyphen', '057187654321', '0571-****4321'],
    ['a number of another shape', '+8613800138000', '+86****8000'],
    ['too short to show any part', '1234567', '****'],
    ['nothing', '', '****'],
  ])('%s: %s → %s', (_case, phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
    expect(maskPhone(masked), 'masking twice changes nothing').toBe(masked);
  });

  it.each(['13800138000', '021-12345678', '0571-8765432', '057187654321', '+8613800138000'])(
    'never leaves more than the last four digits of %s after the area or prefix',
    (phone) => {
      const masked = maskPhone(phone);
      expect(masked).toContain('****');
      expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(8);
      expect(masked).not.toContain(phone.slice(-8));
    },
  );
});

describe('telHref', () => {
  it.each([
    ['13800138000', 'tel:13800138000'],
    ['021-12345678', 'tel:02112345678'],
    ['+86 138 0013 8000', 'tel:+8613800138000'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
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
