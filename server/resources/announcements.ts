import { Hono } from 'hono';
import { listQueries } from '../../src/lib/list-queries.ts';
import { listAnnouncements, viewAnnouncement } from '../queries/announcements.ts';
import { listFilterSchema } from '../fields.ts';
import { readIdParam, readPaging } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { validate } from '../validation.ts';

/** 企业公告: announcements published by the portal's enterprises. */
const resource = new Hono<AppEnv>();

const listQuery = listFilterSchema(listQueries['/announcements']);

resource.get('/announcements', (c) => {
  const { page, pageSize } = readPaging(c);
  const filter = validate(listQuery, c.req.query());
  return ok(c, listAnnouncements(c.get('db'), filter, page, pageSize));
});

resource.get('/announcements/:id', (c) => {
  const announcement = viewAnnouncement(c.get('db'), readIdParam(c));
  if (!announcement) throw notFound('公告');
  return ok(c, announcement);
});

export default resource;
