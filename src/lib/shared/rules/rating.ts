/**
 * What a party sends as a rating (`POST /waybills/:id/rating`) and the rated party as its answer
 * (`POST /ratings/:id/reply`), docs/api.md, Ratings and credit: the rated role's three dimensions,
 * each an integer 1–5, and words under the community's text rules.
 */
import * as z from 'zod/mini';
import {
  RATING_DIMENSIONS,
  RATING_LIMITS,
  SCORE_MAX,
  SCORE_MIN,
  type RatedRole,
  type RatingDimension,
} from '../contract/ratings.ts';
import { integerBetween, optionalBody, requiredBody } from './fields.ts';

const scoresOf = (role: RatedRole) =>
  z.object(
    Object.fromEntries(
      RATING_DIMENSIONS[role].map((dimension) => [dimension, integerBetween(SCORE_MIN, SCORE_MAX)]),
    ) as Record<RatingDimension, ReturnType<typeof integerBetween>>,
  );

/** A rating of a party whose role is `role`: exactly that role's dimensions are read. */
export const ratingRules = (role: RatedRole) =>
  z.object({
    scores: scoresOf(role),
    comment: z._default(optionalBody(RATING_LIMITS.commentMax), ''),
  });

export const ratingReplyRules = z.object({ content: requiredBody(RATING_LIMITS.replyMax) });
