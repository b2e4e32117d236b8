/**
 * The one reading of an item's id from text (a query value, a path parameter): a positive whole
 * number in decimal digits, at most `ID_MAX`. Pages, the list URLs and the server all read ids
 * with it, so `?id=07`, `?id=0` or `?id=1e3` mean the same thing everywhere.
 */

/** The largest id there is (ids are 32-bit in the contract); a larger number names nothing. */
export const ID_MAX = 2_147_483_647;

/** What an id looks like as text (servers in front of the site, e.g. nginx, test the same). */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id `text` names (space around it is ignored), or null when it names none. */
export function parsePositiveId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!ID_DIGITS.test(trimmed)) return null;
  const id = Number(trimmed);
  return id <= ID_MAX ? id : null;
}
