import type {
  Delivery,
  DeliveryCreated,
  DeliveryInput,
  DeliveryStatus,
  DeliverySummary,
  Paged,
  Place,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { nextDayNumber } from './day-numbers.ts';
import { eachDialect } from './dialects.ts';

/**
 * 发货单 (shipments). The form's fields, with the names of the two places as of the day they were
 * saved, are kept as one JSON payload: read and written whole, and nothing filters on them.
 */
export interface DeliveryPayload extends DeliveryInput {
  origin: Place;
  destination: Place;
}

interface DeliveryRow {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  payload: string;
  createdAt: string;
  updatedAt: string;
  offerId: number | string | null;
}

/**
 * When the account's `count`-th newest shipment was created, or undefined when it has fewer: the
 * creation limit (limits/rates.ts) reads it from the rows themselves.
 */
export async function nthNewestCreatedAt(
  db: Store,
  userId: number,
  count: number,
): Promise<string | undefined> {
  const row = await db.get<{ createdAt: string }>(
    'SELECT created_at AS createdAt FROM deliveries WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?',
    userId,
    count - 1,
  );
  return row?.createdAt;
}

/** Adds a draft. Runs inside the caller's transaction (the idempotent write of resources/deliveries.ts). */
export async function insertDelivery(
  db: Store,
  userId: number,
  payload: DeliveryPayload,
  at: string,
): Promise<DeliveryCreated> {
  const orderNo = await nextDayNumber(db, 'FH', at);
  const { lastInsertId } = await db.run(
    `INSERT INTO deliveries (user_id, order_no, status, payload, created_at, updated_at)
     VALUES (?, ?, 'draft', ?, ?, ?)`,
    userId,
    orderNo,
    JSON.stringify(payload),
    at,
    at,
  );
  return { id: Number(lastInsertId), orderNo, status: 'draft' };
}

/**
 * The cargo offer a shipment stands as on `?` (a China day): published from it and neither withdrawn,
 * done nor past its last day; null when the shipment is not public.
 */
const STANDING_OFFER = `(SELECT max(li.id) FROM logistics_info li WHERE li.delivery_id = deliveries.id
     AND li.state = 'published' AND li.expires_on >= ?)`;

/** The user's own delivery; another user's is as absent as an unknown one. */
export async function findDelivery(
  db: Store,
  userId: number,
  id: number,
  today: string,
): Promise<Delivery | undefined> {
  const row = await db.get<DeliveryRow>(
    `SELECT id, order_no AS orderNo, status, payload, created_at AS createdAt, updated_at AS updatedAt,
       ${STANDING_OFFER} AS offerId
     FROM deliveries WHERE id = ? AND user_id = ?`,
    today,
    id,
    userId,
  );
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as DeliveryPayload;
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    ...payload,
    offerId: row.offerId === null ? null : Number(row.offerId),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

interface SummaryRow {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  origin: string;
  destination: string;
  cargoName: string;
  loadingDate: string;
  createdAt: string;
  offerId: number | string | null;
}

const LIST_DELIVERIES = eachDialect(
  (sql) => `SELECT id, order_no AS orderNo, status, ${sql.jsonText('payload', 'origin')} AS origin,
       ${sql.jsonText('payload', 'destination')} AS destination, ${sql.jsonText('payload', 'cargoName')} AS cargoName,
       ${sql.jsonText('payload', 'loadingDate')} AS loadingDate, created_at AS createdAt,
       ${STANDING_OFFER} AS offerId
     FROM deliveries WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
);

/** The user's deliveries, newest first (ids grow with time; `deliveries_user` covers it). */
export async function listDeliveries(
  db: Store,
  userId: number,
  page: number,
  pageSize: number,
  today: string,
): Promise<Paged<DeliverySummary>> {
  const rows = await db.all<SummaryRow>(LIST_DELIVERIES, today, userId, pageSize, (page - 1) * pageSize);
  const { total } = (await db.get<{
    total: number;
  }>('SELECT count(*) AS total FROM deliveries WHERE user_id = ?', userId))!;
  const list = rows.map((row) => ({
    ...row,
    offerId: row.offerId === null ? null : Number(row.offerId),
    origin: JSON.parse(row.origin) as Place,
    destination: JSON.parse(row.destination) as Place,
  }));
  return { list, total: Number(total), page, pageSize };
}

/** Replaces the form of a draft. False when the delivery is no longer a draft. */
export async function updateDraft(
  db: Store,
  userId: number,
  id: number,
  payload: DeliveryPayload,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(
    "UPDATE deliveries SET payload = ?, updated_at = ? WHERE id = ? AND user_id = ? AND status = 'draft'",
    JSON.stringify(payload),
    at,
    id,
    userId,
  );
  return Number(changes) === 1;
}

const CHANGE_STATUS = eachDialect(
  (sql) => `UPDATE deliveries SET status = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND status IN (${sql.jsonTexts()})`,
);

/** Moves the delivery to `to` if its status is one of `from`. False otherwise. */
export async function changeStatus(
  db: Store,
  userId: number,
  id: number,
  from: readonly DeliveryStatus[],
  to: DeliveryStatus,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(CHANGE_STATUS, to, at, id, userId, JSON.stringify(from));
  return Number(changes) === 1;
}
