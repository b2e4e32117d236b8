/** Who follows which post: a follower gets one notice of the post's new replies (queries/notices.ts). */
import type { Store } from '../store/store.ts';

export const isFollowing = async (db: Store, postId: number, userId: number): Promise<boolean> =>
  (await db.get('SELECT 1 AS found FROM post_follows WHERE post_id = ? AND user_id = ?', postId, userId)) !==
  undefined;

export async function follow(db: Store, postId: number, userId: number, at: string): Promise<void> {
  await db.run(
    'INSERT INTO post_follows (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    postId,
    userId,
    at,
  );
}

/** Stops following: later replies tell this user nothing (a notice already there stays). */
export async function unfollow(db: Store, postId: number, userId: number): Promise<void> {
  await db.run('DELETE FROM post_follows WHERE post_id = ? AND user_id = ?', postId, userId);
}
