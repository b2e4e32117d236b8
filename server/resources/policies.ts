import { Hono } from 'hono';
import { z } from 'zod';
import { findPolicy, listPolicies } from '../queries/policies.ts';
import { nextDay, queryChoice, queryDate } from '../fields.ts';
import { invalid, notFound, ok, queryText, readIdParam, readPaging, validate, type AppEnv } from '../http.ts';

/** 政策法规: national, provincial and city policies. */
const resource = new Hono<AppEnv>();

const listQuery = z.object({
  keyword: queryText(50),
  level: queryChoice(['national', 'province', 'city']),
  from: queryDate,
  to: queryDate,
});

resource.get('/policies', (c) => {
  const { page, pageSize } = readPaging(c);
  const { keyword, level, from, to } = validate(listQuery, c.req.query());
  if (from && to && from > to) throw invalid('开始日期（from）不能晚于结束日期（to）');
  const filter = { keyword, level, from, before: to === undefined ? undefined : nextDay(to) };
  return ok(c, listPolicies(c.get('db'), filter, page, pageSize));
});

resource.get('/policies/:id', (c) => {
  const policy = findPolicy(c.get('db'), readIdParam(c));
  if (!policy) throw notFound('政策');
  return ok(c, policy);
});

export default resource;
