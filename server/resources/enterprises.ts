import { Hono } from 'hono';
import { listQueries } from '../../src/lib/list-queries.ts';
import { findEnterprise, findRoute, listEnterprises, listRoutes } from '../queries/enterprises.ts';
import { listFilterSchema } from '../fields.ts';
import { readIdParam, readPaging } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { validate } from '../validation.ts';

/** 物流企业 and their 专线 routes. */
const resource = new Hono<AppEnv>();

const enterpriseQuery = listFilterSchema(listQueries['/enterprises']);
const routeQuery = listFilterSchema(listQueries['/routes']);

resource.get('/enterprises', (c) => {
  const { page, pageSize } = readPaging(c);
  const { keyword } = validate(enterpriseQuery, c.req.query());
  return ok(c, listEnterprises(c.get('db'), keyword, page, pageSize));
});

resource.get('/enterprises/:id', (c) => {
  const enterprise = findEnterprise(c.get('db'), readIdParam(c));
  if (!enterprise) throw notFound('企业');
  return ok(c, enterprise);
});

resource.get('/routes', (c) => {
  const { page, pageSize } = readPaging(c);
  const filter = validate(routeQuery, c.req.query());
  return ok(c, listRoutes(c.get('db'), filter, page, pageSize));
});

resource.get('/routes/:id', (c) => {
  const route = findRoute(c.get('db'), readIdParam(c));
  if (!route) throw notFound('专线');
  return ok(c, route);
});

export default resource;
