/**
 * The desk's words for a schedule and the China time it is entered and read in
 * (src/lib/desk/schedules.ts), whatever the machine's own zone.
 */
import { describe, expect, it } from 'vitest';
import { chinaMinuteText, nextHour, scheduleInstant, scheduleText } from '../../../src/lib/desk/schedules.ts';

describe.each([
  // 00:30 in China is the evening before in UTC.
  ['2026-11-28', '00:30', '2026-11-27T16:30:00.000Z'],
  ['2026-12-31', '23:59', '2026-12-31T15:59:00.000Z'],
  ['2027-01-01', '00:00', '2026-12-31T16:00:00.000Z'],
])('%s %s in 北京时间', (day, time, utc) => {
  it('is the instant the server is sent', () => {
    expect(new Date(scheduleInstant(day, time)).toISOString()).toBe(utc);
  });
  it('reads back as the editor entered it', () => {
    expect(chinaMinuteText(utc)).toBe(`${day} ${time}（北京时间）`);
  });
});

describe('scheduleText', () => {
  it.each([
    [
      { action: 'publish', revision: 3, at: '2026-11-28T02:01:00.000Z' },
      '定时发布第 3 版：2026-11-28 10:01（北京时间）',
    ],
    [
      { action: 'withdraw', revision: 3, at: '2026-11-28T02:01:00.000Z' },
      '定时撤下：2026-11-28 10:01（北京时间）',
    ],
  ] as const)('says %j as %s', (schedule, text) => {
    expect(scheduleText(schedule)).toBe(text);
  });
});

describe('nextHour', () => {
  it('is the next whole hour in China, across midnight', () => {
    expect(nextHour(Date.parse('2026-11-28T15:20:00.000Z'))).toEqual({ day: '2026-11-29', time: '00:00' });
    expect(nextHour(Date.parse('2026-11-28T02:00:00.000Z'))).toEqual({ day: '2026-11-28', time: '11:00' });
  });
});
