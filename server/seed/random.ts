/**
 * The seed's random generator and date helpers. Everything the seed writes is drawn from a
 * mulberry32 stream with a fixed seed and dated relative to the seed's `now`, so two seeds of the
 * same size and `now` produce identical rows.
 */
import { chinaClock, chinaDay, chinaInstant } from '../../src/lib/shared/china-time.ts';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Number in [min, max) rounded to `digits` decimals. */
  float(min: number, max: number, digits: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An index into `weights`, chosen in proportion to the weights. */
  weighted(weights: readonly number[]): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('seed: pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max, digits) => {
      const scale = 10 ** digits;
      return Math.round((min + next() * (max - min)) * scale) / scale;
    },
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const held = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = held;
      }
      return copy.slice(0, count);
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        roll -= weights[i] as number;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

/** Fills `{name}` slots of a template; unknown slots stay as they are. */
export function fill(template: string, slots: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = slots[name];
    return value === undefined ? whole : String(value);
  });
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The ISO string stored in `*_at` columns. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * An instant at a given China wall-clock hour of the day that contains `ms`. Day-only facts
 * (a policy's publication, a company's founding) are stored at 10:00 China time, which is the same
 * calendar day in UTC, so filtering them by `YYYY-MM-DD` works in either zone.
 */
export function atChinaHour(ms: number, hour: number, minute = 0): number {
  return chinaInstant(chinaDay(ms), '00:00') + hour * HOUR + minute * MINUTE;
}

/** Moves an instant between 00:00 and 07:00 China time back to the evening before (few people post at night). */
export function wakingHours(ms: number): number {
  const hour = Number(chinaClock(ms).slice(0, 2));
  return hour < 7 ? ms - (hour + 1 + (Math.floor(ms / MINUTE) % 4)) * HOUR : ms;
}

/**
 * `count` instants spread over `[start, end]` in ascending order, during waking hours, so that
 * ids given in insertion order also follow time.
 */
export function spreadTimes(random: Random, count: number, start: number, end: number): number[] {
  const slot = (end - start) / Math.max(count, 1);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = wakingHours(start + slot * i + random.next() * slot);
    times.push(Math.floor(Math.min(end, at) / 1000) * 1000);
  }
  return times.sort((a, b) => a - b);
}
