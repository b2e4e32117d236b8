/**
 * Words that leave the notices already written (docs/decisions.md, "Hidden and deleted words leave
 * the notices"): a reply notice keeps its post's title and its latest reply's words as text, so hiding
 * or deleting either rewrites or removes the stored rows in the same transaction. The list, the stream
 * and its replay (`Last-Event-ID`) all read these rows, on every node.
 *
 * An author's edit puts the new words in place of the old ones the same way. A reply notice carries
 * the words of the reply whose time it has (`created_at`, set from the newest
 * reply it counts, queries/notices.ts), so that reply's notices are found by post and time.
 */
import { normalizeLine } from '../../src/lib/shared/text.ts';
import { HIDDEN_WORDS } from '../domain/hidden-words.ts';
import type { Store } from '../store/store.ts';

/** What stands in a notice in place of a reply its writer deleted. */
export const DELETED_IN_NOTICE = '该回复已被作者删除';

/**
 * A post's title edited by its author: the notices of it say the new one (the words it replaced leave
 * them). A hidden post's stay 该内容已被屏蔽 but its author's.
 */
export async function retitlePost(
  db: Store,
  post: { id: number; authorId: number; hiddenAt: string | null },
  title: string,
): Promise<void> {
  await db.run(
    `UPDATE notices SET title = '「' || ? || '」有 ' || reply_count || ' 条新回复'
       WHERE post_id = ? AND (? = 0 OR user_id = ?)`,
    normalizeLine(title),
    post.id,
    post.hiddenAt === null ? 0 : 1,
    post.authorId,
  );
}

/** A reply edited by its writer: the notices quoting it quote the new words (a hidden one's stay hidden). */
export async function rewordReply(
  db: Store,
  reply: { postId: number; createdAt: string; hiddenAt: string | null },
  description: string,
): Promise<void> {
  if (reply.hiddenAt !== null) return;
  await db.run(
    'UPDATE notices SET description = ? WHERE post_id = ? AND created_at = ?',
    description,
    reply.postId,
    reply.createdAt,
  );
}

/**
 * A hidden post's title leaves every notice of it, read or not, but its author's own (who still reads
 * the post as written).
 */
export async function maskPostTitle(db: Store, postId: number, authorId: number): Promise<void> {
  await db.run(
    `UPDATE notices SET title = '「' || ? || '」有 ' || reply_count || ' 条新回复'
       WHERE post_id = ? AND user_id <> ?`,
    HIDDEN_WORDS,
    postId,
    authorId,
  );
}

/** A reply an editor hid leaves the notices that quote it (never its writer's: they get none of it). */
export async function maskReplyWords(db: Store, reply: { postId: number; createdAt: string }): Promise<void> {
  await db.run(
    'UPDATE notices SET description = ? WHERE post_id = ? AND created_at = ?',
    HIDDEN_WORDS,
    reply.postId,
    reply.createdAt,
  );
}

/**
 * A reply its writer deleted: a notice of that reply alone is removed (nothing is left to open); one
 * that counts more replies counts one fewer and no longer quotes it.
 */
export async function dropReplyWords(db: Store, reply: { postId: number; createdAt: string }): Promise<void> {
  await db.run(
    'DELETE FROM notices WHERE post_id = ? AND created_at = ? AND reply_count <= 1',
    reply.postId,
    reply.createdAt,
  );
  await db.run(
    `UPDATE notices SET
       title = replace(title, '」有 ' || reply_count || ' 条新回复', '」有 ' || (reply_count - 1) || ' 条新回复'),
       reply_count = reply_count - 1,
       description = ?
     WHERE post_id = ? AND created_at = ?`,
    DELETED_IN_NOTICE,
    reply.postId,
    reply.createdAt,
  );
}

/** A post its author deleted takes every notice of it away, read or not: nothing is left to open. */
export async function dropPostNotices(db: Store, postId: number): Promise<void> {
  await db.run('DELETE FROM notices WHERE post_id = ?', postId);
}
