import { describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../../src/lib/dates.ts';

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
