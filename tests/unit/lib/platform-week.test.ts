/** 运营概览's totals in words: the period's beside the one before, with the change. */
import { describe, expect, it } from 'vitest';
import { totalsText } from '../../../src/lib/desk/platform-week.ts';

describe('totalsText', () => {
  it.each([
    ['offers', 7, 12, 9, '近 7 天共 12 条，前 7 天 9 条（多 3 条）'],
    ['waybills', 14, 2, 5, '近 14 天共 2 单，前 14 天 5 单（少 3 单）'],
    ['registrations', 7, 4, 4, '近 7 天共 4 人，前 7 天 4 人（持平）'],
  ] as const)('%s over %i days: %i against %i', (series, period, total, previous, words) => {
    expect(totalsText(series, period, total, previous)).toBe(words);
  });
});
