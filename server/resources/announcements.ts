import { Hono } from 'hono';
import { listQueries } from '../../src/lib/list-queries.ts';
import { listAnnouncements, viewAnnouncement } from '../queries/announcements.ts';
import { listFilterSchema } from '../fields.ts';
import { notFound, ok, readIdParam, readPaging, validate, type AppEnv } from '../http.ts';

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
