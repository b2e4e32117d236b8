/** A place picker's choices from the GB/T 2260 data set: each level's options for the levels chosen above. */
import { citiesOf, districtsOf, provinces, type RegionData, type RegionOption } from '../shared/regions.ts';

/** The provinces, the chosen province's cities and the chosen city's districts (none while the data loads). */
export function regionOptions(
  regions: RegionData | null,
  [province, city]: readonly string[],
): RegionOption[][] {
  if (!regions) return [[], [], []];
  return [
    provinces(regions),
    province ? citiesOf(regions, province) : [],
    city ? districtsOf(regions, city) : [],
  ];
}
