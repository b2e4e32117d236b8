/** The credit formula (src/lib/shared/rules/credit.ts) on a table of users. */
import { describe, expect, it } from 'vitest';
import { creditOf, plainAverage, type CreditFacts } from '../../../src/lib/shared/rules/credit.ts';

const facts = (changes: Partial<CreditFacts>): CreditFacts => ({
  ratings: 0,
  scoreSum: 0,
  waybills: 0,
  cancellations: 0,
  complaintsUpheld: 0,
  ...changes,
});

describe('creditOf', () => {
  it.each<[string, Partial<CreditFacts>, string, number]>([
    ['a new user is neutral, not low', {}, 'new', 75],
    ['one bad rating is not ruinous', { waybills: 1, ratings: 1, scoreSum: 1 }, 'C', 63],
    ['one good rating moves it a little', { waybills: 1, ratings: 1, scoreSum: 5 }, 'B', 79],
    ['many good ratings make an A', { waybills: 20, ratings: 20, scoreSum: 100 }, 'A', 95],
    ['good ratings over few waybills stay below A', { waybills: 5, ratings: 5, scoreSum: 25 }, 'B', 88],
    ['cancellations lower it', { waybills: 10, ratings: 10, scoreSum: 50, cancellations: 5 }, 'B', 83],
    [
      'an upheld complaint lowers it',
      { waybills: 20, ratings: 20, scoreSum: 100, complaintsUpheld: 1 },
      'B',
      83,
    ],
    ['many bad ratings make a D', { waybills: 20, ratings: 20, scoreSum: 30 }, 'D', 25],
    ['a cancellation alone is history', { cancellations: 1 }, 'C', 50],
  ])('%s', (_case, changes, level, score) => {
    expect(creditOf(facts(changes))).toMatchObject({ level, score });
  });

  it('never leaves 0–100', () => {
    expect(creditOf(facts({ waybills: 1, cancellations: 9, complaintsUpheld: 9 })).score).toBe(0);
    expect(creditOf(facts({ waybills: 500, ratings: 500, scoreSum: 2500 })).score).toBeLessThanOrEqual(100);
  });

  it('averages plainly for the brief', () => {
    expect(plainAverage({ ratings: 0, scoreSum: 0 })).toBeNull();
    expect(plainAverage({ ratings: 3, scoreSum: 14 })).toBe(4.7);
  });
});
