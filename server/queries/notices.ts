/** SQL for a user's notices (通知 / 消息 / 待办). */
import type { Notice, NoticeType } from '../../src/lib/contract.ts';
import { transaction, type Database } from '../db.ts';
import { statement } from './sql.ts';

/** Enough for the header's notice popover; older ones stay in the table. */
const NOTICE_LIMIT = 200;

export function listNotices(db: Database, userId: number): Notice[] {
  const rows = statement(
    db,
    `SELECT id, type, title, description, read, created_at AS createdAt FROM notices
       WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(userId, NOTICE_LIMIT) as unknown as (Omit<Notice, 'read'> & { read: number })[];
  return rows.map((row) => ({ ...row, read: row.read === 1 }));
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
