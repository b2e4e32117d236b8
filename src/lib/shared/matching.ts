/**
 * Which trucks suit a cargo offer, and how well (docs/decisions.md, Matching). One rule, used both
 * ways: a cargo offer's page lists the trucks that suit it and a truck's page the cargo it suits.
 *
 * A truck suits a cargo offer when all of these hold:
 * - **lane**: the cargo is loaded inside the truck's area (the city it is in now; a truck placed only
 *   by province takes the province) and unloaded inside one of its destinations (provinces or cities);
 * - **dates**: the loading date falls within the truck's availability (an open end is open);
 * - **fit**: the weight and volume are within its capacity and the vehicle length wanted, if any, is
 *   at most its length; a figure the cargo leaves out asks nothing.
 * Better matches first: loaded in the truck's own district before elsewhere in its city, unloaded in
 * a destination named by city before one named by province, then the fuller truck (the larger
 * share of its weight or volume the cargo takes), then the nearer loading date to when the truck is
 * free, then the newer offer.
 */

import { areaPrefix } from './area-codes.ts';

/** An area by GB/T 2260 code: `31`, `310000` (上海), `3101`, `310100`, `310115` (浦东新区). */
export type AreaCode = string;

/** The code's significant prefix (`310000` → `31`), the text itself when it is no area code. */
const prefixOf = (code: AreaCode): string => areaPrefix(code) ?? code;

/** Whether `place` lies inside `area` (a place is inside itself). */
export function isInside(place: AreaCode, area: AreaCode): boolean {
  return prefixOf(place).startsWith(prefixOf(area));
}

export interface CargoToMatch {
  id: number;
  originCode: AreaCode;
  destinationCode: AreaCode;
  /** `YYYY-MM-DD`. */
  loadingDate: string;
  weightTons: number | null;
  volumeCubic: number | null;
  /** The vehicle length wanted, or null for any. */
  vehicleLengthMeters: number | null;
  publishedAt: string;
}

export interface TruckToMatch {
  id: number;
  /** Where the truck is now. */
  locationCode: AreaCode;
  /** Provinces or cities it will go to. */
  destinationCodes: readonly AreaCode[];
  /** `YYYY-MM-DD`, either end may be open. */
  availableFrom: string | null;
  availableTo: string | null;
  capacityTons: number | null;
  capacityCubic: number | null;
  vehicleLengthMeters: number | null;
  publishedAt: string;
}

/** The area a truck takes cargo from: the city it is in (or the province, when that is all it says). */
export function truckArea(locationCode: AreaCode): string {
  return prefixOf(locationCode).slice(0, 4);
}

const within = (need: number | null, capacity: number | null): boolean =>
  need === null || (capacity !== null && need <= capacity);

/** Whether the truck suits the cargo (the rule above). */
export function suits(cargo: CargoToMatch, truck: TruckToMatch): boolean {
  return (
    isInside(cargo.originCode, truckArea(truck.locationCode)) &&
    truck.destinationCodes.some((destination) => isInside(cargo.destinationCode, destination)) &&
    (truck.availableFrom === null || cargo.loadingDate >= truck.availableFrom) &&
    (truck.availableTo === null || cargo.loadingDate <= truck.availableTo) &&
    within(cargo.weightTons, truck.capacityTons) &&
    within(cargo.volumeCubic, truck.capacityCubic) &&
    within(cargo.vehicleLengthMeters, truck.vehicleLengthMeters)
  );
}

const DAY = 86_400_000;
const share = (need: number | null, capacity: number | null): number =>
  need !== null && capacity !== null && capacity > 0 ? need / capacity : 0;

/** The ordering keys of a suiting pair, larger first (the rule above). */
function rank(cargo: CargoToMatch, truck: TruckToMatch): number[] {
  const sameDistrict = prefixOf(cargo.originCode) === prefixOf(truck.locationCode) ? 1 : 0;
  const byCity = truck.destinationCodes.some(
    (destination) => prefixOf(destination).length >= 4 && isInside(cargo.destinationCode, destination),
  )
    ? 1
    : 0;
  const fullness = Math.max(
    share(cargo.weightTons, truck.capacityTons),
    share(cargo.volumeCubic, truck.capacityCubic),
  );
  const wait =
    truck.availableFrom === null
      ? 0
      : Math.abs(Date.parse(cargo.loadingDate) - Date.parse(truck.availableFrom)) / DAY;
  return [sameDistrict, byCity, Math.round(fullness * 100), -wait];
}

/**
 * ISO instants compare as text; `localeCompare` would collate them through ICU, a hundred times slower
 * on the hundreds of ties a page of matches sorts.
 */
const newerFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The trucks that suit `cargo`, best first. */
export function trucksFor(cargo: CargoToMatch, trucks: readonly TruckToMatch[]): TruckToMatch[] {
  return trucks
    .filter((truck) => suits(cargo, truck))
    .map((truck) => ({ truck, key: rank(cargo, truck) }))
    .sort(
      (a, b) =>
        compareRanks(a.key, b.key) ||
        newerFirst(a.truck.publishedAt, b.truck.publishedAt) ||
        b.truck.id - a.truck.id,
    )
    .map(({ truck }) => truck);
}

/** The cargo offers `truck` suits, best first. */
export function cargoFor(truck: TruckToMatch, cargo: readonly CargoToMatch[]): CargoToMatch[] {
  return cargo
    .filter((offer) => suits(offer, truck))
    .map((offer) => ({ offer, key: rank(offer, truck) }))
    .sort(
      (a, b) =>
        compareRanks(a.key, b.key) ||
        newerFirst(a.offer.publishedAt, b.offer.publishedAt) ||
        b.offer.id - a.offer.id,
    )
    .map(({ offer }) => offer);
}
