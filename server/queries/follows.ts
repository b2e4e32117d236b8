/** Who follows which post: a follower gets one notice of the post's new replies (queries/notices.ts). */
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

export const isFollowing = (db: Database, postId: number, userId: number): boolean =>
  statement(db, 'SELECT 1 AS found FROM post_follows WHERE post_id = ? AND user_id = ?').get(
    postId,
    userId,
  ) !== undefined;

export function follow(db: Database, postId: number, userId: number, at: string): void {
  statement(db, 'INSERT OR IGNORE INTO post_follows (post_id, user_id, created_at) VALUES (?, ?, ?)').run(
    postId,
    userId,
    at,
  );
}

/** Stops following: later replies tell this user nothing (a notice already there stays). */
export function unfollow(db: Database, postId: number, userId: number): void {
  statement(db, 'DELETE FROM post_follows WHERE post_id = ? AND user_id = ?').run(postId, userId);
}
