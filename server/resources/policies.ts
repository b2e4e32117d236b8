import { Hono } from 'hono';
import { addDays } from '../../src/lib/dates.ts';
import { listQueries } from '../../src/lib/list-queries.ts';
import { findPolicy, listPolicies } from '../queries/policies.ts';
import { listFilterSchema } from '../fields.ts';
import { readIdParam, readPaging } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { invalid, notFound } from '../errors.ts';
import { validate } from '../validation.ts';

/** 政策法规: national, provincial and city policies. */
const resource = new Hono<AppEnv>();

const listQuery = listFilterSchema(listQueries['/policies']);

resource.get('/policies', (c) => {
  const { page, pageSize } = readPaging(c);
  const { keyword, level, from, to } = validate(listQuery, c.req.query());
  if (from && to && from > to) throw invalid('开始日期（from）不能晚于结束日期（to）');
  const filter = { keyword, level, from, before: to === undefined ? undefined : addDays(to, 1) };
  return ok(c, listPolicies(c.get('db'), filter, page, pageSize));
});

resource.get('/policies/:id', (c) => {
  const policy = findPolicy(c.get('db'), readIdParam(c));
  if (!policy) throw notFound('政策');
  return ok(c, policy);
});

export default resource;
