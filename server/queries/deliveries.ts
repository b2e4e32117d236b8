import type { Delivery, DeliveryCreated, DeliveryInput, DeliveryStatus } from '../../src/lib/contract.ts';
import { nowIso, transaction, type Database } from '../db.ts';
import { statement } from './sql.ts';

/**
 * 发货单 (shipments). The form's fields are kept as one JSON payload: they are read and written
 * whole, and nothing filters on them.
 */
interface DeliveryRow {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  payload: string;
  createdAt: string;
  updatedAt: string;
}

const ORDER_PREFIX = 'FH';
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** `FH` + today's date in China + a six-digit sequence of the day: `FH20261122000001`. */
function nextOrderNo(db: Database, at: string): string {
  const day = new Date(Date.parse(at) + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const prefix = `${ORDER_PREFIX}${day}`;
  const { last } = statement(
    db,
    'SELECT max(order_no) AS last FROM deliveries WHERE order_no BETWEEN ? AND ?',
  ).get(`${prefix}000000`, `${prefix}999999`) as { last: string | null };
  const sequence = last === null ? 1 : Number(last.slice(prefix.length)) + 1;
  return `${prefix}${String(sequence).padStart(6, '0')}`;
}

export function createDelivery(db: Database, userId: number, input: DeliveryInput): DeliveryCreated {
  return transaction(db, () => {
    const at = nowIso();
    const orderNo = nextOrderNo(db, at);
    const { lastInsertRowid } = statement(
      db,
      `INSERT INTO deliveries (user_id, order_no, status, payload, created_at, updated_at)
       VALUES (?, ?, 'draft', ?, ?, ?)`,
    ).run(userId, orderNo, JSON.stringify(input), at, at);
    return { id: Number(lastInsertRowid), orderNo, status: 'draft' };
  });
}

/** The user's own delivery; another user's is as absent as an unknown one. */
export function findDelivery(db: Database, userId: number, id: number): Delivery | undefined {
  const row = statement(
    db,
    `SELECT id, order_no AS orderNo, status, payload, created_at AS createdAt, updated_at AS updatedAt
     FROM deliveries WHERE id = ? AND user_id = ?`,
  ).get(id, userId) as DeliveryRow | undefined;
  if (!row) return undefined;
  const { payload, ...meta } = row;
  const input = JSON.parse(payload) as DeliveryInput;
  return {
    id: meta.id,
    orderNo: meta.orderNo,
    status: meta.status,
    ...input,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
  };
}

/** Replaces the form of a draft. False when the delivery is no longer a draft. */
export function updateDraft(db: Database, userId: number, id: number, input: DeliveryInput): boolean {
  const { changes } = statement(
    db,
    "UPDATE deliveries SET payload = ?, updated_at = ? WHERE id = ? AND user_id = ? AND status = 'draft'",
  ).run(JSON.stringify(input), nowIso(), id, userId);
  return Number(changes) === 1;
}

/** Moves the delivery to `to` if its status is one of `from`. False otherwise. */
export function changeStatus(
  db: Database,
  userId: number,
  id: number,
  from: readonly DeliveryStatus[],
  to: DeliveryStatus,
): boolean {
  const { changes } = statement(
    db,
    `UPDATE deliveries SET status = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND status IN (SELECT value FROM json_each(?))`,
  ).run(to, nowIso(), id, userId, JSON.stringify(from));
  return Number(changes) === 1;
}
