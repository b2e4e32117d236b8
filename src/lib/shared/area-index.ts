/**
 * A place picker's view of the GB/T 2260 data set (regions.ts), by area prefix (`31`, `3101`,
 * `310115`; area-codes.ts): what its province, city and district selects show, the area a choice
 * leaves, and the name of an area. It is built once the data has been loaded on demand
 * (stores/regions.ts), so neither this module nor the data is in a list page's initial JavaScript;
 * it imports no other module, so that chunk needs nothing else either.
 */
import type { RegionData, RegionOption } from './regions.ts';

/** One select of the picker: the six-digit code it shows ('' for 全部) and its options. */
export interface AreaLevel {
  code: string;
  options: RegionOption[];
}

export interface AreaIndex {
  /** The province, city and district selects for the area `prefix` ('' for none). */
  levels: (prefix: string) => AreaLevel[];
  /**
   * The area once the select of `level` (0 province, 1 city, 2 district) shows `code`: its prefix
   * (`310100` → `3101`), or for 全部 the level above (a province's 全部城市 is the whole province).
   */
  choose: (prefix: string, level: number, code: string) => string;
  /** `上海市`, `广东省 深圳市`, `上海市 浦东新区`; null for a prefix that names no place. */
  name: (prefix: string) => string | null;
}

/** The length of each level's prefix. */
const LENGTHS = [2, 4, 6] as const;

/** City-level entries that only group counties (重庆市's 县, 省直辖县): not said before a district. */
const GROUPING_CITY = /^(县|.*直辖县(级行政区划)?)$/;

const codeOf = (prefix: string, length: number) =>
  prefix.length >= length ? prefix.slice(0, length).padEnd(6, '0') : '';

/** The entries of `list` inside the area `prefix` ('' for all), in code order. */
const inside = (list: Record<string, string>, prefix: string): RegionOption[] =>
  Object.keys(list)
    .filter((code) => code.startsWith(prefix))
    .sort()
    .map((code) => ({ code, name: list[code] ?? '' }));

export function areaIndex(data: RegionData): AreaIndex {
  const provinces = inside(data.province_list, '');
  const lists = [data.province_list, data.city_list, data.county_list];
  return {
    levels: (prefix) => [
      { code: codeOf(prefix, 2), options: provinces },
      {
        code: codeOf(prefix, 4),
        options: prefix.length >= 2 ? inside(data.city_list, prefix.slice(0, 2)) : [],
      },
      {
        code: codeOf(prefix, 6),
        options: prefix.length >= 4 ? inside(data.county_list, prefix.slice(0, 4)) : [],
      },
    ],
    choose: (prefix, level, code) => {
      const length = LENGTHS[level] ?? 6;
      return code ? code.slice(0, length) : prefix.slice(0, length - 2);
    },
    name: (prefix) => {
      const level = LENGTHS.indexOf(prefix.length as 2 | 4 | 6);
      if (level < 0 || !/^\d+$/.test(prefix)) return null;
      const names: string[] = [];
      for (const [index, list] of lists.slice(0, level + 1).entries()) {
        const code = codeOf(prefix, LENGTHS[index] ?? 6);
        if (!Object.hasOwn(list, code)) return null;
        names.push(list[code] ?? '');
      }
      // 北京市 北京市 朝阳区 is 北京市 朝阳区; 河南省 省直辖县 济源市 is 河南省 济源市.
      return names
        .filter(
          (name, index) =>
            name !== names[index - 1] && !(index === 1 && level === 2 && GROUPING_CITY.test(name)),
        )
        .join(' ');
    },
  };
}
