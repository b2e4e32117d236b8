import { Hono } from 'hono';
import { z } from 'zod';
import { listAnnouncements, viewAnnouncement } from '../queries/announcements.ts';
import { notFound, ok, queryId, queryText, readIdParam, readPaging, validate, type AppEnv } from '../http.ts';

/** 企业公告: announcements published by the portal's enterprises. */
const resource = new Hono<AppEnv>();

const listQuery = z.object({ keyword: queryText(50), enterpriseId: queryId });

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
