/**
 * SQL for credit (docs/api.md, Ratings and credit): the facts the formula reads
 * (src/lib/shared/rules/credit.ts) for many users at once, what lists, offers and quotes show
 * (`creditBriefs`), and the whole answer of `GET /users/:id/credit` (`creditOf`). A rating counts once
 * published and told to the site (`announced_at`: at once when both rated, on the maintenance timer
 * after the blind days), so the static pages, the lists and this answer say the same at every moment
 * without a clock. The counts are read from the facts kept as they change (credit-facts.ts), one row
 * per user, and the upheld complaints counted as asked, so a new waybill or a complaint shows at once.
 */
import {
  RATING_DIMENSIONS,
  type Credit,
  type CreditBrief,
  type DimensionAverage,
  type RatingDimension,
} from '../../src/lib/shared/contract/ratings.ts';
import { creditOf as formula, plainAverage, type CreditFacts } from '../../src/lib/shared/rules/credit.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { searchIds, type Search } from './sql.ts';
import { cachedUntilGrowth } from './kept-results.ts';

/**
 * The formula's facts of the user `users u` names, as columns of any read that joins
 * `credit_facts f ON f.user_id = u.id` (CREDIT_FACTS_JOIN): upheld complaints are counted as asked
 * (few rows, through complaints_respondent), in the same statement.
 */
export const CREDIT_FACT_COLUMNS = `u.created_at AS since, coalesce(f.waybills, 0) AS waybills,
     coalesce(f.cancellations, 0) AS cancellations, coalesce(f.ratings, 0) AS ratings,
     coalesce(f.score_total, 0) AS scoreTotal,
     (SELECT count(*) FROM complaints c
      WHERE c.respondent_id = u.id AND c.upheld = 1 AND c.state = 'resolved') AS complaintsUpheld`;
export const CREDIT_FACTS_JOIN = 'LEFT JOIN credit_facts f ON f.user_id = u.id';

const FACTS = eachDialect(
  (sql) => `SELECT u.id, ${CREDIT_FACT_COLUMNS}
   FROM users u ${CREDIT_FACTS_JOIN} WHERE u.id IN (${sql.jsonIntegers()})`,
);

/** A row's CREDIT_FACT_COLUMNS. */
export type CreditFactsRow = Record<keyof Omit<CreditFacts, 'scoreSum'> | 'scoreTotal', number> & {
  since: string;
};

/** The formula's facts of a row read with CREDIT_FACT_COLUMNS. */
const factsOfRow = (row: CreditFactsRow): CreditFacts & { since: string } => ({
  waybills: Number(row.waybills),
  cancellations: Number(row.cancellations),
  ratings: Number(row.ratings),
  // A rating has its role's three scores (rules/rating.ts): a third of their total is its mean.
  scoreSum: Number(row.scoreTotal) / 3,
  complaintsUpheld: Number(row.complaintsUpheld),
  since: row.since,
});

/** The formula's facts of each user of `userIds`, with when they joined (an unknown id is absent). */
async function factsOf(
  db: Store,
  userIds: readonly number[],
): Promise<Map<number, CreditFacts & { since: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.all<CreditFactsRow & { id: number }>(FACTS, JSON.stringify([...new Set(userIds)]));
  return new Map(rows.map((row) => [Number(row.id), factsOfRow(row)]));
}

/** 信用 A · 32 单 · 4.8 分 of the facts `of`. */
const briefOf = (of: CreditFacts): CreditBrief => ({
  level: formula(of).level,
  waybills: of.waybills,
  average: plainAverage(of),
});

/** The brief of a row read with CREDIT_FACT_COLUMNS. */
export const creditBriefOfRow = (row: CreditFactsRow): CreditBrief => briefOf(factsOfRow(row));

/** 信用 A · 32 单 · 4.8 分 for each user of `userIds` (an unknown id is absent). */
export async function creditBriefs(db: Store, userIds: readonly number[]): Promise<Map<number, CreditBrief>> {
  const facts = await factsOf(db, userIds);
  return new Map([...facts].map(([id, of]) => [id, briefOf(of)]));
}

const PUBLISHERS = eachDialect(
  (sql) => `SELECT id, user_id AS userId FROM logistics_info WHERE id IN (${sql.jsonIntegers()})`,
);

/**
 * The publishers of a list's offers, read once per kept id list (an offer's publisher never changes:
 * a closed account keeps its id), shared by the reads that order it at the same time.
 */
const publishersOfList = new WeakMap<Int32Array, Promise<Map<number, number | null>>>();

function publishersOf(db: Store, offerIds: Int32Array): Promise<Map<number, number | null>> {
  const known = publishersOfList.get(offerIds);
  if (known) return known;
  const reading = db
    .all<{ id: number; userId: number | null }>(PUBLISHERS, JSON.stringify([...offerIds]))
    .then(
      (rows) => new Map(rows.map((row) => [Number(row.id), row.userId === null ? null : Number(row.userId)])),
    );
  publishersOfList.set(offerIds, reading);
  reading.catch(() => publishersOfList.delete(offerIds));
  return reading;
}

/** Offer ids by their publishers' credit score, highest first; the given order among equals. */
export async function orderByCredit(db: Store, offerIds: Int32Array): Promise<Int32Array> {
  if (offerIds.length === 0) return offerIds;
  const userOf = await publishersOf(db, offerIds);
  const facts = await factsOf(
    db,
    [...userOf.values()].filter((id): id is number => id !== null),
  );
  const score = new Map(
    [...userOf].map(([offerId, userId]) => {
      const of = userId === null ? undefined : facts.get(userId);
      return [offerId, of ? formula(of).score : -1];
    }),
  );
  return Int32Array.from([...offerIds].sort((a, b) => score.get(b)! - score.get(a)!));
}

/**
 * The ids of a kept search (sql.ts searchIds) by their publishers' credit, kept as the ids are until
 * the list gains or changes an offer or some user's credit changes ('credit_facts' in sql.ts, counted
 * in the transaction of each change): a lane sorted by credit is one slice of a kept array, as the
 * newest-first lane is, and is ordered again once after each change.
 */
export const searchIdsByCredit = (db: Store, search: Search): Promise<Int32Array> =>
  cachedUntilGrowth(
    db,
    [search.table, 'credit_facts'],
    `${search.table}:credit:${JSON.stringify(search.key)}`,
    async () => orderByCredit(db, await searchIds(db, search)),
    { keepWhileWritten: true },
  );

/** The time dimension of each role: a carrier's 准时, a shipper's 按时结算. */
const ON_TIME: readonly RatingDimension[] = ['punctuality', 'payment'];

/**
 * A user's facts (CREDIT_FACT_COLUMNS) with one row per rated dimension (none: one row of nulls), in
 * one statement: on PostgreSQL each statement is a round trip of its own.
 */
const WHOLE_CREDIT = `SELECT ${CREDIT_FACT_COLUMNS}, d.dimension, d.score_total AS total, d.scores AS count,
   d.good_scores AS good
 FROM users u ${CREDIT_FACTS_JOIN} LEFT JOIN credit_dimension_facts d ON d.user_id = u.id
 WHERE u.id = ?`;

/** The whole credit of a user (`GET /users/:id/credit`); undefined for an unknown user. */
export async function creditOf(db: Store, userId: number): Promise<Credit | undefined> {
  const rows = await db.all<
    CreditFactsRow & { dimension: RatingDimension | null; total: number; count: number; good: number }
  >(WHOLE_CREDIT, userId);
  if (rows.length === 0) return undefined;
  const of = factsOfRow(rows[0]!);
  const averages = rows.flatMap((row) =>
    row.dimension === null ? [] : [{ ...row, dimension: row.dimension }],
  );
  const order: readonly RatingDimension[] = Object.values(RATING_DIMENSIONS).flat();
  const byDimension: DimensionAverage[] = averages
    .map((row) => ({
      dimension: row.dimension,
      average: Math.round((Number(row.total) / Number(row.count)) * 10) / 10,
      count: Number(row.count),
    }))
    .sort((a, b) => order.indexOf(a.dimension) - order.indexOf(b.dimension));
  const timed = averages.filter((row) => ON_TIME.includes(row.dimension));
  const timedCount = timed.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    ...formula(of),
    waybills: of.waybills,
    onTimeRate:
      timedCount === 0
        ? null
        : Math.round((timed.reduce((sum, row) => sum + Number(row.good), 0) / timedCount) * 100) / 100,
    averages: byDimension,
    ratings: of.ratings,
    cancellations: of.cancellations,
    complaintsUpheld: of.complaintsUpheld,
    since: of.since,
  };
}
