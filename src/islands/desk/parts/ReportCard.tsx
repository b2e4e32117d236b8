import { postPath } from '../../../lib/community/community-paths';
import type { ReportItem, ReportTarget } from '../../../lib/shared/contract/moderation';
import { LOGISTICS_DETAILS_PATH } from '../../../lib/shared/routes';
import { formatDateTime } from '../../../lib/shared/format';
import { REPORT_REASON_LABELS } from '../../../lib/shared/rules/report';
import { appHref } from '../../list/href';
import PersonName from '../../shared/PersonName';
import ConfirmReportAction from './ConfirmReportAction';

/** What each target is called in the card's buttons and heading, and where it is read. */
const TARGETS: Readonly<
  Record<ReportTarget, (item: ReportItem) => { what: string; heading: string; href: string }>
> = {
  post: (item) => ({ what: '帖子', heading: '帖子', href: postPath(item.postId, item.floor) }),
  reply: (item) => ({
    what: `#${item.floor} 的回复`,
    heading: `回复（第 ${item.floor} 楼）`,
    href: postPath(item.postId, item.floor),
  }),
  offer: (item) => ({
    what: '物流信息',
    heading: '物流信息',
    href: `${LOGISTICS_DETAILS_PATH}?id=${item.postId}`,
  }),
};

/** One report of the queue: the words as they stand, who wrote them, who reported them and why. */
export default function ReportCard({ item, onHandled }: { item: ReportItem; onHandled: () => void }) {
  const { what, heading, href } = TARGETS[item.target](item);
  const headingId = `report-${item.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-md border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="text-sm font-medium text-gray-900">
        {heading}：
        <a href={appHref(href)} className="text-blue-700 hover:underline">
          <bdi>{item.title}</bdi>
        </a>
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        作者：
        <PersonName person={{ nickname: item.authorName, account: item.authorAccount }} />
      </p>
      <p
        data-user-text="reported-text"
        className="mt-2 max-h-40 overflow-auto rounded bg-gray-50 px-3 py-2 text-sm whitespace-pre-wrap text-gray-800 [overflow-wrap:anywhere]"
      >
        {item.text}
      </p>
      <p className="mt-2 text-sm text-gray-700">
        {item.reporters} 人举报：
        {item.reasons.map((entry) => `${REPORT_REASON_LABELS[entry.reason]} ${entry.count}`).join('、')}
      </p>
      {item.notes.length > 0 && (
        <ul aria-label="举报说明" className="mt-1 list-disc pl-5 text-sm text-gray-600">
          {item.notes.map((note, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              {note}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-gray-600">
        最近举报于 <time dateTime={item.lastReportedAt}>{formatDateTime(item.lastReportedAt)}</time>
        {item.handledAt !== null && (
          <>
            {' '}
            · {item.handledBy} 处理于 <time dateTime={item.handledAt}>{formatDateTime(item.handledAt)}</time>
          </>
        )}
      </p>
      {item.state === 'open' && (
        <div className="mt-3 flex justify-end gap-3">
          <ConfirmReportAction
            reportId={item.id}
            action="dismiss"
            what={what}
            offer={false}
            onDone={onHandled}
          />
          <ConfirmReportAction
            reportId={item.id}
            action="hide"
            what={what}
            offer={item.target === 'offer'}
            onDone={onHandled}
          />
        </div>
      )}
    </li>
  );
}
