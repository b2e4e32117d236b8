/**
 * Which changes only change a count on a page (server/site/publishing/user-pages.ts): a reply on a
 * later page of replies changes the post's first page only by its numbers, so that page may wait the
 * longer interval; the reply's own page, and any change on the first page, may not.
 */
import { describe, expect, it } from 'vitest';
import type { SiteChange } from '../../../server/queries/site-changes.ts';
import { offerPage, onlyCountsChange, postPage } from '../../../server/site/publishing/user-pages.ts';

const change = (kind: SiteChange['kind'], floor: number | null): SiteChange => ({
  id: 1,
  kind,
  itemId: 7,
  floor,
  at: '2026-11-27T00:00:00.000Z',
});

describe('onlyCountsChange', () => {
  it("is a reply on page 2 or later, for the post's first page only", () => {
    expect(onlyCountsChange(change('post', 11), postPage(7))).toBe(true);
    expect(onlyCountsChange(change('post', 11), postPage(7, 2))).toBe(false);
    expect(onlyCountsChange(change('post', 35), postPage(7))).toBe(true);
  });

  it('is not a reply on the first page, the post itself, another post or an offer', () => {
    expect(onlyCountsChange(change('post', 10), postPage(7))).toBe(false);
    expect(onlyCountsChange(change('post', null), postPage(7))).toBe(false);
    expect(onlyCountsChange(change('post', 11), postPage(8))).toBe(false);
    expect(onlyCountsChange(change('offer', null), offerPage(7))).toBe(false);
  });
});
