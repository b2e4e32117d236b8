import { Hono } from 'hono';
import type { PortalHome } from '../../src/lib/contract.ts';
import { countAnnouncements, latestAnnouncements } from '../queries/announcements.ts';
import { hotCircles } from '../queries/circles.ts';
import { countEnterprises, countRoutes } from '../queries/enterprises.ts';
import { countLogisticsInfo, latestLogisticsInfo } from '../queries/logistics-info.ts';
import { countPolicies, latestPolicies } from '../queries/policies.ts';
import { countPosts } from '../queries/posts.ts';
import { ok, type AppEnv } from '../http.ts';

/** 门户首页: the latest of each kind of content, the liveliest circles and the totals. */
const resource = new Hono<AppEnv>();

const LATEST_ITEMS = 8;
const LATEST_ARTICLES = 6;
const HOT_CIRCLES = 6;

resource.get('/portal/home', (c) => {
  const db = c.get('db');
  const home: PortalHome = {
    cargo: latestLogisticsInfo(db, 'cargo', LATEST_ITEMS),
    vehicle: latestLogisticsInfo(db, 'vehicle', LATEST_ITEMS),
    line: latestLogisticsInfo(db, 'line', LATEST_ITEMS),
    policies: latestPolicies(db, LATEST_ARTICLES),
    announcements: latestAnnouncements(db, LATEST_ARTICLES),
    hotCircles: hotCircles(db, HOT_CIRCLES),
    counts: {
      logisticsInfo: countLogisticsInfo(db),
      enterprises: countEnterprises(db),
      routes: countRoutes(db),
      policies: countPolicies(db),
      announcements: countAnnouncements(db),
      posts: countPosts(db),
    },
  };
  return ok(c, home);
});

export default resource;
