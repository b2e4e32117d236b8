/** A complaint's standing in words: the time left to 受理 while open, overdue past it, the result once resolved. */
import { describe, expect, it } from 'vitest';
import { complaintStanding } from '../../../src/lib/complaints/complaint-text.ts';

const HOUR = 3600_000;

describe('complaintStanding', () => {
  it.each([
    [{ state: 'open', acceptLeftMs: 3 * HOUR, upheld: null }, '待受理（还剩 3 小时受理）'],
    [{ state: 'open', acceptLeftMs: -2 * HOUR, upheld: null }, '待受理（已超时 2 小时）'],
    [{ state: 'accepted', acceptLeftMs: null, upheld: null }, '处理中'],
    [{ state: 'resolved', acceptLeftMs: null, upheld: true }, '已处理：投诉成立'],
    [{ state: 'resolved', acceptLeftMs: null, upheld: false }, '已处理：投诉不成立'],
  ] as const)('%j reads %s', (item, text) => {
    expect(complaintStanding(item)).toBe(text);
  });
});
