import type { AnnouncementDetail } from '../../lib/shared/contract';
import { announcementDetails } from '../../lib/announcements/announcements';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import AnnouncementView from './AnnouncementView';

/** 公告详情 for an id without a static page. */
export default function AnnouncementDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<AnnouncementDetail>
      details={announcementDetails}
      listTitle={listTitle}
      render={(announcement) => <AnnouncementView announcement={announcement} />}
    />
  );
}
