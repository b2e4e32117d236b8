/** The one way the portal says a span of time in words: refusals' waits, countdowns, windows. */

const DAY = 86_400;

const UNITS = [
  { seconds: DAY, alone: '天', before: '天' },
  { seconds: 3600, alone: '小时', before: '小时' },
  { seconds: 60, alone: '分钟', before: '分' },
  { seconds: 1, alone: '秒', before: '秒' },
] as const;

/** Days are named from two days up: 「24 小时」, 「36 小时」, then 「2 天」. */
const DAYS_FROM = 2 * DAY;

/**
 * `seconds` as a person reads it, in at most two units, the larger first: 「45 秒」, 「1 分钟」 (from
 * 60 s up, never 「60 秒」), 「1 分 30 秒」, 「12 分钟」, 「2 小时」, 「1 小时 5 分钟」, 「36 小时」,
 * 「2 天 4 小时」. A minute before seconds reads 「分」, a minute alone 「分钟」. Rounded up to the smaller
 * unit, so that trying again after the time said works (1 小时 59 分 30 秒 reads 「2 小时」); at least
 * 「1 秒」.
 */
export function waitInWords(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  const largest = largestUnit(total);
  const big = UNITS[largest]!;
  const small = UNITS[largest + 1];
  if (!small) return `${total} ${big.alone}`;
  const rounded = Math.ceil(total / small.seconds) * small.seconds;
  // Rounding up may reach the next unit (59 分 59.5 秒 → 1 小时): say the rounded time instead.
  if (largestUnit(rounded) !== largest) return waitInWords(rounded);
  const count = Math.floor(rounded / big.seconds);
  const rest = (rounded % big.seconds) / small.seconds;
  return rest === 0 ? `${count} ${big.alone}` : `${count} ${big.before} ${rest} ${small.alone}`;
}

/** The index in UNITS of the largest unit `total` seconds are said in. */
function largestUnit(total: number): number {
  return UNITS.findIndex((unit) => total >= (unit.seconds === DAY ? DAYS_FROM : unit.seconds));
}
