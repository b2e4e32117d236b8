/**
 * SQL of the community's own words: an author's edits and deletions of posts and replies, the
 * versions an edit keeps (the history), and the log every change leaves in `community_edits`
 * (server/schema-community.ts). The callers run these inside one write transaction.
 */
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

/** What an edit or deletion of a post checks and replaces. */
export interface PostText {
  userId: number;
  title: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** When an editor hid it (moderation). */
  hiddenAt: string | null;
  /** The version an edit must be based on. */
  revision: number;
}

export interface ReplyText {
  postId: number;
  userId: number;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** When an editor hid it (moderation). */
  hiddenAt: string | null;
  revision: number;
  postDeletedAt: string | null;
}

export const findPostText = (db: Database, postId: number): PostText | undefined =>
  statement(
    db,
    `SELECT user_id AS userId, title, content, created_at AS createdAt, edited_at AS editedAt,
       deleted_at AS deletedAt, hidden_at AS hiddenAt, revision FROM posts WHERE id = ?`,
  ).get(postId) as PostText | undefined;

export const findReplyText = (db: Database, replyId: number): ReplyText | undefined =>
  statement(
    db,
    `SELECT r.post_id AS postId, r.user_id AS userId, r.content, r.created_at AS createdAt,
       r.edited_at AS editedAt, r.deleted_at AS deletedAt, r.hidden_at AS hiddenAt, r.revision,
       p.deleted_at AS postDeletedAt
     FROM replies r JOIN posts p ON p.id = r.post_id WHERE r.id = ?`,
  ).get(replyId) as ReplyText | undefined;

/** One change, with the version it replaced when that is kept (null: an edit in the grace period). */
export interface Change {
  postId: number;
  replyId: number | null;
  userId: number;
  action: 'edit' | 'delete';
  at: string;
  replaced: { title: string | null; content: string; since: string } | null;
}

export function recordChange(db: Database, change: Change): void {
  statement(
    db,
    `INSERT INTO community_edits (post_id, reply_id, user_id, action, at, old_title, old_content, old_since)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    change.postId,
    change.replyId,
    change.userId,
    change.action,
    change.at,
    change.replaced?.title ?? null,
    change.replaced?.content ?? null,
    change.replaced?.since ?? null,
  );
}

/** New text, one revision on; `editedAt` marks it 已编辑 (null leaves the mark as it was). */
export function updatePostText(
  db: Database,
  postId: number,
  text: { title: string; content: string },
  editedAt: string | null,
): void {
  statement(
    db,
    `UPDATE posts SET title = ?, content = ?, edited_at = coalesce(?, edited_at), revision = revision + 1
     WHERE id = ?`,
  ).run(text.title, text.content, editedAt, postId);
}

export function updateReplyText(
  db: Database,
  replyId: number,
  content: string,
  editedAt: string | null,
): void {
  statement(
    db,
    'UPDATE replies SET content = ?, edited_at = coalesce(?, edited_at), revision = revision + 1 WHERE id = ?',
  ).run(content, editedAt, replyId);
}

/**
 * When the text that stands was saved: its last edit, quiet ones within the grace period included
 * (every edit leaves a row), else when it was written. What a refused edit (10604) is told.
 */
export function textSavedAt(db: Database, postId: number, replyId: number | null, createdAt: string): string {
  const row = statement(
    db,
    `SELECT max(at) AS at FROM community_edits
     WHERE post_id = ? AND coalesce(reply_id, 0) = ? AND action = 'edit'`,
  ).get(postId, replyId ?? 0) as { at: string | null };
  return row.at ?? createdAt;
}

/**
 * The post leaves every list and search (its text emptied, so no index holds it), and nobody follows
 * it any more. Its replies stay, readable to their writers under 我的回复.
 */
export function markPostDeleted(db: Database, postId: number, at: string): void {
  statement(db, "UPDATE posts SET title = '', content = '', deleted_at = ? WHERE id = ?").run(at, postId);
  statement(db, 'DELETE FROM post_follows WHERE post_id = ?').run(postId);
}

/** The floor stays (floors never renumber) with its text emptied; the post counts one reply less. */
export function markReplyDeleted(db: Database, replyId: number, postId: number, at: string): void {
  statement(db, "UPDATE replies SET content = '', deleted_at = ? WHERE id = ?").run(at, replyId);
  statement(db, 'UPDATE posts SET reply_count = max(reply_count - 1, 0) WHERE id = ?').run(postId);
}

/** The kept versions of a post (reply null) or of a reply, oldest first, current text excluded. */
export function keptVersions(
  db: Database,
  postId: number,
  replyId: number | null,
): { title: string | null; content: string; savedAt: string }[] {
  return statement(
    db,
    `SELECT old_title AS title, old_content AS content, old_since AS savedAt FROM community_edits
     WHERE post_id = ? AND coalesce(reply_id, 0) = ? AND action = 'edit' AND old_content IS NOT NULL
     ORDER BY id`,
  ).all(postId, replyId ?? 0) as unknown as { title: string | null; content: string; savedAt: string }[];
}

/**
 * The `n`-th newest community write of an account (a post, a reply or an edit of either; the posting
 * rate, post-rate.ts): the newest `n` of each kind, by the accounts' indexes, merged.
 */
export function nthNewestCommunityWrite(db: Database, userId: number, n: number): string | undefined {
  const row = statement(
    db,
    `SELECT at FROM (
       SELECT at FROM (SELECT created_at AS at FROM posts WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2)
       UNION ALL
       SELECT at FROM (SELECT created_at AS at FROM replies WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2)
       UNION ALL
       SELECT at FROM (SELECT at FROM community_edits WHERE user_id = ?1 AND action = 'edit' ORDER BY id DESC LIMIT ?2)
     ) ORDER BY at DESC LIMIT 1 OFFSET ?2 - 1`,
  ).get(userId, n) as { at: string } | undefined;
  return row?.at;
}
