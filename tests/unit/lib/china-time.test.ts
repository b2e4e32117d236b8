import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaClock,
  chinaDay,
  chinaInstant,
  chinaMonthDay,
  chinaYear,
  isCalendarDate,
} from '../../../src/lib/shared/china-time.ts';
import { formatDate, formatDateTime } from '../../../src/lib/shared/format.ts';
import { readFilter } from '../../../src/lib/shared/list-query.ts';

describe('days in China time', () => {
  it('counts today in China time, whatever the machine zone', () => {
    expect(chinaDay(Date.parse('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaDay(Date.parse('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
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

describe('the wall clock in China', () => {
  it('reads an instant on a China wall clock: the clock, the month and day, the year', () => {
    const newYear = Date.parse('2026-12-31T16:05:00Z');
    expect(chinaClock(newYear)).toBe('00:05');
    expect(chinaMonthDay(newYear)).toBe('1月1日');
    expect(chinaYear(newYear)).toBe(2027);
  });

  it('finds the instant a China wall clock shows a time on a day ', () => {
    expect(new Date(chinaInstant('2027-01-01', '00:00')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(new Date(chinaInstant('2026-11-27', '10:00')).toISOString()).toBe('2026-11-27T02:00:00.000Z');
  });

  it('is what the pages print: a day stays that day, a moment is shown as China time', () => {
    expect(formatDate('2027-01-01')).toBe('2027/01/01');
    expect(formatDateTime('2026-12-31T16:05:00Z')).toBe('2027/01/01 00:05');
  });
});

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });

describe('China time is written once', () => {
  it('names the zone or its offset only in china-time.ts', () => {
    const own = join('src', 'lib', 'shared', 'china-time.ts');
    const zone = /Asia\/Shanghai|\+08:00|UTC\+8|8 \* (3600|HOUR|60 \* 60)/;
    const offenders = ['src', 'server', 'bench', 'deploy']
      .flatMap(sources)
      .filter((file) => file !== own && zone.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('is the day the tests read too: none takes a UTC date as today (a day behind from 16:00 UTC)', () => {
    const utcDay = /(new Date\(\)|Date\.now\(\)[^)]*\))\.toISOString\(\)\.slice\(0, 10\)|8 \* 3_?600_?000/;
    const offenders = ['tests']
      .flatMap(sources)
      .filter((file) => !file.endsWith('china-time.test.ts') && utcDay.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
