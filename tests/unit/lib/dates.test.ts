import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, chinaToday, isCalendarDate } from '../../../src/lib/shared/dates.ts';
import { readFilter } from '../../../src/lib/shared/list-query.ts';

describe('days in China time', () => {
  it('counts today in China time, whatever the machine zone', () => {
    expect(chinaToday(Date.parse('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaToday(Date.parse('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('isCalendarDate, the one check of a day', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    [' 2026-01-01', false],
    ['', false],
  ])('%s → %s', (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
  });

  it('the list URLs drop what it refuses and keep what it accepts', () => {
    expect(readFilter({ kind: 'date' }, '2026-02-30')).toBeUndefined();
    expect(readFilter({ kind: 'date' }, '2028-02-29')).toBe('2028-02-29');
  });

  it('is the day of an instant in China', () => {
    expect(chinaDay(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
