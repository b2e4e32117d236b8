import { Hono } from 'hono';
import { listQueries } from '../../src/lib/list-queries.ts';
import { findEnterprise, findRoute, listEnterprises, listRoutes } from '../queries/enterprises.ts';
import { listFilterSchema } from '../fields.ts';
import { readIdParam, readPaging } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { validate } from '../validation.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { optionalUser } from '../session.ts';

/** 物流企业 and their 专线 routes. */
const resource = new Hono<AppEnv>();

const enterpriseQuery = listFilterSchema(listQueries['/enterprises']);
const routeQuery = listFilterSchema(listQueries['/routes']);

resource.get('/enterprises', (c) => {
  const { page, pageSize } = readPaging(c);
  const { keyword } = validate(enterpriseQuery, c.req.query());
  return ok(c, listEnterprises(c.get('db'), keyword, page, pageSize));
});

/**
 * The contact phone is shown in full to signed-in users only, as for logistics information: a visitor
 * (and the static build, which reads without a token) gets it masked.
 */
function withContact<T extends { contactPhone: string }>(item: T, visitor: boolean) {
  return {
    ...item,
    contactPhone: visitor ? maskPhone(item.contactPhone) : item.contactPhone,
    contactMasked: visitor,
  };
}

resource.get('/enterprises/:id', optionalUser, (c) => {
  const enterprise = findEnterprise(c.get('db'), readIdParam(c));
  if (!enterprise) throw notFound('企业');
  return ok(c, withContact(enterprise, c.get('user') === null));
});

resource.get('/routes', (c) => {
  const { page, pageSize } = readPaging(c);
  const filter = validate(routeQuery, c.req.query());
  return ok(c, listRoutes(c.get('db'), filter, page, pageSize));
});

resource.get('/routes/:id', optionalUser, (c) => {
  const route = findRoute(c.get('db'), readIdParam(c));
  if (!route) throw notFound('专线');
  return ok(c, withContact(route, c.get('user') === null));
});

export default resource;
