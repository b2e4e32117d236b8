import type { PortalHome } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { countAnnouncements, latestAnnouncements } from './announcements.ts';
import { hotCircles } from './circles.ts';
import { countEnterprises, countRoutes } from './enterprises.ts';
import { countLogisticsInfo, latestLogisticsInfo } from './logistics-info.ts';
import { countPolicies, latestPolicies } from './policies.ts';
import { countPosts } from './posts.ts';
import { cachedUntilGrowth } from './sql.ts';

const LATEST_ITEMS = 8;
const LATEST_ARTICLES = 6;
const HOT_CIRCLES = 6;
/** The home page is the busiest; its view counters may lag this long. */
const HOME_MAX_AGE_MS = 5000;

function assemble(db: Database, today: string): PortalHome {
  return {
    cargo: latestLogisticsInfo(db, 'cargo', LATEST_ITEMS, today),
    vehicle: latestLogisticsInfo(db, 'vehicle', LATEST_ITEMS, today),
    line: latestLogisticsInfo(db, 'line', LATEST_ITEMS, today),
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
}

/**
 * The portal home: the latest of each kind of content (current offers before stale ones, `today`
 * being China's day), the liveliest circles and the totals.
 */
export function portalHome(db: Database, today: string): PortalHome {
  const tables = [
    'logistics_info',
    'policies',
    'announcements',
    'enterprises',
    'routes',
    'circles',
    'posts',
    'replies',
    'community_edits',
  ] as const;
  return cachedUntilGrowth(db, tables, `portal:home:${today}`, () => assemble(db, today), HOME_MAX_AGE_MS);
}
