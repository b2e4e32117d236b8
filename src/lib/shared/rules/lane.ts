/**
 * A lane's ends (订阅线路): a province or a city of GB/T 2260, written as the code's prefix (`31`
 * Shanghai, `3101` its city) so that "inside" is "starts with": a district `310115` lies inside `3101`
 * and `31`. Six-digit province and city codes (`310000`, `310100`) are read as their prefixes. Used by
 * the server (`POST /user/subscriptions`, the notify rule) and the subscriptions form alike.
 */
import * as z from 'zod/mini';
import { SUBSCRIPTION_KINDS } from '../contract.ts';
import type { RegionData } from '../regions.ts';
import { CHOOSE_REQUIRED } from './rule.ts';
import { oneOf } from './choices.ts';

export const LaneTexts = {
  region: '请选择有效的${label}（省或市）',
} as const;

/** A code as a prefix: trailing `00` pairs of a six-digit code dropped (`310100` → `3101`). */
export function lanePrefix(code: string): string {
  let prefix = code.trim();
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

/** The name of a province (`上海市`) or a city (`上海市 · 上海市`) by prefix, or null when unknown. */
export function laneEndName(data: RegionData, code: string): string | null {
  const prefix = lanePrefix(code);
  if (/^\d{2}$/.test(prefix)) return data.province_list[`${prefix}0000`] ?? null;
  if (!/^\d{4}$/.test(prefix)) return null;
  const province = data.province_list[`${prefix.slice(0, 2)}0000`];
  const city = data.city_list[`${prefix}00`];
  return province && city ? `${province} · ${city}` : null;
}

/** The rules of `POST /user/subscriptions`; with the region data, codes must name a province or city. */
export function subscriptionInputSchema(regions: RegionData) {
  const end = z.string().check(
    z.trim(),
    z.minLength(1, CHOOSE_REQUIRED),
    z.refine((code: string) => laneEndName(regions, code) !== null, LaneTexts.region),
  );
  return z.object({
    kind: oneOf(SUBSCRIPTION_KINDS),
    originCode: end,
    destinationCode: end,
  });
}
