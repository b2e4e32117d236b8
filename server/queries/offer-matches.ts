/**
 * The candidates of an offer's matches (docs/decisions.md, Matching offers): the standing offers of
 * the other kind whose lane and dates could suit it, found by the lane search's indexes; the rule
 * itself (src/lib/matching.ts) then decides and orders.
 */
import { areaPrefix, areaRange, enclosingAreas } from '../../src/lib/area-codes.ts';
import type { CargoToMatch, TruckToMatch } from '../../src/lib/matching.ts';
import type { Store } from '../store/store.ts';

/** An id no account has: an offer the portal imported (no publisher) excludes nobody's. */
const NOBODY = -1;

/** Candidates read at most, newest first: the rule orders them, a page shows the best. */
export const MATCH_CANDIDATES = 500;

interface StoredMatch {
  id: number;
  kind: 'cargo' | 'vehicle';
  originCode: string | null;
  destinationCode: string | null;
  destinationCodes: string;
  loadingDate: string | null;
  expiresOn: string | null;
  availableFrom: string | null;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleLengthMeters: number | null;
  publishedAt: string;
  userId: number | null;
  state: string;
}

const COLUMNS = `li.id, li.kind, li.origin_code AS originCode, li.destination_code AS destinationCode,
  (SELECT coalesce(json_group_array(code), '[]') FROM offer_destinations WHERE info_id = li.id) AS destinationCodes,
  li.loading_date AS loadingDate, li.expires_on AS expiresOn, li.available_from AS availableFrom,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic,
  li.vehicle_length_meters AS vehicleLengthMeters, li.published_at AS publishedAt, li.user_id AS userId, li.state`;

/** Standing: published and not past its last day (`?` is today; an offer without one runs on). */
const STANDING = `li.state = 'published' AND (li.expires_on IS NULL OR li.expires_on >= ?)`;

/** The offer the matches are for, and its publisher (never matched with their own offers). */
export type MatchSource = { userId: number | null } & (
  { kind: 'cargo'; offer: CargoToMatch } | { kind: 'vehicle'; offer: TruckToMatch }
);

const asCargo = (row: StoredMatch): CargoToMatch => ({
  id: row.id,
  originCode: row.originCode ?? '',
  destinationCode: row.destinationCode ?? (JSON.parse(row.destinationCodes) as string[])[0] ?? '',
  loadingDate: row.loadingDate ?? '',
  weightTons: row.weightTons,
  volumeCubic: row.volumeCubic,
  vehicleLengthMeters: row.vehicleLengthMeters,
  publishedAt: row.publishedAt,
});

const asTruck = (row: StoredMatch): TruckToMatch => ({
  id: row.id,
  locationCode: row.originCode ?? '',
  destinationCodes: JSON.parse(row.destinationCodes) as string[],
  availableFrom: row.availableFrom,
  availableTo: row.expiresOn,
  capacityTons: row.weightTons,
  capacityCubic: row.volumeCubic,
  vehicleLengthMeters: row.vehicleLengthMeters,
  publishedAt: row.publishedAt,
});

/** The offer as the rule reads it, or undefined when it is not a standing cargo or truck offer. */
export async function matchSource(db: Store, id: number, today: string): Promise<MatchSource | undefined> {
  const row = await db.get<StoredMatch>(
    `SELECT ${COLUMNS} FROM logistics_info li WHERE li.id = ? AND ${STANDING}`,
    id,
    today,
  );
  if (!row?.originCode) return undefined;
  if (row.kind === 'cargo') return { userId: row.userId, kind: 'cargo', offer: asCargo(row) };
  if (row.kind === 'vehicle') return { userId: row.userId, kind: 'vehicle', offer: asTruck(row) };
  return undefined;
}

/**
 * Trucks that may suit a cargo offer, none of its publisher's: standing, free on its loading day, bound for the province or
 * city of its destination (`offer_destinations`), and placed in its origin's province (one range).
 */
export async function truckCandidates(
  db: Store,
  cargo: CargoToMatch,
  publisher: number | null,
  today: string,
): Promise<TruckToMatch[]> {
  const origin = areaPrefix(cargo.originCode);
  const destination = areaPrefix(cargo.destinationCode);
  if (!origin || !destination) return [];
  const [low, high] = areaRange(origin.slice(0, 2));
  const [province, city] = enclosingAreas(destination);
  const rows = await db.all(
    `SELECT ${COLUMNS} FROM logistics_info li
     WHERE li.kind = 'vehicle' AND ${STANDING} AND li.user_id IS NOT ?
       AND li.origin_code >= ? AND li.origin_code < ?
       AND (li.available_from IS NULL OR li.available_from <= ?) AND (li.expires_on IS NULL OR li.expires_on >= ?)
       AND li.id IN (SELECT info_id FROM offer_destinations WHERE code IN (?, ?))
     ORDER BY li.id DESC LIMIT ?`,
    today,
    publisher ?? NOBODY,
    low,
    high,
    cargo.loadingDate,
    cargo.loadingDate,
    province,
    city,
    MATCH_CANDIDATES,
  );
  return (rows as unknown as StoredMatch[]).map(asTruck);
}

/**
 * Cargo a truck may suit, none of its publisher's: standing, loaded within its availability, from inside its area (the city it
 * is in, one range) and bound for inside one of its destinations.
 */
export async function cargoCandidates(
  db: Store,
  truck: TruckToMatch,
  publisher: number | null,
  today: string,
): Promise<CargoToMatch[]> {
  const location = areaPrefix(truck.locationCode);
  const destinations = truck.destinationCodes.flatMap((code) => areaPrefix(code) ?? []);
  if (!location || destinations.length === 0) return [];
  const [low, high] = areaRange(location.slice(0, 4));
  const ranges = destinations.map(areaRange);
  const rows = await db.all(
    `SELECT ${COLUMNS} FROM logistics_info li
     WHERE li.kind = 'cargo' AND ${STANDING} AND li.user_id IS NOT ?
       AND li.origin_code >= ? AND li.origin_code < ?
       AND li.loading_date >= ? AND li.loading_date <= ?
       AND (${ranges.map(() => '(li.destination_code >= ? AND li.destination_code < ?)').join(' OR ')})
     ORDER BY li.id DESC LIMIT ?`,
    today,
    publisher ?? NOBODY,
    low,
    high,
    truck.availableFrom ?? today,
    truck.availableTo ?? '9999-12-31',
    ...ranges.flat(),
    MATCH_CANDIDATES,
  );
  return (rows as unknown as StoredMatch[]).map(asCargo);
}
