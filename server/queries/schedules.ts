/** SQL of scheduled publishing (desk_schedules): one schedule per item, read by time, claimed by deletion. */
import type { DeskKind } from '../../src/lib/shared/contract.ts';
import type { DeskSchedule, ScheduleAction } from '../../src/lib/shared/contract/schedules.ts';
import type { Store } from '../store/store.ts';

/** A schedule as the due run reads it: what to do, and who set it (the trail names them). */
export interface ScheduleRow {
  kind: DeskKind;
  id: number;
  action: ScheduleAction;
  revision: number;
  at: string;
  createdBy: number;
}

const SELECT_SCHEDULES = `SELECT s.kind, s.item_id AS id, d.title, s.action, s.revision, s.at, s.created_at AS createdAt,
    u.account, u.nickname
  FROM desk_schedules s JOIN desk_items d ON d.kind = s.kind AND d.id = s.item_id
  LEFT JOIN users u ON u.id = s.created_by`;

type ScheduleSql = Omit<DeskSchedule, 'createdBy'> & { account: string | null; nickname: string | null };
const toSchedule = ({ account, nickname, ...row }: ScheduleSql): DeskSchedule => ({
  ...row,
  createdBy: account === null ? null : { account, nickname: nickname ?? '' },
});

/** Every schedule, the soonest first (the desk's list). */
export async function listSchedules(db: Store): Promise<DeskSchedule[]> {
  const rows = await db.all<ScheduleSql>(`${SELECT_SCHEDULES} ORDER BY s.at, s.kind, s.item_id`);
  return rows.map(toSchedule);
}

export async function findSchedule(db: Store, kind: DeskKind, id: number): Promise<DeskSchedule | null> {
  const row = await db.get<ScheduleSql>(`${SELECT_SCHEDULES} WHERE s.kind = ? AND s.item_id = ?`, kind, id);
  return row ? toSchedule(row) : null;
}

export interface NewSchedule extends Omit<ScheduleRow, 'createdBy'> {
  userId: number;
  createdAt: string;
}

/** The item's schedule; false when it has one already (one per item: the primary key). */
export async function insertSchedule(db: Store, schedule: NewSchedule): Promise<boolean> {
  const { changes } = await db.run(
    `INSERT INTO desk_schedules (kind, item_id, action, revision, at, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, item_id) DO NOTHING`,
    schedule.kind,
    schedule.id,
    schedule.action,
    schedule.revision,
    schedule.at,
    schedule.createdAt,
    schedule.userId,
  );
  return changes === 1;
}

/** Cancels the item's schedule; false when it had none. */
export async function deleteSchedule(db: Store, kind: DeskKind, id: number): Promise<boolean> {
  const { changes } = await db.run('DELETE FROM desk_schedules WHERE kind = ? AND item_id = ?', kind, id);
  return changes === 1;
}

/** The item's publication schedule now publishes `revision` (an edit moved it). */
export async function moveSchedule(db: Store, kind: DeskKind, id: number, revision: number): Promise<void> {
  await db.run(
    "UPDATE desk_schedules SET revision = ? WHERE kind = ? AND item_id = ? AND action = 'publish'",
    revision,
    kind,
    id,
  );
}

/** The schedules due at `at` (ISO), the oldest first, at most `limit`. */
export async function dueSchedules(db: Store, at: string, limit: number): Promise<ScheduleRow[]> {
  return db.all<ScheduleRow>(
    `SELECT kind, item_id AS id, action, revision, at, created_by AS createdBy FROM desk_schedules
     WHERE at <= ? ORDER BY at, kind, item_id LIMIT ?`,
    at,
    limit,
  );
}

/**
 * Takes the schedule `row` as it was read, in one statement: true for the one caller (of any node)
 * whose statement removed it; false when another took it first, or it was cancelled or changed since.
 */
export async function claimSchedule(db: Store, row: ScheduleRow): Promise<boolean> {
  const { changes } = await db.run(
    'DELETE FROM desk_schedules WHERE kind = ? AND item_id = ? AND action = ? AND revision = ? AND at = ?',
    row.kind,
    row.id,
    row.action,
    row.revision,
    row.at,
  );
  return changes === 1;
}
