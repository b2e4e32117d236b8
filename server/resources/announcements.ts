import { Hono } from 'hono';
import { listAnnouncements, viewAnnouncement } from '../queries/announcements.ts';
import { serveItem, serveList } from '../content-endpoints.ts';
import type { AppEnv } from '../app-env.ts';

/** 企业公告: announcements published by the portal's enterprises. */
const resource = new Hono<AppEnv>();

serveList(resource, '/announcements', listAnnouncements);
serveItem(resource, '/announcements', viewAnnouncement, '公告');

export default resource;
