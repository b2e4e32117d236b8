/**
 * Ratings after a waybill and the credit they make (docs/api.md, Ratings and credit): the named
 * dimensions each role is rated on, with their labels, and the answers' shapes.
 */

/** What a carrier is rated on by its shipper, and a shipper by its carrier; 1–5 each. */
export const RATING_DIMENSIONS = {
  carrier: ['punctuality', 'cargoCondition', 'service'],
  shipper: ['accuracy', 'payment', 'cooperation'],
} as const;
/** The party rated: its role on the waybill (WaybillRole). */
export type RatedRole = keyof typeof RATING_DIMENSIONS;
export type RatingDimension = (typeof RATING_DIMENSIONS)[RatedRole][number];

export const RATING_DIMENSION_LABELS: Readonly<Record<RatingDimension, string>> = {
  punctuality: '准时',
  cargoCondition: '货物完好',
  service: '服务态度',
  accuracy: '信息真实',
  payment: '按时结算',
  cooperation: '装卸配合',
};

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const RATING_LIMITS = { commentMax: 500, replyMax: 500 } as const;

export type RatingScores = Partial<Record<RatingDimension, number>>;

/** `POST /waybills/:id/rating`. */
export interface NewRating {
  scores: RatingScores;
  comment?: string;
}

/** A rating as a party of its waybill (or an editor) reads it. */
export interface Rating {
  id: number;
  waybillId: number;
  raterId: number;
  raterNickname: string;
  /** The role of the rated party, whose dimensions `scores` holds. */
  ratedRole: RatedRole;
  scores: RatingScores;
  comment: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  /** When it is (or was) shown to the rated party and everyone: both rated, or 7 days after. */
  publishesAt: string;
  published: boolean;
}

/** `GET /waybills/:id`'s `ratings`: what the viewer may do and read (another's only once published). */
export interface WaybillRatings {
  /** The viewer is a party who has not rated yet and the window is open. */
  mayRate: boolean;
  /** The last moment to rate (the window's end); null until the waybill is 已签收 or cancelled by a party. */
  rateUntil: string | null;
  byShipper: Rating | null;
  byCarrier: Rating | null;
}

/** One rating in `GET /users/:id/ratings`: published only, without phones or waybill numbers. */
export interface PublicRating {
  id: number;
  ratedRole: RatedRole;
  scores: RatingScores;
  comment: string;
  reply: string | null;
  repliedAt: string | null;
  raterNickname: string;
  createdAt: string;
  origin: string;
  destination: string;
}

/** A credit level: A best … D, or `new` (新用户: too little history to say; neutral). */
export const CREDIT_LEVELS = ['A', 'B', 'C', 'D', 'new'] as const;
export type CreditLevel = (typeof CREDIT_LEVELS)[number];

export interface DimensionAverage {
  dimension: RatingDimension;
  average: number;
  count: number;
}

/** `GET /users/:id/credit` (the formula: src/lib/shared/rules/credit.ts). */
export interface Credit {
  level: CreditLevel;
  /** 0–100, from the formula. */
  score: number;
  /** The formula's steps with this user's numbers: the average pulled toward the prior, the deduction. */
  weightedAverage: number;
  deduction: number;
  /** Completed (已签收) waybills as shipper or carrier. */
  waybills: number;
  /** Share of published ratings whose time dimension (准时 / 按时结算) is 4 or 5; null without any. */
  onTimeRate: number | null;
  averages: DimensionAverage[];
  /** Published ratings received. */
  ratings: number;
  /** Waybills the user cancelled. */
  cancellations: number;
  complaintsUpheld: number;
  /** The account's creation. */
  since: string;
}

/** What lists, offers and quotes show of a user's credit: 信用 A · 32 单 · 4.8 分. */
export interface CreditBrief {
  level: CreditLevel;
  waybills: number;
  /** The plain average of the published scores, null without any. */
  average: number | null;
}
