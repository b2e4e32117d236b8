import { Hono } from 'hono';
import { findEnterprise, findRoute, listEnterprises, listRoutes } from '../queries/enterprises.ts';
import { serveItem, serveList } from '../content-endpoints.ts';
import type { AppEnv } from '../http.ts';

/** 物流企业 and their 专线 routes. */
const resource = new Hono<AppEnv>();

serveList(resource, '/enterprises', (db, { keyword }, page, pageSize) =>
  listEnterprises(db, keyword, page, pageSize),
);
serveItem(resource, '/enterprises', findEnterprise, '企业');

serveList(resource, '/routes', listRoutes);
serveItem(resource, '/routes', findRoute, '专线');

export default resource;
