/**
 * The credit formula (docs/api.md, Ratings and credit; docs/decisions.md, "Ratings and credit"), once
 * for the server and the page that explains it with the same numbers. No black box:
 *
 * 1. The rating average pulled toward a neutral prior: (PRIOR_WEIGHT × PRIOR_MEAN + the sum of each
 *    published rating's mean) / (PRIOR_WEIGHT + ratings). A new user sits at the prior; a few ratings
 *    move it a little, many move it to their own average.
 * 2. Less the share of the user's waybills they cancelled (× CANCELLATION_WEIGHT) and
 *    COMPLAINT_PENALTY for each upheld complaint against them; kept within 1–5.
 * 3. As 0–100: (that − 1) / 4 × 100, rounded. The level: A from A_MIN with at least A_WAYBILLS
 *    completed waybills (confidence), B from B_MIN, C from C_MIN, else D; 新用户 while there is
 *    nothing to go on (no completed waybill, rating, cancellation or upheld complaint).
 */
import type { CreditLevel } from '../contract/ratings.ts';

export const CREDIT_FORMULA = {
  PRIOR_MEAN: 4,
  PRIOR_WEIGHT: 5,
  CANCELLATION_WEIGHT: 1,
  COMPLAINT_PENALTY: 0.5,
  A_MIN: 85,
  A_WAYBILLS: 10,
  B_MIN: 70,
  C_MIN: 50,
} as const;

/** What the formula reads of a user. */
export interface CreditFacts {
  /** Published ratings received. */
  ratings: number;
  /** The sum over those ratings of each one's mean score (1–5). */
  scoreSum: number;
  /** Completed (已签收) waybills. */
  waybills: number;
  /** Waybills the user cancelled. */
  cancellations: number;
  complaintsUpheld: number;
}

export interface CreditResult {
  level: CreditLevel;
  score: number;
  /** Step 1's average (1–5). */
  weightedAverage: number;
  /** Step 2's deduction (on the 1–5 scale). */
  deduction: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function creditOf(facts: CreditFacts): CreditResult {
  const f = CREDIT_FORMULA;
  const weightedAverage = (f.PRIOR_WEIGHT * f.PRIOR_MEAN + facts.scoreSum) / (f.PRIOR_WEIGHT + facts.ratings);
  const tried = facts.waybills + facts.cancellations;
  const deduction =
    (tried === 0 ? 0 : (f.CANCELLATION_WEIGHT * facts.cancellations) / tried) +
    f.COMPLAINT_PENALTY * facts.complaintsUpheld;
  const score = Math.round(((Math.min(5, Math.max(1, weightedAverage - deduction)) - 1) / 4) * 100);
  const nothing = tried === 0 && facts.ratings === 0 && facts.complaintsUpheld === 0;
  const level: CreditLevel = nothing
    ? 'new'
    : score >= f.A_MIN && facts.waybills >= f.A_WAYBILLS
      ? 'A'
      : score >= f.B_MIN
        ? 'B'
        : score >= f.C_MIN
          ? 'C'
          : 'D';
  return { level, score, weightedAverage: round(weightedAverage, 2), deduction: round(deduction, 2) };
}

/** The plain average of the published ratings' means, to one decimal; null without any. */
export const plainAverage = (facts: Pick<CreditFacts, 'ratings' | 'scoreSum'>): number | null =>
  facts.ratings === 0 ? null : round(facts.scoreSum / facts.ratings, 1);
