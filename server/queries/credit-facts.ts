/**
 * Every change to the kept credit facts (server/store/sqlite/schema-credit-facts.ts), each in the
 * caller's transaction with the write that changes what they count: a waybill becoming 已签收
 * (waybills.ts moveWaybill, by the shipper or automatically), a cancellation step (insertWaybillEvent),
 * a rating published (ratings.ts publishBoth and markAnnounced). Upserts, so a user's row is made by
 * their first fact. Nothing deletes the rows they count (account closing keeps waybills and ratings).
 * Each change, and each upheld complaint (complaints.ts resolveComplaint), also counts one in
 * `content_changes` ('credit_facts', sql.ts): the lists kept in order of credit are ordered again.
 */
import type { Store } from '../store/store.ts';
import { countContentChange } from './kept-results.ts';

/** Some user's credit may have changed: counted after the change, in the same transaction. */
export async function creditChanged(db: Store): Promise<void> {
  await countContentChange(db, 'credit_facts');
}

const COUNT_WAYBILL = (party: 'shipper_id' | 'carrier_id') =>
  `INSERT INTO credit_facts (user_id, waybills) SELECT ${party}, 1 FROM waybills WHERE id = ?
   ON CONFLICT (user_id) DO UPDATE SET waybills = credit_facts.waybills + 1`;

/** Waybill `waybillId` became 已签收: one more completed waybill for each party. */
export async function countReceivedWaybill(db: Store, waybillId: number): Promise<void> {
  await db.run(COUNT_WAYBILL('shipper_id'), waybillId);
  await db.run(COUNT_WAYBILL('carrier_id'), waybillId);
  await creditChanged(db);
}

/** `userId` cancelled a waybill. */
export async function countCancellation(db: Store, userId: number): Promise<void> {
  await db.run(
    `INSERT INTO credit_facts (user_id, cancellations) VALUES (?, 1)
     ON CONFLICT (user_id) DO UPDATE SET cancellations = credit_facts.cancellations + 1`,
    userId,
  );
  await creditChanged(db);
}

/** Rating `ratingId` was published (announced_at set): its rated user's ratings and scores. */
export async function countPublishedRating(db: Store, ratingId: number): Promise<void> {
  await db.run(
    `INSERT INTO credit_facts (user_id, ratings, score_total)
     SELECT r.rated_id, 1, (SELECT coalesce(sum(s.score), 0) FROM rating_scores s WHERE s.rating_id = r.id)
     FROM ratings r WHERE r.id = ?
     ON CONFLICT (user_id) DO UPDATE SET ratings = credit_facts.ratings + 1,
       score_total = credit_facts.score_total + excluded.score_total`,
    ratingId,
  );
  await db.run(
    `INSERT INTO credit_dimension_facts (user_id, dimension, score_total, scores, good_scores)
     SELECT r.rated_id, s.dimension, s.score, 1, CASE WHEN s.score >= 4 THEN 1 ELSE 0 END
     FROM ratings r JOIN rating_scores s ON s.rating_id = r.id WHERE r.id = ?
     ON CONFLICT (user_id, dimension) DO UPDATE SET
       score_total = credit_dimension_facts.score_total + excluded.score_total,
       scores = credit_dimension_facts.scores + 1,
       good_scores = credit_dimension_facts.good_scores + excluded.good_scores`,
    ratingId,
  );
  await creditChanged(db);
}
