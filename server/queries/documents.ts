/**
 * SQL of carriers' documents: vehicles and identities, the desk's queue over both and its decisions,
 * the expiry reminders, and the SQL conditions the marks are computed with (server/domain/marks.ts).
 * Rows leave here unmasked; who sees a number in full is the resource's rule.
 */
import type { DeskPerson, VehicleType } from '../../src/lib/shared/contract.ts';
import type {
  DocumentKind,
  DocumentState,
  IdentityRequest,
  PlateColor,
  VehicleRequest,
} from '../../src/lib/shared/contract/documents.ts';
import type { Store } from '../store/store.ts';

/** A document as stored: its stored state, its expiry not yet applied. */
interface ReviewRow {
  id: number;
  userId: number;
  state: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  expiresAt: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface VehicleRow extends ReviewRow {
  plate: string;
  plateColor: PlateColor;
  vehicleType: VehicleType;
  lengthMeters: number;
  loadTons: number;
  transportPermitNo: string | null;
  licenseFileId: string;
  permitFileId: string | null;
}

export interface IdentityRow extends ReviewRow {
  realName: string;
  idNumber: string;
  driverLicenseFileId: string | null;
  qualificationNo: string | null;
}

const REVIEW = `id, user_id AS userId, state, reason, expires_at AS expiresAt, created_at AS createdAt,
  decided_at AS decidedAt`;
const VEHICLE_COLUMNS = `${REVIEW}, plate, plate_color AS plateColor, vehicle_type AS vehicleType,
  length_meters AS lengthMeters, load_tons AS loadTons, transport_permit_no AS transportPermitNo,
  license_file_id AS licenseFileId, permit_file_id AS permitFileId`;
const IDENTITY_COLUMNS = `${REVIEW}, real_name AS realName, id_number AS idNumber,
  driver_license_file_id AS driverLicenseFileId, qualification_no AS qualificationNo`;

/** The table of each kind of document. */
export const DOCUMENT_TABLES: Readonly<Record<DocumentKind, string>> = {
  vehicle: 'vehicles',
  identity: 'identities',
};

const numbers = <T extends { id: number; userId: number }>(row: T): T => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
});

/** The state an answer says: an approved document past its last valid day (`today` is later) has expired. */
export function effectiveState(row: Pick<ReviewRow, 'state' | 'expiresAt'>, today: string): DocumentState {
  return row.state === 'approved' && row.expiresAt !== null && row.expiresAt < today ? 'expired' : row.state;
}

export async function vehiclesOf(db: Store, userId: number): Promise<VehicleRow[]> {
  const rows = await db.all<VehicleRow>(
    `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE user_id = ? ORDER BY id DESC`,
    userId,
  );
  return rows.map(numbers);
}

export async function countVehicles(db: Store, userId: number): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM vehicles WHERE user_id = ?', userId);
  return Number(row?.n ?? 0);
}

export async function hasPlate(db: Store, userId: number, plate: string): Promise<boolean> {
  const row = await db.get('SELECT 1 AS found FROM vehicles WHERE user_id = ? AND plate = ?', userId, plate);
  return row !== undefined;
}

export async function insertVehicle(
  db: Store,
  userId: number,
  vehicle: VehicleRequest,
  at: string,
): Promise<number> {
  const result = await db.run(
    `INSERT INTO vehicles (user_id, plate, plate_color, vehicle_type, length_meters, load_tons, transport_permit_no,
       license_file_id, permit_file_id, state, expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    userId,
    vehicle.plate,
    vehicle.plateColor,
    vehicle.vehicleType,
    vehicle.lengthMeters,
    vehicle.loadTons,
    vehicle.transportPermitNo ?? null,
    vehicle.licenseFileId,
    vehicle.permitFileId ?? null,
    vehicle.expiresAt ?? null,
    at,
    at,
  );
  return Number(result.lastInsertId);
}

/** Deletes the user's vehicle; false when they have none of that id. */
export async function deleteVehicle(db: Store, userId: number, id: number): Promise<boolean> {
  const result = await db.run('DELETE FROM vehicles WHERE id = ? AND user_id = ?', id, userId);
  return result.changes > 0;
}

export async function identityOf(db: Store, userId: number): Promise<IdentityRow | undefined> {
  const row = await db.get<IdentityRow>(
    `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE user_id = ?`,
    userId,
  );
  return row && numbers(row);
}

/** Keeps the user's identity as sent, to be reviewed again: one row per user, replaced in place. */
export async function saveIdentity(
  db: Store,
  userId: number,
  identity: IdentityRequest,
  at: string,
): Promise<void> {
  await db.run(
    `INSERT INTO identities (user_id, real_name, id_number, driver_license_file_id, qualification_no, state,
       expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET real_name = excluded.real_name, id_number = excluded.id_number,
       driver_license_file_id = excluded.driver_license_file_id, qualification_no = excluded.qualification_no,
       state = 'pending', reason = NULL, expires_at = excluded.expires_at, reminder_stage = NULL,
       updated_at = excluded.updated_at, decided_at = NULL, decided_by = NULL`,
    userId,
    identity.realName,
    identity.idNumber,
    identity.driverLicenseFileId ?? null,
    identity.qualificationNo ?? null,
    identity.expiresAt ?? null,
    at,
    at,
  );
}

export async function findVehicle(db: Store, id: number): Promise<VehicleRow | undefined> {
  const row = await db.get<VehicleRow>(`SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE id = ?`, id);
  return row && numbers(row);
}

export async function findIdentity(db: Store, id: number): Promise<IdentityRow | undefined> {
  const row = await db.get<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identities WHERE id = ?`, id);
  return row && numbers(row);
}

export interface QueueEntry {
  kind: DocumentKind;
  id: number;
  owner: DeskPerson & { id: number };
  decidedBy: DeskPerson | null;
}

/**
 * The desk's queue over both kinds, oldest first so none waits behind newer ones; `state` as an
 * answer says it (`expired`: approved, last valid day before `today`).
 */
export async function queueEntries(
  db: Store,
  state: DocumentState | undefined,
  today: string,
  page: number,
  pageSize: number,
): Promise<{ entries: QueueEntry[]; total: number }> {
  const filter =
    state === undefined
      ? { sql: '', params: [] as string[] }
      : state === 'expired'
        ? { sql: "WHERE state = 'approved' AND expires_at < ?", params: [today] }
        : state === 'approved'
          ? { sql: "WHERE state = 'approved' AND (expires_at IS NULL OR expires_at >= ?)", params: [today] }
          : { sql: 'WHERE state = ?', params: [state] };
  const union = `SELECT 'vehicle' AS kind, id, user_id, decided_by, created_at FROM vehicles ${filter.sql}
    UNION ALL SELECT 'identity' AS kind, id, user_id, decided_by, created_at FROM identities ${filter.sql}`;
  const params = [...filter.params, ...filter.params];
  const count = await db.get<{ n: number }>(`SELECT count(*) AS n FROM (${union}) d`, ...params);
  const rows = await db.all<{
    kind: DocumentKind;
    id: number;
    ownerId: number;
    ownerAccount: string;
    ownerNickname: string;
    deciderAccount: string | null;
    deciderNickname: string | null;
  }>(
    `SELECT d.kind, d.id, u.id AS ownerId, u.account AS ownerAccount, u.nickname AS ownerNickname,
       b.account AS deciderAccount, b.nickname AS deciderNickname
     FROM (${union}) d JOIN users u ON u.id = d.user_id LEFT JOIN users b ON b.id = d.decided_by
     ORDER BY d.created_at, d.kind, d.id LIMIT ? OFFSET ?`,
    ...params,
    pageSize,
    (page - 1) * pageSize,
  );
  const entries = rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    owner: { id: Number(row.ownerId), account: row.ownerAccount, nickname: row.ownerNickname },
    decidedBy:
      row.deciderAccount === null
        ? null
        : { account: row.deciderAccount, nickname: row.deciderNickname ?? '' },
  }));
  return { entries, total: Number(count?.n ?? 0) };
}

/** Records the desk's decision on a pending document; false when it was no longer pending. */
export async function decideDocument(
  db: Store,
  kind: DocumentKind,
  decision: { id: number; state: 'approved' | 'rejected'; reason: string | null; by: number; at: string },
): Promise<boolean> {
  const result = await db.run(
    `UPDATE ${DOCUMENT_TABLES[kind]} SET state = ?, reason = ?, decided_by = ?, decided_at = ?, updated_at = ?,
       reminder_stage = NULL
     WHERE id = ? AND state = 'pending'`,
    decision.state,
    decision.reason,
    decision.by,
    decision.at,
    decision.at,
    decision.id,
  );
  return result.changes > 0;
}

/** An approved document whose last valid day is at most `until`, not yet reminded at `stage` or nearer. */
export interface ExpiringDocument {
  kind: DocumentKind;
  id: number;
  userId: number;
  expiresAt: string;
  label: string;
  reminderStage: number | null;
}

/** Approved documents ending by `until` whose owner has not been told of their end yet. */
export async function expiringDocuments(db: Store, until: string): Promise<ExpiringDocument[]> {
  const rows = await db.all<ExpiringDocument>(
    `SELECT 'vehicle' AS kind, id, user_id AS userId, expires_at AS expiresAt, plate AS label,
       reminder_stage AS reminderStage
     FROM vehicles WHERE state = 'approved' AND expires_at <= ? AND (reminder_stage IS NULL OR reminder_stage > 0)
     UNION ALL
     SELECT 'identity' AS kind, id, user_id AS userId, expires_at AS expiresAt, '' AS label,
       reminder_stage AS reminderStage
     FROM identities WHERE state = 'approved' AND expires_at <= ? AND (reminder_stage IS NULL OR reminder_stage > 0)`,
    until,
    until,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    userId: Number(row.userId),
    reminderStage: row.reminderStage === null ? null : Number(row.reminderStage),
  }));
}

export async function setReminderStage(
  db: Store,
  kind: DocumentKind,
  id: number,
  stage: number,
): Promise<void> {
  await db.run(`UPDATE ${DOCUMENT_TABLES[kind]} SET reminder_stage = ? WHERE id = ?`, stage, id);
}
