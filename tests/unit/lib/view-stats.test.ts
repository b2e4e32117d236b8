/** 访问统计's words: the period, the days on the axis, and what a most-read page is called. */
import { describe, expect, it } from 'vitest';
import { mostReadName, periodOf, shortDay } from '../../../src/lib/desk/view-stats.ts';

describe('view stats', () => {
  it('a period of n days ends today and counts both ends', () => {
    expect(periodOf('2026-11-27', 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(periodOf('2026-03-01', 2)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(shortDay('2026-11-27')).toBe('11-27');
  });

  it('names a page by its item with its kind, else by its path', () => {
    expect(
      mostReadName({
        path: '/basic/portal/policyDetails?id=1',
        views: 3,
        kind: 'policies',
        title: '冷链办法',
      }),
    ).toBe('政策法规：冷链办法');
    expect(mostReadName({ path: '/basic/community', views: 3, kind: null, title: null })).toBe(
      '/basic/community',
    );
  });
});
