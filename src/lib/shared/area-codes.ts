/**
 * GB/T 2260 codes as a lane search reads them: a province (`31`), a city (`3101`) or a district
 * (`310115`), each also accepted as the six-digit code of that level (`310000`, `310100`). A place
 * lies inside an area when its six-digit code starts with the area's prefix, so the server finds an
 * area's offers with one range on an indexed code column (`areaRange`).
 */

const AREA_CODE = /^\d{2}(?:\d{2}(?:\d{2})?)?$/;

/**
 * The prefix an area code stands for (`310000` → `31`, `310100` → `3101`, `310115` stays), or null
 * when the text is not a code of any level.
 */
export function areaPrefix(code: string): string | null {
  const text = code.trim();
  if (!AREA_CODE.test(text) || text.startsWith('00')) return null;
  let prefix = text;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

/**
 * The six-digit codes inside the area `prefix`, as a half-open text range `[low, high)`: `31` →
 * `['31', '32')`. Codes are digits of one length, so text order is number order.
 */
export function areaRange(prefix: string): [low: string, high: string] {
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return [prefix, next];
}

/**
 * The six-digit codes of the province and the city that hold the area `prefix` (`440305` →
 * `['440000', '440300']`; `44` → `['440000', '440000']`): an offer bound for a whole province or
 * city is bound for every place in it.
 */
export function enclosingAreas(prefix: string): [province: string, city: string] {
  const province = `${prefix.slice(0, 2)}0000`;
  return [province, prefix.length >= 4 ? `${prefix.slice(0, 4)}00` : province];
}
