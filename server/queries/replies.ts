import type { NewReply, Paged, Reply, UserReply } from '../../src/lib/contract.ts';
import { personLabel } from '../../src/lib/person.ts';
import { excerpt } from '../../src/lib/rules/length.ts';
import { normalizeLine } from '../../src/lib/text.ts';
import { nowIso, type Database } from '../db.ts';
import { ownRows, statement } from './sql.ts';

/** A validated reply; `quoteReplyId` already checked to be on the same post. */
export type ReplyInput = Pick<NewReply, 'content'> & { quoteReplyId?: number | undefined };

interface ReplyRow extends Omit<Reply, 'quote'> {
  quoteId: number | null;
  quoteFloor: number | null;
  quoteAuthorName: string | null;
  quoteAuthorAccount: string | null;
  quoteContent: string | null;
}

const REPLY_COLUMNS = `r.id, r.post_id AS postId, r.floor, r.user_id AS authorId, u.nickname AS authorName,
    u.account AS authorAccount, r.content, r.created_at AS createdAt, q.id AS quoteId, q.floor AS quoteFloor,
    qu.nickname AS quoteAuthorName, qu.account AS quoteAuthorAccount, q.content AS quoteContent`;
const REPLY_FROM = `FROM replies r JOIN users u ON u.id = r.user_id
  LEFT JOIN replies q ON q.id = r.quote_reply_id LEFT JOIN users qu ON qu.id = q.user_id`;
const SELECT_REPLY = `SELECT ${REPLY_COLUMNS} ${REPLY_FROM}`;

function toReply(row: ReplyRow): Reply {
  const { quoteId, quoteFloor, quoteAuthorName, quoteAuthorAccount, quoteContent, ...reply } = row;
  const quote =
    quoteId === null
      ? null
      : {
          id: quoteId,
          floor: quoteFloor ?? 0,
          authorName: quoteAuthorName ?? '',
          authorAccount: quoteAuthorAccount ?? '',
          content: quoteContent ?? '',
        };
  return { ...reply, quote };
}

/** A post's replies by floor, first floor first. */
export function listReplies(db: Database, postId: number, page: number, pageSize: number): Paged<Reply> {
  const total = Number(
    (statement(db, 'SELECT count(*) AS n FROM replies WHERE post_id = ?').get(postId) as { n: number }).n,
  );
  const rows = statement(db, `${SELECT_REPLY} WHERE r.post_id = ? ORDER BY r.floor LIMIT ? OFFSET ?`).all(
    postId,
    pageSize,
    (page - 1) * pageSize,
  ) as unknown as ReplyRow[];
  return { list: rows.map(toReply), total, page, pageSize };
}

/** A user's own replies, newest first, each with its post's title (我的回复). */
export function listUserReplies(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): { list: UserReply[]; total: number } {
  const select = `SELECT ${REPLY_COLUMNS}, p.title AS postTitle ${REPLY_FROM} JOIN posts p ON p.id = r.post_id
     WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`;
  const own = ownRows<ReplyRow & { postTitle: string }>(db, 'replies', select, userId, limit, offset);
  return { ...own, list: own.list.map(({ postTitle, ...row }) => ({ ...toReply(row), postTitle })) };
}

export function findReply(db: Database, id: number): Reply | undefined {
  const row = statement(db, `${SELECT_REPLY} WHERE r.id = ?`).get(id) as ReplyRow | undefined;
  return row && toReply(row);
}

/** The post a reply belongs to, or undefined when there is no such reply. */
export function replyPostId(db: Database, id: number): number | undefined {
  const row = statement(db, 'SELECT post_id AS postId FROM replies WHERE id = ?').get(id) as
    { postId: number } | undefined;
  return row?.postId;
}

/**
 * Adds a reply on the next floor and moves the post's reply count and time. The caller runs this in
 * a write transaction, so two replies never take the same floor.
 */
export function insertReply(db: Database, userId: number, postId: number, input: ReplyInput): Reply {
  const at = nowIso();
  const { floor } = statement(
    db,
    'SELECT coalesce(max(floor), 0) + 1 AS floor FROM replies WHERE post_id = ?',
  ).get(postId) as { floor: number };
  const { lastInsertRowid } = statement(
    db,
    'INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(postId, userId, floor, input.content, input.quoteReplyId ?? null, at);
  statement(db, 'UPDATE posts SET reply_count = reply_count + 1, last_reply_at = ? WHERE id = ?').run(
    at,
    postId,
  );
  return findReply(db, Number(lastInsertRowid)) as Reply;
}

/** A `message` notice for the post's author when someone else replies. */
export function noticeReply(db: Database, reply: Reply, post: { authorId: number; title: string }): void {
  if (post.authorId === reply.authorId) return;
  // Names and titles are stored without bidi controls; older rows are cleaned here too, so no name
  // can turn the notice's own words around (src/lib/text.ts).
  const author = personLabel({ nickname: normalizeLine(reply.authorName), account: reply.authorAccount });
  statement(
    db,
    "INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, 'message', ?, ?, 0, ?)",
  ).run(
    post.authorId,
    `${author} 回复了你的帖子《${normalizeLine(post.title)}》`,
    excerpt(reply.content, 60),
    reply.createdAt,
  );
}
