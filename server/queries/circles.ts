import type { Circle } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { cachedUntilGrowth, type Previous } from './kept-results.ts';

interface CircleStats {
  /** Every circle in display order. */
  circles: Circle[];
  /** The same circles, most active lately first. */
  byActivity: Circle[];
}

interface Counts {
  circleId: number;
  posts: number;
  replies: number;
}

/** How many of the latest posts and of the latest replies measure a circle's recent activity. */
const ACTIVITY_WINDOW = 500;

/**
 * A post's `reply_count` already holds replies newer than the ids a count is made as of: this part
 * takes those of the posts up to `?2` (and past `?3`) out again. Values: the largest reply id counted,
 * the largest post id, the largest post id of the previous count (0 for a full count).
 */
const REPLIES_PAST = `SELECT p.circle_id, 0, -count(*) FROM replies r JOIN posts p ON p.id = r.post_id
       WHERE r.id > ?1 AND p.id <= ?2 AND p.id > ?3 AND p.deleted_at IS NULL AND r.deleted_at IS NULL
       GROUP BY p.circle_id`;

/**
 * Posts and replies per circle as of the largest ids `now` (circles, posts, replies, edits): over every
 * post, or over the rows added since `previous`. One statement each, so it reads one state, and it
 * counts no row past `now`: the result holds for `now` exactly, whatever is written meanwhile
 * (cachedUntilGrowth's `keepWhileWritten`). Rows up to those ids have all committed: they commit in the
 * order of their ids (one writer on SQLite, the turn on PostgreSQL).
 */
async function countsSince(
  db: Store,
  since: readonly number[] | undefined,
  now: readonly number[],
): Promise<Counts[]> {
  const [, posts = 0, replies = 0] = now;
  // (A sum of counts is a bigint again: PostgreSQL's sum would answer a numeric, read as a string.)
  if (!since) {
    return db.all<Counts>(
      `SELECT circle_id AS circleId, CAST(sum(posts) AS BIGINT) AS posts, CAST(sum(replies) AS BIGINT) AS replies FROM (
         SELECT circle_id, count(*) AS posts, coalesce(sum(reply_count), 0) AS replies FROM posts
         WHERE deleted_at IS NULL AND id <= ?2 GROUP BY circle_id
         UNION ALL
         ${REPLIES_PAST}
       ) AS counted GROUP BY circle_id`,
      replies,
      posts,
      0,
    );
  }
  const [, postsBefore = 0, repliesBefore = 0] = since;
  // New posts bring their own reply counts; new replies count only on posts that were there before.
  // (Nothing added since was deleted: a deletion is a change, which counts everything again.)
  return db.all<Counts>(
    `SELECT circle_id AS circleId, CAST(sum(posts) AS BIGINT) AS posts, CAST(sum(replies) AS BIGINT) AS replies FROM (
       SELECT circle_id, count(*) AS posts, coalesce(sum(reply_count), 0) AS replies FROM posts
       WHERE id > ?3 AND id <= ?2 GROUP BY circle_id
       UNION ALL
       SELECT p.circle_id, 0, count(*) FROM replies r JOIN posts p ON p.id = r.post_id
       WHERE r.id > ?4 AND r.id <= ?1 AND r.post_id <= ?3 GROUP BY p.circle_id
       UNION ALL
       ${REPLIES_PAST}
     ) AS added GROUP BY circle_id`,
    replies,
    posts,
    postsBefore,
    repliesBefore,
  );
}

async function computeStats(
  db: Store,
  previous: Previous<CircleStats> | undefined,
  since: readonly number[],
): Promise<CircleStats> {
  const listed = await db.all<Circle>('SELECT id, name, description FROM circles ORDER BY sort, id');
  const before = new Map(previous?.value.circles.map((circle) => [circle.id, circle]));
  // A new circle (none is added through the API) means counting everything again.
  // So does an edit or deletion since (community_edits, the fourth table): a deleted post or reply
  // leaves the counts.
  const incremental =
    previous && previous.since[3] === since[3] && listed.every((circle) => before.has(circle.id))
      ? previous
      : undefined;
  if (!incremental) before.clear();
  const counts = new Map(
    (await countsSince(db, incremental?.since, since)).map((row) => [row.circleId, row]),
  );
  const circles = listed.map((circle) => ({
    id: circle.id,
    name: circle.name,
    description: circle.description,
    postCount: (before.get(circle.id)?.postCount ?? 0) + (counts.get(circle.id)?.posts ?? 0),
    replyCount: (before.get(circle.id)?.replyCount ?? 0) + (counts.get(circle.id)?.replies ?? 0),
  }));
  const recent = await db.all<{ circleId: number; n: number }>(
    `SELECT circle_id AS circleId, count(*) AS n FROM (
       SELECT circle_id FROM (SELECT circle_id FROM posts WHERE deleted_at IS NULL ORDER BY id DESC LIMIT ?) AS p
       UNION ALL
       SELECT p.circle_id FROM (SELECT post_id FROM replies WHERE deleted_at IS NULL ORDER BY id DESC LIMIT ?) r
         JOIN posts p ON p.id = r.post_id WHERE p.deleted_at IS NULL
     ) AS recent GROUP BY circle_id`,
    ACTIVITY_WINDOW,
    ACTIVITY_WINDOW,
  );
  const activity = new Map(recent.map((row) => [row.circleId, row.n]));
  const score = (circle: Circle) => activity.get(circle.id) ?? 0;
  const byActivity = [...circles].sort(
    (a, b) => score(b) - score(a) || b.postCount - a.postCount || a.id - b.id,
  );
  return { circles, byActivity };
}

/**
 * Circles with their post and reply counts. Counting every post of a large community takes a
 * while, so the counts are kept and a new post or reply only adds what is new.
 */
async function circleStats(db: Store): Promise<CircleStats> {
  return cachedUntilGrowth<CircleStats>(
    db,
    ['circles', 'posts', 'replies', 'community_edits'],
    'circles',
    async (previous, since) => computeStats(db, previous, since),
    { keepWhileWritten: true },
  );
}

export const listCircles = async (db: Store): Promise<Circle[]> => (await circleStats(db)).circles;

/** The `limit` circles with the most posts and replies among the latest ones. */
export const hotCircles = async (db: Store, limit: number): Promise<Circle[]> =>
  (await circleStats(db)).byActivity.slice(0, limit);

export async function circleExists(db: Store, id: number): Promise<boolean> {
  return (await db.get('SELECT 1 AS found FROM circles WHERE id = ?', id)) !== undefined;
}
