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

/** The data set, loaded on demand as a chunk of its own. */
export async function loadRegionData(): Promise<RegionData> {
  const { areaList } = await import('@vant/area-data');
  return areaList;
}
