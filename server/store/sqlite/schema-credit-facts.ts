/**
 * Schema version 17 on both stores (sqlite-migrations.ts, postgres-schema.ts): what credit reads of each
 * user, kept as it changes (server/queries/credit-facts.ts) instead of counted on every read — completed
 * waybills, cancellations, published ratings received with their score sum, and per rated dimension the
 * sum, count and scores of 4 or more. Only tables are added; the version fills them from the rows
 * (docs/decisions.md, "Credit facts kept as they change").
 */
import { RATING_DIMENSIONS } from '../../../src/lib/shared/contract/ratings.ts';
import { oneOf } from './schema.ts';

export const CREDIT_FACTS_SCHEMA_NAME = 'credit facts kept as they change';

const creditFactTables = (ref: string) => `
CREATE TABLE credit_facts (
  user_id ${ref} PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- 已签收 waybills as either party.
  waybills INTEGER NOT NULL DEFAULT 0,
  -- Waybills the user cancelled (their waybill_events of type cancelled).
  cancellations INTEGER NOT NULL DEFAULT 0,
  -- Published ratings received (announced_at set) and the sum of all their scores (three each).
  ratings INTEGER NOT NULL DEFAULT 0,
  score_total INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE credit_dimension_facts (
  user_id ${ref} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  dimension TEXT NOT NULL CHECK (${oneOf('dimension', Object.values(RATING_DIMENSIONS).flat())}),
  score_total INTEGER NOT NULL,
  scores INTEGER NOT NULL,
  good_scores INTEGER NOT NULL,
  PRIMARY KEY (user_id, dimension)
);
`;

/**
 * The kept facts computed anew from the rows, one INSERT … SELECT per table, into empty tables: what
 * the version runs, and what a seed that writes rows straight into a file runs after them.
 */
export const CREDIT_FACTS_FILL = [
  `INSERT INTO credit_facts (user_id, waybills, cancellations, ratings, score_total)
   SELECT user_id, sum(waybills), sum(cancellations), sum(ratings), sum(score_total) FROM (
     SELECT shipper_id AS user_id, 1 AS waybills, 0 AS cancellations, 0 AS ratings, 0 AS score_total
       FROM waybills WHERE state = 'received'
     UNION ALL SELECT carrier_id, 1, 0, 0, 0 FROM waybills WHERE state = 'received'
     UNION ALL SELECT user_id, 0, 1, 0, 0 FROM waybill_events WHERE type = 'cancelled' AND user_id IS NOT NULL
     UNION ALL SELECT r.rated_id, 0, 0, 1,
         (SELECT coalesce(sum(s.score), 0) FROM rating_scores s WHERE s.rating_id = r.id)
       FROM ratings r WHERE r.announced_at IS NOT NULL
   ) AS facts GROUP BY user_id`,
  `INSERT INTO credit_dimension_facts (user_id, dimension, score_total, scores, good_scores)
   SELECT r.rated_id, s.dimension, sum(s.score), count(*), sum(CASE WHEN s.score >= 4 THEN 1 ELSE 0 END)
   FROM ratings r JOIN rating_scores s ON s.rating_id = r.id
   WHERE r.announced_at IS NOT NULL GROUP BY r.rated_id, s.dimension`,
] as const;

export const CREDIT_FACTS_SCHEMA_SQL = creditFactTables('INTEGER') + CREDIT_FACTS_FILL.join(';\n');

export const CREDIT_FACTS_SCHEMA_POSTGRES = creditFactTables('bigint') + CREDIT_FACTS_FILL.join(';\n');
