/**
 * SQL for ratings after a waybill (docs/api.md, Ratings and credit): each party's one rating with its
 * scores, the rated party's answer, the double-blind release computed from the stored `publishes_at`
 * (a rating is published once that time has come), and the public list of a user's published ones.
 */
import type { Paged, WaybillState } from '../../src/lib/shared/contract.ts';
import type {
  PublicRating,
  RatedRole,
  Rating,
  RatingDimension,
  RatingScores,
} from '../../src/lib/shared/contract/ratings.ts';
import type { Store } from '../store/store.ts';
import { countPublishedRating } from './credit-facts.ts';
import { eachDialect } from './dialects.ts';

/** What deciding whether a party may rate reads of a waybill. */
export interface RatedWaybill {
  id: number;
  waybillNo: string;
  shipperId: number;
  carrierId: number;
  state: WaybillState;
  /** A 已签收 or cancelled waybill changes no more: its last change is when it ended. */
  endedAt: string;
  /** Who cancelled it (null unless cancelled). */
  cancelledBy: number | null;
}

export async function findRatedWaybill(db: Store, id: number): Promise<RatedWaybill | undefined> {
  const row = await db.get<RatedWaybill>(
    `SELECT w.id, w.waybill_no AS waybillNo, w.shipper_id AS shipperId, w.carrier_id AS carrierId, w.state,
       w.updated_at AS endedAt,
       (SELECT e.user_id FROM waybill_events e WHERE e.waybill_id = w.id AND e.type = 'cancelled') AS cancelledBy
     FROM waybills w WHERE w.id = ?`,
    id,
  );
  return row && { ...row, cancelledBy: row.cancelledBy === null ? null : Number(row.cancelledBy) };
}

export interface NewRatingRow {
  waybillId: number;
  raterId: number;
  ratedId: number;
  ratedRole: RatedRole;
  scores: RatingScores;
  comment: string;
  at: string;
  publishesAt: string;
}

/** Records a rating and its scores; false when the rater rated this waybill already (another request). */
export async function insertRating(db: Store, row: NewRatingRow): Promise<number | undefined> {
  const { changes, lastInsertId } = await db.run(
    `INSERT INTO ratings (waybill_id, rater_id, rated_id, rated_role, comment, created_at, publishes_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (waybill_id, rater_id) DO NOTHING`,
    row.waybillId,
    row.raterId,
    row.ratedId,
    row.ratedRole,
    row.comment,
    row.at,
    row.publishesAt,
  );
  if (Number(changes) === 0) return undefined;
  const id = Number(lastInsertId);
  for (const [dimension, score] of Object.entries(row.scores))
    await db.run(
      'INSERT INTO rating_scores (rating_id, dimension, score) VALUES (?, ?, ?)',
      id,
      dimension,
      score,
    );
  return id;
}

/**
 * Both parties have rated: both ratings are published at `at` (unless one already was) and marked
 * told to the site, counting in the rated users' credit; answers those users, whose pages show it.
 */
export async function publishBoth(db: Store, waybillId: number, at: string): Promise<number[]> {
  await db.run(
    'UPDATE ratings SET publishes_at = ? WHERE waybill_id = ? AND publishes_at > ?',
    at,
    waybillId,
    at,
  );
  const rows = await db.all<{ id: number; ratedId: number }>(
    'SELECT id, rated_id AS ratedId FROM ratings WHERE waybill_id = ? AND announced_at IS NULL',
    waybillId,
  );
  for (const row of rows) await markAnnounced(db, Number(row.id), at);
  return rows.map((row) => Number(row.ratedId));
}

/** Ratings published by time (their blind days passed) whose rated user's pages were not told yet. */
export const ratingsDueForAnnouncement = (
  db: Store,
  now: string,
  limit: number,
): Promise<{ id: number; ratedId: number; waybillNo: string }[]> =>
  db.all(
    `SELECT r.id, r.rated_id AS ratedId, w.waybill_no AS waybillNo
     FROM ratings r JOIN waybills w ON w.id = r.waybill_id
     WHERE r.announced_at IS NULL AND r.publishes_at <= ?
     ORDER BY r.publishes_at LIMIT ?`,
    now,
    limit,
  );

/** Rating `id` is told to the site at `at` and counts in credit; false when it was already. */
export async function markAnnounced(db: Store, id: number, at: string): Promise<boolean> {
  const { changes } = await db.run(
    'UPDATE ratings SET announced_at = ? WHERE id = ? AND announced_at IS NULL',
    at,
    id,
  );
  if (Number(changes) === 0) return false;
  await countPublishedRating(db, id);
  return true;
}

type RatingRow = Omit<Rating, 'scores' | 'published'>;

const RATING_COLUMNS = `r.id, r.waybill_id AS waybillId, r.rater_id AS raterId, u.nickname AS raterNickname,
  r.rated_role AS ratedRole, r.comment, r.reply, r.replied_at AS repliedAt, r.created_at AS createdAt,
  r.publishes_at AS publishesAt`;

const SCORES = eachDialect(
  (sql) => `SELECT rating_id AS ratingId, dimension, score FROM rating_scores
   WHERE rating_id IN (${sql.jsonIntegers()})`,
);

/** The scores of each rating of `ids`. */
async function scoresOf(db: Store, ids: readonly number[]): Promise<Map<number, RatingScores>> {
  const scores = new Map<number, RatingScores>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return scores;
  const rows = await db.all<{ ratingId: number; dimension: RatingDimension; score: number }>(
    SCORES,
    JSON.stringify(ids),
  );
  for (const row of rows) scores.get(Number(row.ratingId))![row.dimension] = Number(row.score);
  return scores;
}

const withScores = async <T extends { id: number }>(db: Store, rows: T[]) => {
  const scores = await scoresOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), scores: scores.get(Number(row.id))! }));
};

/** The ratings of a waybill (none, one or both), each saying whether it is published at `now`. */
export async function ratingsOfWaybill(db: Store, waybillId: number, now: string): Promise<Rating[]> {
  const rows = await db.all<RatingRow>(
    `SELECT ${RATING_COLUMNS} FROM ratings r JOIN users u ON u.id = r.rater_id WHERE r.waybill_id = ? ORDER BY r.id`,
    waybillId,
  );
  return (await withScores(db, rows)).map((row) => ({
    ...row,
    waybillId: Number(row.waybillId),
    raterId: Number(row.raterId),
    published: row.publishesAt <= now,
  }));
}

/** What answering a rating checks. */
export interface RatingParties {
  id: number;
  waybillId: number;
  raterId: number;
  ratedId: number;
  publishesAt: string;
  reply: string | null;
}

export async function findRatingParties(db: Store, id: number): Promise<RatingParties | undefined> {
  const row = await db.get<RatingParties>(
    'SELECT id, waybill_id AS waybillId, rater_id AS raterId, rated_id AS ratedId, publishes_at AS publishesAt, reply FROM ratings WHERE id = ?',
    id,
  );
  return (
    row && {
      ...row,
      waybillId: Number(row.waybillId),
      raterId: Number(row.raterId),
      ratedId: Number(row.ratedId),
    }
  );
}

/** The rated party's one answer; false when it was answered already (another request). */
export async function replyToRating(db: Store, id: number, content: string, at: string): Promise<boolean> {
  const { changes } = await db.run(
    'UPDATE ratings SET reply = ?, replied_at = ? WHERE id = ? AND reply IS NULL',
    content,
    at,
    id,
  );
  return Number(changes) > 0;
}

/** A user's published ratings, newest first, with the rater's nickname and the waybill's lane. */
export async function listPublicRatings(
  db: Store,
  userId: number,
  now: string,
  page: number,
  pageSize: number,
): Promise<Paged<PublicRating>> {
  const [rows, total] = await Promise.all([
    db.all<Omit<PublicRating, 'scores'>>(
      `SELECT r.id, r.rated_role AS ratedRole, r.comment, r.reply, r.replied_at AS repliedAt,
         u.nickname AS raterNickname, r.created_at AS createdAt, w.origin, w.destination
       FROM ratings r JOIN users u ON u.id = r.rater_id JOIN waybills w ON w.id = r.waybill_id
       WHERE r.rated_id = ? AND r.publishes_at <= ? ORDER BY r.publishes_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      userId,
      now,
      pageSize,
      (page - 1) * pageSize,
    ),
    db.get<{ n: number }>(
      'SELECT count(*) AS n FROM ratings WHERE rated_id = ? AND publishes_at <= ?',
      userId,
      now,
    ),
  ]);
  return { list: await withScores(db, rows), total: Number(total?.n ?? 0), page, pageSize };
}
