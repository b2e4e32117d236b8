/** SQL reading a user's notices (通知 / 消息 / 待办), marking and clearing them; notice-writes.ts writes them. */
import type { Notice, NoticeType } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { HIDDEN_WORDS } from '../domain/hidden-words.ts';
import { DELETED_IN_NOTICE } from './notice-words.ts';

/** Enough for the header's notice popover; older ones stay in the table. */
const NOTICE_LIMIT = 200;

interface NoticeRow extends Omit<Notice, 'read' | 'target'> {
  read: number;
  postId: number | null;
  floor: number | null;
}

const NOTICE_COLUMNS =
  'id, type, title, description, read, created_at AS createdAt, post_id AS postId, floor, offer_id AS offerId, desk_queue AS desk';

const toNotice = ({ postId, floor, ...row }: NoticeRow): Notice => ({
  ...row,
  read: row.read === 1,
  target: postId === null ? null : { postId, floor: floor ?? 1 },
});

export async function listNotices(db: Store, userId: number): Promise<Notice[]> {
  const rows = await db.all<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM notices WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    userId,
    NOTICE_LIMIT,
  );
  return rows.map(toNotice);
}

/** The user's notices made after notice `afterId`, oldest first: what the stream sends next. */
export async function noticesAfter(
  db: Store,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Notice[]> {
  const rows = await db.all<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM notices WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?`,
    userId,
    afterId,
    limit,
  );
  return rows.map(toNotice);
}

/** The newest notice id of the user (0 for none): where a stream opened without Last-Event-ID starts. */
export async function latestNoticeId(db: Store, userId: number): Promise<number> {
  const row = (await db.get<{
    id: number | null;
  }>('SELECT max(id) AS id FROM notices WHERE user_id = ?', userId))!;
  return row.id ?? 0;
}

export interface NoticeState {
  /** The user's newest notice id, 0 for none. */
  newest: number;
  unread: number;
  /** Differs whenever a notice is added, read, cleared, merged or has words taken out. */
  signature: string;
}

const NO_NOTICES: NoticeState = { newest: 0, unread: 0, signature: '0:0::0:0' };

/**
 * `masked` counts the titles and descriptions whose words were taken out after the notice was written
 * (queries/notice-words.ts) and `replies` the replies counted, so that a rewrite in place changes the
 * signature too and an open page reads its notices again.
 */
const NOTICE_STATES = eachDialect(
  (sql) =>
    `SELECT user_id AS "userId", count(*) AS total, coalesce(sum(CASE WHEN read = 0 THEN 1 ELSE 0 END), 0) AS unread,
            coalesce(max(created_at), '') AS latest, max(id) AS newest,
            coalesce(sum(CASE WHEN post_id IS NOT NULL AND ${sql.position('title', `'${HIDDEN_WORDS}'`)} > 0 THEN 1 ELSE 0 END)
              + sum(CASE WHEN post_id IS NOT NULL AND description IN ('${HIDDEN_WORDS}', '${DELETED_IN_NOTICE}') THEN 1 ELSE 0 END), 0) AS masked,
            coalesce(sum(reply_count), 0) AS replies
       FROM notices WHERE user_id IN (${sql.jsonIntegers()}) GROUP BY user_id`,
);

/**
 * What changes without a new id, per user: notices read (in another tab), cleared, or a reply notice
 * counting one more reply; and the newest id. The stream says `changed` when the signature differs
 * from its last reading, and reads the new notices when `newest` passed what it sent. One statement
 * for every user a node has a stream open for.
 */
export async function noticeStates(db: Store, userIds: readonly number[]): Promise<Map<number, NoticeState>> {
  const rows = await db.all<{
    userId: number;
    total: number;
    unread: number;
    latest: string;
    newest: number;
    masked: number;
    replies: number;
  }>(NOTICE_STATES, JSON.stringify(userIds));
  const states = new Map<number, NoticeState>(userIds.map((id) => [id, NO_NOTICES]));
  for (const row of rows) {
    states.set(Number(row.userId), {
      newest: Number(row.newest),
      unread: Number(row.unread),
      signature: `${row.total}:${row.unread}:${row.latest}:${row.masked}:${row.replies}`,
    });
  }
  return states;
}

/** One user's notice state (noticeStates). */
export async function noticeState(db: Store, userId: number): Promise<NoticeState> {
  return (await noticeStates(db, [userId])).get(userId) ?? NO_NOTICES;
}

export async function markNoticeRead(db: Store, userId: number, noticeId: number): Promise<boolean> {
  return (
    (await db.run('UPDATE notices SET read = 1 WHERE id = ? AND user_id = ?', noticeId, userId)).changes > 0
  );
}

export async function clearNotices(db: Store, userId: number, type: NoticeType): Promise<number> {
  return db.transaction(async () =>
    Number((await db.run('DELETE FROM notices WHERE user_id = ? AND type = ?', userId, type)).changes),
  );
}
