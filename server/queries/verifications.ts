/** SQL of 企业认证: applications, the desk's decisions, members' enterprises and submitted announcements. */
import type {
  DeskPerson,
  DeskSubmission,
  DeskVerification,
  EnterpriseFields,
  Paged,
  UserEnterprise,
  Verification,
  VerificationRequest,
  VerificationState,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { Conditions } from './sql.ts';

/** The enterprise's public name, or its desk title while it is a draft. */
const ENTERPRISE_NAME = (id: string) =>
  `coalesce((SELECT name FROM enterprises WHERE id = ${id}),
            (SELECT title FROM desk_items WHERE kind = 'enterprises' AND id = ${id}))`;

const COLUMNS = `v.id, v.company_name AS companyName, v.credit_code AS creditCode, v.contact, v.note, v.state,
  v.reason, v.licence_file_id AS licenceFileId, v.enterprise_id AS enterpriseId, ${ENTERPRISE_NAME('v.enterprise_id')} AS enterpriseName,
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

export async function insertVerification(
  db: Store,
  userId: number,
  request: VerificationRequest,
  at: string,
): Promise<number> {
  const result = await db.run(
    `INSERT INTO verifications (user_id, company_name, credit_code, contact, note, licence_file_id, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
    userId,
    request.companyName,
    request.creditCode,
    request.contact,
    request.note,
    request.licenceFileId,
    at,
  );
  return Number(result.lastInsertId);
}

export async function hasPending(db: Store, userId: number): Promise<boolean> {
  return (
    (await db.get("SELECT 1 AS found FROM verifications WHERE user_id = ? AND state = 'pending'", userId)) !==
    undefined
  );
}

/** The user's newest application, or null. */
export async function latestVerification(db: Store, userId: number): Promise<Verification | null> {
  const row = await db.get<VerificationRow>(
    `SELECT ${COLUMNS} FROM verifications v WHERE v.user_id = ? ORDER BY v.id DESC LIMIT 1`,
    userId,
  );
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

export async function findVerification(db: Store, id: number): Promise<VerificationRecord | undefined> {
  return db.get<VerificationRecord>(
    `SELECT id, user_id AS userId, state, company_name AS companyName, credit_code AS creditCode, contact
     FROM verifications WHERE id = ?`,
    id,
  );
}

interface DeskVerificationRow extends VerificationRow {
  applicantId: number;
  applicantAccount: string;
  applicantNickname: string;
  deciderAccount: string | null;
  deciderNickname: string | null;
  registeredPhone: string | null;
}

/** The desk's queue, oldest application first so none waits behind newer ones. */
export async function listVerifications(
  db: Store,
  state: VerificationState | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<DeskVerification>> {
  const conditions = new Conditions();
  if (state) conditions.add('v.state = ?', state);
  const { n } = (await db.get<{ n: number }>(
    `SELECT count(*) AS n FROM verifications v ${conditions.where}`,
    ...conditions.params,
  ))!;
  const rows = await db.all<DeskVerificationRow>(
    `SELECT ${COLUMNS}, u.id AS applicantId, u.account AS applicantAccount, u.nickname AS applicantNickname,
         d.account AS deciderAccount, d.nickname AS deciderNickname,
         (SELECT e.contact_phone FROM enterprises e WHERE e.credit_code = v.credit_code) AS registeredPhone
       FROM verifications v JOIN users u ON u.id = v.user_id LEFT JOIN users d ON d.id = v.decided_by
       ${conditions.where} ORDER BY v.id ASC LIMIT ? OFFSET ?`,
    ...conditions.params,
    pageSize,
    (page - 1) * pageSize,
  );
  const list: DeskVerification[] = [];
  for (const {
    applicantId,
    applicantAccount,
    applicantNickname,
    deciderAccount,
    deciderNickname,
    registeredPhone,
    ...row
  } of rows) {
    const decidedBy: DeskPerson | null =
      deciderAccount === null ? null : { account: deciderAccount, nickname: deciderNickname ?? '' };
    list.push({
      ...toVerification(row),
      applicant: { id: applicantId, account: applicantAccount, nickname: applicantNickname },
      decidedBy,
      registeredPhone,
      matchingEnterprise:
        row.state === 'pending' ? ((await enterpriseByCreditCode(db, row.creditCode)) ?? null) : null,
    });
  }
  return { list, total: Number(n), page, pageSize };
}

export async function decideVerification(
  db: Store,
  decision: {
    id: number;
    state: 'approved' | 'rejected';
    reason: string | null;
    enterpriseId: number | null;
    by: number;
    at: string;
  },
): Promise<void> {
  await db.run(
    `UPDATE verifications SET state = ?, reason = ?, enterprise_id = ?, decided_by = ?, decided_at = ?
     WHERE id = ? AND state = 'pending'`,
    decision.state,
    decision.reason,
    decision.enterpriseId,
    decision.by,
    decision.at,
    decision.id,
  );
}

/** The enterprise of the user's latest approved application, if any. */
export async function userEnterprise(db: Store, userId: number): Promise<UserEnterprise | undefined> {
  const row = await db.get<{ id: number; name: string | null }>(
    `SELECT enterprise_id AS id, ${ENTERPRISE_NAME('enterprise_id')} AS name FROM verifications
     WHERE user_id = ? AND state = 'approved' ORDER BY decided_at DESC, id DESC LIMIT 1`,
    userId,
  );
  return row ? { id: row.id, name: row.name ?? '' } : undefined;
}

/** The enterprise (published or on the desk), its credit code and fields as the desk's newest revision has them. */
export async function enterpriseOnDesk(
  db: Store,
  id: number,
): Promise<{ id: number; name: string; creditCode: string; fields: EnterpriseFields } | undefined> {
  const row = await db.get<{ id: number; name: string; creditCode: string; fields: string }>(
    eachDialect(
      (
        sql,
      ) => `SELECT d.id, d.title AS name, ${sql.jsonText('r.fields', 'creditCode')} AS creditCode, r.fields
     FROM desk_items d JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
     WHERE d.kind = 'enterprises' AND d.id = ?`,
    ),
    id,
  );
  return row && { ...row, fields: JSON.parse(row.fields) as EnterpriseFields };
}

/**
 * The name of an enterprise that passed 企业认证 but is not public yet (a desk draft an editor
 * completes), or undefined: a published one, an unknown id, or a draft no member belongs to.
 */
export async function pendingEnterpriseName(db: Store, id: number): Promise<string | undefined> {
  const row = await db.get<{ name: string }>(
    `SELECT d.title AS name FROM desk_items d
     WHERE d.kind = 'enterprises' AND d.id = ? AND NOT EXISTS (SELECT 1 FROM enterprises e WHERE e.id = d.id)
       AND EXISTS (SELECT 1 FROM verifications v WHERE v.enterprise_id = d.id AND v.state = 'approved')`,
    id,
  );
  return row?.name;
}

/** The enterprise whose credit code is `creditCode`: published, or in a desk revision's newest fields. */
export async function enterpriseByCreditCode(
  db: Store,
  creditCode: string,
): Promise<UserEnterprise | undefined> {
  return db.get<UserEnterprise>(
    eachDialect(
      (sql) => `SELECT id, name FROM enterprises WHERE credit_code = ?1
     UNION ALL
     SELECT d.id, d.title FROM desk_items d
       JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
       WHERE d.kind = 'enterprises' AND ${sql.jsonText('r.fields', 'creditCode')} = ?1
     LIMIT 1`,
    ),
    creditCode,
  );
}

export async function announcementEnterprise(db: Store, id: number): Promise<number | undefined> {
  const row = await db.get<{ enterpriseId: number }>(
    eachDialect(
      (sql) => `SELECT ${sql.jsonInteger('r.fields', 'enterpriseId')} AS enterpriseId FROM desk_items d
     JOIN desk_revisions r ON r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
     WHERE d.kind = 'announcements' AND d.id = ?`,
    ),
    id,
  );
  return row?.enterpriseId;
}

export async function saveSubmission(
  db: Store,
  id: number,
  revision: number,
  userId: number,
  at: string,
): Promise<void> {
  await db.run(
    `INSERT INTO desk_submissions (kind, item_id, revision, submitted_at, submitted_by) VALUES ('announcements', ?, ?, ?, ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET revision = excluded.revision, submitted_at = excluded.submitted_at,
       submitted_by = excluded.submitted_by`,
    id,
    revision,
    at,
    userId,
  );
}

export async function findSubmission(db: Store, id: number): Promise<DeskSubmission | null> {
  const row = await db.get<{
    revision: number;
    submittedAt: string;
    account: string | null;
    nickname: string | null;
  }>(
    `SELECT s.revision, s.submitted_at AS submittedAt, u.account, u.nickname FROM desk_submissions s
     LEFT JOIN users u ON u.id = s.submitted_by WHERE s.kind = 'announcements' AND s.item_id = ?`,
    id,
  );
  if (!row) return null;
  const submittedBy = row.account === null ? null : { account: row.account, nickname: row.nickname ?? '' };
  return { revision: row.revision, submittedAt: row.submittedAt, submittedBy };
}

export async function dropSubmission(db: Store, id: number): Promise<void> {
  await db.run("DELETE FROM desk_submissions WHERE kind = 'announcements' AND item_id = ?", id);
}

/** The published enterprise of `user`'s latest approved application (SQL naming a users.id), or NULL. */
const verifiedEnterpriseOf = (user: string) =>
  `(SELECT v.enterprise_id FROM verifications v WHERE v.user_id = ${user} AND v.state = 'approved'
     ORDER BY v.decided_at DESC, v.id DESC LIMIT 1)`;

/**
 * The columns `authorEnterpriseId` and `authorEnterpriseName` of a post, reply or offer whose author is
 * `user`: their verified enterprise, else NULL. A verified enterprise whose profile an editor is
 * still completing has its desk name; its page says so (10644), so 已认证 shows from the approval on.
 */
export const authorEnterpriseColumns = (user: string): string =>
  `${verifiedEnterpriseOf(user)} AS authorEnterpriseId,
   ${ENTERPRISE_NAME(verifiedEnterpriseOf(user))} AS authorEnterpriseName`;

/**
 * The column `verified`: 1 when a member of the enterprise (SQL naming its id) is verified (已认证), else 0
 * (a number on both databases: PostgreSQL would answer a bare EXISTS as true or false).
 */
export const enterpriseVerifiedColumn = (enterprise: string): string =>
  `CASE WHEN EXISTS (SELECT 1 FROM verifications v WHERE v.enterprise_id = ${enterprise} AND v.state = 'approved')
     THEN 1 ELSE 0 END AS verified`;
