import { describe, expect, it } from 'vitest';
import { jumpTarget, paginationItems, type PaginationItem } from '../../../src/lib/list/pagination';

/** `1 … 4 5 [6] 7 8 … 12` written as `1 «1 4 5 6 7 8 »11 12`. */
function text(items: PaginationItem[]): string {
  return items
    .map((item) =>
      item.kind === 'page' ? String(item.page) : `${item.kind === 'jump-previous' ? '«' : '»'}${item.page}`,
    )
    .join(' ');
}

describe('paginationItems', () => {
  it.each([
    [1, 0, false, '1'],
    [1, 1, false, '1'],
    [3, 9, false, '1 2 3 4 5 6 7 8 9'],
    [1, 12, false, '1 2 3 4 5 »6 12'],
    [3, 12, false, '1 2 3 4 5 »8 12'],
    [4, 12, false, '1 2 3 4 5 6 »9 12'],
    [6, 12, false, '1 «1 4 5 6 7 8 »11 12'],
    [9, 12, false, '1 «4 7 8 9 10 11 12'],
    [12, 12, false, '1 «7 8 9 10 11 12'],
    [50, 100, false, '1 «45 48 49 50 51 52 »55 100'],
    [1, 7, true, '1 2 3 4 5 6 7'],
    [6, 12, true, '1 «3 5 6 7 »9 12'],
    [1, 12, true, '1 2 3 »4 12'],
    [12, 12, true, '1 «9 10 11 12'],
  ])('page %i of %i (less items: %s): %s', (current, last, less, expected) => {
    expect(text(paginationItems(current, last, less))).toBe(expected);
  });
});

describe('jumpTarget', () => {
  it.each([
    ['3', 12, 3],
    [' 7 ', 12, 7],
    ['0', 12, 1],
    ['99', 12, 12],
    ['abc', 12, null],
    ['2.5', 12, null],
    ['', 12, null],
    ['-3', 12, null],
  ])('%j of %i pages → %j', (input, last, expected) => {
    expect(jumpTarget(input, last)).toBe(expected);
  });
});
