/**
 * Offers published by users (货源, 车源): writing them, their states, and the account's own list
 * (我的发布). Every change in place counts in `content_changes`, so cached lists are recomputed.
 */
import type { OfferViewState, OwnOffer, Paged } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { DESTINATION_CODES_SQL, OFFER_STATE_SQL } from './logistics-info.ts';
import { statement } from './sql.ts';

/** What the server stores for an offer, the places' names and the title already worked out. */
export interface OfferRow {
  kind: 'cargo' | 'vehicle';
  title: string;
  origin: string;
  destination: string;
  originCode: string;
  destinationCodes: readonly string[];
  cargoName: string;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleType: string;
  vehicleLengthMeters: number | null;
  price: number | null;
  companyName: string;
  content: string;
  contactName: string;
  contactPhone: string;
  /** A cargo offer's loading day, a truck's first available day. */
  loadingDate: string;
  /** The last day the offer stands. */
  expiresOn: string;
  availableFrom: string | null;
  plate: string;
  deliveryId?: number | null;
  republishedFrom?: number | null;
}

const countChange = (db: Database) =>
  statement(
    db,
    "INSERT INTO content_changes (name, n) VALUES ('logistics_info', 1) ON CONFLICT(name) DO UPDATE SET n = n + 1",
  ).run();

function writeDestinations(db: Database, id: number, codes: readonly string[]): void {
  statement(db, 'DELETE FROM offer_destinations WHERE info_id = ?').run(id);
  const insert = statement(db, 'INSERT OR IGNORE INTO offer_destinations (info_id, code) VALUES (?, ?)');
  for (const code of codes) insert.run(id, code);
}

export function insertOffer(db: Database, userId: number, row: OfferRow, at: string): number {
  const { lastInsertRowid } = statement(
    db,
    `INSERT INTO logistics_info (kind, title, origin, destination, cargo_name, weight_tons, volume_cubic,
       vehicle_type, vehicle_length_meters, price, company_name, content, contact_name, contact_phone,
       loading_date, published_at, origin_code, destination_code, user_id, state, expires_on, available_from,
       plate, updated_at, delivery_id, republished_from)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.kind,
    row.title,
    row.origin,
    row.destination,
    row.cargoName,
    row.weightTons,
    row.volumeCubic,
    row.vehicleType,
    row.vehicleLengthMeters,
    row.price,
    row.companyName,
    row.content,
    row.contactName,
    row.contactPhone,
    row.loadingDate,
    at,
    row.originCode,
    row.destinationCodes[0] ?? null,
    userId,
    row.expiresOn,
    row.availableFrom,
    row.plate,
    at,
    row.deliveryId ?? null,
    row.republishedFrom ?? null,
  );
  const id = Number(lastInsertRowid);
  writeDestinations(db, id, row.destinationCodes);
  return id;
}

/** Rewrites a standing offer of `userId`; false when it is not theirs or no longer 发布中. */
export function updateOffer(
  db: Database,
  userId: number,
  id: number,
  row: OfferRow,
  at: string,
  today: string,
): boolean {
  const { changes } = statement(
    db,
    `UPDATE logistics_info SET title = ?, origin = ?, destination = ?, cargo_name = ?, weight_tons = ?,
       volume_cubic = ?, vehicle_type = ?, vehicle_length_meters = ?, price = ?, content = ?, contact_name = ?,
       contact_phone = ?, loading_date = ?, origin_code = ?, destination_code = ?, expires_on = ?,
       available_from = ?, plate = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND kind = ? AND state = 'published' AND expires_on >= ?`,
  ).run(
    row.title,
    row.origin,
    row.destination,
    row.cargoName,
    row.weightTons,
    row.volumeCubic,
    row.vehicleType,
    row.vehicleLengthMeters,
    row.price,
    row.content,
    row.contactName,
    row.contactPhone,
    row.loadingDate,
    row.originCode,
    row.destinationCodes[0] ?? null,
    row.expiresOn,
    row.availableFrom,
    row.plate,
    at,
    id,
    userId,
    row.kind,
    today,
  );
  if (Number(changes) === 0) return false;
  writeDestinations(db, id, row.destinationCodes);
  countChange(db);
  return true;
}

/** 发布中 → `to` (已成交 or 已撤回) for a standing offer of `userId`; false otherwise. */
export function closeOffer(
  db: Database,
  userId: number,
  id: number,
  to: 'done' | 'withdrawn',
  at: string,
  today: string,
): boolean {
  const { changes } = statement(
    db,
    `UPDATE logistics_info SET state = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND state = 'published' AND (expires_on IS NULL OR expires_on >= ?)`,
  ).run(to, at, id, userId, today);
  if (Number(changes) === 0) return false;
  countChange(db);
  return true;
}

const OWN_COLUMNS = `li.id, li.kind, li.title, li.origin, li.destination, li.cargo_name AS cargoName,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic, li.vehicle_type AS vehicleType,
  li.vehicle_length_meters AS vehicleLengthMeters, li.price, li.company_name AS companyName,
  li.published_at AS publishedAt, li.views, li.loading_date AS loadingDate, li.origin_code AS originCode,
  ${DESTINATION_CODES_SQL} AS destinationCodes, li.plate, li.available_from AS availableFrom,
  CASE WHEN li.kind = 'vehicle' THEN li.expires_on END AS availableTo, li.contact_name AS contactName,
  li.contact_phone AS contactPhone, li.content, li.contact_reveals AS contactReveals,
  li.updated_at AS updatedAt, ${OFFER_STATE_SQL} AS state`;

type StoredOwn = Omit<OwnOffer, 'destinationCodes' | 'expired'> & { destinationCodes: string };

const asOwn = (row: StoredOwn): OwnOffer => ({
  ...row,
  destinationCodes: JSON.parse(row.destinationCodes) as string[],
  expired: row.state === 'expired',
});

/** One offer of `userId`, or undefined when there is none of theirs with that id. */
export function findOwnOffer(db: Database, userId: number, id: number, today: string): OwnOffer | undefined {
  const row = statement(
    db,
    `SELECT ${OWN_COLUMNS} FROM logistics_info li WHERE li.id = ? AND li.user_id = ?`,
  ).get(today, id, userId) as StoredOwn | undefined;
  return row && asOwn(row);
}

/** The account's offers, newest first, in one state (all when none is named). */
export function listOwnOffers(
  db: Database,
  userId: number,
  state: OfferViewState | undefined,
  page: number,
  pageSize: number,
  today: string,
): Paged<OwnOffer> {
  const where = `li.user_id = ? AND (? IS NULL OR ${OFFER_STATE_SQL} = ?)`;
  const params = [userId, state ?? null, today, state ?? null] as const;
  const list = statement(
    db,
    `SELECT ${OWN_COLUMNS} FROM logistics_info li WHERE ${where} ORDER BY li.id DESC LIMIT ? OFFSET ?`,
  ).all(today, ...params, pageSize, (page - 1) * pageSize) as unknown as StoredOwn[];
  const { n } = statement(db, `SELECT count(*) AS n FROM logistics_info li WHERE ${where}`).get(
    ...params,
  ) as {
    n: number;
  };
  return { list: list.map(asOwn), total: n, page, pageSize };
}

/** The standing offer (发布中) published from shipment `deliveryId`, if any. */
export function offerOfDelivery(db: Database, deliveryId: number, today: string): number | undefined {
  const row = statement(
    db,
    `SELECT id FROM logistics_info WHERE delivery_id = ? AND state = 'published' AND expires_on >= ?
     ORDER BY id DESC LIMIT 1`,
  ).get(deliveryId, today) as { id: number } | undefined;
  return row?.id;
}

/** When the account published its `n`-th newest offer, or undefined when it has fewer. */
export function nthNewestOfferAt(db: Database, userId: number, n: number): string | undefined {
  const row = statement(
    db,
    'SELECT published_at AS at FROM logistics_info WHERE user_id = ? ORDER BY published_at DESC LIMIT 1 OFFSET ?',
  ).get(userId, n - 1) as { at: string } | undefined;
  return row?.at;
}

/** The company an account's offers name: its profile's company, else its nickname. */
export function publisherName(db: Database, userId: number): string {
  const row = statement(db, 'SELECT company, nickname FROM users WHERE id = ?').get(userId) as
    { company: string; nickname: string } | undefined;
  return row?.company || row?.nickname || '个人';
}
