import { describe, expect, it } from 'vitest';
import { REPLY_PAGE_SIZE, replyPageCount, replyPageOf } from '../../../src/lib/shared/reply-pages';
import { replyQuery, replySpec } from '../../../src/lib/community/community';
import { replyPageHref } from '../../../src/lib/community/community-paths';

describe('reply pages', () => {
  it('puts floors 1–10 on page 1, 11 on page 2', () => {
    expect(REPLY_PAGE_SIZE).toBe(10);
    expect([1, 10, 11, 20, 21].map((floor) => replyPageOf(floor))).toEqual([1, 1, 2, 2, 3]);
    expect(replyPageOf(0)).toBe(1);
  });

  it('counts one page for a post without replies, and a page more per ten', () => {
    expect([0, 1, 10, 11, 22].map((count) => replyPageCount(count))).toEqual([1, 1, 1, 2, 3]);
  });

  it('is the size the post page opens with, so the static pages and the island read the same page', () => {
    expect(replySpec.pageSizes[0]).toBe(REPLY_PAGE_SIZE);
    expect(replyQuery('?id=7&floor=23').query).toMatchObject({ page: 3, pageSize: REPLY_PAGE_SIZE });
  });

  it('addresses page 1 by the post alone and the others by their number', () => {
    expect(replyPageHref(7, 1)).toBe('/basic/portal/postPetails?id=7');
    expect(replyPageHref(7, 3)).toBe('/basic/portal/postPetails?id=7&page=3');
  });
});
