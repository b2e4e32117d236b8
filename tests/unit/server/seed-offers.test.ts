import { areaList } from '@vant/area-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { freshMatches } from '../../../server/queries/offer-matches.ts';
import { seedDatabase, seedDay } from '../../../server/seed/index.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { offerInputSchema } from '../../../src/lib/shared/rules/offer.ts';
import * as z from 'zod/mini';

/**
 * The seeded market is one the portal's own rules could have made: a seeded truck names its
 * destinations as the API lets a carrier name them (provinces or cities, never districts), so seeded
 * trucks and cargo find each other through the matches as published ones do.
 */
const NOW = seedDay(Date.parse('2026-11-24T06:00:00.000Z'));
const today = chinaDay(NOW.getTime());

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:', { create: true }).db;
  seedDatabase(db, { now: NOW, logisticsInfo: 3000, policies: 0, announcements: 0, posts: 0, replies: 0 });
});
afterAll(() => db.close());

const offerIds = (kind: string) =>
  (
    db
      .prepare(
        "SELECT id FROM logistics_info WHERE kind = ? AND state = 'published' AND expires_on >= ? ORDER BY id",
      )
      .all(kind, today) as { id: number }[]
  ).map((row) => row.id);

describe('seeded trucks', () => {
  it('name districts where they are and provinces or cities where they go, as the API accepts them', () => {
    const schema = offerInputSchema({ regions: areaList, today: () => today });
    const trucks = db
      .prepare(
        `SELECT li.origin_code AS originCode, json_group_array(d.code) AS codes FROM logistics_info li
         JOIN offer_destinations d ON d.info_id = li.id WHERE li.kind = 'vehicle' GROUP BY li.id`,
      )
      .all() as { originCode: string; codes: string }[];
    expect(trucks.length).toBeGreaterThan(500);
    for (const truck of trucks) {
      const body = {
        kind: 'vehicle',
        originCode: truck.originCode,
        destinationCodes: JSON.parse(truck.codes) as string[],
        plate: '沪A12345',
        vehicleType: '厢式货车',
        vehicleLengthMeters: 9.6,
        capacityTons: 18,
        capacityCubic: 55,
        availableFrom: today,
        availableTo: today,
        price: null,
        priceNegotiable: true,
        contactName: '李师傅',
        contactPhone: '13698765432',
        remarks: '',
      };
      const checked = z.safeParse(schema, body);
      expect(checked.error?.issues ?? [], JSON.stringify(body)).toEqual([]);
    }
  });

  it('match seeded cargo, and seeded cargo matches them', async () => {
    const store = sqliteStore(db);
    const matched = async (ids: number[]) => {
      let count = 0;
      for (const id of ids) if ((await freshMatches(store, id, today)).length > 0) count += 1;
      return count;
    };
    // A seeded truck is free on one day, so few pairs meet; none did while trucks named districts.
    expect(await matched(offerIds('cargo'))).toBeGreaterThanOrEqual(25);
    expect(await matched(offerIds('vehicle'))).toBeGreaterThanOrEqual(25);
  });
});
