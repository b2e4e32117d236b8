/** SQL for a user's notices (通知 / 消息 / 待办). */
import type { Notice, NoticeType } from '../../src/lib/contract.ts';
import { personLabel } from '../../src/lib/person.ts';
import { excerpt } from '../../src/lib/rules/length.ts';
import { normalizeLine } from '../../src/lib/text.ts';
import { transaction, type Database } from '../db.ts';
import { statement } from './sql.ts';

/** Enough for the header's notice popover; older ones stay in the table. */
const NOTICE_LIMIT = 200;

interface NoticeRow extends Omit<Notice, 'read' | 'target'> {
  read: number;
  postId: number | null;
  floor: number | null;
}

const NOTICE_COLUMNS =
  'id, type, title, description, read, created_at AS createdAt, post_id AS postId, floor, offer_id AS offerId';

const toNotice = ({ postId, floor, ...row }: NoticeRow): Notice => ({
  ...row,
  read: row.read === 1,
  target: postId === null ? null : { postId, floor: floor ?? 1 },
});

export function listNotices(db: Database, userId: number): Notice[] {
  const rows = statement(
    db,
    `SELECT ${NOTICE_COLUMNS} FROM notices WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(userId, NOTICE_LIMIT) as unknown as NoticeRow[];
  return rows.map(toNotice);
}

/** The user's notices made after notice `afterId`, oldest first: what the stream sends next. */
export function noticesAfter(db: Database, userId: number, afterId: number, limit: number): Notice[] {
  const rows = statement(
    db,
    `SELECT ${NOTICE_COLUMNS} FROM notices WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?`,
  ).all(userId, afterId, limit) as unknown as NoticeRow[];
  return rows.map(toNotice);
}

/** The newest notice id of the user (0 for none): where a stream opened without Last-Event-ID starts. */
export function latestNoticeId(db: Database, userId: number): number {
  const row = statement(db, 'SELECT max(id) AS id FROM notices WHERE user_id = ?').get(userId) as {
    id: number | null;
  };
  return row.id ?? 0;
}

/**
 * What changes without a new id: notices read (in another tab), cleared, or a reply notice counting
 * one more reply. The stream says `changed` when this differs from its last reading.
 */
export function noticeState(db: Database, userId: number): { unread: number; signature: string } {
  const row = statement(
    db,
    `SELECT count(*) AS total, coalesce(sum(read = 0), 0) AS unread, coalesce(max(created_at), '') AS latest
       FROM notices WHERE user_id = ?`,
  ).get(userId) as { total: number; unread: number; latest: string };
  return { unread: row.unread, signature: `${row.total}:${row.unread}:${row.latest}` };
}

/**
 * A new reply told to the post's followers and to the writer of the reply it quotes (`quotedAuthorId`,
 * following or not), never to its writer: one unread notice per person and post, counting the replies
 * since they last read it (「…」有 3 条新回复) and opening the first of them; the latest reply's writer
 * and words are its description. Runs in the reply's transaction.
 */
export function noticeNewReply(
  db: Database,
  reply: {
    postId: number;
    floor: number;
    authorId: number;
    authorName: string;
    authorAccount: string;
    content: string;
    createdAt: string;
  },
  postTitle: string,
  quotedAuthorId: number | null = null,
): void {
  // Names and titles are stored without bidi controls; older rows are cleaned here too, so no name
  // can turn the notice's own words around (src/lib/text.ts).
  const title = normalizeLine(postTitle);
  const author = personLabel({ nickname: normalizeLine(reply.authorName), account: reply.authorAccount });
  statement(
    db,
    `INSERT INTO notices (user_id, type, title, description, read, created_at, post_id, floor, reply_count)
       SELECT user_id, 'message', '「' || ?1 || '」有 1 条新回复', ?2, 0, ?3, ?4, ?5, 1
       FROM (SELECT user_id FROM post_follows WHERE post_id = ?4
             UNION SELECT ?7 WHERE ?7 IS NOT NULL)
       WHERE user_id <> ?6
     ON CONFLICT (user_id, post_id) WHERE read = 0 AND post_id IS NOT NULL DO UPDATE SET
       reply_count = notices.reply_count + 1,
       title = '「' || ?1 || '」有 ' || (notices.reply_count + 1) || ' 条新回复',
       description = excluded.description,
       created_at = excluded.created_at`,
  ).run(
    title,
    `${author}：${excerpt(reply.content, 60)}`,
    reply.createdAt,
    reply.postId,
    reply.floor,
    reply.authorId,
    quotedAuthorId,
  );
}

/** The unread reply notices of a post its author deleted: nothing is left to open. */
export function dropPostNotices(db: Database, postId: number): void {
  statement(db, 'DELETE FROM notices WHERE post_id = ? AND read = 0').run(postId);
}

export function markNoticeRead(db: Database, userId: number, noticeId: number): boolean {
  return (
    statement(db, 'UPDATE notices SET read = 1 WHERE id = ? AND user_id = ?').run(noticeId, userId).changes >
    0
  );
}

export function clearNotices(db: Database, userId: number, type: NoticeType): number {
  return transaction(db, () =>
    Number(statement(db, 'DELETE FROM notices WHERE user_id = ? AND type = ?').run(userId, type).changes),
  );
}
