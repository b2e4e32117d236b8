/**
 * Reports of posts, replies and offers and what the desk did with them
 * (server/store/sqlite/schema-moderation.ts). The callers run the writes inside one transaction.
 */
import type { Paged } from '../../src/lib/shared/contract.ts';
import type {
  ReportAction,
  ReportItem,
  ReportReason,
  ReportState,
  ReportTarget,
} from '../../src/lib/shared/contract/moderation.ts';
import { recordReplyChange, recordSiteChange } from './site-changes.ts';
import { withdrawReportedOffer } from './offers.ts';
import type { Store } from '../store/store.ts';
import { shownAccount } from './account-closing.ts';

/**
 * A reported post, reply or offer as moderation needs it. An offer has no post: `postId` is its own
 * id, and `hiddenAt` when it stopped being 发布中 (已成交, 已撤回).
 */
export interface ReportedWords {
  postId: number;
  floor: number | null;
  authorId: number;
  title: string;
  createdAt: string;
  deletedAt: string | null;
  hiddenAt: string | null;
  /** The post's (for a reply, the post it is under). */
  postAuthorId: number;
  postHiddenAt: string | null;
}

const WORDS_SQL: Record<ReportTarget, string> = {
  post: `SELECT id AS postId, NULL AS floor, user_id AS authorId, title, created_at AS createdAt,
           deleted_at AS deletedAt, hidden_at AS hiddenAt, user_id AS postAuthorId, hidden_at AS postHiddenAt
         FROM posts WHERE id = ?`,
  reply: `SELECT r.post_id AS postId, r.floor, r.user_id AS authorId, p.title, r.created_at AS createdAt,
            r.deleted_at AS deletedAt, r.hidden_at AS hiddenAt, p.user_id AS postAuthorId,
            p.hidden_at AS postHiddenAt
          FROM replies r JOIN posts p ON p.id = r.post_id WHERE r.id = ?`,
  offer: `SELECT id AS postId, NULL AS floor, user_id AS authorId, title, published_at AS createdAt,
            NULL AS deletedAt, CASE WHEN state <> 'published' THEN updated_at END AS hiddenAt,
            user_id AS postAuthorId, NULL AS postHiddenAt
          FROM logistics_info WHERE id = ?`,
};

export const findReportedWords = async (
  db: Store,
  target: ReportTarget,
  id: number,
): Promise<ReportedWords | undefined> => db.get<ReportedWords>(WORDS_SQL[target], id);

/** The user's `n`-th newest report, as an ISO instant (the report rate; limits/rates.ts). */
export async function nthNewestReport(db: Store, userId: number, n: number): Promise<string | undefined> {
  const row = await db.get<{ at: string }>(
    'SELECT created_at AS at FROM report_entries WHERE user_id = ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
    userId,
    n - 1,
  );
  return row?.at;
}

/**
 * Adds the user's report of a target to its open report (made when there is none). Returns the
 * report's id, or null when the user already is one of its reporters.
 */
export async function addReport(
  db: Store,
  entry: { userId: number; target: ReportTarget; targetId: number; reason: ReportReason; note: string },
  at: string,
): Promise<number | null> {
  await db.run(
    `INSERT INTO reports (target, target_id, state, created_at, last_reported_at) VALUES (?, ?, 'open', ?, ?)
     ON CONFLICT (target, target_id) WHERE state = 'open' DO NOTHING`,
    entry.target,
    entry.targetId,
    at,
    at,
  );
  const { id } = (await db.get<{ id: number }>(
    "SELECT id FROM reports WHERE target = ? AND target_id = ? AND state = 'open'",
    entry.target,
    entry.targetId,
  ))!;
  const added = await db.run(
    `INSERT INTO report_entries (report_id, user_id, reason, note, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    id,
    entry.userId,
    entry.reason,
    entry.note,
    at,
  );
  if (Number(added.changes) === 0) return null;
  await db.run('UPDATE reports SET last_reported_at = ? WHERE id = ?', at, id);
  return id;
}

/** Whether `userId` made the report's first entry (the report is new work, not one more voice). */
export async function isFirstReporter(db: Store, reportId: number, userId: number): Promise<boolean> {
  const first = await db.get<{ userId: number }>(
    'SELECT user_id AS "userId" FROM report_entries WHERE report_id = ? ORDER BY id LIMIT 1',
    reportId,
  );
  return Number(first?.userId) === userId;
}

export interface ReportRow {
  id: number;
  target: ReportTarget;
  targetId: number;
  state: ReportState;
}

export const findReport = async (db: Store, id: number): Promise<ReportRow | undefined> =>
  db.get<ReportRow>('SELECT id, target, target_id AS targetId, state FROM reports WHERE id = ?', id);

/** Closes an open report with `action`, recording who and when; false when it was no longer open. */
export async function closeReport(
  db: Store,
  id: number,
  action: ReportAction,
  editorId: number,
  at: string,
): Promise<boolean> {
  const state: ReportState = action === 'hide' ? 'hidden' : 'dismissed';
  const changed = await db.run(
    "UPDATE reports SET state = ?, handled_at = ?, handled_by = ? WHERE id = ? AND state = 'open'",
    state,
    at,
    editorId,
    id,
  );
  if (Number(changed.changes) === 0) return false;
  await db.run(
    'INSERT INTO moderation_actions (report_id, action, user_id, at) VALUES (?, ?, ?, ?)',
    id,
    action,
    editorId,
    at,
  );
  return true;
}

const HIDE_SQL: Record<Exclude<ReportTarget, 'offer'>, string> = {
  post: 'UPDATE posts SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL',
  reply: 'UPDATE replies SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL',
};

/** Hides reported words; a reported offer is withdrawn (已撤回) instead, its pages re-rendered. */
export async function hideWords(db: Store, target: ReportTarget, id: number, at: string): Promise<void> {
  if (target === 'offer') {
    await withdrawReportedOffer(db, id, at);
    return;
  }
  await db.run(HIDE_SQL[target], at, id);
  // The hidden words leave the static pages (the post's, its reply page, the lists).
  if (target === 'post') await recordSiteChange(db, 'post', id, at);
  else await recordReplyChange(db, id, at);
}

export const reporterIds = async (db: Store, reportId: number): Promise<number[]> =>
  (
    await db.all<{
      id: number;
    }>('SELECT user_id AS id FROM report_entries WHERE report_id = ? ORDER BY id', reportId)
  ).map((row) => row.id);

const ITEM_SQL = `SELECT r.id, r.target, r.target_id AS targetId, r.state, r.created_at AS createdAt,
    r.last_reported_at AS lastReportedAt, r.handled_at AS handledAt, h.nickname AS handledBy,
    coalesce(p.id, rp.id, o.id) AS postId, rr.floor,
    coalesce(p.title, rp.title, o.title) AS title,
    CASE r.target WHEN 'post' THEN p.content WHEN 'offer' THEN o.content ELSE rr.content END AS text,
    u.id AS authorId, u.nickname AS authorName, ${shownAccount('u')} AS authorAccount,
    (SELECT count(*) FROM report_entries e WHERE e.report_id = r.id) AS reporters
  FROM reports r
  LEFT JOIN posts p ON r.target = 'post' AND p.id = r.target_id
  LEFT JOIN replies rr ON r.target = 'reply' AND rr.id = r.target_id
  LEFT JOIN posts rp ON rp.id = rr.post_id
  LEFT JOIN logistics_info o ON r.target = 'offer' AND o.id = r.target_id
  JOIN users u ON u.id = coalesce(p.user_id, rr.user_id, o.user_id)
  LEFT JOIN users h ON h.id = r.handled_by
  WHERE r.state = ?
  ORDER BY r.last_reported_at DESC, r.id DESC LIMIT ? OFFSET ?`;

type ItemRow = Omit<ReportItem, 'reasons' | 'notes'>;

/** The queue of one state, the most recently reported first, each with its reasons counted. */
export async function listReports(
  db: Store,
  state: ReportState,
  page: number,
  pageSize: number,
): Promise<Paged<ReportItem>> {
  const { n } = (await db.get<{
    n: number;
  }>('SELECT count(*) AS n FROM reports WHERE state = ?', state))!;
  const rows = await db.all<ItemRow>(ITEM_SQL, state, pageSize, (page - 1) * pageSize);
  const reasons =
    'SELECT reason, count(*) AS count FROM report_entries WHERE report_id = ? GROUP BY reason ORDER BY count DESC, reason';
  const notes =
    "SELECT note FROM report_entries WHERE report_id = ? AND note <> '' ORDER BY id DESC LIMIT 10";
  const list: ReportItem[] = [];
  for (const row of rows) {
    list.push({
      ...row,
      reasons: await db.all<ReportItem['reasons'][number]>(reasons, row.id),
      notes: (await db.all<{ note: string }>(notes, row.id)).map((entry) => entry.note),
    });
  }
  return { list, total: Number(n), page, pageSize };
}
