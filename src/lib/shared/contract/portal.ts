/** The portal home. */
import type { AnnouncementItem } from './announcements.ts';
import type { Circle } from './community.ts';
import type { LogisticsInfoItem } from './logistics-info.ts';
import type { PolicyItem } from './policies.ts';

export interface PortalCounts {
  logisticsInfo: number;
  enterprises: number;
  routes: number;
  policies: number;
  announcements: number;
  posts: number;
}
export interface PortalHome {
  cargo: LogisticsInfoItem[];
  vehicle: LogisticsInfoItem[];
  line: LogisticsInfoItem[];
  policies: PolicyItem[];
  announcements: AnnouncementItem[];
  hotCircles: Circle[];
  counts: PortalCounts;
}
