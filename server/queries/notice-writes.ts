/**
 * Every notice the portal writes (通知, 消息, 待办), from this one module: a plain notice to one user,
 * a 待办 to every editor, a reply told to a post's followers, a new offer told to its lane's
 * subscribers. Reading, marking read and clearing are in notices.ts. Each runs in its caller's
 * transaction.
 */
import type { DeskQueue, SubscriptionKind } from '../../src/lib/shared/contract.ts';
import { personLabel } from '../../src/lib/shared/person.ts';
import { excerpt } from '../../src/lib/shared/rules/length.ts';
import { normalizeLine } from '../../src/lib/shared/text.ts';
import type { Store } from '../store/store.ts';
import { eachDialect, type DialectFragments } from './dialects.ts';

/** A plain notice (type 通知, or 消息 for what another user did) for one user, no link to a post. */
export async function insertNotice(
  db: Store,
  userId: number,
  title: string,
  description: string,
  at: string,
  type: 'notice' | 'message' = 'notice',
): Promise<void> {
  await db.run(
    `INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, ?, ?, ?, 0, ?)`,
    userId,
    type,
    title,
    description,
    at,
  );
}

/**
 * The same 待办 for every editor: work waits in a desk queue (a report, a verification application, a
 * submitted announcement), and the notice opens that queue. The stream brings it to an open desk live.
 */
export async function noticeEditors(
  db: Store,
  title: string,
  description: string,
  at: string,
  queue: DeskQueue = 'announcements',
): Promise<void> {
  await db.run(
    `INSERT INTO notices (user_id, type, title, description, read, created_at, desk_queue)
     SELECT id, 'todo', ?, ?, 0, ?, ? FROM users WHERE role = 'editor'`,
    title,
    description,
    at,
    queue,
  );
}

/** A reply notice's description: the reply's writer and the start of its words. */
export const replyNoticeDescription = (reply: {
  authorName: string;
  authorAccount: string;
  content: string;
}): string =>
  `${personLabel({ nickname: normalizeLine(reply.authorName), account: reply.authorAccount })}：${excerpt(reply.content, 60)}`;

/**
 * The INSERT of a new reply's notices, its values given as SQL expressions (placeholders, or a
 * column of the reply's own statement on PostgreSQL, server/queries/replies.ts): the post's followers
 * and the writer of the reply it quotes (`quoted`, following or not), never its writer nor anyone who
 * blocks the writer; one unread notice per person and post, counting the replies since they last read
 * it (「…」有 3 条新回复) and opening the first of them; the latest reply's writer and words are its
 * description. The quoted writer's id is cast so that PostgreSQL knows its type.
 */
export const replyNoticesInsert = (v: {
  title: string;
  description: string;
  at: string;
  postId: string;
  floor: string;
  writerId: string;
  quoted: string;
}): string => `INSERT INTO notices (user_id, type, title, description, read, created_at, post_id, floor, reply_count)
       SELECT user_id, 'message', '「' || ${v.title} || '」有 1 条新回复', ${v.description}, 0, ${v.at}, ${v.postId}, ${v.floor}, 1
       FROM (SELECT user_id FROM post_follows WHERE post_id = ${v.postId}
             UNION SELECT CAST(${v.quoted} AS BIGINT) WHERE ${v.quoted} IS NOT NULL) AS told
       WHERE user_id <> ${v.writerId}
         AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = told.user_id AND b.blocked_user_id = ${v.writerId})
     ON CONFLICT (user_id, post_id) WHERE read = 0 AND post_id IS NOT NULL DO UPDATE SET
       reply_count = notices.reply_count + 1,
       title = '「' || ${v.title} || '」有 ' || (notices.reply_count + 1) || ' 条新回复',
       description = excluded.description,
       created_at = excluded.created_at`;

const REPLY_NOTICES = replyNoticesInsert({
  title: '?1',
  description: '?2',
  at: '?3',
  postId: '?4',
  floor: '?5',
  writerId: '?6',
  quoted: '?7',
});

/** What a reply's notices say and whom they also tell, known before the reply is written. */
export interface ReplyNotice {
  /** The post's title as its readers may see it (a hidden post's is not repeated). */
  postTitle: string;
  /** The writer of the quoted reply, told following or not; null for none. */
  quotedAuthorId: number | null;
  /** The reply's writer as the notice names them. */
  writer: { nickname: string; account: string };
}

/**
 * The notice's title and description for a reply with `content` (values of `replyNoticesInsert`'s
 * `title` and `description`). Names and titles are stored without bidi controls; older rows are
 * cleaned here too, so no name can turn the notice's own words around (src/lib/shared/text.ts).
 */
export const replyNoticeWords = (
  notice: ReplyNotice,
  content: string,
): [title: string, description: string] => [
  normalizeLine(notice.postTitle),
  replyNoticeDescription({
    authorName: notice.writer.nickname,
    authorAccount: notice.writer.account,
    content,
  }),
];

/** A new reply told as `replyNoticesInsert` says, in the reply's transaction (SQLite's separate statement). */
export async function noticeNewReply(
  db: Store,
  reply: { postId: number; floor: number; authorId: number; content: string; createdAt: string },
  notice: ReplyNotice,
): Promise<void> {
  const [title, description] = replyNoticeWords(notice, reply.content);
  await db.run(
    REPLY_NOTICES,
    title,
    description,
    reply.createdAt,
    reply.postId,
    reply.floor,
    reply.authorId,
    notice.quotedAuthorId,
  );
}

/**
 * The INSERT of a new offer's lane notices in `sql`'s dialect, its values given as SQL expressions
 * (placeholders, or a column of the offer's own statement on PostgreSQL, server/queries/offers.ts).
 * The subscribers are made distinct before the values join them: PostgreSQL would read a value in a
 * DISTINCT list as text, not as the column it goes into. (`WHERE true` tells SQLite that the ON
 * after a subquery begins the upsert, not a join.)
 */
export const offerNoticesInsert = (
  sql: DialectFragments,
  v: {
    title: string;
    description: string;
    at: string;
    offerId: string;
    kind: string;
    originPrefixes: string;
    publisherId: string;
    destinations: string;
    keptTitle: string;
  },
): string => `INSERT INTO notices (user_id, type, title, description, read, created_at, offer_id)
       SELECT told.user_id,
              'message',
              CASE WHEN EXISTS (SELECT 1 FROM favorite_users k WHERE k.user_id = told.user_id AND k.kept_user_id = ${v.publisherId})
                   THEN ${v.keptTitle} ELSE ${v.title} END,
              ${v.description}, 0, ${v.at}, ${v.offerId} FROM (
         SELECT DISTINCT s.user_id FROM subscriptions s
         WHERE s.kind = ${v.kind} AND s.origin_code IN (${sql.jsonTexts(v.originPrefixes)}) AND s.user_id <> ${v.publisherId}
           AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = s.user_id AND b.blocked_user_id = ${v.publisherId})
           AND EXISTS (SELECT 1 FROM (${sql.jsonTexts(v.destinations)}) AS d
                       WHERE substr(d.value, 1, length(s.destination_code)) = s.destination_code)
       ) AS told WHERE true
     ON CONFLICT (user_id, offer_id) WHERE offer_id IS NOT NULL DO NOTHING`;

const OFFER_NOTICES = eachDialect((sql) =>
  offerNoticesInsert(sql, {
    title: '?1',
    description: '?2',
    at: '?3',
    offerId: '?4',
    kind: '?5',
    originPrefixes: '?6',
    publisherId: '?7',
    destinations: '?8',
    keptTitle: '?9',
  }),
);

/** What a new offer's lane notices say and whom they concern, known before the offer is written. */
export interface LaneNotice {
  /** The offer origin's province and city codes, the lane origins it lies in. */
  originPrefixes: readonly string[];
  /** The places of its destinations, matched against the lanes' destinations. */
  destinations: readonly string[];
  title: string;
  /** The title for a subscriber who keeps the publisher (常用车辆/常用货主). */
  keptTitle: string;
  description: string;
  createdAt: string;
}

/**
 * One `message` notice about the offer to every subscriber of its kind whose origin is one of the
 * lane origins and whose destination holds one of its destinations, never its publisher nor anyone
 * who blocks them, and never twice for one offer (notices_offer); a subscriber who keeps the
 * publisher is told so by `keptTitle`. Answers how many notices were written.
 */
export async function insertOfferNotices(
  db: Store,
  offer: { id: number; kind: SubscriptionKind; userId: number },
  notice: LaneNotice,
): Promise<number> {
  const result = await db.run(
    OFFER_NOTICES,
    notice.title,
    notice.description,
    notice.createdAt,
    offer.id,
    offer.kind,
    JSON.stringify(notice.originPrefixes),
    offer.userId,
    JSON.stringify(notice.destinations),
    notice.keptTitle,
  );
  return Number(result.changes);
}
