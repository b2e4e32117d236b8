import type { Circle } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { cachedUntilGrowth, statement } from './sql.ts';

interface CircleStats {
  /** Every circle in display order. */
  circles: Circle[];
  /** The same circles, most active lately first. */
  byActivity: Circle[];
}

/** How many of the latest posts and of the latest replies measure a circle's recent activity. */
const ACTIVITY_WINDOW = 500;

function computeStats(db: Database): CircleStats {
  const circles = statement(
    db,
    `SELECT c.id, c.name, c.description,
       (SELECT count(*) FROM posts p WHERE p.circle_id = c.id) AS postCount,
       (SELECT coalesce(sum(p.reply_count), 0) FROM posts p WHERE p.circle_id = c.id) AS replyCount
     FROM circles c ORDER BY c.sort, c.id`,
  ).all() as unknown as Circle[];
  const activity = new Map<number, number>();
  const recent = statement(
    db,
    `SELECT circle_id AS circleId, count(*) AS n FROM (
       SELECT circle_id FROM (SELECT circle_id FROM posts ORDER BY id DESC LIMIT ?)
       UNION ALL
       SELECT p.circle_id FROM (SELECT post_id FROM replies ORDER BY id DESC LIMIT ?) r JOIN posts p ON p.id = r.post_id
     ) GROUP BY circle_id`,
  ).all(ACTIVITY_WINDOW, ACTIVITY_WINDOW) as { circleId: number; n: number }[];
  for (const row of recent) activity.set(row.circleId, row.n);
  const score = (circle: Circle) => activity.get(circle.id) ?? 0;
  const byActivity = [...circles].sort((a, b) => score(b) - score(a) || b.postCount - a.postCount || a.id - b.id);
  return { circles, byActivity };
}

/** Circles with their post and reply counts, recomputed when a post or a reply is added. */
function circleStats(db: Database): CircleStats {
  return cachedUntilGrowth(db, ['posts', 'replies'], 'circles', () => computeStats(db));
}

export const listCircles = (db: Database): Circle[] => circleStats(db).circles;

/** The `limit` circles with the most posts and replies among the latest ones. */
export const hotCircles = (db: Database, limit: number): Circle[] => circleStats(db).byActivity.slice(0, limit);

export function circleExists(db: Database, id: number): boolean {
  return statement(db, 'SELECT 1 AS found FROM circles WHERE id = ?').get(id) !== undefined;
}
