import { Hono } from 'hono';
import { countAnnouncementView, findAnnouncement, listAnnouncements } from '../queries/announcements.ts';
import { withImages } from '../queries/content-images.ts';
import { serveList } from '../http/content-endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../domain/errors.ts';
import { readIdParam } from '../http/params.ts';

/** 企业公告: announcements published by the portal's enterprises. */
const resource = new Hono<AppEnv>();

serveList(resource, '/announcements', listAnnouncements, { keptBy: ['announcements'] });

/**
 * One announcement; each reading counts a view, except on an API the static build reads through
 * (`countViews: false`): a build or a publish is not a reader, and a page re-rendered by a publish
 * must show the count a full build would.
 */
resource.get('/announcements/:id', async (c) => {
  const db = c.get('db');
  const id = readIdParam(c);
  if (c.get('config').countViews !== false) await countAnnouncementView(db, id);
  const announcement = await findAnnouncement(db, id);
  if (!announcement) throw notFound('公告');
  return ok(c, await withImages(db, announcement, announcement.content));
});

export default resource;
