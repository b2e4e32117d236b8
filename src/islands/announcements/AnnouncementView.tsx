import type { AnnouncementDetail, AnnouncementLink } from '../../lib/shared/contract';
import { announcementDetails } from '../../lib/announcements/announcements';
import { detailsHref } from '../../lib/list/list-definition';
import DetailsArticle from '../details/DetailsArticle';
import TextSection from '../details/TextSection';
import { appHref } from '../list/href';

/** One announcement: title, fields, text and the previous / next ones. Static or inside the shell. */
export default function AnnouncementView({ announcement }: { announcement: AnnouncementDetail }) {
  return (
    <DetailsArticle title={announcement.title} fields={announcementDetails.fields} item={announcement}>
      <TextSection label="正文" text={announcement.content} images={announcement.images} />
      <nav aria-label="上一篇与下一篇" className="grid gap-3 text-sm sm:grid-cols-2">
        <Neighbour label="上一篇" link={announcement.previous} />
        <Neighbour label="下一篇" link={announcement.next} />
      </nav>
    </DetailsArticle>
  );
}

function Neighbour({ label, link }: { label: string; link: AnnouncementLink | null }) {
  return (
    <p className="truncate rounded-lg border border-gray-200 bg-white px-4 py-3">
      <span className="text-gray-600">{label}：</span>
      {link ? (
        <a
          href={appHref(detailsHref(announcementDetails.path, link.id))}
          className="text-primary hover:underline"
        >
          {link.title}
        </a>
      ) : (
        <span className="text-gray-600">没有了</span>
      )}
    </p>
  );
}
