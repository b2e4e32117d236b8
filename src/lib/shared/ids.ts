/**
 * The one reading of an item's id from text (a query value, a path parameter): a positive whole
 * number in decimal digits, at most `ID_MAX`, and nothing else: not `07`, `0` or `1e3`, and no space
 * or line break around it (`%0a1`, `%201`, `1%20` name no item: a link that carries them was made
 * by hand or mangled, and taking it as 1 would let one item answer to many addresses). Pages, the
 * list URLs, the offer forms' addresses, the server's id parameters and nginx's configuration
 * (deploy/render-nginx.ts writes `ID_DIGITS` into it) all read ids with it, so an id means the same
 * thing everywhere.
 */

/** The largest id there is (ids are 32-bit in the contract); a larger number names nothing. */
export const ID_MAX = 2_147_483_647;

/** What an id looks like as text: the one pattern, written as it is into nginx's configuration too. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id `text` names, or null when it names none (space around the digits included). */
export function parsePositiveId(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}
