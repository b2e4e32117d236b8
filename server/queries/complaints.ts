/**
 * SQL for complaints about waybills (docs/api.md, Complaints): the complaint with its photos, the
 * parties' statements, the desk's 受理 and 结果, and the lists of a user and of the desk. The time
 * left to 受理 is computed from the stored times and the caller's clock, never stored.
 */
import type { Paged } from '../../src/lib/shared/contract.ts';
import type {
  ComplaintCategory,
  ComplaintDetail,
  ComplaintItem,
  ComplaintState,
  ComplaintStatement,
} from '../../src/lib/shared/contract/complaints.ts';
import type { Store } from '../store/store.ts';
import { creditChanged } from './credit-facts.ts';
import { eachDialect } from './dialects.ts';

/** The deadline of 受理: the clock of the request and PORTAL_COMPLAINT_ACCEPT_HOURS. */
export interface AcceptDeadline {
  now: number;
  hours: number;
}

/** A waybill as a new complaint needs it: its parties, its state and when it last changed. */
export interface ComplainedWaybill {
  id: number;
  waybillNo: string;
  shipperId: number;
  carrierId: number;
  state: string;
  updatedAt: string;
}

export const findComplainedWaybill = (db: Store, id: number): Promise<ComplainedWaybill | undefined> =>
  db.get<ComplainedWaybill>(
    `SELECT id, waybill_no AS waybillNo, shipper_id AS shipperId, carrier_id AS carrierId, state,
       updated_at AS updatedAt FROM waybills WHERE id = ?`,
    id,
  );

/** Whether the user has a complaint about the waybill that is not resolved yet. */
export async function hasOpenComplaint(db: Store, waybillId: number, userId: number): Promise<boolean> {
  const row = await db.get(
    "SELECT 1 AS found FROM complaints WHERE waybill_id = ? AND complainant_id = ? AND state <> 'resolved'",
    waybillId,
    userId,
  );
  return row !== undefined;
}

async function insertFiles(
  db: Store,
  complaintId: number,
  statementId: number | null,
  waybillId: number,
  fileIds: readonly string[],
): Promise<void> {
  for (const fileId of new Set(fileIds))
    await db.run(
      'INSERT INTO complaint_files (complaint_id, statement_id, waybill_id, file_id) VALUES (?, ?, ?, ?)',
      complaintId,
      statementId,
      waybillId,
      fileId,
    );
}

/** A new complaint 待受理 with its photos; in the caller's transaction. Answers its id. */
export async function insertComplaint(
  db: Store,
  complaint: {
    waybillId: number;
    complainantId: number;
    respondentId: number;
    category: ComplaintCategory;
    content: string;
    fileIds: readonly string[];
  },
  at: string,
): Promise<number> {
  const { lastInsertId } = await db.run(
    `INSERT INTO complaints (waybill_id, complainant_id, respondent_id, category, content, state, created_at)
     VALUES (?, ?, ?, ?, ?, 'open', ?)`,
    complaint.waybillId,
    complaint.complainantId,
    complaint.respondentId,
    complaint.category,
    complaint.content,
    at,
  );
  const id = Number(lastInsertId);
  await insertFiles(db, id, null, complaint.waybillId, complaint.fileIds);
  return id;
}

/** Whether any complaint about the waybill is not resolved yet (it holds the automatic 已签收). */
export async function hasUnresolvedComplaint(db: Store, waybillId: number): Promise<boolean> {
  const row = await db.get(
    "SELECT 1 AS found FROM complaints WHERE waybill_id = ? AND state <> 'resolved'",
    waybillId,
  );
  return row !== undefined;
}

/** A party's statement added to the file, with its photos; in the caller's transaction. */
export async function insertStatement(
  db: Store,
  complaint: { id: number; waybillId: number },
  userId: number,
  content: string,
  fileIds: readonly string[],
  at: string,
): Promise<void> {
  const { lastInsertId } = await db.run(
    'INSERT INTO complaint_statements (complaint_id, user_id, content, created_at) VALUES (?, ?, ?, ?)',
    complaint.id,
    userId,
    content,
    at,
  );
  await insertFiles(db, complaint.id, Number(lastInsertId), complaint.waybillId, fileIds);
}

/** Who a complaint is between and where it stands: what every check of an action reads. */
export interface ComplaintParties {
  id: number;
  waybillId: number;
  waybillNo: string;
  complainantId: number;
  respondentId: number;
  category: ComplaintCategory;
  state: ComplaintState;
}

export const findComplaintParties = (db: Store, id: number): Promise<ComplaintParties | undefined> =>
  db.get<ComplaintParties>(
    `SELECT c.id, c.waybill_id AS waybillId, w.waybill_no AS waybillNo, c.complainant_id AS complainantId,
       c.respondent_id AS respondentId, c.category, c.state
     FROM complaints c JOIN waybills w ON w.id = c.waybill_id WHERE c.id = ?`,
    id,
  );

/** 受理 by an editor; false when the complaint was no longer 待受理. */
export async function acceptComplaint(db: Store, id: number, editorId: number, at: string): Promise<boolean> {
  const { changes } = await db.run(
    "UPDATE complaints SET state = 'accepted', accepted_at = ?, accepted_by = ? WHERE id = ? AND state = 'open'",
    at,
    editorId,
    id,
  );
  return Number(changes) > 0;
}

/** 结果 by an editor; false when the complaint was not 处理中. */
export async function resolveComplaint(
  db: Store,
  id: number,
  editorId: number,
  outcome: { upheld: boolean; result: string },
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(
    `UPDATE complaints SET state = 'resolved', upheld = ?, result = ?, resolved_at = ?, resolved_by = ?
     WHERE id = ? AND state = 'accepted'`,
    outcome.upheld ? 1 : 0,
    outcome.result,
    at,
    editorId,
    id,
  );
  // An upheld complaint counts in its respondent's credit.
  if (Number(changes) > 0 && outcome.upheld) await creditChanged(db);
  return Number(changes) > 0;
}

const ITEM_COLUMNS = `c.id, c.waybill_id AS waybillId, w.waybill_no AS waybillNo, c.category, c.state,
  c.complainant_id AS complainantId, a.nickname AS complainantNickname, c.respondent_id AS respondentId,
  r.nickname AS respondentNickname, c.created_at AS createdAt, c.accepted_at AS acceptedAt,
  c.resolved_at AS resolvedAt, c.upheld, c.result`;
const JOINED = `FROM complaints c JOIN waybills w ON w.id = c.waybill_id
  JOIN users a ON a.id = c.complainant_id JOIN users r ON r.id = c.respondent_id`;

type ItemRow = Omit<ComplaintItem, 'acceptDueAt' | 'acceptLeftMs' | 'overdue' | 'upheld'> & {
  upheld: number | null;
};

/** How long the desk has for 受理, in milliseconds. */
export const acceptWindowMs = (hours: number): number => hours * 3600 * 1000;

/** A row with its deadline of 受理 worked out on the caller's clock. */
function withDeadline<T extends ItemRow>(
  row: T,
  { now, hours }: AcceptDeadline,
): Omit<T, 'upheld'> & ComplaintItem {
  const due = Date.parse(row.createdAt) + acceptWindowMs(hours);
  const waiting = row.state === 'open';
  return {
    ...row,
    upheld: row.upheld === null ? null : Number(row.upheld) === 1,
    acceptDueAt: new Date(due).toISOString(),
    acceptLeftMs: waiting ? due - now : null,
    overdue: waiting && now > due,
  };
}

async function pagedItems(
  db: Store,
  where: string,
  params: readonly (string | number | null)[],
  order: string,
  page: number,
  pageSize: number,
  deadline: AcceptDeadline,
): Promise<Paged<ComplaintItem>> {
  const [rows, total] = await Promise.all([
    db.all<ItemRow>(
      `SELECT ${ITEM_COLUMNS} ${JOINED} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ),
    db.get<{ n: number }>(`SELECT count(*) AS n FROM complaints c WHERE ${where}`, ...params),
  ]);
  return {
    list: rows.map((row) => withDeadline(row, deadline)),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

/** The user's complaints, made by them or against them, newest first; of one waybill or all. */
export const listUserComplaints = (
  db: Store,
  userId: number,
  waybillId: number | null,
  page: number,
  pageSize: number,
  deadline: AcceptDeadline,
): Promise<Paged<ComplaintItem>> =>
  pagedItems(
    db,
    '(c.complainant_id = ? OR c.respondent_id = ?) AND (CAST(? AS INTEGER) IS NULL OR c.waybill_id = ?)',
    [userId, userId, waybillId, waybillId],
    'c.id DESC',
    page,
    pageSize,
    deadline,
  );

/** The desk's queue of one state (or all), oldest first: the longest waiting is handled first. */
export const listDeskComplaints = (
  db: Store,
  state: ComplaintState | undefined,
  page: number,
  pageSize: number,
  deadline: AcceptDeadline,
): Promise<Paged<ComplaintItem>> =>
  pagedItems(
    db,
    '(CAST(? AS TEXT) IS NULL OR c.state = ?)',
    [state ?? null, state ?? null],
    'c.created_at, c.id',
    page,
    pageSize,
    deadline,
  );

const FILES = eachDialect(
  (sql) =>
    `SELECT ${sql.jsonArray('file_id', 'FROM complaint_files f WHERE f.complaint_id = ? AND f.statement_id IS NULL', 'id')} AS ids`,
);
const STATEMENTS = eachDialect(
  (sql) => `SELECT s.id, s.user_id AS userId, u.nickname, s.content, s.created_at AS createdAt,
     ${sql.jsonArray('file_id', 'FROM complaint_files f WHERE f.statement_id = s.id', 'id')} AS fileIds
   FROM complaint_statements s JOIN users u ON u.id = s.user_id WHERE s.complaint_id = ? ORDER BY s.id`,
);

/** The whole file: the complaint, its photos, the statements oldest first, the result. */
export async function findComplaint(
  db: Store,
  id: number,
  deadline: AcceptDeadline,
): Promise<ComplaintDetail | undefined> {
  const row = await db.get<ItemRow & { content: string }>(
    `SELECT ${ITEM_COLUMNS}, c.content ${JOINED} WHERE c.id = ?`,
    id,
  );
  if (!row) return undefined;
  const files = await db.get<{ ids: string }>(FILES, id);
  const statements = await db.all<Omit<ComplaintStatement, 'fileIds'> & { fileIds: string }>(STATEMENTS, id);
  return {
    ...withDeadline(row, deadline),
    fileIds: JSON.parse(files!.ids) as string[],
    statements: statements.map((statement) => ({
      ...statement,
      fileIds: JSON.parse(statement.fileIds) as string[],
    })),
  };
}

/**
 * The account's `n`-th newest complaint or statement in a complaint (the complaint rate, limits/rates.ts),
 * through `complaints_complainant` and `complaint_statements_user`.
 */
export async function nthNewestComplaintWrite(
  db: Store,
  userId: number,
  n: number,
): Promise<string | undefined> {
  const row = await db.get<{ at: string }>(
    `SELECT at FROM (SELECT created_at AS at FROM complaints WHERE complainant_id = ?
       UNION ALL SELECT created_at AS at FROM complaint_statements WHERE user_id = ?) AS writes
     ORDER BY at DESC LIMIT 1 OFFSET ?`,
    userId,
    userId,
    n - 1,
  );
  return row?.at;
}
