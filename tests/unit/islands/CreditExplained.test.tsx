// @vitest-environment jsdom
/** The credit's explanation shows the formula's own steps with the user's numbers. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Credit } from '../../../src/lib/shared/contract/ratings';
import { creditOf } from '../../../src/lib/shared/rules/credit';
import CreditExplained from '../../../src/islands/shared/CreditExplained';
import { creditWords } from '../../../src/islands/shared/CreditBadge';

afterEach(() => cleanup());

const facts = { ratings: 4, scoreSum: 18, waybills: 6, cancellations: 2, complaintsUpheld: 0 };
const credit: Credit = {
  ...creditOf(facts),
  waybills: 6,
  ratings: 4,
  cancellations: 2,
  complaintsUpheld: 0,
  onTimeRate: 0.75,
  averages: [{ dimension: 'punctuality', average: 4.5, count: 4 }],
  since: '2026-01-01T00:00:00.000Z',
};

describe('CreditExplained', () => {
  it('walks through the formula with the user’s numbers', () => {
    render(<CreditExplained credit={credit} />);
    const text = screen.getByRole('region').textContent ?? '';
    // (5 × 4 + 18) / 9 = 4.22; 2 / 8 × 1 = 0.25; (4.22 − 0.25 − 1) / 4 × 100 = 74.
    expect(credit).toMatchObject({ weightedAverage: 4.22, deduction: 0.25, score: 74, level: 'B' });
    expect(text).toContain('4.22 分');
    expect(text).toContain('（2/8）');
    expect(text).toContain('= 74');
    expect(text).toContain('按时率 75%');
    expect(text).toContain('准时 4.5 分（4 条）');
  });

  it('says a new user is neutral, and the brief as lists show it', () => {
    expect(creditWords({ level: 'new', waybills: 0, average: null })).toBe('新用户');
    expect(creditWords({ level: 'A', waybills: 32, average: 4.8 })).toBe('信用 A · 32 单 · 4.8 分');
    expect(creditWords({ level: 'C', waybills: 1, average: null })).toBe('信用 C · 1 单');
  });
});
