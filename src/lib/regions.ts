/**
 * China's administrative divisions by GB/T 2260 code: provinces, the cities of a province, the
 * districts (县级) of a city, and the names behind a district code. The data set is passed in, not
 * imported, so that only the delivery form loads it (`loadRegionData`) and the server reads the
 * same package directly.
 */

/** The shape of `@vant/area-data`'s `areaList`: code → name per level. */
export interface RegionData {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface RegionOption {
  code: string;
  name: string;
}

/** A district and the province and city it lies in, by name. */
export interface RegionNames {
  province: string;
  city: string;
  district: string;
}

const CODE_PATTERN = /^\d{6}$/;

const options = (list: Record<string, string>, keep: (code: string) => boolean): RegionOption[] =>
  Object.keys(list)
    .filter(keep)
    .sort()
    .map((code) => ({ code, name: list[code] ?? '' }));

export const provinceCodeOf = (code: string): string => `${code.slice(0, 2)}0000`;
export const cityCodeOf = (code: string): string => `${code.slice(0, 4)}00`;

export function provinces(data: RegionData): RegionOption[] {
  return options(data.province_list, () => true);
}

/** The cities of a province; none for an unknown code. */
export function citiesOf(data: RegionData, provinceCode: string): RegionOption[] {
  if (!CODE_PATTERN.test(provinceCode) || !Object.hasOwn(data.province_list, provinceCode)) return [];
  const prefix = provinceCode.slice(0, 2);
  return options(data.city_list, (code) => code.startsWith(prefix));
}

/** The districts of a city; none for an unknown code. */
export function districtsOf(data: RegionData, cityCode: string): RegionOption[] {
  if (!CODE_PATTERN.test(cityCode) || !Object.hasOwn(data.city_list, cityCode)) return [];
  const prefix = cityCode.slice(0, 4);
  return options(data.county_list, (code) => code.startsWith(prefix));
}

/** The names of a district code, or null when the code is not a district of the data set. */
export function regionNames(data: RegionData, districtCode: string): RegionNames | null {
  if (!CODE_PATTERN.test(districtCode)) return null;
  const district = Object.hasOwn(data.county_list, districtCode) ? data.county_list[districtCode] : undefined;
  const city = data.city_list[cityCodeOf(districtCode)];
  const province = data.province_list[provinceCodeOf(districtCode)];
  if (district === undefined || city === undefined || province === undefined) return null;
  return { province, city, district };
}

/** City-level entries that only group counties (重庆市's 县, 省直辖县): not said in a place. */
const GROUPING_CITY = /^(县|.*直辖县(级行政区划)?)$/;

/**
 * `江苏省 苏州市 姑苏区`; a city named like its province (北京市) is written once, and a grouping
 * entry (省直辖县) not at all.
 */
export function placeText(names: RegionNames): string {
  const sayCity = names.city !== names.province && !GROUPING_CITY.test(names.city);
  const parts = sayCity ? [names.province, names.city] : [names.province];
  return [...parts, names.district].join(' ');
}

/** Autonomous regions by their short names (`广西壮族自治区` → `广西`). */
const AUTONOMOUS_REGION = /^(内蒙古|广西|西藏|宁夏|新疆)\S*自治区$/;

/** `江苏省` → `江苏`, `苏州市` → `苏州`, `香港特别行政区` → `香港`; an autonomous prefecture keeps its name. */
function shortName(name: string): string {
  const region = AUTONOMOUS_REGION.exec(name);
  if (region?.[1]) return region[1];
  const short = name.replace(/(特别行政区|地区|省|市)$/, '');
  // `沙市` would become one character: a name of two stays whole.
  return short.length >= 2 ? short : name;
}

/** A province's name (`江苏省`, `广西壮族自治区`), as opposed to a city named like its province (`上海市`). */
const isProvince = (name: string): boolean => /(省|自治区|特别行政区)$/.test(name);

/**
 * A place in one short form for list columns: the city, without 市 (docs/decisions.md, Places in
 * lists). `江苏省 苏州市 姑苏区` → `苏州`, `上海市 浦东新区` → `上海`, `河南省 济源市` → `济源`,
 * a province alone → `广东`, a seeded `临沂` stays; several (`广东省、苏州市`) → `广东、苏州`.
 */
export function shortPlace(text: string): string {
  return text
    .split('、')
    .map((place) => {
      // `江苏省苏州市` typed without a space is read as `江苏省 苏州市`.
      const parts = place
        .trim()
        .replace(/^(\S+?(?:省|自治区|特别行政区))(?=\S)/, '$1 ')
        .split(/\s+/);
      const [first = '', second] = parts;
      if (parts.length >= 3) return shortName(second ?? first);
      if (second !== undefined && isProvince(first)) return shortName(second);
      return shortName(first);
    })
    .join('、');
}

/** `shortPlace` of a district's names (a shipment's places). */
export const shortPlaceOf = (names: RegionNames): string => shortPlace(placeText(names));

/** The data set, loaded on demand as a chunk of its own. */
export async function loadRegionData(): Promise<RegionData> {
  const { areaList } = await import('@vant/area-data');
  return areaList;
}
