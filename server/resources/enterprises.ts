import { Hono } from 'hono';
import { findEnterprise, findRoute, listEnterprises, listRoutes } from '../queries/enterprises.ts';
import { readIdParam } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { optionalUser } from '../session.ts';
import { serveList } from '../content-endpoints.ts';

/** 物流企业 and their 专线 routes. */
const resource = new Hono<AppEnv>();

serveList(resource, '/enterprises', async (db, { keyword }, page, pageSize) =>
  listEnterprises(db, keyword, page, pageSize),
);

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

resource.get('/enterprises/:id', optionalUser, async (c) => {
  const enterprise = await findEnterprise(c.get('db'), readIdParam(c));
  if (!enterprise) throw notFound('企业');
  return ok(c, withContact(enterprise, c.get('user') === null));
});

serveList(resource, '/routes', listRoutes);

resource.get('/routes/:id', optionalUser, async (c) => {
  const route = await findRoute(c.get('db'), readIdParam(c));
  if (!route) throw notFound('专线');
  return ok(c, withContact(route, c.get('user') === null));
});

export default resource;
