/**
 * A user's credit (docs/api.md, Ratings and credit), public: the formula's level and score
 * (src/lib/shared/rules/credit.ts) with the numbers behind it, so the page can explain it.
 */
import { Hono } from 'hono';
import type { Credit } from '../../src/lib/shared/contract/ratings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdParam } from '../http/params.ts';
import { notFound } from '../domain/errors.ts';
import { creditOf } from '../queries/credit.ts';

const resource = new Hono<AppEnv>();

resource.get('/users/:id/credit', async (c) => {
  const credit = await creditOf(c.get('db'), readIdParam(c));
  if (!credit) throw notFound('用户');
  return ok<Credit>(c, credit);
});

export default resource;
