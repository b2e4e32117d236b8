/**
 * The market's offers (docs/api.md, Offers): every logistics_info row carries its places as GB/T 2260
 * codes, an offer published by a user carries its publisher, state and plate, and a truck may name
 * several destinations. Columns and tables added after logistics_info's first release, so they are
 * made for old database files too; rows stored with place names only get codes here
 * (`addOffersSchema`).
 */
import { areaList } from '@vant/area-data';
import { OFFER_STATES } from '../../../src/lib/shared/contract.ts';
import { addedColumns, oneOf, type AddedColumn } from './schema.ts';

/** Columns added to logistics_info; `addMissingColumns` adds them to older files. */
export const OFFERS_ADDED_COLUMNS: readonly AddedColumn[] = addedColumns('logistics_info', {
  // Six-digit GB/T 2260 codes: a district, or a city (`320500`) for rows upgraded from names.
  origin_code: 'TEXT',
  destination_code: 'TEXT',
  // The account that published the offer; null for offers the portal imported (the seed).
  user_id: 'INTEGER REFERENCES users(id)',
  state: `TEXT NOT NULL DEFAULT 'published' CHECK (${oneOf('state', OFFER_STATES)})`,
  // The last day the offer stands: a cargo offer's loading day, a truck's last available day.
  expires_on: 'TEXT',
  available_from: 'TEXT',
  plate: "TEXT NOT NULL DEFAULT ''",
  contact_reveals: 'INTEGER NOT NULL DEFAULT 0',
  updated_at: 'TEXT',
  // The confirmed shipment a cargo offer was published from, and the offer a re-publication copied.
  delivery_id: 'INTEGER',
  republished_from: 'INTEGER',
});

/**
 * Lane search reads a range of codes; 我的发布 reads one account's offers by state. The lists' lane
 * search and the matches' candidates (queries/offer-matches.ts) read one kind's standing offers from a
 * range of origins: `logistics_info_lane` finds that range and holds every column they test, order by
 * and answer, so they read the index alone and never the rows (docs/decisions.md, Matching offers).
 * It replaces `(kind, origin_code)`, which made each candidate a row lookup.
 */
export const OFFER_LANE_COLUMNS = `kind, state, origin_code, expires_on, loading_date, available_from, destination_code,
  user_id, weight_tons, volume_cubic, vehicle_length_meters, published_at, id`;

export const OFFERS_ADDED_INDEXES = [
  'CREATE INDEX IF NOT EXISTS logistics_info_origin ON logistics_info(origin_code)',
  'DROP INDEX IF EXISTS logistics_info_kind_origin',
  `CREATE INDEX IF NOT EXISTS logistics_info_lane ON logistics_info(${OFFER_LANE_COLUMNS})`,
  'CREATE INDEX IF NOT EXISTS logistics_info_user ON logistics_info(user_id, state, id DESC)',
  'CREATE INDEX IF NOT EXISTS logistics_info_expiry ON logistics_info(kind, state, expires_on)',
];

const OFFERS_TABLES = `
-- Every destination of an offer (a cargo offer or a line has one, a truck one or more): lane search
-- looks a destination up by a range of codes.
CREATE TABLE IF NOT EXISTS offer_destinations (
  info_id INTEGER NOT NULL REFERENCES logistics_info(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  PRIMARY KEY (info_id, code)
);
CREATE INDEX IF NOT EXISTS offer_destinations_code ON offer_destinations(code, info_id);

-- Each time a signed-in account is shown an offer's phone: the per-day limit counts these.
CREATE TABLE IF NOT EXISTS offer_contact_reveals (
  id INTEGER PRIMARY KEY,
  info_id INTEGER NOT NULL REFERENCES logistics_info(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS offer_contact_reveals_user ON offer_contact_reveals(user_id, at);
`;

interface SchemaDatabase {
  exec(sql: string): void;
  prepare(sql: string): {
    all(...values: (string | number)[]): unknown[];
    run(...values: (string | number | null)[]): unknown;
  };
}

/** The six-digit code of a place stored by name (a city as the seed writes it: `苏州`, `上海`). */
export function codeOfPlaceName(name: string): string | null {
  const text = name.trim();
  if (text === '') return null;
  for (const list of [areaList.city_list, areaList.province_list]) {
    for (const [code, known] of Object.entries(list)) {
      if (known === text || known === `${text}市` || known === `${text}省`) return code;
    }
  }
  return null;
}

/**
 * Makes the offers' tables, then gives codes to rows stored with names only (a database of an
 * earlier release): each place name is looked up once. A name no division matches keeps no code
 * and is found by the text filters only.
 */
export function addOffersSchema(db: SchemaDatabase): void {
  db.exec(OFFERS_TABLES);
  const rows = db
    .prepare(
      `SELECT id, origin, destination, loading_date AS loadingDate FROM logistics_info
       WHERE origin_code IS NULL OR (expires_on IS NULL AND loading_date IS NOT NULL)`,
    )
    .all() as { id: number; origin: string; destination: string; loadingDate: string | null }[];
  if (rows.length === 0) return;
  const codes = new Map<string, string | null>();
  const codeOf = (name: string) => {
    if (!codes.has(name)) codes.set(name, codeOfPlaceName(name));
    return codes.get(name) ?? null;
  };
  const update = db.prepare(
    `UPDATE logistics_info SET origin_code = coalesce(origin_code, ?), destination_code = coalesce(destination_code, ?),
       expires_on = coalesce(expires_on, loading_date) WHERE id = ?`,
  );
  const destination = db.prepare('INSERT OR IGNORE INTO offer_destinations (info_id, code) VALUES (?, ?)');
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const row of rows) {
      const to = codeOf(row.destination);
      update.run(codeOf(row.origin), to, row.id);
      if (to !== null) destination.run(row.id, to);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
