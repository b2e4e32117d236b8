import type { PortalHome } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { countAnnouncements, latestAnnouncements } from './announcements.ts';
import { hotCircles } from './circles.ts';
import { countEnterprises, countRoutes } from './enterprises.ts';
import { countLogisticsInfo, latestLogisticsInfo } from './logistics-info.ts';
import { countPolicies, latestPolicies } from './policies.ts';
import { countPosts } from './posts.ts';
import { cachedUntilGrowth } from './kept-results.ts';

const LATEST_ITEMS = 8;
const LATEST_ARTICLES = 6;
const HOT_CIRCLES = 6;
/** The home page is the busiest; its view counters may lag this long. */
const HOME_MAX_AGE_MS = 5000;

async function assemble(db: Store, today: string): Promise<PortalHome> {
  return {
    cargo: await latestLogisticsInfo(db, 'cargo', LATEST_ITEMS, today),
    vehicle: await latestLogisticsInfo(db, 'vehicle', LATEST_ITEMS, today),
    line: await latestLogisticsInfo(db, 'line', LATEST_ITEMS, today),
    policies: await latestPolicies(db, LATEST_ARTICLES),
    announcements: await latestAnnouncements(db, LATEST_ARTICLES),
    hotCircles: await hotCircles(db, HOT_CIRCLES),
    counts: {
      logisticsInfo: await countLogisticsInfo(db),
      enterprises: await countEnterprises(db),
      routes: await countRoutes(db),
      policies: await countPolicies(db),
      announcements: await countAnnouncements(db),
      posts: await countPosts(db),
    },
  };
}

/**
 * The portal home: the latest of each kind of content (current offers before stale ones, `today`
 * being China's day), the liveliest circles and the totals.
 */
export async function portalHome(db: Store, today: string): Promise<PortalHome> {
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
  return cachedUntilGrowth(db, tables, `portal:home:${today}`, async () => assemble(db, today), {
    maxAgeMs: HOME_MAX_AGE_MS,
    keepWhileWritten: true,
  });
}
