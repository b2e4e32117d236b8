import type { AnnouncementDetail } from '../../lib/contract';
import { announcementDetails } from '../../lib/announcements';
import RemoteDetails from '../details/RemoteDetails';
import AnnouncementView from './AnnouncementView';

/** 公告详情 for an id without a static page. */
export default function AnnouncementDetailsShell() {
  return (
    <RemoteDetails<AnnouncementDetail>
      details={announcementDetails}
      render={(announcement) => <AnnouncementView announcement={announcement} />}
    />
  );
}
