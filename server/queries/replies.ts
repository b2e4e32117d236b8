import type { NewReply, Paged, Reply, UserReply, UserRole } from '../../src/lib/shared/contract.ts';
import { recordSiteChange, siteChanged } from './site-changes.ts';
import type { Store } from '../store/store.ts';
import { replyForViewer } from '../domain/hidden-words.ts';
import { ownRows } from './sql.ts';
import { authorEnterpriseColumns } from './verifications.ts';
import { shownAccount } from './account-closing.ts';
import { noticeNewReply, replyNoticeWords, replyNoticesInsert, type ReplyNotice } from './notice-writes.ts';

/** A validated reply; `quoteReplyId` already checked to be on the same post. */
export type ReplyInput = Pick<NewReply, 'content'> & { quoteReplyId?: number | undefined };

/** A reply as stored; the resource adds `editableUntil` (community-edits.ts). */
export type StoredReply = Omit<Reply, 'editableUntil'>;

interface ReplyRow extends Omit<StoredReply, 'quote'> {
  quoteId: number | null;
  quoteDeletedAt: string | null;
  quoteFloor: number | null;
  quoteAuthorName: string | null;
  quoteAuthorAccount: string | null;
  quoteAuthorRole: UserRole | null;
  quoteContent: string | null;
  quoteHiddenAt: string | null;
  quoteAuthorId: number | null;
}

const REPLY_COLUMNS = `r.id, r.post_id AS postId, r.floor, r.user_id AS authorId, u.nickname AS authorName,
    ${shownAccount('u')} AS authorAccount, u.role AS authorRole, r.content, r.created_at AS createdAt, r.edited_at AS editedAt,
    r.deleted_at AS deletedAt, r.hidden_at AS hiddenAt, r.revision, q.id AS quoteId, q.hidden_at AS quoteHiddenAt, q.user_id AS quoteAuthorId, q.floor AS quoteFloor, qu.nickname AS quoteAuthorName,
    ${shownAccount('qu')} AS quoteAuthorAccount, qu.role AS quoteAuthorRole, q.content AS quoteContent, q.deleted_at AS quoteDeletedAt,
    ${authorEnterpriseColumns('r.user_id')}`;
const REPLY_FROM = `FROM replies r JOIN users u ON u.id = r.user_id
  LEFT JOIN replies q ON q.id = r.quote_reply_id LEFT JOIN users qu ON qu.id = q.user_id`;
const SELECT_REPLY = `SELECT ${REPLY_COLUMNS} ${REPLY_FROM}`;

/**
 * A deleted reply's text is emptied when it is deleted; a quote of it reads the same empty text.
 * Hidden words reach only their author (hidden-words.ts): `viewerId` is who reads, null a visitor.
 */
function toReply(row: ReplyRow, viewerId: number | null): StoredReply {
  const {
    quoteId,
    quoteFloor,
    quoteAuthorName,
    quoteAuthorAccount,
    quoteAuthorRole,
    quoteContent,
    quoteDeletedAt,
    quoteHiddenAt,
    quoteAuthorId,
    ...reply
  } = row;
  const quote =
    quoteId === null
      ? null
      : {
          id: quoteId,
          floor: quoteFloor ?? 0,
          authorName: quoteAuthorName ?? '',
          authorAccount: quoteAuthorAccount ?? '',
          authorRole: quoteAuthorRole ?? 'user',
          content: quoteDeletedAt === null ? (quoteContent ?? '') : '',
          deleted: quoteDeletedAt !== null,
          hidden: quoteHiddenAt !== null,
        };
  return replyForViewer({ ...reply, quote }, quoteAuthorId, viewerId);
}

/**
 * A post's replies by floor, first floor first, as `viewerId` reads them; a deleted floor keeps its
 * place. Floors run 1, 2, … without gaps (a reply takes the next one in its transaction's turn and no
 * reply row is ever removed), so page K is read by its range of floors and the count is the last
 * floor: two index seeks, however many replies the post has. The LIMIT changes no answer; it keeps
 * PostgreSQL's planner on the index in floor order, which otherwise expects a busy post's every
 * early floor to match (floors 1–10 are in every post) and plans a parallel sort. A busy post's newest page costs what its first does
 * (with OFFSET and count(*) its renders read every earlier reply, 120 ms on PostgreSQL at 15,000).
 */
export async function listReplies(
  db: Store,
  postId: number,
  page: number,
  pageSize: number,
  viewerId: number | null,
): Promise<Paged<StoredReply>> {
  const total = Number(
    (
      await db.get<{ floor: number | null }>(
        'SELECT max(floor) AS floor FROM replies WHERE post_id = ?',
        postId,
      )
    )?.floor ?? 0,
  );
  const rows = await db.all<ReplyRow>(
    `${SELECT_REPLY} WHERE r.post_id = ? AND r.floor > ? AND r.floor <= ? ORDER BY r.floor LIMIT ?`,
    postId,
    (page - 1) * pageSize,
    page * pageSize,
    pageSize,
  );
  return { list: rows.map((row) => toReply(row, viewerId)), total, page, pageSize };
}

/**
 * A user's own replies that stand, newest first, each with its post's title (我的回复). A reply to a
 * deleted post stays here, readable to its writer, with `postDeleted` and no title; so does a reply
 * to a post an editor hid, without its title unless the writer wrote that post too.
 */
export async function listUserReplies(
  db: Store,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ list: Omit<UserReply, 'editableUntil'>[]; total: number }> {
  const select = `SELECT ${REPLY_COLUMNS},
     CASE WHEN p.hidden_at IS NULL OR p.user_id = r.user_id THEN p.title ELSE '' END AS postTitle,
     p.deleted_at AS postDeletedAt ${REPLY_FROM}
     JOIN posts p ON p.id = r.post_id
     WHERE r.user_id = ? AND r.deleted_at IS NULL ORDER BY r.id DESC LIMIT ? OFFSET ?`;
  type Row = ReplyRow & { postTitle: string; postDeletedAt: string | null };
  const own = await ownRows<Row>(db, 'replies', select, userId, limit, offset);
  return {
    ...own,
    list: own.list.map(({ postTitle, postDeletedAt, ...row }) => ({
      ...toReply(row, userId),
      postTitle,
      postDeleted: postDeletedAt !== null,
    })),
  };
}

/** One reply as `viewerId` reads it (null: a visitor). */
export async function findReply(
  db: Store,
  id: number,
  viewerId: number | null,
): Promise<StoredReply | undefined> {
  const row = await db.get<ReplyRow>(`${SELECT_REPLY} WHERE r.id = ?`, id);
  return row && toReply(row, viewerId);
}

/**
 * The next floor, the reply on it, the post's count and time, the page's change (site-changes.ts) and
 * the reply's notices as one statement on PostgreSQL, answering the reply as `SELECT_REPLY` reads it:
 * one round trip in the turn every transaction takes for what were six (docs/decisions.md, "A write's
 * statements in the turn"). SQLite's store answers each statement at once and keeps them apart below.
 * Values: post, writer, content, quoted reply, time, the notice's title and description, the quoted
 * writer.
 */
const ADD_REPLY_POSTGRES = `WITH next AS (
    SELECT coalesce(max(floor), 0) + 1 AS floor FROM replies WHERE post_id = ?1
  ), added AS (
    INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at)
    SELECT ?1, CAST(?2 AS BIGINT), next.floor, CAST(?3 AS TEXT), CAST(?4 AS BIGINT), CAST(?5 AS TEXT) FROM next
    RETURNING *
  ), counted AS (
    UPDATE posts SET reply_count = reply_count + 1, last_reply_at = ?5 WHERE id = ?1
  ), changed AS (
    INSERT INTO site_changes (kind, item_id, floor, at) SELECT 'post', ?1, added.floor, ?5 FROM added
  ), told AS (
    ${replyNoticesInsert({
      title: 'CAST(?6 AS TEXT)',
      description: 'CAST(?7 AS TEXT)',
      at: '?5',
      postId: '?1',
      floor: '(SELECT floor FROM added)',
      writerId: '?2',
      quoted: '?8',
    })}
  )
  SELECT ${REPLY_COLUMNS} FROM added r JOIN users u ON u.id = r.user_id
  LEFT JOIN replies q ON q.id = r.quote_reply_id LEFT JOIN users qu ON qu.id = q.user_id`;

/**
 * Adds a reply on the next floor, moves the post's reply count and time, and tells the post's
 * followers and the quoted writer (notice-writes.ts). The caller runs this in a write transaction, so
 * two replies never take the same floor.
 */
export async function insertReply(
  db: Store,
  userId: number,
  postId: number,
  input: ReplyInput,
  at: string,
  notice: ReplyNotice,
): Promise<StoredReply> {
  const quoted = input.quoteReplyId ?? null;
  if (db.dialect === 'postgres') {
    const [title, description] = replyNoticeWords(notice, input.content);
    const added = (await db.get<ReplyRow>(
      ADD_REPLY_POSTGRES,
      postId,
      userId,
      input.content,
      quoted,
      at,
      title,
      description,
      notice.quotedAuthorId,
    ))!;
    siteChanged(db);
    return toReply(added, userId);
  }
  const { floor } = (await db.get<{ floor: number }>(
    'SELECT coalesce(max(floor), 0) + 1 AS floor FROM replies WHERE post_id = ?',
    postId,
  ))!;
  const { lastInsertId } = await db.run(
    'INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    postId,
    userId,
    floor,
    input.content,
    quoted,
    at,
  );
  await db.run('UPDATE posts SET reply_count = reply_count + 1, last_reply_at = ? WHERE id = ?', at, postId);
  await recordSiteChange(db, 'post', postId, at, floor);
  await noticeNewReply(
    db,
    { postId, floor, authorId: userId, content: input.content, createdAt: at },
    notice,
  );
  return (await findReply(db, Number(lastInsertId), userId)) as StoredReply;
}
