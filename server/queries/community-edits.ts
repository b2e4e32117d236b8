/**
 * SQL of the community's own words: an author's edits and deletions of posts and replies, the
 * versions an edit keeps (the history), and the log every change leaves in `community_edits`
 * (server/store/sqlite/schema-community.ts). The callers run these inside one write transaction.
 */
import { recordReplyChange, recordSiteChange } from './site-changes.ts';
import type { Store } from '../store/store.ts';

/** What an edit or deletion of a post or reply checks and replaces. */
interface OwnText {
  userId: number;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** When an editor hid it (moderation). */
  hiddenAt: string | null;
  /** The version an edit must be based on. */
  revision: number;
}

export interface PostText extends OwnText {
  title: string;
}

export interface ReplyText extends OwnText {
  postId: number;
  postDeletedAt: string | null;
}

export const findPostText = async (db: Store, postId: number): Promise<PostText | undefined> =>
  db.get<PostText>(
    `SELECT user_id AS userId, title, content, created_at AS createdAt, edited_at AS editedAt,
       deleted_at AS deletedAt, hidden_at AS hiddenAt, revision FROM posts WHERE id = ?`,
    postId,
  );

export const findReplyText = async (db: Store, replyId: number): Promise<ReplyText | undefined> =>
  db.get<ReplyText>(
    `SELECT r.post_id AS postId, r.user_id AS userId, r.content, r.created_at AS createdAt,
       r.edited_at AS editedAt, r.deleted_at AS deletedAt, r.hidden_at AS hiddenAt, r.revision,
       p.deleted_at AS postDeletedAt
     FROM replies r JOIN posts p ON p.id = r.post_id WHERE r.id = ?`,
    replyId,
  );

/** One change, with the version it replaced when that is kept (null: an edit in the grace period). */
export interface Change {
  postId: number;
  replyId: number | null;
  userId: number;
  action: 'edit' | 'delete';
  at: string;
  replaced: { title: string | null; content: string; since: string } | null;
}

export async function recordChange(db: Store, change: Change): Promise<void> {
  await db.run(
    `INSERT INTO community_edits (post_id, reply_id, user_id, action, at, old_title, old_content, old_since)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    change.postId,
    change.replyId,
    change.userId,
    change.action,
    change.at,
    change.replaced?.title ?? null,
    change.replaced?.content ?? null,
    change.replaced?.since ?? null,
  );
  // Every edit and deletion changes what the post's static pages show.
  if (change.replyId === null) await recordSiteChange(db, 'post', change.postId, change.at);
  else await recordReplyChange(db, change.replyId, change.at);
}

/** New text, one revision on; `editedAt` marks it 已编辑 (null leaves the mark as it was). */
export async function updatePostText(
  db: Store,
  postId: number,
  text: { title: string; content: string },
  editedAt: string | null,
): Promise<void> {
  await db.run(
    `UPDATE posts SET title = ?, content = ?, edited_at = coalesce(?, edited_at), revision = revision + 1
     WHERE id = ?`,
    text.title,
    text.content,
    editedAt,
    postId,
  );
}

export async function updateReplyText(
  db: Store,
  replyId: number,
  content: string,
  editedAt: string | null,
): Promise<void> {
  await db.run(
    'UPDATE replies SET content = ?, edited_at = coalesce(?, edited_at), revision = revision + 1 WHERE id = ?',
    content,
    editedAt,
    replyId,
  );
}

/**
 * When the text that stands was saved: its last edit, quiet ones within the grace period included
 * (every edit leaves a row), else when it was written. What a refused edit (10604) is told.
 */
export async function textSavedAt(
  db: Store,
  postId: number,
  replyId: number | null,
  createdAt: string,
): Promise<string> {
  const row = (await db.get<{ at: string | null }>(
    `SELECT max(at) AS at FROM community_edits
     WHERE post_id = ? AND coalesce(reply_id, 0) = ? AND action = 'edit'`,
    postId,
    replyId ?? 0,
  ))!;
  return row.at ?? createdAt;
}

/**
 * The post leaves every list and search (its text emptied, so no index holds it), and nobody follows
 * it any more. Its replies stay, readable to their writers under 我的回复.
 */
export async function markPostDeleted(db: Store, postId: number, at: string): Promise<void> {
  await db.run("UPDATE posts SET title = '', content = '', deleted_at = ? WHERE id = ?", at, postId);
  await db.run('DELETE FROM post_follows WHERE post_id = ?', postId);
}

/** The floor stays (floors never renumber) with its text emptied; the post counts one reply less. */
export async function markReplyDeleted(
  db: Store,
  replyId: number,
  postId: number,
  at: string,
): Promise<void> {
  await db.run("UPDATE replies SET content = '', deleted_at = ? WHERE id = ?", at, replyId);
  await db.run(
    'UPDATE posts SET reply_count = CASE WHEN reply_count > 0 THEN reply_count - 1 ELSE 0 END WHERE id = ?',
    postId,
  );
}

/** The kept versions of a post (reply null) or of a reply, oldest first, current text excluded. */
export async function keptVersions(
  db: Store,
  postId: number,
  replyId: number | null,
): Promise<{ title: string | null; content: string; savedAt: string }[]> {
  return db.all<{ title: string | null; content: string; savedAt: string }>(
    `SELECT old_title AS title, old_content AS content, old_since AS savedAt FROM community_edits
     WHERE post_id = ? AND coalesce(reply_id, 0) = ? AND action = 'edit' AND old_content IS NOT NULL
     ORDER BY id`,
    postId,
    replyId ?? 0,
  );
}

/**
 * The `n`-th newest community write of an account (a post, a reply or an edit of either; the posting
 * rate, limits/rates.ts): the newest `n` of each kind, by the accounts' indexes, merged.
 */
export async function nthNewestCommunityWrite(
  db: Store,
  userId: number,
  n: number,
): Promise<string | undefined> {
  const row = await db.get<{ at: string }>(
    `SELECT at FROM (
       SELECT at FROM (SELECT created_at AS at FROM posts WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2) AS p
       UNION ALL
       SELECT at FROM (SELECT created_at AS at FROM replies WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2) AS r
       UNION ALL
       SELECT at FROM (SELECT at FROM community_edits WHERE user_id = ?1 AND action = 'edit' ORDER BY id DESC LIMIT ?2) AS e
     ) AS writes ORDER BY at DESC LIMIT 1 OFFSET ?2 - 1`,
    userId,
    n,
  );
  return row?.at;
}
