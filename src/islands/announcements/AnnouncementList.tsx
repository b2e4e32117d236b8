import type { AnnouncementItem, Paged } from '../../lib/shared/contract';
import { announcementList } from '../../lib/announcements/announcements';
import ListView from '../list/ListView';

/** 企业公告 list: the build's first page, then any page and keyword. */
export default function AnnouncementList({ initial }: { initial: Paged<AnnouncementItem> | null }) {
  return <ListView list={announcementList} initial={initial} rowKey={(announcement) => announcement.id} />;
}
