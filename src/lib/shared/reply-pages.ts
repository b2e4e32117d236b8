/**
 * How a post's replies fall into pages on the post's static files (`postPetails/<id>/index.html` holds
 * page 1, `postPetails/<id>/<page>/index.html` the others) and in its page's list state: floors run
 * 1, 2, … without gaps, `REPLY_PAGE_SIZE` to a page.
 */
export const REPLY_PAGE_SIZE = 10;

/** The page that holds a floor. */
export const replyPageOf = (floor: number, pageSize = REPLY_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(floor / pageSize));

/** How many pages a post's replies fill (one, empty, when it has none). */
export const replyPageCount = (replyCount: number, pageSize = REPLY_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(replyCount / pageSize));
