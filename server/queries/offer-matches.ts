/**
 * An offer's matches (docs/decisions.md, Matching offers): the standing offers of the other kind that
 * suit it, best first. SQL reads the candidates that pass the rule's lane, dates and fit, newest first
 * and at most MATCH_CANDIDATES, from the lane index alone (`logistics_info_lane`, schema-offers.ts);
 * the rule itself (src/lib/shared/matching.ts) then decides again and orders them. The same conditions in
 * JavaScript (`isCandidate`) let the kept matches (kept-matches.ts) take in an offer that changed.
 *
 * Every text here runs on SQLite and PostgreSQL alike: aliases are quoted (PostgreSQL folds bare
 * names to lower case) and no text is built from a value, only from constant fragments.
 */
import { areaPrefix, areaRange, enclosingAreas } from '../../src/lib/shared/area-codes.ts';
import { cargoFor, trucksFor, type CargoToMatch, type TruckToMatch } from '../../src/lib/shared/matching.ts';
import type { Store } from '../store/store.ts';
import { Conditions } from './sql.ts';

/** An id no account has: an offer the portal imported (no publisher) excludes nobody's. */
const NOBODY = -1;

/** Candidates read at most, newest first: the rule orders them, a page shows the best. */
export const MATCH_CANDIDATES = 500;

/**
 * The newest candidates (at most MATCH_CANDIDATES) and `floor`: 0 when `list` holds every offer that
 * passes the conditions, else the smallest id in it (offers that pass below it were left out).
 */
export interface Candidates<T> {
  list: T[];
  floor: number;
}

interface StoredMatch {
  id: number;
  kind: 'cargo' | 'vehicle' | 'line';
  originCode: string | null;
  destinationCode: string | null;
  loadingDate: string | null;
  expiresOn: string | null;
  availableFrom: string | null;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleLengthMeters: number | null;
  publishedAt: string;
  userId: number | null;
}

/** Only columns of `logistics_info_lane`: a candidate is read from the index, never its row. */
const COLUMNS = `li.id, li.kind, li.origin_code AS "originCode", li.destination_code AS "destinationCode",
  li.loading_date AS "loadingDate", li.expires_on AS "expiresOn", li.available_from AS "availableFrom",
  li.weight_tons AS "weightTons", li.volume_cubic AS "volumeCubic",
  li.vehicle_length_meters AS "vehicleLengthMeters", li.published_at AS "publishedAt", li.user_id AS "userId"`;

/** Standing: published and not past its last day (`?` is today; an offer without one runs on). */
const STANDING = `li.state = 'published' AND (li.expires_on IS NULL OR li.expires_on >= ?)`;

/** The offer the matches are for, and its publisher (never matched with their own offers). */
export type MatchSource = { userId: number | null } & (
  { kind: 'cargo'; offer: CargoToMatch } | { kind: 'vehicle'; offer: TruckToMatch }
);

const asCargo = (row: StoredMatch, destinations: readonly string[] = []): CargoToMatch => ({
  id: row.id,
  originCode: row.originCode ?? '',
  destinationCode: row.destinationCode ?? destinations[0] ?? '',
  loadingDate: row.loadingDate ?? '',
  weightTons: row.weightTons,
  volumeCubic: row.volumeCubic,
  vehicleLengthMeters: row.vehicleLengthMeters,
  publishedAt: row.publishedAt,
});

const asTruck = (row: StoredMatch, destinations: readonly string[]): TruckToMatch => ({
  id: row.id,
  locationCode: row.originCode ?? '',
  destinationCodes: destinations,
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
  if (!row?.originCode || (row.kind !== 'cargo' && row.kind !== 'vehicle')) return undefined;
  const destinations = await db.column<string>(
    'SELECT code FROM offer_destinations WHERE info_id = ? ORDER BY code',
    id,
  );
  return row.kind === 'cargo'
    ? { userId: row.userId, kind: 'cargo', offer: asCargo(row, destinations) }
    : { userId: row.userId, kind: 'vehicle', offer: asTruck(row, destinations) };
}

/**
 * The fit, in SQL: a candidate truck carries at least what the cargo asks (`li` is the truck; a figure
 * the cargo leaves out asks nothing, a truck without the figure cannot carry one asked).
 */
function truckFits(conditions: Conditions, cargo: CargoToMatch): void {
  if (cargo.weightTons !== null) conditions.add('li.weight_tons >= ?', cargo.weightTons);
  if (cargo.volumeCubic !== null) conditions.add('li.volume_cubic >= ?', cargo.volumeCubic);
  if (cargo.vehicleLengthMeters !== null)
    conditions.add('li.vehicle_length_meters >= ?', cargo.vehicleLengthMeters);
}

/** The fit, in SQL: a candidate cargo offer asks at most what the truck carries (`li` is the cargo). */
function cargoFits(conditions: Conditions, truck: TruckToMatch): void {
  const upTo = (column: string, capacity: number | null) =>
    capacity === null
      ? conditions.add(`${column} IS NULL`)
      : conditions.add(`(${column} IS NULL OR ${column} <= ?)`, capacity);
  upTo('li.weight_tons', truck.capacityTons);
  upTo('li.volume_cubic', truck.capacityCubic);
  upTo('li.vehicle_length_meters', truck.vehicleLengthMeters);
}

/** The candidates of `conditions`, newest first: at most MATCH_CANDIDATES, read from the lane index. */
const NEWEST_CANDIDATES = (where: string) =>
  `SELECT ${COLUMNS} FROM logistics_info li ${where} ORDER BY li.id DESC LIMIT ?`;

/**
 * Trucks that suit a cargo offer as far as SQL can tell, none of its publisher's: standing, placed in
 * the city it loads in (or in its province as a whole), free on its loading day, bound for the
 * province or city of its destination (`offer_destinations`), and big enough. Their destinations are
 * read with them, by a join on the chosen ones, not a query per truck.
 */
export async function truckCandidates(
  db: Store,
  cargo: CargoToMatch,
  publisher: number | null,
  today: string,
): Promise<Candidates<TruckToMatch>> {
  const origin = areaPrefix(cargo.originCode);
  const destination = areaPrefix(cargo.destinationCode);
  if (!origin || !destination || cargo.loadingDate === '') return { list: [], floor: 0 };
  const [province, city] = enclosingAreas(destination);
  const read = async (place: (conditions: Conditions) => Conditions) => {
    const conditions = place(
      new Conditions()
        .add("li.kind = 'vehicle'")
        .add(STANDING, today)
        .add('li.user_id IS DISTINCT FROM ?', publisher ?? NOBODY),
    )
      .add('(li.available_from IS NULL OR li.available_from <= ?)', cargo.loadingDate)
      .add('(li.expires_on IS NULL OR li.expires_on >= ?)', cargo.loadingDate)
      .add('li.id IN (SELECT info_id FROM offer_destinations WHERE code IN (?, ?))', province, city);
    truckFits(conditions, cargo);
    return db.all<StoredMatch & { code: string }>(
      `SELECT c.*, d.code FROM (${NEWEST_CANDIDATES(conditions.where)}) c
       JOIN offer_destinations d ON d.info_id = c.id`,
      ...conditions.params,
      MATCH_CANDIDATES,
    );
  };
  // A truck's area is its city (matching.ts, truckArea), or its province when it names no city: two
  // reads of the lane index (an OR of the two would make SQLite read the kind's every standing truck).
  const inCity = await read((conditions) =>
    conditions.add('li.origin_code >= ? AND li.origin_code < ?', ...areaRange(origin.slice(0, 4))),
  );
  const inProvince = await read((conditions) =>
    conditions.add('li.origin_code = ?', enclosingAreas(origin)[0]),
  );
  const trucks = new Map<number, { row: StoredMatch; codes: string[] }>();
  for (const row of [...inCity, ...inProvince]) {
    const truck = trucks.get(row.id);
    if (truck) truck.codes.push(row.code);
    else trucks.set(row.id, { row, codes: [row.code] });
  }
  const list = [...trucks.values()]
    .sort((a, b) => b.row.id - a.row.id)
    .slice(0, MATCH_CANDIDATES)
    .map(({ row, codes }) => asTruck(row, codes.sort()));
  const capped = [inCity, inProvince].some(
    (rows) => new Set(rows.map((row) => row.id)).size >= MATCH_CANDIDATES,
  );
  return { list, floor: capped ? (list.at(-1)?.id ?? 0) : 0 };
}

/**
 * Cargo a truck may suit, none of its publisher's: standing, loaded within its availability, from
 * inside its area (the city it is in, one range), bound for inside one of its destinations, and no
 * more than it carries.
 */
export async function cargoCandidates(
  db: Store,
  truck: TruckToMatch,
  publisher: number | null,
  today: string,
): Promise<Candidates<CargoToMatch>> {
  const location = areaPrefix(truck.locationCode);
  const destinations = truck.destinationCodes.flatMap((code) => areaPrefix(code) ?? []);
  if (!location || destinations.length === 0) return { list: [], floor: 0 };
  const ranges = destinations.map(areaRange);
  const conditions = new Conditions()
    .add("li.kind = 'cargo'")
    .add(STANDING, today)
    .add('li.user_id IS DISTINCT FROM ?', publisher ?? NOBODY)
    .add('li.origin_code >= ? AND li.origin_code < ?', ...areaRange(location.slice(0, 4)))
    .add(
      'li.loading_date >= ? AND li.loading_date <= ?',
      truck.availableFrom ?? today,
      truck.availableTo ?? '9999-12-31',
    )
    .add(
      `(${ranges.map(() => '(li.destination_code >= ? AND li.destination_code < ?)').join(' OR ')})`,
      ...ranges.flat(),
    );
  cargoFits(conditions, truck);
  const rows = await db.all<StoredMatch>(
    NEWEST_CANDIDATES(conditions.where),
    ...conditions.params,
    MATCH_CANDIDATES,
  );
  const list = rows.map((row) => asCargo(row));
  return { list, floor: list.length >= MATCH_CANDIDATES ? list.at(-1)!.id : 0 };
}

/** A candidate as the rule reads it: a truck for a cargo offer, a cargo offer for a truck. */
export type Candidate = CargoToMatch | TruckToMatch;

/** What an offer's matches are computed from: the offer, and its candidates (none when it does not stand). */
export interface MatchReading {
  source: MatchSource | undefined;
  candidates: Candidates<Candidate>;
}

/** The offer `id` and its candidates on `today`, read anew. */
export async function readMatches(db: Store, id: number, today: string): Promise<MatchReading> {
  const source = await matchSource(db, id, today);
  if (!source) return { source, candidates: { list: [], floor: 0 } };
  const candidates =
    source.kind === 'cargo'
      ? await truckCandidates(db, source.offer, source.userId, today)
      : await cargoCandidates(db, source.offer, source.userId, today);
  return { source, candidates };
}

/** The ids of the newest MATCH_CANDIDATES of `candidates` that suit `source`, best first (the rule). */
export function rankedIds(source: MatchSource | undefined, candidates: readonly Candidate[]): Int32Array {
  if (!source) return new Int32Array(0);
  const newest = [...candidates].sort((a, b) => b.id - a.id).slice(0, MATCH_CANDIDATES);
  const ranked: { id: number }[] =
    source.kind === 'cargo'
      ? trucksFor(source.offer, newest as TruckToMatch[])
      : cargoFor(source.offer, newest as CargoToMatch[]);
  return Int32Array.from(ranked, (match) => match.id);
}

/**
 * The ids of the offers that suit offer `id`, best first, computed anew: trucks for a cargo offer,
 * cargo for a truck, none for an offer that does not stand or is no cargo or truck offer. What the
 * kept matches (kept-matches.ts) must always equal.
 */
export async function freshMatches(db: Store, id: number, today: string): Promise<Int32Array> {
  const { source, candidates } = await readMatches(db, id, today);
  return rankedIds(source, candidates.list);
}

/** An offer as the candidate conditions read it, whatever its state (an offer that changed). */
export interface LaneRow extends StoredMatch {
  state: string;
  /** Its `offer_destinations`, in text order. */
  destinations: string[];
}

/** The offers `ids` as the candidate conditions read them; an id without a row is left out. */
export async function laneRows(db: Store, ids: readonly number[]): Promise<Map<number, LaneRow>> {
  const rows = new Map<number, LaneRow>();
  if (ids.length === 0) return rows;
  const list = ids.map(() => '?').join(', ');
  const stored = await db.all<StoredMatch & { state: string }>(
    `SELECT ${COLUMNS}, li.state FROM logistics_info li WHERE li.id IN (${list})`,
    ...ids,
  );
  for (const row of stored) rows.set(row.id, { ...row, destinations: [] });
  const codes = await db.all<{ infoId: number; code: string }>(
    `SELECT info_id AS "infoId", code FROM offer_destinations WHERE info_id IN (${list})`,
    ...ids,
  );
  for (const { infoId, code } of codes) rows.get(Number(infoId))?.destinations.push(code);
  for (const row of rows.values()) row.destinations.sort();
  return rows;
}

const between = (value: string | null, [low, high]: [string, string]) =>
  value !== null && value >= low && value < high;
const atLeast = (value: number | null, need: number | null) =>
  need === null || (value !== null && value >= need);
const upTo = (value: number | null, capacity: number | null) =>
  capacity === null ? value === null : value === null || value <= capacity;

/**
 * Whether `row` passes the conditions truckCandidates or cargoCandidates put to SQL for `source` on
 * `today`: the same conditions, term by term, for an offer that changed after the kept matches were
 * read (kept-matches.ts). A change to one side is a change to the other; the random sequence of
 * tests/unit/server/kept-matches.test.ts fails when they differ.
 */
export function isCandidate(source: MatchSource, row: LaneRow, today: string): boolean {
  const standing = row.state === 'published' && (row.expiresOn === null || row.expiresOn >= today);
  if (!standing || row.userId === (source.userId ?? NOBODY)) return false;
  if (source.kind === 'cargo') {
    const cargo = source.offer;
    const origin = areaPrefix(cargo.originCode);
    const destination = areaPrefix(cargo.destinationCode);
    if (!origin || !destination || cargo.loadingDate === '' || row.kind !== 'vehicle') return false;
    const [province, city] = enclosingAreas(destination);
    return (
      (between(row.originCode, areaRange(origin.slice(0, 4))) ||
        row.originCode === enclosingAreas(origin)[0]) &&
      (row.availableFrom === null || row.availableFrom <= cargo.loadingDate) &&
      (row.expiresOn === null || row.expiresOn >= cargo.loadingDate) &&
      row.destinations.some((code) => code === province || code === city) &&
      atLeast(row.weightTons, cargo.weightTons) &&
      atLeast(row.volumeCubic, cargo.volumeCubic) &&
      atLeast(row.vehicleLengthMeters, cargo.vehicleLengthMeters)
    );
  }
  const truck = source.offer;
  const location = areaPrefix(truck.locationCode);
  const destinations = truck.destinationCodes.flatMap((code) => areaPrefix(code) ?? []);
  if (!location || destinations.length === 0 || row.kind !== 'cargo') return false;
  return (
    between(row.originCode, areaRange(location.slice(0, 4))) &&
    row.loadingDate !== null &&
    row.loadingDate >= (truck.availableFrom ?? today) &&
    row.loadingDate <= (truck.availableTo ?? '9999-12-31') &&
    destinations.some((prefix) => between(row.destinationCode, areaRange(prefix))) &&
    upTo(row.weightTons, truck.capacityTons) &&
    upTo(row.volumeCubic, truck.capacityCubic) &&
    upTo(row.vehicleLengthMeters, truck.vehicleLengthMeters)
  );
}

/** `row` as a candidate for `source`, as truckCandidates or cargoCandidates would have read it. */
export const asCandidate = (source: MatchSource, row: LaneRow): Candidate =>
  source.kind === 'cargo' ? asTruck(row, row.destinations) : asCargo(row);
