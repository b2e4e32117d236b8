/** 企业公告's endpoints (docs/api.md, Portal and content), on the API client's helpers. */
import type * as C from '../shared/contract.ts';
import { itemEndpoint, pagedEndpoint } from '../request/api.ts';

export const listAnnouncements = pagedEndpoint<C.AnnouncementItem>('/announcements');
export const getAnnouncement = itemEndpoint<C.AnnouncementDetail>('/announcements');
