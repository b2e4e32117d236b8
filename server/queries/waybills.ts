/** SQL for waybills (运单): made from an accepted quote, listed per party, their timeline and photos. */
import type {
  Paged,
  WaybillDetail,
  WaybillEvent,
  WaybillItem,
  WaybillRole,
  WaybillState,
  WaybillTimelineType,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { countCancellation, countReceivedWaybill } from './credit-facts.ts';
import { nextDayNumber } from './day-numbers.ts';
import { eachDialect } from './dialects.ts';

/**
 * The waybill of an accepted quote, with the offer's lane and cargo and the quote's price, loading
 * day, note and vehicle (copied: a vehicle deleted later changes no waybill) as its terms, and its
 * first timeline step; in the caller's transaction. Answers its id.
 */
export async function insertWaybill(db: Store, quoteId: number, at: string): Promise<number> {
  const waybillNo = await nextDayNumber(db, 'YD', at);
  const { lastInsertId } = await db.run(
    `INSERT INTO waybills (waybill_no, quote_id, offer_id, shipper_id, carrier_id, state, origin, destination,
       cargo_name, weight_tons, volume_cubic, vehicle_type, price, loading_at, note, agreed_plate,
       agreed_vehicle_type, agreed_length_meters, created_at, updated_at)
     SELECT ?, q.id, q.offer_id, li.user_id, q.carrier_id, 'pending', li.origin, li.destination,
       li.cargo_name, li.weight_tons, li.volume_cubic, li.vehicle_type, q.price, q.loading_at, q.note, v.plate,
       v.vehicle_type, v.length_meters, ?, ?
     FROM quotes q JOIN logistics_info li ON li.id = q.offer_id LEFT JOIN vehicles v ON v.id = q.vehicle_id
     WHERE q.id = ?`,
    waybillNo,
    at,
    at,
    quoteId,
  );
  const id = Number(lastInsertId);
  const shipper = await db.get<{ shipperId: number }>(
    'SELECT shipper_id AS shipperId FROM waybills WHERE id = ?',
    id,
  );
  await insertWaybillEvent(db, id, 'created', shipper!.shipperId, '', at);
  return id;
}

export async function insertWaybillEvent(
  db: Store,
  waybillId: number,
  type: WaybillTimelineType,
  userId: number | null,
  note: string,
  at: string,
  fileIds: readonly string[] = [],
): Promise<void> {
  const { lastInsertId } = await db.run(
    'INSERT INTO waybill_events (waybill_id, type, user_id, note, created_at) VALUES (?, ?, ?, ?, ?)',
    waybillId,
    type,
    userId,
    note,
    at,
  );
  for (const fileId of fileIds)
    await db.run(
      'INSERT INTO waybill_files (event_id, waybill_id, file_id) VALUES (?, ?, ?)',
      Number(lastInsertId),
      waybillId,
      fileId,
    );
  if (type === 'cancelled' && userId !== null) await countCancellation(db, userId);
}

/**
 * Moves the waybill from `from` to `to`; false when another request moved it first. Reaching 已签收
 * counts in both parties' credit (credit-facts.ts).
 */
export async function moveWaybill(
  db: Store,
  id: number,
  from: WaybillState,
  to: WaybillState,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(
    `UPDATE waybills SET state = ?, updated_at = ?, delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END
     WHERE id = ? AND state = ?`,
    to,
    at,
    to,
    at,
    id,
    from,
  );
  if (Number(changes) === 0) return false;
  if (to === 'received') await countReceivedWaybill(db, id);
  return true;
}

const ITEM_COLUMNS = `w.id, w.waybill_no AS waybillNo, w.state, w.origin, w.destination, w.cargo_name AS cargoName,
  w.price, w.loading_at AS loadingAt, s.nickname AS shipperNickname, c.nickname AS carrierNickname,
  w.created_at AS createdAt, w.updated_at AS updatedAt`;
const PARTIES = 'FROM waybills w JOIN users s ON s.id = w.shipper_id JOIN users c ON c.id = w.carrier_id';

const withNumbers = <T extends { price: number | null }>(row: T): T => ({
  ...row,
  price: row.price === null ? null : Number(row.price),
});

/** The user's waybills as shipper or carrier, newest first, of one state or all. */
export async function listWaybills(
  db: Store,
  userId: number,
  role: WaybillRole,
  state: WaybillState | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<WaybillItem>> {
  const where = `w.${role}_id = ? AND (CAST(? AS TEXT) IS NULL OR w.state = ?)`;
  const params = [userId, state ?? null, state ?? null];
  const [rows, total] = await Promise.all([
    db.all<WaybillItem>(
      `SELECT ${ITEM_COLUMNS} ${PARTIES} WHERE ${where} ORDER BY w.id DESC LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ),
    db.get<{ n: number }>(`SELECT count(*) AS n FROM waybills w WHERE ${where}`, ...params),
  ]);
  return { list: rows.map(withNumbers), total: Number(total?.n ?? 0), page, pageSize };
}

/** Who a waybill is between, and where it stands: what every check of a step reads. */
export interface WaybillParties {
  id: number;
  waybillNo: string;
  shipperId: number;
  carrierId: number;
  state: WaybillState;
}

export const findWaybillParties = (db: Store, id: number): Promise<WaybillParties | undefined> =>
  db.get<WaybillParties>(
    'SELECT id, waybill_no AS waybillNo, shipper_id AS shipperId, carrier_id AS carrierId, state FROM waybills WHERE id = ?',
    id,
  );

type DetailRow = Omit<WaybillDetail, 'shipper' | 'carrier' | 'events' | 'ratings' | 'agreedVehicle'> & {
  agreedPlate: string | null;
  agreedVehicleType: string | null;
  agreedLength: number | null;
  shipperId: number;
  shipperMobile: string;
  carrierId: number;
  carrierMobile: string;
};

const EVENTS = eachDialect(
  (sql) => `SELECT e.id, e.type, e.user_id AS userId, u.nickname, e.note, e.created_at AS createdAt,
     ${sql.jsonArray('file_id', 'FROM waybill_files f WHERE f.event_id = e.id', 'file_id')} AS fileIds
   FROM waybill_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.waybill_id = ? ORDER BY e.id`,
);

/** The whole waybill: terms, both parties with their phones, its timeline oldest first (its ratings apart). */
export async function findWaybill(
  db: Store,
  id: number,
): Promise<Omit<WaybillDetail, 'ratings'> | undefined> {
  const row = await db.get<DetailRow>(
    `SELECT ${ITEM_COLUMNS}, w.offer_id AS offerId, w.quote_id AS quoteId, w.weight_tons AS weightTons,
       w.volume_cubic AS volumeCubic, w.vehicle_type AS vehicleType, w.note, w.agreed_plate AS agreedPlate,
       w.agreed_vehicle_type AS agreedVehicleType, w.agreed_length_meters AS agreedLength, w.shipper_id AS shipperId,
       s.mobile AS shipperMobile, w.carrier_id AS carrierId, c.mobile AS carrierMobile
     ${PARTIES} WHERE w.id = ?`,
    id,
  );
  if (!row) return undefined;
  const events = await db.all<Omit<WaybillEvent, 'fileIds'> & { fileIds: string }>(EVENTS, id);
  const {
    shipperId,
    shipperMobile,
    carrierId,
    carrierMobile,
    agreedPlate,
    agreedVehicleType,
    agreedLength,
    ...terms
  } = row;
  return {
    ...withNumbers(terms),
    agreedVehicle:
      agreedPlate === null
        ? null
        : { plate: agreedPlate, vehicleType: agreedVehicleType ?? '', lengthMeters: Number(agreedLength) },
    weightTons: terms.weightTons === null ? null : Number(terms.weightTons),
    volumeCubic: terms.volumeCubic === null ? null : Number(terms.volumeCubic),
    shipper: { id: shipperId, nickname: terms.shipperNickname, mobile: shipperMobile },
    carrier: { id: carrierId, nickname: terms.carrierNickname, mobile: carrierMobile },
    events: events.map((event) => ({ ...event, fileIds: JSON.parse(event.fileIds) as string[] })),
  };
}

/**
 * Whether `userId` is a party of a waybill the file was added to (GET /files/:id): with a step of its
 * timeline, or with a complaint about it or a statement in one.
 */
export async function isWaybillFileOfParty(db: Store, fileId: string, userId: number): Promise<boolean> {
  const row = await db.get(
    `SELECT 1 AS found FROM (SELECT waybill_id FROM waybill_files WHERE file_id = ?
       UNION ALL SELECT waybill_id FROM complaint_files WHERE file_id = ?) AS f
     JOIN waybills w ON w.id = f.waybill_id WHERE w.shipper_id = ? OR w.carrier_id = ?`,
    fileId,
    fileId,
    userId,
    userId,
  );
  return row !== undefined;
}

/** How many of `fileIds` the user uploaded (a step may carry only the caller's own photos). */
export async function countOwnFiles(db: Store, userId: number, fileIds: readonly string[]): Promise<number> {
  let found = 0;
  for (const id of new Set(fileIds)) {
    if (await db.get('SELECT 1 AS found FROM files WHERE id = ? AND user_id = ?', id, userId)) found += 1;
  }
  return found;
}

/**
 * The waybills 已送达 at or before `deliveredBefore`, oldest first, at most `limit`: due for 已签收,
 * but for a waybill with a complaint not yet resolved (it waits for the desk's result).
 */
export const waybillsDueForReceipt = (
  db: Store,
  deliveredBefore: string,
  limit: number,
): Promise<WaybillParties[]> =>
  db.all<WaybillParties>(
    `SELECT id, waybill_no AS waybillNo, shipper_id AS shipperId, carrier_id AS carrierId, state FROM waybills
     WHERE state = 'delivered' AND delivered_at <= ?
       AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.waybill_id = waybills.id AND c.state <> 'resolved')
     ORDER BY delivered_at LIMIT ?`,
    deliveredBefore,
    limit,
  );
