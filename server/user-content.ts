/** SQL for a user's own things: posts and replies (我的帖子 / 我的回复) and notices. */
import type { Notice, NoticeType, PostItem, ReplyQuote, UserReply } from '../src/lib/contract.ts';
import { transaction, type Database } from './db.ts';

export function listUserPosts(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): { list: PostItem[]; total: number } {
  const list = db
    .prepare(
      `SELECT p.id, p.circle_id AS circleId, c.name AS circleName, p.title, p.user_id AS authorId, u.nickname AS authorName,
              p.created_at AS createdAt, p.views, p.reply_count AS replyCount, p.last_reply_at AS lastReplyAt
       FROM posts p JOIN circles c ON c.id = p.circle_id JOIN users u ON u.id = p.user_id
       WHERE p.user_id = ? ORDER BY p.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, offset) as unknown as PostItem[];
  const { n } = db.prepare('SELECT count(*) AS n FROM posts WHERE user_id = ?').get(userId) as { n: number };
  return { list, total: n };
}

interface ReplyRow {
  id: number;
  postId: number;
  floor: number;
  authorId: number;
  authorName: string;
  content: string;
  createdAt: string;
  postTitle: string;
  quoteId: number | null;
  quoteFloor: number | null;
  quoteAuthorName: string | null;
  quoteContent: string | null;
}

function toUserReply(row: ReplyRow): UserReply {
  const quote: ReplyQuote | null =
    row.quoteId === null
      ? null
      : {
          id: row.quoteId,
          floor: row.quoteFloor ?? 0,
          authorName: row.quoteAuthorName ?? '',
          content: row.quoteContent ?? '',
        };
  return {
    id: row.id,
    postId: row.postId,
    floor: row.floor,
    authorId: row.authorId,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt,
    quote,
    postTitle: row.postTitle,
  };
}

export function listUserReplies(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): { list: UserReply[]; total: number } {
  const rows = db
    .prepare(
      `SELECT r.id, r.post_id AS postId, r.floor, r.user_id AS authorId, u.nickname AS authorName, r.content,
              r.created_at AS createdAt, p.title AS postTitle,
              q.id AS quoteId, q.floor AS quoteFloor, qu.nickname AS quoteAuthorName, q.content AS quoteContent
       FROM replies r
       JOIN posts p ON p.id = r.post_id
       JOIN users u ON u.id = r.user_id
       LEFT JOIN replies q ON q.id = r.quote_reply_id
       LEFT JOIN users qu ON qu.id = q.user_id
       WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, offset) as unknown as ReplyRow[];
  const { n } = db.prepare('SELECT count(*) AS n FROM replies WHERE user_id = ?').get(userId) as {
    n: number;
  };
  return { list: rows.map(toUserReply), total: n };
}

// ---------- notices ----------

/** Enough for the header's notice popover; older ones stay in the table. */
const NOTICE_LIMIT = 200;

export function listNotices(db: Database, userId: number): Notice[] {
  const rows = db
    .prepare(
      `SELECT id, type, title, description, read, created_at AS createdAt FROM notices
       WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(userId, NOTICE_LIMIT) as unknown as (Omit<Notice, 'read'> & { read: number })[];
  return rows.map((row) => ({ ...row, read: row.read === 1 }));
}

export function markNoticeRead(db: Database, userId: number, noticeId: number): boolean {
  return (
    db.prepare('UPDATE notices SET read = 1 WHERE id = ? AND user_id = ?').run(noticeId, userId).changes > 0
  );
}

export function clearNotices(db: Database, userId: number, type: NoticeType): number {
  return transaction(db, () =>
    Number(db.prepare('DELETE FROM notices WHERE user_id = ? AND type = ?').run(userId, type).changes),
  );
}
