/**
 * The offers the API benchmark reads and writes: the busiest province-to-province cargo lane of the
 * seeded database, a truck whose matches read a full set of candidates, and the cargo offers the
 * publishing scenario sends.
 */
import type { Database } from '../server/store/sqlite/db.ts';
import { addDays, chinaDay } from '../src/lib/shared/china-time.ts';

export interface BenchLane {
  /** Province prefixes (`32`, `31`), as the list's lane search takes them. */
  originCode: string;
  destinationCode: string;
  /** Standing cargo offers on the lane. */
  standing: number;
  /** The lane's most frequent origin district, and the provinces its cargo goes to most. */
  originDistrict: string;
  destinationDistrict: string;
  topDestinationProvinces: string[];
}

/** The province pair with the most standing cargo offers, read from the database before the run. */
export function busiestCargoLane(db: Database, today: string): BenchLane {
  const standing = "kind = 'cargo' AND state = 'published' AND (expires_on IS NULL OR expires_on >= ?)";
  const lane = db
    .prepare(
      `SELECT substr(origin_code, 1, 2) AS origin, substr(destination_code, 1, 2) AS destination, count(*) AS n
       FROM logistics_info WHERE ${standing} AND origin_code IS NOT NULL AND destination_code IS NOT NULL
       GROUP BY 1, 2 ORDER BY n DESC LIMIT 1`,
    )
    .get(today) as { origin: string; destination: string; n: number } | undefined;
  if (!lane) throw new Error('The seeded database has no cargo offer with place codes.');
  const district = (column: 'origin_code' | 'destination_code') =>
    (
      db
        .prepare(
          `SELECT ${column} AS code, count(*) AS n FROM logistics_info
           WHERE ${standing} AND substr(origin_code, 1, 2) = ? AND substr(destination_code, 1, 2) = ?
           GROUP BY 1 ORDER BY n DESC LIMIT 1`,
        )
        .get(today, lane.origin, lane.destination) as { code: string }
    ).code;
  const originDistrict = district('origin_code');
  const provinces = db
    .prepare(
      `SELECT substr(destination_code, 1, 2) AS province, count(*) AS n FROM logistics_info
       WHERE ${standing} AND substr(origin_code, 1, 4) = ? GROUP BY 1 ORDER BY n DESC LIMIT 5`,
    )
    .all(today, originDistrict.slice(0, 4)) as { province: string }[];
  return {
    originCode: lane.origin,
    destinationCode: lane.destination,
    standing: lane.n,
    originDistrict,
    destinationDistrict: district('destination_code'),
    topDestinationProvinces: provinces.map(({ province }) => `${province}0000`),
  };
}

const contact = { contactName: '压测联系人', contactPhone: '13912345678', remarks: '' };

/** A truck in the lane's busiest origin district, bound for the five provinces its cargo goes to most. */
export function matchingTruck(lane: BenchLane): object {
  const today = chinaDay();
  return {
    kind: 'vehicle',
    originCode: lane.originDistrict,
    destinationCodes: lane.topDestinationProvinces,
    plate: '沪A12345',
    vehicleType: '高栏车',
    vehicleLengthMeters: 17.5,
    capacityTons: 40,
    capacityCubic: 150,
    availableFrom: today,
    availableTo: addDays(today, 30),
    price: null,
    priceNegotiable: true,
    ...contact,
  };
}

/** The `sequence`-th cargo offer of the publishing scenario, on the lane. */
export function benchCargo(lane: BenchLane, sequence: number): object {
  return {
    kind: 'cargo',
    originCode: lane.originDistrict,
    destinationCode: lane.destinationDistrict,
    cargoName: `压测钢卷${sequence}`,
    weightTons: 12,
    volumeCubic: 20,
    vehicleLengthMeters: 9.6,
    vehicleType: '高栏车',
    loadingDate: addDays(chinaDay(), 2),
    price: 5000,
    priceNegotiable: false,
    ...contact,
  };
}

/** Publishes one offer through the API as the account of `token`; its id. */
export async function publishOffer(url: string, token: string, body: object): Promise<number> {
  const answer = await fetch(`${url}/logistics/api/logistics-info`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Authentication: token,
      'Idempotency-Key': `bench-setup-${process.pid}-${Date.now()}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { errorCode: number; errorMsg: string; data: { id: number } };
  if (json.errorCode !== 0) throw new Error(`Publishing the bench's offer failed: ${json.errorMsg}`);
  return json.data.id;
}

/**
 * Standing offers of both kinds loaded in the lane's origin city, `count` at most: the matches scenarios
 * read a different one each time, and the cargo the publishing sends concerns them.
 */
export function offersToMatch(db: Database, lane: BenchLane, today: string, count: number): number[] {
  const [low, high] = [lane.originDistrict.slice(0, 4), String(Number(lane.originDistrict.slice(0, 4)) + 1)];
  return (
    db
      .prepare(
        `SELECT id FROM logistics_info WHERE kind IN ('cargo', 'vehicle') AND state = 'published'
           AND expires_on >= ? AND origin_code >= ? AND origin_code < ? ORDER BY id DESC LIMIT ?`,
      )
      .all(today, low, high, count) as { id: number }[]
  ).map((row) => row.id);
}
