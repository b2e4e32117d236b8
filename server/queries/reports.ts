/**
 * Reports of posts and replies and what the desk did with them (server/schema-moderation.ts). The
 * callers run the writes inside one transaction.
 */
import type {
  Paged,
  ReportAction,
  ReportItem,
  ReportReason,
  ReportState,
  ReportTarget,
} from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

/** A reported post or reply as moderation needs it. */
export interface ReportedWords {
  postId: number;
  floor: number | null;
  authorId: number;
  title: string;
  deletedAt: string | null;
  hiddenAt: string | null;
}

const WORDS_SQL: Record<ReportTarget, string> = {
  post: `SELECT id AS postId, NULL AS floor, user_id AS authorId, title, deleted_at AS deletedAt,
           hidden_at AS hiddenAt FROM posts WHERE id = ?`,
  reply: `SELECT r.post_id AS postId, r.floor, r.user_id AS authorId, p.title, r.deleted_at AS deletedAt,
            r.hidden_at AS hiddenAt FROM replies r JOIN posts p ON p.id = r.post_id WHERE r.id = ?`,
};

export const findReportedWords = (
  db: Database,
  target: ReportTarget,
  id: number,
): ReportedWords | undefined => statement(db, WORDS_SQL[target]).get(id) as ReportedWords | undefined;

/** The user's reports made after `since` (ISO): how many, and the oldest of them. */
export function reportsSince(
  db: Database,
  userId: number,
  since: string,
): { count: number; oldest: string | null } {
  return statement(
    db,
    'SELECT count(*) AS count, min(created_at) AS oldest FROM report_entries WHERE user_id = ? AND created_at > ?',
  ).get(userId, since) as { count: number; oldest: string | null };
}

/**
 * Adds the user's report of a target to its open report (made when there is none). Returns the
 * report's id, or null when the user already is one of its reporters.
 */
export function addReport(
  db: Database,
  entry: { userId: number; target: ReportTarget; targetId: number; reason: ReportReason; note: string },
  at: string,
): number | null {
  statement(
    db,
    `INSERT INTO reports (target, target_id, state, created_at, last_reported_at) VALUES (?, ?, 'open', ?, ?)
     ON CONFLICT (target, target_id) WHERE state = 'open' DO NOTHING`,
  ).run(entry.target, entry.targetId, at, at);
  const { id } = statement(
    db,
    "SELECT id FROM reports WHERE target = ? AND target_id = ? AND state = 'open'",
  ).get(entry.target, entry.targetId) as { id: number };
  const added = statement(
    db,
    `INSERT INTO report_entries (report_id, user_id, reason, note, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (report_id, user_id) DO NOTHING`,
  ).run(id, entry.userId, entry.reason, entry.note, at);
  if (Number(added.changes) === 0) return null;
  statement(db, 'UPDATE reports SET last_reported_at = ? WHERE id = ?').run(at, id);
  return id;
}

export interface ReportRow {
  id: number;
  target: ReportTarget;
  targetId: number;
  state: ReportState;
}

export const findReport = (db: Database, id: number): ReportRow | undefined =>
  statement(db, 'SELECT id, target, target_id AS targetId, state FROM reports WHERE id = ?').get(id) as
    ReportRow | undefined;

/** Closes an open report with `action`, recording who and when; false when it was no longer open. */
export function closeReport(
  db: Database,
  id: number,
  action: ReportAction,
  editorId: number,
  at: string,
): boolean {
  const state: ReportState = action === 'hide' ? 'hidden' : 'dismissed';
  const changed = statement(
    db,
    "UPDATE reports SET state = ?, handled_at = ?, handled_by = ? WHERE id = ? AND state = 'open'",
  ).run(state, at, editorId, id);
  if (Number(changed.changes) === 0) return false;
  statement(db, 'INSERT INTO moderation_actions (report_id, action, user_id, at) VALUES (?, ?, ?, ?)').run(
    id,
    action,
    editorId,
    at,
  );
  return true;
}

const HIDE_SQL: Record<ReportTarget, string> = {
  post: 'UPDATE posts SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL',
  reply: 'UPDATE replies SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL',
};

export function hideWords(db: Database, target: ReportTarget, id: number, at: string): void {
  statement(db, HIDE_SQL[target]).run(at, id);
}

export const reporterIds = (db: Database, reportId: number): number[] =>
  (
    statement(db, 'SELECT user_id AS id FROM report_entries WHERE report_id = ? ORDER BY id').all(
      reportId,
    ) as {
      id: number;
    }[]
  ).map((row) => row.id);

/** A plain notice (no link to a post) for one user. */
export function insertNotice(
  db: Database,
  userId: number,
  title: string,
  description: string,
  at: string,
): void {
  statement(
    db,
    "INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, 'notice', ?, ?, 0, ?)",
  ).run(userId, title, description, at);
}

const ITEM_SQL = `SELECT r.id, r.target, r.target_id AS targetId, r.state, r.created_at AS createdAt,
    r.last_reported_at AS lastReportedAt, r.handled_at AS handledAt, h.nickname AS handledBy,
    coalesce(p.id, rp.id) AS postId, rr.floor,
    coalesce(p.title, rp.title) AS title,
    CASE r.target WHEN 'post' THEN p.content ELSE rr.content END AS text,
    u.id AS authorId, u.nickname AS authorName, u.account AS authorAccount,
    (SELECT count(*) FROM report_entries e WHERE e.report_id = r.id) AS reporters
  FROM reports r
  LEFT JOIN posts p ON r.target = 'post' AND p.id = r.target_id
  LEFT JOIN replies rr ON r.target = 'reply' AND rr.id = r.target_id
  LEFT JOIN posts rp ON rp.id = rr.post_id
  JOIN users u ON u.id = coalesce(p.user_id, rr.user_id)
  LEFT JOIN users h ON h.id = r.handled_by
  WHERE r.state = ?
  ORDER BY r.last_reported_at DESC, r.id DESC LIMIT ? OFFSET ?`;

type ItemRow = Omit<ReportItem, 'reasons' | 'notes'>;

/** The queue of one state, the most recently reported first, each with its reasons counted. */
export function listReports(
  db: Database,
  state: ReportState,
  page: number,
  pageSize: number,
): Paged<ReportItem> {
  const { n } = statement(db, 'SELECT count(*) AS n FROM reports WHERE state = ?').get(state) as {
    n: number;
  };
  const rows = statement(db, ITEM_SQL).all(state, pageSize, (page - 1) * pageSize) as unknown as ItemRow[];
  const reasons = statement(
    db,
    'SELECT reason, count(*) AS count FROM report_entries WHERE report_id = ? GROUP BY reason ORDER BY count DESC, reason',
  );
  const notes = statement(
    db,
    "SELECT note FROM report_entries WHERE report_id = ? AND note <> '' ORDER BY id DESC LIMIT 10",
  );
  const list = rows.map((row) => ({
    ...row,
    reasons: reasons.all(row.id) as unknown as ReportItem['reasons'],
    notes: (notes.all(row.id) as { note: string }[]).map((entry) => entry.note),
  }));
  return { list, total: Number(n), page, pageSize };
}
