/** SQL of 企业认证: applications, the desk's decisions, members' enterprises and submitted announcements. */
import type {
  DeskPerson,
  DeskSubmission,
  DeskVerification,
  Paged,
  UserEnterprise,
  Verification,
  VerificationRequest,
  VerificationState,
} from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { Conditions, statement } from './sql.ts';

/** The enterprise's public name, or its desk title while it is a draft. */
const ENTERPRISE_NAME = (id: string) =>
  `coalesce((SELECT name FROM enterprises WHERE id = ${id}),
            (SELECT title FROM desk_items WHERE kind = 'enterprises' AND id = ${id}))`;

const COLUMNS = `v.id, v.company_name AS companyName, v.credit_code AS creditCode, v.contact, v.note, v.state,
  v.reason, v.enterprise_id AS enterpriseId, ${ENTERPRISE_NAME('v.enterprise_id')} AS enterpriseName,
  v.created_at AS createdAt, v.decided_at AS decidedAt`;

interface VerificationRow extends Omit<Verification, 'enterprise'> {
  enterpriseId: number | null;
  enterpriseName: string | null;
}

const toVerification = ({ enterpriseId, enterpriseName, ...row }: VerificationRow): Verification => ({
  ...row,
  enterprise:
    row.state === 'approved' && enterpriseId !== null
      ? { id: enterpriseId, name: enterpriseName ?? '' }
      : null,
});

export function insertVerification(
  db: Database,
  userId: number,
  request: VerificationRequest,
  at: string,
): number {
  const result = statement(
    db,
    `INSERT INTO verifications (user_id, company_name, credit_code, contact, note, state, created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
  ).run(userId, request.companyName, request.creditCode, request.contact, request.note, at);
  return Number(result.lastInsertRowid);
}

export function hasPending(db: Database, userId: number): boolean {
  return (
    statement(db, "SELECT 1 AS found FROM verifications WHERE user_id = ? AND state = 'pending'").get(
      userId,
    ) !== undefined
  );
}

/** The user's newest application, or null. */
export function latestVerification(db: Database, userId: number): Verification | null {
  const row = statement(
    db,
    `SELECT ${COLUMNS} FROM verifications v WHERE v.user_id = ? ORDER BY v.id DESC LIMIT 1`,
  ).get(userId) as VerificationRow | undefined;
  return row ? toVerification(row) : null;
}

export interface VerificationRecord {
  id: number;
  userId: number;
  state: VerificationState;
  companyName: string;
  creditCode: string;
  contact: string;
}

export function findVerification(db: Database, id: number): VerificationRecord | undefined {
  return statement(
    db,
    `SELECT id, user_id AS userId, state, company_name AS companyName, credit_code AS creditCode, contact
     FROM verifications WHERE id = ?`,
  ).get(id) as VerificationRecord | undefined;
}

interface DeskVerificationRow extends VerificationRow {
  applicantId: number;
  applicantAccount: string;
  applicantNickname: string;
  deciderAccount: string | null;
  deciderNickname: string | null;
}

/** The desk's queue, oldest application first so none waits behind newer ones. */
export function listVerifications(
  db: Database,
  state: VerificationState | undefined,
  page: number,
  pageSize: number,
): Paged<DeskVerification> {
  const conditions = new Conditions();
  if (state) conditions.add('v.state = ?', state);
  const { n } = db
    .prepare(`SELECT count(*) AS n FROM verifications v ${conditions.where}`)
    .get(...conditions.params) as { n: number };
  const rows = db
    .prepare(
      `SELECT ${COLUMNS}, u.id AS applicantId, u.account AS applicantAccount, u.nickname AS applicantNickname,
         d.account AS deciderAccount, d.nickname AS deciderNickname
       FROM verifications v JOIN users u ON u.id = v.user_id LEFT JOIN users d ON d.id = v.decided_by
       ${conditions.where} ORDER BY v.id ASC LIMIT ? OFFSET ?`,
    )
    .all(...conditions.params, pageSize, (page - 1) * pageSize) as unknown as DeskVerificationRow[];
  const list = rows.map(
    ({ applicantId, applicantAccount, applicantNickname, deciderAccount, deciderNickname, ...row }) => {
      const decidedBy: DeskPerson | null =
        deciderAccount === null ? null : { account: deciderAccount, nickname: deciderNickname ?? '' };
      return {
        ...toVerification(row),
        applicant: { id: applicantId, account: applicantAccount, nickname: applicantNickname },
        decidedBy,
        matchingEnterprise:
          row.state === 'pending' ? (enterpriseByCreditCode(db, row.creditCode) ?? null) : null,
      };
    },
  );
  return { list, total: Number(n), page, pageSize };
}

export function decideVerification(
  db: Database,
  decision: {
    id: number;
    state: 'approved' | 'rejected';
    reason: string | null;
    enterpriseId: number | null;
    by: number;
    at: string;
  },
): void {
  statement(
    db,
    `UPDATE verifications SET state = ?, reason = ?, enterprise_id = ?, decided_by = ?, decided_at = ?
     WHERE id = ? AND state = 'pending'`,
  ).run(decision.state, decision.reason, decision.enterpriseId, decision.by, decision.at, decision.id);
}

/** The enterprise of the user's latest approved application, if any. */
export function userEnterprise(db: Database, userId: number): UserEnterprise | undefined {
  const row = statement(
    db,
    `SELECT enterprise_id AS id, ${ENTERPRISE_NAME('enterprise_id')} AS name FROM verifications
     WHERE user_id = ? AND state = 'approved' ORDER BY decided_at DESC, id DESC LIMIT 1`,
  ).get(userId) as { id: number; name: string | null } | undefined;
  return row ? { id: row.id, name: row.name ?? '' } : undefined;
}

/** The enterprise (published or on the desk) and its credit code as the desk's newest revision has it. */
export function enterpriseOnDesk(
  db: Database,
  id: number,
): { id: number; name: string; creditCode: string } | undefined {
  return statement(
    db,
    `SELECT d.id, d.title AS name, json_extract(r.fields, '$.creditCode') AS creditCode
     FROM desk_items d JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
     WHERE d.kind = 'enterprises' AND d.id = ?`,
  ).get(id) as { id: number; name: string; creditCode: string } | undefined;
}

/** The enterprise whose credit code is `creditCode`: published, or in a desk revision's newest fields. */
export function enterpriseByCreditCode(db: Database, creditCode: string): UserEnterprise | undefined {
  return statement(
    db,
    `SELECT id, name FROM enterprises WHERE credit_code = ?1
     UNION ALL
     SELECT d.id, d.title FROM desk_items d
       JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
       WHERE d.kind = 'enterprises' AND json_extract(r.fields, '$.creditCode') = ?1
     LIMIT 1`,
  ).get(creditCode) as UserEnterprise | undefined;
}

/** A notice (type 通知) for one user. */
export function insertNotice(
  db: Database,
  userId: number,
  title: string,
  description: string,
  at: string,
): void {
  statement(
    db,
    `INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, 'notice', ?, ?, 0, ?)`,
  ).run(userId, title, description, at);
}

/** The same notice for every editor (an announcement waits for one of them). */
export function noticeEditors(db: Database, title: string, description: string, at: string): void {
  statement(
    db,
    `INSERT INTO notices (user_id, type, title, description, read, created_at)
     SELECT id, 'notice', ?, ?, 0, ? FROM users WHERE role = 'editor'`,
  ).run(title, description, at);
}

/** The enterprise a desk announcement's newest revision belongs to. */
export function announcementEnterprise(db: Database, id: number): number | undefined {
  const row = statement(
    db,
    `SELECT json_extract(r.fields, '$.enterpriseId') AS enterpriseId FROM desk_items d
     JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
     WHERE d.kind = 'announcements' AND d.id = ?`,
  ).get(id) as { enterpriseId: number } | undefined;
  return row?.enterpriseId;
}

export function saveSubmission(db: Database, id: number, revision: number, userId: number, at: string): void {
  statement(
    db,
    `INSERT INTO desk_submissions (kind, item_id, revision, submitted_at, submitted_by) VALUES ('announcements', ?, ?, ?, ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET revision = excluded.revision, submitted_at = excluded.submitted_at,
       submitted_by = excluded.submitted_by`,
  ).run(id, revision, at, userId);
}

export function findSubmission(db: Database, id: number): DeskSubmission | null {
  const row = statement(
    db,
    `SELECT s.revision, s.submitted_at AS submittedAt, u.account, u.nickname FROM desk_submissions s
     LEFT JOIN users u ON u.id = s.submitted_by WHERE s.kind = 'announcements' AND s.item_id = ?`,
  ).get(id) as
    { revision: number; submittedAt: string; account: string | null; nickname: string | null } | undefined;
  if (!row) return null;
  const submittedBy = row.account === null ? null : { account: row.account, nickname: row.nickname ?? '' };
  return { revision: row.revision, submittedAt: row.submittedAt, submittedBy };
}

export function dropSubmission(db: Database, id: number): void {
  statement(db, "DELETE FROM desk_submissions WHERE kind = 'announcements' AND item_id = ?").run(id);
}

/** The published enterprise of `user`'s latest approved application (SQL naming a users.id), or NULL. */
const verifiedEnterpriseOf = (user: string) =>
  `(SELECT v.enterprise_id FROM verifications v WHERE v.user_id = ${user} AND v.state = 'approved'
     ORDER BY v.decided_at DESC, v.id DESC LIMIT 1)`;

/**
 * The columns `authorEnterpriseId` and `authorEnterpriseName` of a post or reply whose author is
 * `user`: their verified enterprise once it is published (its page is what 已认证 links to), else NULL.
 */
export const authorEnterpriseColumns = (user: string): string =>
  `(SELECT e.id FROM enterprises e WHERE e.id = ${verifiedEnterpriseOf(user)}) AS authorEnterpriseId,
   (SELECT e.name FROM enterprises e WHERE e.id = ${verifiedEnterpriseOf(user)}) AS authorEnterpriseName`;

/** The column `verified`: 1 when a member of the enterprise (SQL naming its id) is verified (已认证), else 0. */
export const enterpriseVerifiedColumn = (enterprise: string): string =>
  `EXISTS (SELECT 1 FROM verifications v WHERE v.enterprise_id = ${enterprise} AND v.state = 'approved') AS verified`;
